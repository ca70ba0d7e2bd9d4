import {
  UNBLOCK_MULTI_FILTERS,
  UNBLOCK_SORTABLE,
  UNBLOCK_STATUSES,
  unblockFiltersSchema,
  type UnblockColumn,
} from '@contract/unblock-requests';
import type { ListFilter } from '@contract/data-table';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import type { ProductListContext as ListContext } from '../products/list-context';

/** §2 Unblock requests query: the newest first. */
export const UNBLOCK_LIST_QUERY = {
  namespace: 'unblock_requests',
  filters: unblockFiltersSchema,
  multi: UNBLOCK_MULTI_FILTERS,
  sortable: UNBLOCK_SORTABLE,
  defaultSort: { sort: 'created_at', order: 'desc' },
} satisfies ListQuerySpec<typeof unblockFiltersSchema>;

const column = (
  id: UnblockColumn,
  options: { sortable?: boolean; default?: boolean; align?: 'start' | 'end' } = {},
): ColumnSpec<ListContext> => ({
  id,
  label: `unblockRequests.columns.${id}`,
  sortable: options.sortable ?? false,
  default: options.default ?? false,
  align: options.align ?? 'start',
});

/** Who asks, why, and what became of it (docs/decisions/0018). */
export const UNBLOCK_COLUMNS_SPEC: readonly ColumnSpec<ListContext>[] = [
  column('id', { sortable: true, align: 'end' }),
  column('user', { default: true }),
  column('email', { default: true }),
  column('company'),
  column('message', { default: true }),
  column('status', { sortable: true, default: true }),
  column('created_at', { sortable: true, default: true, align: 'end' }),
  column('decided_at', { align: 'end' }),
  column('decided_by'),
  column('reason', { default: true }),
];

/** Accept unblocks the account; reject asks for a reason (a dialog of the screen). Each request alone. */
export const UNBLOCK_SINGLE_ACTIONS: readonly ActionSpec<ListContext>[] = [
  { id: 'accept', label: 'unblockRequests.actions.accept', confirm: 'unblockRequests.confirm.accept' },
  { id: 'reject', label: 'unblockRequests.actions.reject', danger: true },
];

/** A decided request offers nothing more. */
export function unblockExclusions(rows: readonly { id: number; status: string }[]): Record<string, string[]> {
  return Object.fromEntries(
    rows.filter((row) => row.status !== 'pending').map((row) => [String(row.id), ['accept', 'reject']]),
  );
}

export const UNBLOCK_FILTERS: ListFilter[] = [
  { name: 'q', label: 'unblockRequests.filters.q', kind: 'text', options: [], translate: false },
  {
    name: 'status',
    label: 'unblockRequests.filters.status',
    kind: 'multi',
    options: UNBLOCK_STATUSES.map((status) => ({ value: status, label: `unblockRequests.status.${status}` })),
    translate: true,
  },
];
