import { useTranslation } from 'react-i18next';
import { searchByEanQuerySchema, type ProductSummary } from '@contract/products';
import { searchProductByEan } from '@api/products';
import { Form, SubmitButton } from '@kit/form';
import { Card, CardBody, CardHeader, CardTitle } from '@kit/card';
import { BoundTextField } from '@app/forms/bound-text-field';
import { schemaValidator, useFormSubmit } from '@app/forms/use-form-submit';

/** Find a card by EAN/GTIN (§7 search-product-by-ean) straight from the dashboard. */
export function EanSearch() {
  const { t } = useTranslation();
  const form = useFormSubmit({ ean: '' }, schemaValidator(searchByEanQuerySchema, 'search', t), (values) =>
    searchProductByEan(String(values.ean).trim()),
  );
  const results = form.submitted ? (form.result as ProductSummary[]) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.searchTitle')}</CardTitle>
      </CardHeader>
      <CardBody>
        <Form onSubmit={form.submit} role="search" className="flex-row items-start gap-2">
          <BoundTextField
            binding={form}
            field="ean"
            className="flex-1"
            inputMode="numeric"
            label={t('dashboard.searchLabel')}
            hint={t('dashboard.searchHint')}
          />
          <SubmitButton
            busy={form.submitting}
            block={false}
            className="mt-5"
            label={t('dashboard.searchSubmit')}
            busyLabel={t('dashboard.searching')}
          />
        </Form>
        {form.message !== null && <p className="mt-3 text-sm text-red-600">{form.message}</p>}
        {results !== null && results.length === 0 && (
          <p className="mt-3 text-sm text-slate-600">{t('dashboard.searchNone')}</p>
        )}
        {results !== null && results.length > 0 && (
          <table className="mt-4 w-full text-left text-sm" aria-label={t('dashboard.searchResults')}>
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 font-medium">{t('dashboard.columnName')}</th>
                <th className="py-1 font-medium">{t('dashboard.columnGtin')}</th>
                <th className="py-1 font-medium">{t('dashboard.columnStatus')}</th>
                <th className="py-1 font-medium">{t('dashboard.columnCompany')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((product) => (
                <tr key={product.id} className="border-t border-slate-100">
                  <td className="py-1.5 text-slate-900">{product.name_to_show}</td>
                  <td className="py-1.5 text-slate-700 tabular-nums">{product.gtin}</td>
                  <td className="py-1.5 text-slate-700">{t(`status.${product.status}` as 'status.2')}</td>
                  <td className="py-1.5 text-slate-700">{product.company_name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardBody>
    </Card>
  );
}
