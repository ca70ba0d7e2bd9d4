import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { fetchCompany, fetchCompanyUsers, updateCompany } from '@api/companies';
import type { CompanyEditBody, CompanyProfile } from '@contract/companies';
import type { ListAnswer } from '@contract/data-table';
import { useResource } from '@app/use-resource';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { CompanyAccountForm } from './company-account-form';

/** §2 company/{id}/profile: the operator's view of a company, its users and their reports per chain. */
export function CompanyProfileScreen({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const profile = useResource<CompanyProfile>(useCallback(() => fetchCompany(companyId), [companyId]));
  const users = useResource<ListAnswer>(useCallback(() => fetchCompanyUsers(companyId), [companyId]));
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
      <h1 className="text-lg font-semibold text-slate-900">
        {t('companies.title.profile')}
        {profile.data && `: ${profile.data.name}`}
      </h1>
      {profile.failed && (
        <RetryAlert
          message={t('companies.errors.loadFailed')}
          retryLabel={t('companies.retry')}
          onRetry={profile.retry}
        />
      )}
      {profile.loading && <Skeleton className="h-64" />}
      {profile.data && (
        <CompanyAccountForm
          key={profile.data.logo_url ?? 'none'}
          profile={profile.data}
          admin
          logoPath={`/api/company/${companyId}/logo`}
          save={(body) => updateCompany(companyId, body as CompanyEditBody, t('companies.errors.saveFailed'))}
          onLogo={profile.reload}
        />
      )}
      <section className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold text-slate-800">{t('companies.profile.users')}</h2>
        {users.loading && <Skeleton className="h-16" />}
        {users.data && users.data.rows.length === 0 && (
          <p className="text-sm">{t('companies.profile.noUsers')}</p>
        )}
        {users.data && users.data.rows.length > 0 && (
          <ul className="divide-y divide-slate-100 text-sm">
            {users.data.rows.map((row) => (
              <li key={row.id} className="flex gap-4 py-1">
                <span className="w-56">{String(row.cells['name'] ?? '')}</span>
                <span className="w-64">{String(row.cells['email'] ?? '')}</span>
                <span>{String(row.cells['role'] ?? '')}</span>
              </li>
            ))}
          </ul>
        )}
        {profile.data && (
          <div className="flex flex-wrap gap-3 pt-2">
            <Link
              className="text-xs font-medium text-accent-700 underline"
              href={`/company-history/${companyId}`}
            >
              {t('auditTrail.links.company')}
            </Link>
            {profile.data.report_chains.map((chain) => (
              <a
                key={chain.code}
                className="text-xs font-medium text-accent-700 underline"
                href={`/api/company/${companyId}/user/${chain.code}-report`}
              >
                {t('companies.profile.report', { chain: chain.name })}
              </a>
            ))}
          </div>
        )}
      </section>
    </main>
  );
}
