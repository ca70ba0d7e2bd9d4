import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { loginMachine } from '@machines/login.machine';
import type { LoginAnswer } from '@contract/auth';
import { Form, SubmitButton } from '@kit/form';
import { TextField } from '@kit/text-field';
import { Alert } from '@kit/alert';
import { fetchTranslations } from '@api/auth';
import { loginActor } from '../actors';
import { changeLanguage } from '../i18n';

export type LoginActor = ActorRefFrom<typeof loginMachine>;

/**
 * What the user sees of the login machine in every state; it only reads the actor and sends to it. With
 * the e-mail already known (re-login after the session ended) the cursor starts in the password.
 */
export function LoginFormView({
  actor,
  submitLabel,
  passwordFirst = false,
}: {
  actor: LoginActor;
  submitLabel: string;
  passwordFirst?: boolean;
}) {
  const { t } = useTranslation();
  const email = useSelector(actor, (s) => s.context.email);
  const password = useSelector(actor, (s) => s.context.password);
  const fault = useSelector(actor, (s) => s.context.fault);
  const busy = useSelector(actor, (s) => !s.matches('editing'));

  const required = (field: 'email' | 'password') =>
    fault?.kind === 'required' && fault.fields.includes(field) ? [t('validation.required')] : [];

  return (
    <Form onSubmit={() => actor.send({ type: 'SUBMIT' })}>
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
        autoFocus={passwordFirst}
        value={password}
        errors={required('password')}
        onValueChange={(value) => actor.send({ type: 'CHANGE', field: 'password', value })}
      />
      <SubmitButton busy={busy} label={submitLabel} busyLabel={t('login.submitting')} />
    </Form>
  );
}

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
  const { t, i18n } = useTranslation();
  const actor = useActorRef(
    loginMachine.provide({ actors: { login: loginActor(() => t('errors.generic')) } }),
    {
      input: { email: initialEmail },
    },
  );
  const answer = useSelector(actor, (s) => s.context.answer);
  useEffect(() => {
    if (answer === null) return;
    // The page speaks the user's own language from the first screen after login.
    void changeLanguage(i18n, answer.language, fetchTranslations).finally(() => onLoggedIn(answer));
  }, [answer, onLoggedIn, i18n]);
  return <LoginFormView actor={actor} submitLabel={submitLabel} passwordFirst={initialEmail !== ''} />;
}
