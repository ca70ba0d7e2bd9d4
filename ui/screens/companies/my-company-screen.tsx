import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAddresses } from '@api/addresses';
import { fetchMyCompany, updateMyCompany } from '@api/companies';
import type { AddressesAnswer } from '@contract/addresses';
import type { CompanyProfile, MyCompanyBody } from '@contract/companies';
import { useResource } from '@app/use-resource';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { CompanyAccountForm } from './company-account-form';
import { MyProducersList } from './my-producers';

export type MyCompanyTab = 'account' | 'addresses' | 'producers';

const TABS: readonly { tab: MyCompanyTab; path: string; key: string }[] = [
  { tab: 'account', path: '/react/my-company/account', key: 'companies.tabs.account' },
  { tab: 'addresses', path: '/react/my-company/address-list', key: 'companies.tabs.addresses' },
  { tab: 'producers', path: '/react/my-company/producer-and-brand-list', key: 'companies.tabs.producers' },
];

/** §2 my-company: a company's own users keep its account, addresses and producers (docs/decisions/0047). */
export function MyCompanyScreen({ tab }: { tab: MyCompanyTab }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
      <h1 className="text-lg font-semibold text-slate-900">{t('companies.title.myCompany')}</h1>
      <nav aria-label={t('companies.title.myCompany')} className="flex gap-1 border-b border-slate-200">
        {TABS.map((entry) => (
          <a
            key={entry.tab}
            href={entry.path}
            aria-current={entry.tab === tab ? 'page' : undefined}
            className={
              entry.tab === tab
                ? 'border-b-2 border-accent-700 px-3 py-2 text-sm font-medium text-accent-800'
                : 'px-3 py-2 text-sm text-slate-600 hover:text-slate-900'
            }
          >
            {t(entry.key as 'companies.tabs.account')}
          </a>
        ))}
      </nav>
      {tab === 'account' && <MyAccount />}
      {tab === 'addresses' && <MyAddresses />}
      {tab === 'producers' && <MyProducersList />}
    </main>
  );
}

function MyAccount() {
  const { t } = useTranslation();
  const profile = useResource<CompanyProfile>(useCallback(() => fetchMyCompany(), []));
  if (profile.failed)
    return (
      <RetryAlert
        message={t('companies.errors.loadFailed')}
        retryLabel={t('companies.retry')}
        onRetry={profile.retry}
      />
    );
  if (profile.data === null) return <Skeleton className="h-64" />;
  return (
    <CompanyAccountForm
      key={profile.data.logo_url ?? 'none'}
      profile={profile.data}
      admin={false}
      logoPath="/api/my-company/logo"
      save={(body) => updateMyCompany(body as MyCompanyBody, t('companies.errors.saveFailed'))}
      onLogo={profile.reload}
    />
  );
}

/** The company's addresses: the introducing entities (§2 gating dialog) and the return addresses. */
function MyAddresses() {
  const { t } = useTranslation();
  const list = useResource<AddressesAnswer>(useCallback(() => fetchAddresses(), []));
  if (list.failed)
    return (
      <RetryAlert
        message={t('companies.errors.loadFailed')}
        retryLabel={t('companies.retry')}
        onRetry={list.retry}
      />
    );
  if (list.data === null) return <Skeleton className="h-40" />;
  const groups = [
    { key: 'companies.addresses.kindCompany', rows: list.data.company_address },
    { key: 'companies.addresses.kindReturn', rows: list.data.return_address },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <section key={group.key} className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="mb-2 text-sm font-semibold text-slate-800">{t(group.key)}</h2>
          {group.rows.length === 0 && <p className="text-sm">{t('companies.addresses.none')}</p>}
          <ul className="flex flex-col gap-1 text-sm">
            {group.rows.map((row) => (
              <li key={row.id}>
                <strong>{row.name}</strong>{' '}
                <span className="text-slate-600">
                  {[row.street, row.postcode, row.city, row.country].filter(Boolean).join(', ')}
                </span>
                {!row.is_complete && (
                  <span className="ml-2 text-xs text-amber-700">{t('companies.addresses.incomplete')}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
