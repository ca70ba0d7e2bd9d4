import type { MachineEntry } from './catalog-types';
import { eanDialogMachine, type EanDialogInput } from './ean-dialog.machine';
import { defaultBasicStructure } from '@domain/logistics-structure';

const structures = [defaultBasicStructure(() => 'p0000000-0000-4000-8000-000000000001')];
const pack = structures[0]!.packages[0]!;
const input: EanDialogInput = {
  ean: {
    uuid: 'e0000000-0000-4000-8000-000000000001',
    ean: '',
    dates_enabled: false,
    date_from: null,
    date_to: null,
  },
  pack,
  structures,
  productId: 12,
};

const taken = { namespace: 'ean', field: 'ean', message: 'Ten kod EAN ma już produkt „Sok jabłkowy” (12).' };

/** §2 Modals, EAN: a new entry on the consumer unit of a card, every check and answer. */
export const eanDialogEntry: MachineEntry = {
  id: 'eanDialog',
  titleKey: 'statecharts.machines.eanDialog',
  spec: '§2 Modals: EAN; §7 logistic/validate/ean, search-product-by-ean',
  machine: eanDialogMachine,
  input,
  // Typing the same values again changes nothing that matters: the flow depends on the code's check.
  serialize: ({ value, context }) => {
    const c = context as {
      values: { ean: string; dates_enabled: boolean };
      faults: unknown[];
      message: unknown;
    };
    return JSON.stringify([value, c.values, c.faults.length > 0, c.message !== null]);
  },
  events: [
    { type: 'CHANGE', field: 'ean', value: '5901234123457' },
    { type: 'CHANGE', field: 'ean', value: '5901234123458' },
    { type: 'CHANGE', field: 'ean', value: '0000000000000' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.checkEan', output: { errors: [], products: [] } },
    { type: 'xstate.done.actor.checkEan', output: { errors: [taken], products: [12] } },
    {
      type: 'xstate.done.actor.checkEan',
      output: { errors: [{ ...taken, message: 'Nieprawidłowy kod EAN.' }], products: [] },
    },
    { type: 'xstate.error.actor.checkEan', error: new Error('offline') },
    {
      type: 'xstate.done.actor.findCards',
      output: [{ id: 12, name_to_show: 'Sok jabłkowy', company_name: 'Sady Grójeckie' }],
    },
    { type: 'xstate.error.actor.findCards', error: new Error('offline') },
  ],
};
