import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateUrl } from '@api/products-importer';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';
import { TemplateCategories } from './template-categories';

/** §7 importer template: the mode and the GPC categories whose attributes become columns. */
export function TemplateCard({
  forUpdate,
  onModeChange,
}: {
  forUpdate: boolean;
  onModeChange: (forUpdate: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('productsImporter.screen.template.heading')}</CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-3 text-sm">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium text-slate-800">
            {t('productsImporter.screen.template.modeLabel')}
          </legend>
          {[true, false].map((value) => (
            <label key={String(value)} className="flex items-center gap-2 text-slate-700">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={forUpdate === value}
                onChange={() => onModeChange(value)}
                className="accent-accent-700"
              />
              {t(value ? 'productsImporter.modes.update' : 'productsImporter.modes.create')}
            </label>
          ))}
        </fieldset>
        <TemplateCategories chosen={chosen} onChange={setChosen} />
        <a
          href={templateUrl(forUpdate, [...chosen.keys()])}
          download
          className="inline-flex h-9 w-fit items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          {t('productsImporter.screen.template.download')}
        </a>
      </CardBody>
    </Card>
  );
}
