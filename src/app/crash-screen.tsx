import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';

/** §8 Crash boundary: 'Coś poszło nie tak...', a hint, and 'Strona główna'. */
export function CrashScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto mt-16 max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <h1 className="text-lg font-semibold text-slate-900">{t('errors.crashTitle')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('errors.crashText')}</p>
      <Button className="mt-6" onClick={() => window.location.assign('/react/')}>
        {t('errors.home')}
      </Button>
    </div>
  );
}
