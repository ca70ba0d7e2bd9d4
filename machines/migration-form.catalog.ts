import type { MachineEntry } from './catalog-types';
import { migrationFormMachine, type MigrationFormInput } from './migration-form.machine';
import type { MigrationAttribute } from '@domain/migration-mapping';
import { Refusal } from '@domain/refusal';

const SOURCE = 'a0000000-0000-4000-8000-000000000001';
const TARGET = 'a0000000-0000-4000-8000-000000000002';
const attributes: MigrationAttribute[] = [
  { value: SOURCE, label: 'Kolor (stary)', values: [{ value: 'r', label: 'czerwony' }] },
  { value: TARGET, label: 'Kolor', values: [{ value: 'red', label: 'Czerwony' }] },
];
const empty = { name: '', sourceUuid: '', targetUuid: '', mapping: {} };

/** §2 edit-attribute-migration: the administrator's form, new and pending. */
export const migrationFormEntry: MachineEntry = {
  id: 'migrationForm',
  titleKey: 'statecharts.machines.migrationForm',
  spec: '§2 edit-attribute-migration (administrator form)',
  machine: migrationFormMachine,
  inputs: [
    { id: null, attributes, draft: empty },
    {
      id: 5,
      attributes,
      draft: { name: 'Kolory', sourceUuid: SOURCE, targetUuid: TARGET, mapping: { r: 'red' } },
    },
  ] satisfies MigrationFormInput[],
  // What is typed and chosen does not change where the flow goes.
  serialize: ({ value, context }) =>
    JSON.stringify([value, (context as { refusal: unknown }).refusal !== null]),
  events: [
    { type: 'NAME.CHANGE', name: 'Kolory' },
    { type: 'SOURCE.SET', uuid: SOURCE },
    { type: 'TARGET.SET', uuid: TARGET },
    { type: 'MAP.SET', from: 'r', to: 'red' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.save', output: 5 },
    {
      type: 'xstate.error.actor.save',
      error: new Refusal('Popraw zaznaczone pola.', [
        { namespace: 'attribute_migration', field: 'name', message: 'Pole wymagane', type: 'validation' },
      ]),
    },
  ],
};
