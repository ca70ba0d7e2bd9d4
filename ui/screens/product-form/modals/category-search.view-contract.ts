import type { CategorySearchContext } from '@machines/category-search.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const searchField: Target = { label: 'categoryPicker.search' };
const skeleton: Target = { role: 'status', name: 'app.loading' };
const failure: Target = { text: 'categoryPicker.loadFailed' };
const retry: Target = { role: 'button', name: 'categoryPicker.retry' };

/** The last tree the server gave stays shown (by its categories' names) until the next one comes. */
function treeChecks(context: CategorySearchContext): Check[] {
  if (context.categories === null) return [];
  return context.categories.map((node): Check => ({ see: { text: { literal: node.name } } }));
}

/**
 * §2 Modals, category picker: the search box over the GPC tree on every state of the category-search
 * machine. Skeleton rows until the first tree; the last tree stays while the next search waits and loads;
 * a failed search shows the fetch error with a retry.
 */
export const categorySearchViewContract: ViewContract<CategorySearchContext> = {
  machineId: 'categorySearch',
  screen: 'category-picker',
  route: null,
  states: {
    'categorySearch.waiting': (context) => [
      { see: searchField, value: context.q },
      { absent: failure },
      ...treeChecks(context),
    ],
    'categorySearch.loading': (context) => [
      { see: searchField, value: context.q },
      context.categories === null ? { see: skeleton } : { absent: skeleton },
      { absent: failure },
      ...treeChecks(context),
    ],
    'categorySearch.loaded': (context) => [{ absent: skeleton }, { absent: failure }, ...treeChecks(context)],
    'categorySearch.failed': [{ see: failure }, { see: retry, disabled: false }, { absent: skeleton }],
  },
  events: {
    // A field already holding the text sends nothing when the same text is typed over it.
    TYPE: (event, context) =>
      event['q'] === context.q
        ? { app: 'the same search is typed again' }
        : { user: 'type', target: searchField, text: String(event['q']) },
    RETRY: { user: 'click', target: retry },
    'xstate.done.actor.search': { server: 'server answers the matching categories' },
    'xstate.error.actor.search': { server: 'server does not answer' },
    'xstate.after.SEARCH_DELAY.categorySearch.waiting': { timer: true },
  },
};
