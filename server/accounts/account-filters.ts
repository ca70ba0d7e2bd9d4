import { asc } from 'drizzle-orm';
import type { ListFilter } from '@contract/data-table';
import { ACCOUNT_STATUSES } from '@contract/accounts-list';
import { ROLES } from '@domain/user';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

/** Every company, by name: the accounts list's company filter and the assign and add dialogs. */
export function companyChoices(db: Db) {
  return db
    .select({ id: companies.id, name: companies.name, kind: companies.kind })
    .from(companies)
    .orderBy(asc(companies.name), asc(companies.id));
}

/**
 * §2 Accounts list filters (docs/decisions/0018): search by name or e-mail, roles, active or not, company.
 * Role and status labels are message keys; company names come as they are.
 */
export async function accountFilters(db: Db): Promise<ListFilter[]> {
  const choices = await companyChoices(db);
  return [
    { name: 'q', label: 'accountsList.filters.q', kind: 'text', options: [], translate: false },
    {
      name: 'role',
      label: 'accountsList.filters.role',
      kind: 'multi',
      options: ROLES.map((role) => ({ value: role, label: `roles.${role}` })),
      translate: true,
    },
    {
      name: 'status',
      label: 'accountsList.filters.status',
      kind: 'select',
      options: ACCOUNT_STATUSES.map((status) => ({ value: status, label: `accountsList.status.${status}` })),
      translate: true,
    },
    {
      name: 'company_id',
      label: 'accountsList.filters.company',
      kind: 'select',
      options: choices.map((company) => ({ value: String(company.id), label: company.name })),
      translate: false,
    },
  ];
}
