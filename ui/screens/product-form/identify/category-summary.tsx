import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';

/** §2 The chosen categories by name, with the button that opens the category picker. */
export function CategorySummary({
  ids,
  names,
  errors,
  readOnly,
  onChange,
}: {
  ids: readonly number[];
  names: Readonly<Record<number, string>>;
  errors: readonly string[];
  readOnly: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1">
      <span id={labelId} className="text-xs font-medium text-slate-700">
        {t('productIdentify.categories')}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {ids.length === 0 ? (
          <span className="text-sm text-slate-500">{t('productIdentify.noCategory')}</span>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('productIdentify.categories')}>
            {ids.map((id) => (
              <li key={id} className="rounded-full bg-accent-50 px-2.5 py-0.5 text-sm text-accent-900">
                {names[id] ?? String(id)}
              </li>
            ))}
          </ul>
        )}
        {!readOnly && (
          <Button size="sm" variant="secondary" onClick={onChange}>
            {ids.length === 0 ? t('productIdentify.chooseCategory') : t('productIdentify.changeCategory')}
          </Button>
        )}
      </div>
      {errors.length > 0 && <p className="text-xs text-red-600">{errors[0]}</p>}
    </div>
  );
}
