import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTranslations } from '@api/auth';
import { ownAccountMachine } from '@machines/own-account.machine';
import { selectUser } from '@machines/session.selectors';
import { changeLanguage } from '@app/i18n';
import type { ScreenProps } from '@app/module-registry';
import { useSessionActor } from '@app/session/session-context';
import { ACCOUNT_CHANGED } from '@app/templates/header-data';
import { loadOwnAccountActor, saveOwnAccountActor } from './own-account-actors';
import { OwnAccountForm } from './own-account-form';
import { OwnPasswordForm } from './own-password-form';

/** §7 Users: the signed-in user's own account: name, language and password (docs/decisions/0049). */
export function OwnAccountScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const user = useSelector(useSessionActor(), selectUser);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('userAccount.title')}</h1>
      {user !== null && <OwnAccount key={user.id} userId={user.id} />}
    </div>
  );
}

function OwnAccount({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const machine = useMemo(
    () =>
      ownAccountMachine.provide({
        actors: {
          load: loadOwnAccountActor(userId),
          save: saveOwnAccountActor(userId, () => t('userAccount.errors.saveFailed')),
        },
      }),
    [userId, t],
  );
  const actor = useActorRef(machine);
  useEffect(() => {
    const subscription = actor.on('saved', (event) => {
      // The server stored the language with the account and in its cookie; the page follows it now.
      window.dispatchEvent(new Event(ACCOUNT_CHANGED));
      if (event.language !== i18n.language) void changeLanguage(i18n, event.language, fetchTranslations);
    });
    return () => subscription.unsubscribe();
  }, [actor, i18n]);
  return (
    <>
      <OwnAccountForm actor={actor} />
      <OwnPasswordForm userId={userId} />
    </>
  );
}
