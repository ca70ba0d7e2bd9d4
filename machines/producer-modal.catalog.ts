import type { MachineEntry } from './catalog-types';
import { producerModalMachine, type ProducerModalInput, type StoredProducer } from './producer-modal.machine';
import { Refusal } from '@domain/refusal';

const producer: StoredProducer = {
  id: 3,
  name: 'Sady Grójeckie',
  street: 'Sadowa 1',
  city: 'Grójec',
  postcode: '05-600',
  country: 'PL',
};

// The contract's check as far as the flow goes: a name is required.
const validate: ProducerModalInput['validate'] = (values) =>
  (values.name ?? '').trim() === ''
    ? [{ namespace: 'producer', field: 'name', message: 'validation.required', type: 'validation' }]
    : [];

/** §2 Modals: producer, brand and sub-brand — every start (create, edit with or without the record, brands). */
export const producerModalEntry: MachineEntry = {
  id: 'producerModal',
  titleKey: 'statecharts.machines.producerModal',
  spec: '§2 Modals: producer, brand and sub-brand; §3 brands of a new producer',
  machine: producerModalMachine,
  inputs: [
    { mode: { kind: 'createProducer' }, validate },
    { mode: { kind: 'editProducer', producerId: 3, producer }, validate },
    { mode: { kind: 'editProducer', producerId: 3 }, validate },
    { mode: { kind: 'createBrand', producer: 3, producerName: producer.name }, validate },
    { mode: { kind: 'createSubBrand', brand: { name: 'Jabłuszko' }, brandName: 'Jabłuszko' }, validate },
  ] satisfies ProducerModalInput[],
  serialize: ({ value, context }) => {
    const c = context as {
      values: Record<string, string>;
      faults: unknown[];
      message: unknown;
      mode: { kind: string };
    };
    return JSON.stringify([
      value,
      c.mode.kind,
      (c.values.name ?? '') === '',
      c.faults.length > 0,
      c.message !== null,
    ]);
  },
  events: [
    { type: 'CHANGE', field: 'name', value: 'Tłocznia Mazowsze' },
    { type: 'CHANGE', field: 'name', value: '' },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadProducer', output: producer },
    { type: 'xstate.done.actor.loadProducer', output: null },
    { type: 'xstate.error.actor.loadProducer', error: new Error('offline') },
    { type: 'xstate.done.actor.save', output: { kind: 'producer', producer } },
    {
      type: 'xstate.error.actor.save',
      error: new Refusal('', [
        {
          namespace: 'producer',
          field: 'name',
          message: 'Producent o tej nazwie już istnieje.',
          type: 'validation',
        },
      ]),
    },
    { type: 'xstate.error.actor.save', error: new Refusal('Nie udało się zapisać.') },
  ],
};
