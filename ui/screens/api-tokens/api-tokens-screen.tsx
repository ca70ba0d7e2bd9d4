import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@contract/api-tokens';
import { listApiTokens } from '@api/api-tokens';
import { selectUser } from '@machines/session.selectors';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import type { ScreenProps } from '@app/module-registry';
import { useSessionActor } from '@app/session/session-context';
import { useResource } from '@app/use-resource';
import { ApiTokenCreateDialog } from './api-token-create-dialog';
import { ApiTokenTable } from './api-token-table';
import { RevokeTokenDialog } from './revoke-token-dialog';

/**
 * §2 api-token-method-config (`/react/api-token-method-config`, docs/decisions/0046): the company's API
 * tokens with their scopes, expiry and last use; a new one made in a dialog that shows its secret once;
 * an active one revoked after a confirmation.
 */
export function ApiTokensScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const isAdmin = useSelector(useSessionActor(), selectUser)?.is_admin === true;
  const tokens = useResource<ApiToken[]>(listApiTokens);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex max-w-3xl flex-col gap-1">
          <h1 className="text-xl font-semibold text-slate-900">{t('apiTokens.title')}</h1>
          <p className="text-sm text-slate-600">{t('apiTokens.intro')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>{t('apiTokens.create.open')}</Button>
      </div>
      {tokens.failed ? (
        <RetryAlert
          message={t('apiTokens.loadFailed')}
          retryLabel={t('apiTokens.retry')}
          onRetry={tokens.retry}
        />
      ) : tokens.data === null ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <ApiTokenTable tokens={tokens.data} showCompany={isAdmin} onRevoke={setRevoking} />
      )}
      {creating && <ApiTokenCreateDialog onCreated={tokens.reload} onClose={() => setCreating(false)} />}
      {revoking !== null && (
        <RevokeTokenDialog
          token={revoking}
          onCancel={() => setRevoking(null)}
          onRevoked={() => {
            setRevoking(null);
            tokens.reload();
          }}
        />
      )}
    </div>
  );
}
