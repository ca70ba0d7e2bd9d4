import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { displayName } from '@domain/user';
import {
  selectIsActingAs,
  selectIsReturning,
  selectReturnFailed,
  selectSwitchedBy,
  selectUser,
} from '@machines/session.selectors';
import { Button } from '@kit/button';
import { useSessionActor } from './session-context';

/**
 * §6 Switch user: while the session acts as someone else, every page says so at its top, names the one who
 * logged in, and offers the way back in one click (docs/decisions/0048).
 */
export function SwitchBanner() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const actingAs = useSelector(session, selectIsActingAs);
  const returning = useSelector(session, selectIsReturning);
  const failed = useSelector(session, selectReturnFailed);
  const switchedBy = useSelector(session, selectSwitchedBy);
  const user = useSelector(session, selectUser);
  if (!actingAs || switchedBy === null || user === null) return null;
  return (
    <section
      aria-label={t('switchUser.banner.label')}
      className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p className="font-medium">
        {t('switchUser.banner.text', {
          target: `${displayName(user)} (${user.email})`,
          real: switchedBy.name,
        })}
      </p>
      <div className="flex items-center gap-3">
        {failed && (
          <p role="alert" className="text-red-800">
            {t('switchUser.banner.returnFailed')}
          </p>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={returning}
          aria-busy={returning}
          onClick={() => session.send({ type: 'RETURN' })}
        >
          {t('switchUser.banner.return')}
        </Button>
      </div>
    </section>
  );
}
