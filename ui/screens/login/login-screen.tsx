import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { LoginAnswer } from '@contract/auth';
import { FormCard } from '@kit/form-card';
import { LoginForm } from '@app/session/login-form';
import { useSessionActor } from '@app/session/session-context';

/** Only paths inside the app are followed after login, never another site. */
function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next !== null && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** §2 Login: e-mail and password; wrong password, blocked or throttled answers are shown above the form. */
export function LoginScreen() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const search = useSearch();
  const onLoggedIn = useCallback(
    (answer: LoginAnswer) => {
      session.send({ type: 'LOGGED_IN', ...answer });
      navigate(safeNext(search), { replace: true });
    },
    [session, navigate, search],
  );
  return (
    <div className="flex w-full max-w-sm flex-col gap-4">
      <FormCard title={t('login.title')}>
        <LoginForm onLoggedIn={onLoggedIn} submitLabel={t('login.submit')} />
        <div className="mt-4 text-center text-sm">
          <Link href="/reset-password-request" className="text-accent-700 hover:underline">
            {t('login.forgotPassword')}
          </Link>
          <Link
            href="/unblock-requests"
            className="mt-2 block text-slate-600 hover:text-accent-700 hover:underline"
          >
            {t('login.requestUnblock')}
          </Link>
        </div>
      </FormCard>
      <p className="text-center text-xs text-slate-500">{t('login.demoHint')}</p>
    </div>
  );
}
