import { assign, fromPromise, setup } from 'xstate';
import {
  TABLE_SEARCH_DELAY_MS,
  initialMeta,
  keepSelection,
  queryOf,
  togglePage,
  toggleRow,
  withFilter,
  type FilterValue,
  type SortOrder,
  type TableFilters,
  type TableInfo,
  type TableMeta,
  type TablePage,
  type TableQuery,
  type TableRow,
} from '@domain/table-state';
import type { UrlTableState } from '@domain/table-state-url';

/** A single or mass action the user started: which, on which rows, and whether it asks first. */
export interface PendingAction {
  id: string;
  ids: readonly number[];
  mass: boolean;
  /** Message key of the question asked before it runs (§8 delete confirm); null runs it at once. */
  confirm: string | null;
  /** What the action needs beyond the rows (the sales status to set). */
  payload: string | number | null;
}

/** What a finished action asks of the list. */
export interface ActionResult {
  /** Leave the list for this address (a copy lands on the new card). */
  redirect?: string | null;
  /** False when nothing on the page changed (a download); the list is reloaded otherwise. */
  reload?: boolean;
  /** The server's own words, when it said something. */
  message?: string | null;
  /** How many rows the action changed (a mass delete may delete only some). */
  count?: number | null;
  /** An action that ran but did not do what was asked (a CIN file not made): drawn as such, not as a success. */
  tone?: 'warning' | 'error';
}

export interface ActionOutcome {
  kind: 'done' | 'failed';
  /** How the notice is drawn: a failure always as an error. */
  tone: 'success' | 'warning' | 'error';
  actionId: string;
  message: string | null;
  count: number | null;
  redirect: string | null;
  reload: boolean;
}

export interface DataTableContext {
  /** Names the columns cookie (§4 Tables) and tells lists apart. */
  namespace: string;
  filters: TableFilters;
  meta: TableMeta;
  info: TableInfo | null;
  rows: readonly TableRow[];
  total: number;
  /** `total` is the server's counting cap, a lower bound (docs/decisions/0012). */
  totalCapped: boolean;
  /** The sort the server applied: the user's, or the list's default when the user chose none. */
  answeredSort: { column: string | null; order: SortOrder };
  selectedRows: readonly number[];
  error: unknown;
  pending: PendingAction | null;
  outcome: ActionOutcome | null;
}

export interface DataTableInput {
  namespace: string;
  filters?: TableFilters;
  meta?: Partial<TableMeta>;
}

export type DataTableEvent =
  | { type: 'LOAD' }
  | { type: 'FILTER.TYPE'; name: string; value: string }
  | { type: 'FILTER.SET'; name: string; value: FilterValue }
  | { type: 'FILTERS.CLEAR' }
  | { type: 'PAGE.CHANGE'; page: number }
  | { type: 'PER_PAGE.CHANGE'; perPage: number }
  | { type: 'SORT.CHANGE'; column: string | null; order: SortOrder }
  | { type: 'COLUMNS.CHANGE'; columns: readonly string[] | null }
  | { type: 'VIEW.CHANGE'; view: string | null }
  | { type: 'ROW.TOGGLE'; id: number }
  | { type: 'ROWS.TOGGLE_PAGE' }
  | { type: 'ROWS.CLEAR' }
  | ({ type: 'URL.RESTORE' } & UrlTableState)
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | { type: 'ACTION.RUN'; action: PendingAction }
  | { type: 'ACTION.CONFIRM' }
  | { type: 'ACTION.CANCEL' }
  | { type: 'OUTCOME.DISMISS' };

export interface RunActionInput {
  action: PendingAction;
  /** The list's current query: an export takes its filters and sort. */
  query: TableQuery;
}

const messageOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message || null
    : null;

/** Every change of the query: to a new request (text waits first), back to page 1 where §4 says so. */
const FIRST_PAGE_CLEARED = ['firstPage', 'clearSelection'] as const;
const queryEvents = {
  'FILTER.TYPE': {
    target: '#dataTable.list.waiting',
    reenter: true,
    actions: ['assignFilter', ...FIRST_PAGE_CLEARED],
  },
  'FILTER.SET': {
    target: '#dataTable.list.loading',
    reenter: true,
    actions: ['assignFilter', ...FIRST_PAGE_CLEARED, 'pushUrl'],
  },
  'FILTERS.CLEAR': {
    target: '#dataTable.list.loading',
    reenter: true,
    actions: ['clearFilters', ...FIRST_PAGE_CLEARED, 'pushUrl'],
  },
  'PAGE.CHANGE': {
    target: '#dataTable.list.loading',
    reenter: true,
    actions: ['assignPage', 'clearSelection', 'pushUrl'],
  },
  'PER_PAGE.CHANGE': {
    target: '#dataTable.list.loading',
    reenter: true,
    actions: ['assignPerPage', ...FIRST_PAGE_CLEARED, 'pushUrl'],
  },
  'SORT.CHANGE': {
    target: '#dataTable.list.loading',
    reenter: true,
    actions: ['assignSort', ...FIRST_PAGE_CLEARED, 'pushUrl'],
  },
  /** Back or forward in the browser: the address is already right, so nothing is written to it. */
  'URL.RESTORE': {
    target: '#dataTable.list.loading',
    reenter: true,
    actions: ['restoreUrl', 'clearSelection'],
  },
} as const;

/**
 * §3 Table state, §4 Tables: one list with server-side filtering, paging and sorting. Filtering or paging
 * clears the selection and a filter change returns to page 1 (a new sort does both too: the page holds
 * other rows then). Typed search waits SEARCH_DELAY after the last key. A newer query re-enters `loading`,
 * which stops the running request, so a stale answer can never overwrite a newer one. Single and mass
 * actions ask first when they carry a question, run, and reload the list (or leave it, for a copy).
 */
export const dataTableMachine = setup({
  types: {
    context: {} as DataTableContext,
    events: {} as DataTableEvent,
    input: {} as DataTableInput,
  },
  actors: {
    fetchPage: fromPromise<TablePage, { query: TableQuery }>(async () => {
      throw new Error('fetchPage is provided by the list screen (src/app/data-table-actors.ts)');
    }),
    runAction: fromPromise<ActionResult, RunActionInput>(async () => {
      throw new Error('runAction is provided by the list screen');
    }),
  },
  actions: {
    /** IO the app provides: the columns cookie and the address bar (history push or replace). */
    saveColumns: () => {},
    pushUrl: () => {},
    replaceUrl: () => {},
    assignFilter: assign({
      filters: ({ context, event }) =>
        event.type === 'FILTER.TYPE' || event.type === 'FILTER.SET'
          ? withFilter(context.filters, event.name, event.value)
          : context.filters,
    }),
    clearFilters: assign({ filters: () => ({}) }),
    firstPage: assign({ meta: ({ context }) => ({ ...context.meta, currentPage: 1 }) }),
    assignPage: assign({
      meta: ({ context, event }) =>
        event.type === 'PAGE.CHANGE'
          ? { ...context.meta, currentPage: Math.max(1, Math.floor(event.page)) }
          : context.meta,
    }),
    assignPerPage: assign({
      meta: ({ context, event }) =>
        event.type === 'PER_PAGE.CHANGE' ? { ...context.meta, perPage: event.perPage } : context.meta,
    }),
    assignSort: assign({
      meta: ({ context, event }) =>
        event.type === 'SORT.CHANGE'
          ? { ...context.meta, sortColumn: event.column, sortOrder: event.order }
          : context.meta,
    }),
    assignColumns: assign({
      meta: ({ context, event }) =>
        event.type === 'COLUMNS.CHANGE' ? { ...context.meta, selectedColumns: event.columns } : context.meta,
    }),
    assignView: assign({
      meta: ({ context, event }) =>
        event.type === 'VIEW.CHANGE' ? { ...context.meta, view: event.view } : context.meta,
    }),
    restoreUrl: assign(({ context, event }) =>
      event.type === 'URL.RESTORE'
        ? { filters: event.filters, meta: { ...context.meta, ...event.meta } }
        : {},
    ),
    clearSelection: assign({ selectedRows: () => [] }),
    toggleRow: assign({
      selectedRows: ({ context, event }) =>
        event.type === 'ROW.TOGGLE'
          ? toggleRow(context.selectedRows, event.id, context.rows, context.info)
          : context.selectedRows,
    }),
    togglePage: assign({
      selectedRows: ({ context }) => togglePage(context.selectedRows, context.rows, context.info),
    }),
    assignAnswer: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const page = event.output as TablePage;
      return {
        rows: page.rows,
        total: page.total,
        totalCapped: page.total_capped ?? false,
        info: page.info,
        answeredSort: { column: page.sort, order: page.order },
        // The server clamps a page past the end; the state (and then the address) follows it.
        meta: { ...context.meta, currentPage: page.page, perPage: page.per_page },
        selectedRows: keepSelection(context.selectedRows, page),
        error: null,
      };
    }),
    assignError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
    assignPending: assign({
      pending: ({ event }) => (event.type === 'ACTION.RUN' ? event.action : null),
      outcome: null,
    }),
    clearPending: assign({ pending: null }),
    assignDone: assign(({ context, event }) => {
      const result = ('output' in event ? event.output : {}) as ActionResult;
      return {
        outcome: {
          kind: 'done' as const,
          tone: result.tone ?? ('success' as const),
          actionId: context.pending?.id ?? '',
          message: result.message ?? null,
          count: result.count ?? null,
          redirect: result.redirect ?? null,
          reload: result.reload ?? true,
        },
        pending: null,
      };
    }),
    assignFailure: assign(({ context, event }) => ({
      outcome: {
        kind: 'failed' as const,
        tone: 'error' as const,
        actionId: context.pending?.id ?? '',
        message: messageOf('error' in event ? event.error : null),
        count: null,
        redirect: null,
        reload: true,
      },
      pending: null,
    })),
    clearOutcome: assign({ outcome: null }),
  },
  guards: {
    needsConfirm: ({ event }) => event.type === 'ACTION.RUN' && event.action.confirm !== null,
    leavesList: ({ context }) => (context.outcome?.redirect ?? null) !== null,
    keepsRows: ({ context }) => context.outcome?.reload === false,
  },
  delays: { SEARCH_DELAY: TABLE_SEARCH_DELAY_MS },
}).createMachine({
  id: 'dataTable',
  context: ({ input }) => ({
    namespace: input.namespace,
    filters: input.filters ?? {},
    meta: initialMeta(input.meta),
    info: null,
    rows: [],
    total: 0,
    totalCapped: false,
    answeredSort: { column: null, order: 'asc' },
    selectedRows: [],
    error: null,
    pending: null,
    outcome: null,
  }),
  initial: 'idle',
  on: {
    // Columns and view change what is shown, not what is asked for: no request.
    'COLUMNS.CHANGE': { actions: ['assignColumns', 'saveColumns'] },
    'VIEW.CHANGE': { actions: ['assignView', 'pushUrl'] },
    'OUTCOME.DISMISS': { actions: 'clearOutcome' },
  },
  states: {
    /** Created with the state of the address and the cookie; the screen starts it once mounted. */
    idle: { on: { LOAD: 'list' } },
    /** The list: every change of the query, in any of its states, asks the server again. */
    list: {
      initial: 'loading',
      on: queryEvents,
      states: {
        /** Typed search: the rows shown stay until the user stops typing. */
        waiting: { after: { SEARCH_DELAY: { target: 'loading', actions: 'pushUrl' } } },
        loading: {
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ query: queryOf(context.filters, context.meta, context.info) }),
            onDone: { target: 'loaded', actions: ['assignAnswer', 'replaceUrl'] },
            onError: { target: 'failed', actions: 'assignError' },
          },
        },
        loaded: {
          on: {
            'ROW.TOGGLE': { actions: 'toggleRow' },
            'ROWS.TOGGLE_PAGE': { actions: 'togglePage' },
            'ROWS.CLEAR': { actions: 'clearSelection' },
            RELOAD: 'loading',
            'ACTION.RUN': [
              { guard: 'needsConfirm', target: '#dataTable.action.confirming', actions: 'assignPending' },
              { target: '#dataTable.action.running', actions: 'assignPending' },
            ],
          },
        },
        failed: { on: { RETRY: 'loading', RELOAD: 'loading' } },
      },
    },
    /** A single or mass action on the loaded page; the list takes no other command meanwhile. */
    action: {
      initial: 'running',
      states: {
        /** §8 'Wybrana pozycja zostanie usunięta, czy jesteś pewny?' */
        confirming: {
          on: {
            'ACTION.CONFIRM': 'running',
            'ACTION.CANCEL': { target: '#dataTable.list.loaded', actions: 'clearPending' },
          },
        },
        running: {
          invoke: {
            id: 'runAction',
            src: 'runAction',
            input: ({ context }) => ({
              action: context.pending!,
              query: queryOf(context.filters, context.meta, context.info),
            }),
            onDone: { target: 'done', actions: 'assignDone' },
            onError: { target: 'failed', actions: 'assignFailure' },
          },
        },
        done: {
          always: [
            { guard: 'leavesList', target: 'leaving' },
            { guard: 'keepsRows', target: '#dataTable.list.loaded' },
            { target: '#dataTable.list.loading', actions: 'clearSelection' },
          ],
        },
        /** Some rows may have changed before the failure: the list is asked again, the selection kept. */
        failed: { always: '#dataTable.list.loading' },
        /** The screen navigates to `outcome.redirect`; the list is left as it is, its outcome kept. */
        leaving: { on: { 'OUTCOME.DISMISS': {} } },
      },
    },
  },
});
