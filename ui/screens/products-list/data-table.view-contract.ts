import type { DataTableContext } from '@machines/data-table.machine';
import type { Cause, Check, Target, ViewContract } from '@machines/view-contract';

const skeleton: Target = { role: 'status', name: 'dataTable.loading' };
const grid: Target = { role: 'grid', name: 'productsList.tableLabel' };
const search: Target = { label: 'productList.filters.q' };
const statusFilter: Target = { role: 'button', name: { pattern: '^Status: ' }, within: { role: 'search' } };
const perPage: Target = { label: 'dataTable.perPage' };
const retry: Target = { role: 'button', name: 'dataTable.retry' };
const exportAll: Target = { role: 'button', name: 'productsList.exportAll' };
const clearSelection: Target = { role: 'button', name: 'dataTable.clearSelection' };
const dismiss: Target = { role: 'button', name: 'notifications.close' };
const confirmation: Target = { role: 'alertdialog' };

/**
 * The rows come from the server: which cards, how many and in what order is the server's business, not the
 * machine's (the Chromium replay walks the same contract on the real seed). So a row is found as the first
 * one on the page, by the start of its select box's and its menu's names ("Zaznacz: {name}", "Akcje:
 * {name}"); the catalog's page has its first row selectable.
 */
const firstRowBox: Target = { role: 'checkbox', name: { pattern: '^Zaznacz: ' } };
const firstRowMenu: Target = { role: 'button', name: { pattern: '^Akcje: ' } };

/** Where the state is, from the ids of the active states. */
const isIn = (active: readonly string[] | undefined, id: string) => active?.includes(id) ?? false;

/**
 * The machine takes a few events where the screen offers no control for them: in the first load the list
 * shows only its skeleton (no filters, no pager yet), a hidden "clear" has nothing to clear, a failed list
 * has no pages to turn. There the replay sends them as the app would, so the chart is still walked;
 * everywhere else the user's click, typing or choice causes them.
 */
const notOffered = (why: string): Cause => ({ app: `not offered on the screen (${why}); sent as is` });

/** The words of a finished action's notice (ui/screens/products-list/action-notice.tsx). */
function noticeText(outcome: NonNullable<DataTableContext['outcome']>): Extract<Target, { text: unknown }> {
  if (outcome.message !== null) return { text: { literal: outcome.message } };
  if (outcome.kind === 'failed') return { text: 'errors.short' };
  if (outcome.actionId === 'delete')
    return { text: { key: 'productsList.outcome.deleted_one', values: { count: outcome.count ?? 1 } } };
  if (outcome.actionId === 'sales_status') return { text: 'productsList.outcome.salesStatus' };
  return { text: 'errors.success' };
}

/** The list around the grid, once the server has said which filters and columns it has. */
function listChecks(context: DataTableContext): Check[] {
  if (context.info === null) return [];
  const outcome = context.outcome;
  return [
    { see: search, value: typeof context.filters['q'] === 'string' ? context.filters['q'] : '' },
    // The page size is not checked: the server may answer another one than the catalog's page says.
    { see: perPage },
    outcome !== null && outcome.redirect === null ? { see: noticeText(outcome) } : { absent: dismiss },
  ];
}

/** The page's rows (at least one, with its select box) and whether any is selected. */
function rowChecks(context: DataTableContext): Check[] {
  return [
    { see: grid },
    ...(context.rows.length ? [{ see: firstRowBox }] : []),
    context.selectedRows.length > 0 ? { see: clearSelection } : { absent: clearSelection },
  ];
}

/** Waiting for the user to stop typing, or for the page: the skeleton first, then the rows shown dimmed. */
const loadingChecks = (context: DataTableContext): Check[] =>
  context.info === null ? [{ see: skeleton }, { absent: grid }] : [{ see: grid }, { absent: skeleton }];

/**
 * §2 Products list, §3 Table state, §4 Tables: the products list on every state of the dataTable machine,
 * its filters, pages, sort, selection, columns and single actions driven by the user's clicks and typing.
 */
export const dataTableViewContract: ViewContract<DataTableContext> = {
  machineId: 'dataTable',
  screen: 'products-list',
  route: '/product/list',
  states: {
    // The screen sends LOAD as it mounts: idle lasts no longer than the first render, nothing of it is seen.
    'dataTable.idle': [],
    'dataTable.list': listChecks,
    'dataTable.list.waiting': loadingChecks,
    'dataTable.list.loading': loadingChecks,
    'dataTable.list.loaded': (context) => [...rowChecks(context), { absent: skeleton }],
    'dataTable.list.failed': [
      { see: { text: 'dataTable.loadFailed' } },
      { see: retry, disabled: false },
      { absent: grid },
    ],
    'dataTable.action': [],
    // §8 'Wybrana pozycja zostanie usunięta, czy jesteś pewny?'
    'dataTable.action.confirming': [
      { see: { text: 'productList.confirm.delete', within: confirmation } },
      { see: { role: 'button', name: 'dataTable.cancel', within: confirmation } },
    ],
    // The list takes no command while an action runs.
    'dataTable.action.running': (context) => [
      ...rowChecks(context),
      { see: exportAll, disabled: true },
      { absent: confirmation },
    ],
    // Passed through in the same step (eventless): the list is asked again or left.
    'dataTable.action.done': [],
    'dataTable.action.failed': [],
    // The screen goes to the new card (outcome.redirect); the list stays as it was until it is gone.
    'dataTable.action.leaving': [{ see: grid }, { absent: dismiss }],
  },
  events: {
    LOAD: { app: 'the user opens the products list' },
    'FILTER.TYPE': (event, context) =>
      context.info === null
        ? notOffered('first load')
        : context.filters['q'] === event['value']
          ? notOffered('the field already holds the text')
          : { user: 'type', target: search, text: String(event['value']) },
    // §6 Status is a multiple choice: its button opens the options, a tick chooses one.
    'FILTER.SET': (_event, context) =>
      context.info === null
        ? notOffered('first load')
        : { user: 'click', via: statusFilter, target: { role: 'checkbox', name: 'status.2' } },
    'FILTERS.CLEAR': (_event, context) =>
      context.info !== null && Object.values(context.filters).some((value) => value !== '')
        ? {
            user: 'click',
            target: { role: 'button', name: 'dataTable.clearFilters', within: { role: 'search' } },
          }
        : notOffered('no filter is set, the button is hidden'),
    'PAGE.CHANGE': (event, context, active) => {
      const page = Number(event['page']);
      if (context.info === null || isIn(active, 'dataTable.list.failed'))
        return notOffered('no pages to turn');
      if (context.meta.currentPage === page - 1)
        return { user: 'click', target: { role: 'button', name: 'dataTable.nextPage' } };
      if (context.meta.currentPage === page + 1)
        return { user: 'click', target: { role: 'button', name: 'dataTable.previousPage' } };
      return notOffered(`page ${page} is not next to page ${context.meta.currentPage}`);
    },
    'PER_PAGE.CHANGE': (event, context) =>
      context.info === null || context.meta.perPage === event['perPage']
        ? notOffered('first load, or the size is already chosen')
        : { user: 'choose', target: perPage, option: { literal: String(event['perPage']) } },
    'SORT.CHANGE': (_event, context, active) =>
      context.info === null || isIn(active, 'dataTable.list.failed')
        ? notOffered('no grid to sort')
        : {
            user: 'click',
            target: { role: 'button', name: 'productList.columns.name_to_show', within: grid },
          },
    'COLUMNS.CHANGE': (_event, context) =>
      context.info === null
        ? notOffered('first load')
        : {
            user: 'click',
            via: { role: 'button', name: 'dataTable.columns' },
            target: { role: 'menuitemcheckbox', name: 'productList.columns.status' },
          },
    'VIEW.CHANGE': { app: 'the products list has one view; another list switches views' },
    'ROW.TOGGLE': { user: 'click', target: firstRowBox },
    'ROWS.TOGGLE_PAGE': { user: 'click', target: { role: 'checkbox', name: 'dataTable.selectAll' } },
    'ROWS.CLEAR': (_event, context) =>
      context.selectedRows.length > 0
        ? { user: 'click', target: clearSelection }
        : notOffered('nothing is selected'),
    'URL.RESTORE': { app: 'back or forward in the browser, to an address of this list' },
    RELOAD: { app: 'a mass dialog closes after writing cards' },
    RETRY: { user: 'click', target: retry },
    'ACTION.RUN': (event) => {
      const action = event['action'] as NonNullable<DataTableContext['pending']>;
      const label =
        action.id === 'delete' ? 'productList.actions.delete' : 'productsList.salesStatus.withdraw';
      return { user: 'click', via: firstRowMenu, target: { role: 'menuitem', name: label } };
    },
    'ACTION.CONFIRM': {
      user: 'click',
      target: { role: 'button', name: 'productList.actions.delete', within: confirmation },
    },
    'ACTION.CANCEL': {
      user: 'click',
      target: { role: 'button', name: 'dataTable.cancel', within: confirmation },
    },
    'OUTCOME.DISMISS': (_event, context, active) =>
      context.outcome !== null &&
      context.outcome.redirect === null &&
      context.info !== null &&
      !isIn(active, 'dataTable.action')
        ? { user: 'click', target: dismiss }
        : notOffered('no notice is shown'),
    'xstate.done.actor.fetchPage': { server: 'the list answers a page' },
    'xstate.error.actor.fetchPage': { server: 'the list request fails (offline)', arrange: 'networkFails' },
    // A delete or a sales-status change answers with a count; a copy (leaving for the new card) and a
    // download (rows kept) come from other actions, so the real server gives them only when arranged.
    'xstate.done.actor.runAction': (event) => {
      const output = event['output'] as { redirect?: string; reload?: boolean };
      if (output.redirect !== undefined)
        return { server: 'the copy is made: the list leaves for the new card', arrange: 'copyMade' };
      if (output.reload === false)
        return { server: 'the action is done, the rows stay (a download)', arrange: 'fileDownloaded' };
      return { server: 'the action is done: the list is asked again' };
    },
    'xstate.error.actor.runAction': { server: 'the action is refused' },
    'xstate.after.SEARCH_DELAY.dataTable.list.waiting': { timer: true },
  },
};
