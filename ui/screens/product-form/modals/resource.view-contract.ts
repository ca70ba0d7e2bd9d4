import type { ResourceContext } from '@machines/resource.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const skeleton: Target = { role: 'status', name: 'app.loading' };
const list: Target = { role: 'list', name: 'productIdentify.list.producersTitle' };
const failure: Target = { text: 'errors.fetch' };
const retry: Target = { role: 'button', name: 'productIdentify.modal.retry' };

/** The names the list shows: what the last successful load answered. */
const rowsOf = (context: ResourceContext): Check[] =>
  Array.isArray(context.data)
    ? (context.data as { name: string }[]).map((row) => ({
        see: { text: { literal: row.name }, within: list },
      }))
    : [];

/**
 * §2 Screens (loading with skeletons, errors with retry) on the producers' gating dialog of the card
 * (§2 gating dialog): skeleton rows on the first load, the list when loaded, the fetch error with a retry
 * when it fails. A reload after a producer was saved keeps the list shown while it loads.
 */
export const resourceViewContract: ViewContract<ResourceContext> = {
  machineId: 'resource',
  screen: 'all-producers-dialog',
  route: null,
  states: {
    'resource.loading': (context) =>
      context.data === null
        ? [{ see: skeleton }, { absent: list }, { absent: failure }]
        : [{ absent: skeleton }, ...rowsOf(context), { absent: failure }],
    'resource.loaded': (context) => [{ absent: skeleton }, ...rowsOf(context), { absent: failure }],
    'resource.failed': (context) => [
      { see: failure },
      { see: retry, disabled: false },
      { absent: skeleton },
      ...rowsOf(context),
    ],
  },
  events: {
    'xstate.done.actor.load': { server: 'server answers the producers' },
    'xstate.error.actor.load': { server: 'server does not answer' },
    RETRY: { user: 'click', target: retry },
    RELOAD: { app: 'a producer was saved in the producer dialog opened from this list' },
  },
};
