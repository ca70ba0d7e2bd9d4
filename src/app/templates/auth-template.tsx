import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Logo, PoolLogo } from '@kit/logo';
import { usePageConfig } from '../config-context';
import { isRegisterAlias } from '../routes';
import { AuthLanguageSelect } from './auth-language-select';

/**
 * §2 The auth layout: logo header; "back to login" on register pages, a "sign up" prompt elsewhere;
 * a footer with the current year. Romanian: two logos and no nav link. Polish: terms and privacy links.
 */
export function AuthTemplate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { instance } = usePageConfig();
  const [location] = useLocation();
  const onRegister = isRegisterAlias(location);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4">
          <div className="flex items-center gap-4">
            <Logo label={t('app.name')} />
            {instance === 'ro' && <PoolLogo label={t('auth.poolLogoAlt')} />}
          </div>
          <nav className="flex items-center gap-3 text-sm" aria-label={t('nav.mainMenu')}>
            {instance !== 'ro' &&
              (onRegister ? (
                <Link href="/login" className="font-medium text-accent-700 hover:underline">
                  {t('auth.backToLogin')}
                </Link>
              ) : (
                <span className="text-slate-600">
                  {t('auth.signUpPrompt')}{' '}
                  <Link href="/register" className="font-medium text-accent-700 hover:underline">
                    {t('auth.signUp')}
                  </Link>
                </span>
              ))}
            <AuthLanguageSelect />
          </nav>
        </div>
      </header>
      <main id="content" className="flex flex-1 items-start justify-center px-4 py-12">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-xs text-slate-500">
          <span>{t('auth.copyright', { year: new Date().getFullYear() })}</span>
          {instance === 'pl' && (
            <span className="flex gap-4">
              <a href="/react/terms.html" className="hover:text-slate-700 hover:underline">
                {t('auth.terms')}
              </a>
              <a href="/react/privacy.html" className="hover:text-slate-700 hover:underline">
                {t('auth.privacy')}
              </a>
            </span>
          )}
        </div>
      </footer>
    </div>
  );
}
