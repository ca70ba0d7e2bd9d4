import type { MachineEntry } from './catalog-types';
import { requirementSetDialogMachine, type SetOptions } from './requirement-set-dialog.machine';
import { Refusal } from '@domain/refusal';

const ATTRIBUTE = 'a0000000-0000-4000-8000-000000000001';
const options: SetOptions = {
  categories: [
    { value: '17', label: 'Soki', level: 1 },
    { value: '18', label: 'Nektary', level: 2 },
  ],
  attributes: [{ value: ATTRIBUTE, label: 'Skład' }],
};

/** §2 Modals, retail-chain requirements: a new set and a stored one, opened, edited and saved. */
export const requirementSetDialogEntry: MachineEntry = {
  id: 'requirementSetDialog',
  titleKey: 'statecharts.machines.requirementSetDialog',
  spec: '§2 Requirement sets, Modals: retail-chain requirements',
  machine: requirementSetDialogMachine,
  inputs: [{ setId: null }, { setId: 4 }],
  // What the user types and ticks does not change where the flow goes.
  serialize: ({ value, context }) =>
    JSON.stringify([value, (context as { refusal: unknown }).refusal !== null]),
  events: [
    { type: 'NAME.CHANGE', name: 'Wymagania na soki' },
    { type: 'CATEGORIES.SET', ids: ['17'] },
    { type: 'ATTRIBUTES.SET', uuids: [ATTRIBUTE] },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.load', output: { options, set: null } },
    {
      type: 'xstate.done.actor.load',
      output: { options, set: { name: 'Selgros: soki', categoryIds: ['18'], attributeUuids: [ATTRIBUTE] } },
    },
    { type: 'xstate.error.actor.load', error: new Refusal('Nie znaleziono zestawu wymagań.') },
    { type: 'xstate.done.actor.save', output: undefined },
    {
      type: 'xstate.error.actor.save',
      error: new Refusal('', [
        { namespace: 'requirement_set', field: 'category_ids', message: 'Pole wymagane', type: 'validation' },
      ]),
    },
    { type: 'xstate.error.actor.save', error: new Refusal('Brak połączenia z serwerem.') },
  ],
};
