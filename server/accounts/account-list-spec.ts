import {
  ACCOUNT_MULTI_FILTERS,
  ACCOUNT_SORTABLE,
  accountFiltersSchema,
  type AccountColumn,
} from '@contract/accounts-list';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import type { ProductListContext as ListContext } from '../products/list-context';

/** §2 Accounts list query: its filters, sort keys, and the most recently created accounts first. */
export const ACCOUNT_LIST_QUERY = {
  namespace: 'accounts_list',
  filters: accountFiltersSchema,
  multi: ACCOUNT_MULTI_FILTERS,
  sortable: ACCOUNT_SORTABLE,
  defaultSort: { sort: 'created_at', order: 'desc' },
} satisfies ListQuerySpec<typeof accountFiltersSchema>;

const column = (
  id: AccountColumn,
  options: { sortable?: boolean; default?: boolean; align?: 'start' | 'end' } = {},
): ColumnSpec<ListContext> => ({
  id,
  label: `accountsList.columns.${id}`,
  sortable: options.sortable ?? false,
  default: options.default ?? false,
  align: options.align ?? 'start',
});

/** Columns of docs/decisions/0018: who, where, which role, whether they can log in, and when they did. */
export const ACCOUNT_COLUMNS_SPEC: readonly ColumnSpec<ListContext>[] = [
  column('id', { sortable: true, align: 'end' }),
  column('name', { sortable: true, default: true }),
  column('email', { sortable: true, default: true }),
  column('company', { default: true }),
  column('role', { sortable: true, default: true }),
  column('status', { sortable: true, default: true }),
  column('last_login_at', { sortable: true, default: true, align: 'end' }),
  column('created_at', { sortable: true, align: 'end' }),
];

export const DELETE_ACCOUNT_CONFIRM = 'accountsList.confirm.delete';

/**
 * Single actions: edit, activate or deactivate (the row offers the one that applies), assign a company, delete
 * (§8 confirm). The admin's own row offers neither deactivate nor delete (row_action_exclusions).
 */
export const ACCOUNT_SINGLE_ACTIONS: readonly ActionSpec<ListContext>[] = [
  // The account form: name, e-mail, role, language and the per-user flags (docs/decisions/0049).
  { id: 'edit', label: 'userAccount.edit.action' },
  // Deactivating locks the account and logs it out: asked first, like deleting (docs/decisions/0055).
  { id: 'deactivate', label: 'accountsList.actions.deactivate', confirm: 'accountsList.confirm.deactivate' },
  { id: 'activate', label: 'accountsList.actions.activate' },
  { id: 'assign_company', label: 'accountsList.actions.assignCompany' },
  // §6 Switch user: opens the account's switch-me-to settings and log (docs/decisions/0048).
  { id: 'switch_me_to', label: 'switchUser.accountsAction' },
  { id: 'delete', label: 'accountsList.actions.delete', confirm: DELETE_ACCOUNT_CONFIRM, danger: true },
];

/** Mass actions on the selected accounts; the admin's own row cannot be selected (disabled_rows). */
export const ACCOUNT_MASS_ACTIONS: readonly ActionSpec<ListContext>[] = [
  { id: 'activate', label: 'accountsList.actions.activate' },
  {
    id: 'deactivate',
    label: 'accountsList.actions.deactivate',
    confirm: 'accountsList.confirm.deactivateSelected',
  },
  {
    id: 'delete',
    label: 'accountsList.actions.delete',
    confirm: 'accountsList.confirm.deleteSelected',
    danger: true,
  },
];

/** Per row: the actions that do not apply (activate an active account, anything harmful on oneself). */
export function accountExclusions(
  selfId: number,
  rows: readonly { id: number; isActive: boolean }[],
): Record<string, string[]> {
  const exclusions: Record<string, string[]> = {};
  for (const row of rows) {
    const excluded = [row.isActive ? 'activate' : 'deactivate'];
    if (row.id === selfId) excluded.push('deactivate', 'delete');
    exclusions[String(row.id)] = [...new Set(excluded)];
  }
  return exclusions;
}
