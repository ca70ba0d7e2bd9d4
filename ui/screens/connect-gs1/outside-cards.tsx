import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Gs1PrefixesAnswer } from '@contract/gs1-prefixes';

/** The company's cards with a GTIN or package EAN outside its prefixes, and the way to the filtered list. */
export function OutsideCards({ answer }: { answer: Gs1PrefixesAnswer }) {
  const { t } = useTranslation();
  if (answer.prefixes.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={t('gs1.outsideTitle')}
    >
      <h2 className="text-sm font-semibold text-slate-800">{t('gs1.outsideTitle')}</h2>
      {answer.outside_total === 0 ? (
        <p className="text-sm text-accent-800">{t('gs1.allInside')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700 tabular-nums">
            {t('gs1.outsideCount', { count: answer.outside_total })}
          </p>
          <div className="overflow-x-auto rounded-md border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs text-slate-600">
                <tr>
                  <th className="px-3 py-2 font-medium">{t('gs1.columns.card')}</th>
                  <th className="px-3 py-2 font-medium">{t('gs1.columns.gtin')}</th>
                  <th className="px-3 py-2 font-medium">{t('gs1.columns.outside')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {answer.outside.map((card) => (
                  <tr key={card.id}>
                    <td className="px-3 py-1.5">
                      <Link
                        href={`/product/${card.id}/edit`}
                        className="text-accent-800 underline-offset-2 hover:underline"
                      >
                        {card.name_to_show}
                      </Link>
                    </td>
                    <td className="px-3 py-1.5 font-mono text-xs">{card.gtin ?? '—'}</td>
                    <td className="px-3 py-1.5 font-mono text-xs text-red-700">{card.outside.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <Link
              href={`/product/list?gs1=outside${answer.companies.length > 0 && answer.company !== null ? `&supplier_id=${answer.company.id}` : ''}`}
              className="text-sm font-medium text-accent-800 underline underline-offset-2"
            >
              {t('gs1.showInList')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
