import { useTranslation } from 'react-i18next';
import type { MigrationDetails } from '@contract/attribute-migrations';

/** What a migration moves and who has agreed: read by everyone who may see it. */
export function MigrationView({ details }: { details: MigrationDetails }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) =>
    iso === null
      ? '—'
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        );
  const agreed = details.companies.filter((company) => company.agreed_at !== null).length;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
      aria-labelledby="migration-summary"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="migration-summary" className="text-base font-semibold text-slate-900">
          {details.source} → {details.target}
        </h2>
        <span
          className={
            details.status === 'pending'
              ? 'rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800'
              : 'rounded bg-accent-50 px-1.5 py-0.5 text-xs font-medium text-accent-800'
          }
        >
          {t(`attributeMigrations.status.${details.status}`)}
        </span>
      </div>
      <p className="text-sm text-slate-600 tabular-nums">
        {t('attributeMigrations.edit.summary', {
          cards: details.affected_cards,
          agreed,
          companies: details.companies.length,
        })}
        {details.applied_at !== null &&
          ` · ${t('attributeMigrations.columns.applied_at')}: ${date(details.applied_at)}`}
      </p>
      <h3 className="text-sm font-medium text-slate-800">{t('attributeMigrations.edit.companies')}</h3>
      {details.companies.length === 0 ? (
        <p className="text-sm text-slate-600">{t('attributeMigrations.edit.noCompanies')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
              <th className="py-1.5 font-medium">{t('attributeMigrations.edit.company')}</th>
              <th className="py-1.5 text-right font-medium">{t('attributeMigrations.edit.cards')}</th>
              <th className="py-1.5 pl-4 font-medium">{t('attributeMigrations.edit.agreement')}</th>
            </tr>
          </thead>
          <tbody>
            {details.companies.map((company) => (
              <tr key={company.company_id} className="h-9 border-b border-slate-100">
                <td>{company.company}</td>
                <td className="text-right tabular-nums">{company.affected_cards}</td>
                <td className="pl-4">
                  {company.agreed_at === null ? (
                    <span className="text-amber-800">{t('attributeMigrations.agreement.awaiting')}</span>
                  ) : (
                    <span className="text-accent-800">
                      {t('attributeMigrations.agreement.given')} · {company.agreed_by ?? ''} ·{' '}
                      {date(company.agreed_at)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
