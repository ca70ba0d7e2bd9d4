import { machineCatalog } from '@machines/index';
import type { CatalogEvent, PlannedPath } from '../harness/types';

/** A catalog event by its type (and, where the catalog has several, the one `which` picks). */
function catalogEvent(type: string, which: (event: CatalogEvent) => boolean = () => true): CatalogEvent {
  const found = (machineCatalog.find((entry) => entry.id === 'dataTable')?.events ?? []).find(
    (event) => event.type === type && which(event),
  );
  if (found === undefined) throw new Error(`the dataTable catalog has no ${type} event`);
  return found;
}
const path = (...events: CatalogEvent[]): PlannedPath => ({
  origin: 'transition',
  start: 0,
  events,
  goal: null,
});
const answered = catalogEvent('xstate.done.actor.fetchPage');

/**
 * (Shared by the jsdom screen test and the Chromium replay; no vitest here, which Playwright must not load.)
 * The planner reaches most commands of the list from its first load, where only the skeleton is shown;
 * these paths take the user's own way on a loaded list: turning a page, the page size, a sort, the
 * columns, selecting and clearing, a filter chosen and cleared, an action's notice closed, and typing
 * into a list that failed.
 */
export const dataTableUserPaths: readonly PlannedPath[] = [
  path(
    catalogEvent('LOAD'),
    answered,
    catalogEvent('PAGE.CHANGE'),
    answered,
    catalogEvent('PER_PAGE.CHANGE'),
    answered,
    catalogEvent('SORT.CHANGE'),
    answered,
    catalogEvent('COLUMNS.CHANGE'),
    catalogEvent('ROW.TOGGLE'),
    catalogEvent('ROWS.CLEAR'),
    catalogEvent('ROWS.TOGGLE_PAGE'),
    catalogEvent('FILTER.SET'),
    answered,
    catalogEvent('FILTERS.CLEAR'),
    answered,
    catalogEvent('ACTION.RUN', (event) => (event['action'] as { id: string }).id === 'sales_status'),
    catalogEvent(
      'xstate.done.actor.runAction',
      (event) => (event['output'] as { count?: number }).count === 1,
    ),
    answered,
    catalogEvent('OUTCOME.DISMISS'),
  ),
  path(
    catalogEvent('LOAD'),
    answered,
    catalogEvent('RELOAD'),
    catalogEvent('xstate.error.actor.fetchPage'),
    catalogEvent('FILTER.TYPE'),
    catalogEvent('xstate.after.SEARCH_DELAY.dataTable.list.waiting'),
    answered,
  ),
];
