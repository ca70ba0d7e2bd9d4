import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** §8 'Wybrany produkt nie został znaleziony.': a card that does not exist or that the user may not see. */
export function DetailsNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-8 max-w-md text-center" aria-labelledby="details-not-found">
      <p className="text-5xl font-semibold text-accent-700 tabular-nums">404</p>
      <h1 id="details-not-found" className="mt-3 text-lg font-semibold text-slate-900">
        {t('productDetails.errors.notFoundTitle')}
      </h1>
      <p role="alert" className="mt-2 text-sm text-slate-600">
        {t('productDetails.errors.notFound')}
      </p>
      <Link href="/" className="mt-6 inline-block text-sm font-medium text-accent-700 hover:underline">
        {t('productDetails.errors.toDashboard')}
      </Link>
    </section>
  );
}
