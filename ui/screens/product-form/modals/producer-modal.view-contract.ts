import type { ProducerModalContext } from '@machines/producer-modal.machine';
import type { Check, TextRef, ViewContract } from '@machines/view-contract';

const name = { label: 'productIdentify.modal.name' };
const save = { role: 'button', name: 'productIdentify.modal.save' };
const saving = { role: 'button', name: 'productIdentify.modal.saving' };
const retry = { role: 'button', name: 'productIdentify.modal.retry' };
const titles = {
  createProducer: 'productIdentify.modal.createProducer',
  editProducer: 'productIdentify.modal.editProducer',
  createBrand: 'productIdentify.modal.createBrand',
  createSubBrand: 'productIdentify.modal.createSubBrand',
} as const;

/** A fault as the modal shows it: a catalogue key translated, the server's words as they came. */
const textOf = (message: string): TextRef =>
  /^[a-zA-Z]+(\.\w+)+$/.test(message) ? message : { literal: message };

const dialog = (context: ProducerModalContext): Check => ({
  see: { role: 'dialog', name: titles[context.mode.kind] },
});

function formChecks(context: ProducerModalContext): Check[] {
  const brand = context.mode.kind === 'createBrand' || context.mode.kind === 'createSubBrand';
  const parent =
    context.mode.kind === 'createBrand'
      ? context.mode.producer
      : context.mode.kind === 'createSubBrand'
        ? context.mode.brand
        : 0;
  return [
    dialog(context),
    { see: name, value: context.values.name ?? '' },
    brand
      ? { absent: { label: 'productIdentify.modal.street' } }
      : { see: { label: 'productIdentify.modal.street' } },
    typeof parent === 'number'
      ? { absent: { text: 'productIdentify.modal.addedOnSave' } }
      : { see: { text: 'productIdentify.modal.addedOnSave' } },
  ];
}

/** §2 Modals: producer, brand and sub-brand — the modal of the card's identification on every state. */
export const producerModalViewContract: ViewContract<ProducerModalContext> = {
  machineId: 'producerModal',
  screen: 'product-form-producer',
  route: '/product/12/edit',
  states: {
    // Left at once for loading or the form: the user never sees it.
    'producerModal.opening': [],
    'producerModal.loading': (context) => [dialog(context), { absent: name }, { absent: save }],
    'producerModal.loadFailed': (context) => [
      dialog(context),
      { see: { text: 'errors.fetch' } },
      { see: retry },
    ],
    'producerModal.notFound': (context) => [
      dialog(context),
      { see: { text: 'productIdentify.errors.producerNotFound' } },
      { absent: name },
    ],
    'producerModal.editing': (context) => [
      ...formChecks(context),
      { see: save, disabled: false },
      ...context.faults.map((fault): Check => ({ see: { text: textOf(fault.message) } })),
      context.message === null
        ? { absent: { role: 'alert' } }
        : { see: { text: { literal: context.message }, within: { role: 'alert' } } },
    ],
    'producerModal.saving': (context) => [...formChecks(context), { see: saving, disabled: true }],
    // The card form closes the modal on `done`; until then nothing is sent twice.
    'producerModal.done': (context) => [...formChecks(context), { see: saving, disabled: true }],
  },
  events: {
    CHANGE: (event, context) =>
      event['value'] === (context.values[String(event['field'])] ?? '')
        ? { app: 'typing the name already there changes nothing' }
        : { user: 'type', target: name, text: String(event['value']) },
    SUBMIT: { user: 'click', target: save },
    RETRY: { user: 'click', target: retry },
    'xstate.done.actor.loadProducer': { server: 'server lists the company’s producers' },
    'xstate.error.actor.loadProducer': { server: 'the producers cannot be read (offline)' },
    'xstate.done.actor.save': { server: 'server stores the producer or brand (200/201)' },
    'xstate.error.actor.save': {
      server: 'server refuses (400 with faults, or a message)',
      arrange: 'nameTaken',
    },
  },
};
