import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { loginMachine } from '@machines/login.machine';
import type { LoginAnswer } from '@contract/auth';
import { Button } from '@kit/button';
import { TextField } from '@kit/text-field';
import { Alert } from '@kit/alert';
import { loginActor } from '../actors';

/** The login form shared by the login screen and the re-login dialog; reports a successful login. */
export function LoginForm({
  initialEmail = '',
  onLoggedIn,
  submitLabel,
}: {
  initialEmail?: string;
  onLoggedIn: (answer: LoginAnswer) => void;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const actor = useActorRef(
    loginMachine.provide({ actors: { login: loginActor(() => t('errors.generic')) } }),
    {
      input: { email: initialEmail },
    },
  );
  const email = useSelector(actor, (s) => s.context.email);
  const password = useSelector(actor, (s) => s.context.password);
  const fault = useSelector(actor, (s) => s.context.fault);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const answer = useSelector(actor, (s) => s.context.answer);

  useEffect(() => {
    if (answer !== null) onLoggedIn(answer);
  }, [answer, onLoggedIn]);

  const required = (field: 'email' | 'password') =>
    fault?.kind === 'required' && fault.fields.includes(field) ? [t('validation.required')] : [];

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      {fault?.kind === 'refused' && <Alert tone="error">{fault.message}</Alert>}
      <TextField
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        errors={required('email')}
        onValueChange={(value) => actor.send({ type: 'CHANGE', field: 'email', value })}
      />
      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        errors={required('password')}
        onValueChange={(value) => actor.send({ type: 'CHANGE', field: 'password', value })}
      />
      <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? t('login.submitting') : submitLabel}
      </Button>
    </form>
  );
}
