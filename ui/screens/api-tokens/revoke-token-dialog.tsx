import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@contract/api-tokens';
import { revokeApiToken } from '@api/api-tokens';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';

/** Revoking asks first: the systems using the token lose access at once, for good. */
export function RevokeTokenDialog({
  token,
  onRevoked,
  onCancel,
}: {
  token: ApiToken;
  onRevoked: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = async () => {
    setBusy(true);
    setError(null);
    try {
      await revokeApiToken(token.id, t('apiTokens.revoke.failed'));
      onRevoked();
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : t('apiTokens.revoke.failed'));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={t('apiTokens.revoke.title', { name: token.name })}
      description={t('apiTokens.revoke.description')}
      onOpenChange={(open) => !open && onCancel()}
    >
      <div className="flex flex-col gap-4">
        {error !== null && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('apiTokens.revoke.cancel')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void revoke()}>
            {t('apiTokens.revoke.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
