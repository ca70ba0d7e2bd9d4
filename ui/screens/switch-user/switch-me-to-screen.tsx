import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SwitchConfig } from '@contract/switch-user';
import { switchConfig } from '@api/switch-user';
import { selectUser } from '@machines/session.selectors';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import type { ScreenProps } from '@app/module-registry';
import { useSessionActor } from '@app/session/session-context';
import { useResource } from '@app/use-resource';
import { SwitchConfigForm } from './switch-config-form';
import { SwitchLogSection } from './switch-log';

/**
 * §6/§7 Switch user (`/react/user/{id}/switch-me-to`, docs/decisions/0048): who may act as the account and
 * until when — the admin's choice for any account, the holder's own colleagues for themselves — and the
 * log of every switch and every write made as the account.
 */
export function SwitchMeToScreen({ params }: ScreenProps) {
  const userId = Number(params['id']);
  return <SwitchMeToView key={userId} userId={userId} />;
}

function SwitchMeToView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const me = useSelector(useSessionActor(), selectUser);
  const config = useResource<SwitchConfig>(() => switchConfig(userId));
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      {me?.is_admin === true && (
        <Link href="/accounts-list" className="text-sm text-accent-700 hover:underline">
          {t('switchUser.settings.back')}
        </Link>
      )}
      {config.failed ? (
        <RetryAlert
          message={t('switchUser.settings.loadFailed')}
          retryLabel={t('switchUser.dialog.retry')}
          onRetry={config.retry}
        />
      ) : config.data === null ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-7 w-80" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <SwitchConfigForm config={config.data} editorIsAdmin={me?.is_admin === true} />
      )}
      <SwitchLogSection userId={userId} />
    </div>
  );
}
