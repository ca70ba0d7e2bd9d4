import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryPicker } from '@app/category-picker/category-picker';
import { Button } from '@kit/button';

/**
 * §7 importer template: the GPC bricks whose attributes become columns, chosen in the card's own GPC
 * tree picker (§2 Modals, multi), each removable on its own.
 */
export function TemplateCategories({
  chosen,
  onChange,
}: {
  chosen: ReadonlyMap<number, string>;
  onChange: (chosen: ReadonlyMap<number, string>) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const remove = (id: number) => {
    const next = new Map(chosen);
    next.delete(id);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-medium text-slate-800">
        {t('productsImporter.screen.template.categoriesLabel')}
      </span>
      {chosen.size > 0 && (
        <ul aria-label={t('productsImporter.screen.template.chosen')} className="flex flex-wrap gap-1.5">
          {[...chosen].map(([id, name]) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => remove(id)}
                aria-label={t('productsImporter.screen.template.remove', { name })}
                className="inline-flex items-center gap-1 rounded bg-accent-50 px-2 py-0.5 text-accent-900 ring-1 ring-accent-200 ring-inset hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                {name}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" className="w-fit" onClick={() => setPicking(true)}>
        {t('productsImporter.screen.template.choose')}
      </Button>
      <span className="text-xs text-slate-500">{t('productsImporter.screen.template.categoriesHint')}</span>
      {picking && (
        <CategoryPicker
          multi
          selected={[...chosen.keys()]}
          selectedNames={Object.fromEntries(chosen)}
          onClose={() => setPicking(false)}
          onChosen={(ids, names) => {
            onChange(new Map(ids.map((id) => [id, names[id] ?? String(id)])));
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
