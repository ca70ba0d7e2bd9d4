import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { API_TOKEN_NAME_MAX } from '@contract/api-tokens';
import { API_TOKEN_SCOPES } from '@domain/api-token-scopes';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { TextField } from '@kit/text-field';
import { apiTokenCreateMachine } from '@machines/api-token-create.machine';
import { createApiTokenActor } from './api-token-create-actors';
import { scopeKey } from './scope-text';

export type ApiTokenCreateActor = ActorRefFrom<typeof apiTokenCreateMachine>;

/** §2 api-token-method-config: the new-token dialog on its own actor; `onCreated` reloads the list. */
export function ApiTokenCreateDialog({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      apiTokenCreateMachine.provide({
        actors: { create: createApiTokenActor(() => t('apiTokens.create.failed')) },
      }),
    [t],
  );
  const actor = useActorRef(machine);
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  }, [onCreated]);
  useEffect(() => {
    const subscription = actor.on('created', () => created.current());
    return () => subscription.unsubscribe();
  }, [actor]);
  return <ApiTokenCreateView actor={actor} onClose={onClose} />;
}

/** The dialog on a given actor (the screen's own, or a replay's). */
export function ApiTokenCreateView({ actor, onClose }: { actor: ApiTokenCreateActor; onClose: () => void }) {
  const { t } = useTranslation();
  const made = useSelector(actor, (snapshot) => snapshot.context.made);
  return (
    <Dialog
      open
      title={made === null ? t('apiTokens.create.title') : t('apiTokens.create.createdTitle')}
      description={made === null ? t('apiTokens.create.description') : t('apiTokens.create.secretNotice')}
      onOpenChange={(open) => !open && onClose()}
      className="w-[min(92vw,34rem)]"
    >
      {made === null ? (
        <TokenForm actor={actor} onClose={onClose} />
      ) : (
        <SecretOnce secret={made.secret} onClose={onClose} />
      )}
    </Dialog>
  );
}

function TokenForm({ actor, onClose }: { actor: ApiTokenCreateActor; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const name = useSelector(actor, (snapshot) => snapshot.context.name);
  const scopes = useSelector(actor, (snapshot) => snapshot.context.scopes);
  const expiresOn = useSelector(actor, (snapshot) => snapshot.context.expiresOn);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const complete = name.trim() !== '' && scopes.length > 0;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <TextField
        label={t('apiTokens.create.name')}
        value={name}
        maxLength={API_TOKEN_NAME_MAX}
        autoComplete="off"
        onValueChange={(value) => actor.send({ type: 'NAME.CHANGE', name: value })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-slate-700">{t('apiTokens.create.scopes')}</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-2">
            <input
              id={`${id}-${scope}`}
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={() => actor.send({ type: 'SCOPE.TOGGLE', scope })}
              aria-describedby={`${id}-${scope}-hint`}
              className="mt-0.5 size-4 rounded border-slate-300 accent-accent-700"
            />
            <div className="flex flex-col">
              <label htmlFor={`${id}-${scope}`} className="text-sm font-medium text-slate-800">
                {t(scopeKey(scope, 'label'))}
              </label>
              <p id={`${id}-${scope}-hint`} className="text-xs text-slate-500">
                {t(scopeKey(scope, 'hint'))}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <TextField
        type="date"
        label={t('apiTokens.create.expiresOn')}
        hint={t('apiTokens.create.expiresHint')}
        value={expiresOn}
        onValueChange={(value) => actor.send({ type: 'EXPIRY.CHANGE', date: value })}
      />
      {error !== null && <Alert tone="error">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('apiTokens.create.cancel')}
        </Button>
        <Button type="submit" disabled={!complete || saving}>
          {t('apiTokens.create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The secret, shown this once, with a copy button; the server keeps only its hash. */
function SecretOnce({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('apiTokens.create.secret')}
        value={secret}
        readOnly
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
        onValueChange={() => undefined}
      />
      <div className="flex items-center justify-end gap-2">
        <span role="status" className="text-xs text-accent-800">
          {copied ? t('apiTokens.create.copied') : ''}
        </span>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {t('apiTokens.create.copy')}
        </Button>
        <Button onClick={onClose}>{t('apiTokens.create.close')}</Button>
      </div>
    </div>
  );
}
