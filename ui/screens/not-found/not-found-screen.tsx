import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** §2 not-found. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-8 max-w-md text-center">
      <p className="text-5xl font-semibold text-accent-700 tabular-nums">404</p>
      <h1 className="mt-3 text-lg font-semibold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('notFound.text')}</p>
      <Link href="/" className="mt-6 inline-block text-sm font-medium text-accent-700 hover:underline">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
