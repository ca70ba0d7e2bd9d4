import type { EanDialogContext } from '@machines/ean-dialog.machine';
import type { Check, TextRef, ViewContract } from '@machines/view-contract';

const code = { label: 'logistics.ean.dialog.code' };
const save = { role: 'button', name: 'productIdentify.modal.save' };
const saving = { role: 'button', name: 'productIdentify.modal.saving' };

/** A fault or failure as the modal shows it: a catalogue key translated, the server's words as they came. */
const textOf = (message: string): TextRef =>
  /^[a-zA-Z]+(\.\w+)+$/.test(message) ? message : { literal: message };

function editingChecks(context: EanDialogContext): Check[] {
  return [
    { see: save, disabled: false },
    { see: code, value: context.values.ean },
    ...context.faults.map((fault): Check => ({ see: { text: textOf(fault.message) } })),
    context.message === null
      ? { absent: { role: 'alert' } }
      : { see: { text: textOf(context.message), within: { role: 'alert' } } },
  ];
}

/** §2 Modals, EAN: the EAN modal of the card's logistics on every state of its machine. */
export const eanDialogViewContract: ViewContract<EanDialogContext> = {
  machineId: 'eanDialog',
  screen: 'product-form-ean',
  route: '/product/12/edit',
  states: {
    'eanDialog.editing': editingChecks,
    'eanDialog.checking': (context) => [
      { see: saving, disabled: true },
      { see: code, value: context.values.ean },
    ],
    'eanDialog.findingCards': (context) => [
      { see: saving, disabled: true },
      { see: { text: { literal: context.taken?.message ?? '' } } },
    ],
    'eanDialog.taken': (context) => [
      { see: save, disabled: false },
      { see: { text: { literal: context.taken?.message ?? '' } } },
      ...(context.taken?.cards ?? []).map((card): Check => ({
        see: {
          text: {
            key: 'logistics.ean.dialog.product',
            values: { name: card.name_to_show, id: card.id, company: card.company_name },
          },
          within: { role: 'list', name: 'logistics.ean.dialog.takenBy' },
        },
      })),
    ],
    // The list closes the modal on `saved`; until then nothing can be sent twice.
    'eanDialog.saved': [{ see: saving, disabled: true }],
  },
  events: {
    CHANGE: (event, context) =>
      event['value'] === context.values.ean
        ? { app: 'typing the code already there changes nothing' }
        : { user: 'type', target: code, text: String(event['value']) },
    SUBMIT: { user: 'click', target: save },
    'xstate.done.actor.checkEan': {
      server: 'server answers whether the code is free (200 or 400 with faults)',
    },
    'xstate.error.actor.checkEan': { server: 'the check cannot be made (offline)' },
    'xstate.done.actor.findCards': { server: 'server lists the cards carrying the code' },
    'xstate.error.actor.findCards': { server: 'the cards cannot be listed (offline)' },
  },
};
