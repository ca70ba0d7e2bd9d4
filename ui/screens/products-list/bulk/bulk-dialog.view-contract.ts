import type { BulkDialogContext } from '@machines/bulk-dialog.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const dialog: Target = { role: 'dialog', name: 'bulkProducts.numbers.title' };
const inDialog = (target: Target): Target => ({ ...target, within: dialog });
const check = inDialog({ role: 'button', name: 'bulkProducts.numbers.check' });
const save = inDialog({ role: 'button', name: 'bulkProducts.numbers.save' });
const back = inDialog({ role: 'button', name: 'bulkProducts.common.back' });
const retry = inDialog({ role: 'button', name: 'bulkProducts.common.retry' });

/** The modal's cards as loaded (the bulk numbers answer: cards and network names). */
interface NumbersLoad {
  cards: { name: string }[];
  networks: { name: string }[];
}
/** A dry run's or a write's count of changed cards. */
const changed = (answer: unknown) => (answer as { changed?: number } | null)?.changed ?? 0;

/** The supplier-number cells: one per card and network, editable while the user may edit. */
function cells(context: BulkDialogContext, disabled: boolean): Check[] {
  const loaded = context.loaded as NumbersLoad | null;
  if (loaded === null) return [];
  return loaded.cards.flatMap((card) =>
    loaded.networks.map((network): Check => ({
      see: inDialog({
        label: {
          key: 'bulkProducts.numbers.cellLabel',
          values: { network: network.name, product: card.name },
        },
      }),
      disabled,
    })),
  );
}

/** A failure that belongs to no row (offline): said in the dialog, the input kept. */
const message = (context: BulkDialogContext): Check =>
  context.message === null
    ? { absent: inDialog({ role: 'alert' }) }
    : { see: inDialog({ text: { literal: context.message || '' }, within: { role: 'alert' } }) };

/**
 * §2 Bulk numbers (one of the three modals on the bulkDialog machine, docs/decisions/0024): what the
 * dialog shows in every state, and the buttons that move it. No dialog sends EDIT: after a refused dry
 * run the user edits the cells in `invalid` and checks again, so the replay sends EDIT as is.
 */
export const bulkDialogViewContract: ViewContract<BulkDialogContext> = {
  machineId: 'bulkDialog',
  screen: 'bulk-numbers',
  route: '/product/list',
  states: {
    'bulkDialog.loading': [{ see: dialog }, { see: inDialog({ label: 'bulkProducts.common.loading' }) }],
    'bulkDialog.loadFailed': (context) => [
      { see: inDialog({ text: { literal: context.message || '' }, within: { role: 'alert' } }) },
      { see: retry, disabled: false },
      { absent: check },
    ],
    'bulkDialog.editing': (context) => [
      { see: check, disabled: false },
      ...cells(context, false),
      message(context),
      { absent: save },
    ],
    'bulkDialog.checking': (context) => [{ see: check, disabled: true }, ...cells(context, true)],
    'bulkDialog.invalid': (context) => [
      { see: check, disabled: false },
      ...cells(context, false),
      {
        see: inDialog({
          text: { key: 'bulkProducts.common.fixRows', values: { n: context.faults.length } },
          within: { role: 'alert' },
        }),
      },
      ...context.faults.map((fault): Check => ({ see: inDialog({ text: { literal: fault.message } }) })),
    ],
    'bulkDialog.confirming': (context) => [
      {
        see: inDialog({
          text: { key: 'bulkProducts.numbers.confirm', values: { n: changed(context.preview) } },
        }),
      },
      { see: save, disabled: false },
      { see: back, disabled: false },
      ...cells(context, true),
      message(context),
    ],
    'bulkDialog.submitting': [
      { see: save, disabled: true },
      { see: back, disabled: true },
    ],
    'bulkDialog.done': (context) => [
      {
        see: inDialog({
          text: { key: 'bulkProducts.numbers.saved', values: { n: changed(context.result) } },
          within: { role: 'status' },
        }),
      },
      { see: inDialog({ role: 'button', name: 'bulkProducts.common.close' }) },
      { absent: check },
    ],
  },
  events: {
    'xstate.done.actor.load': { server: 'the cards and networks are loaded' },
    'xstate.error.actor.load': { server: 'loading fails (offline)' },
    RETRY: { user: 'click', target: retry },
    SUBMIT: { user: 'click', target: check },
    'xstate.done.actor.check': { server: 'the dry run counts the cards that change' },
    'xstate.error.actor.check': (event) =>
      event['error'] instanceof Error && event['error'].message === 'offline'
        ? { server: 'the dry run fails (offline)' }
        : { server: 'the dry run refuses a number (400 with faults)' },
    EDIT: { app: 'no dialog sends it: the user edits the cells in the invalid state and checks again' },
    BACK: { user: 'click', target: back },
    CONFIRM: { user: 'click', target: save },
    'xstate.done.actor.submit': { server: 'the numbers are written' },
    'xstate.error.actor.submit': (event) =>
      event['error'] instanceof Error && event['error'].message === 'offline'
        ? { server: 'the write fails (offline)' }
        : { server: 'the write refuses a number (400 with faults)' },
  },
};
