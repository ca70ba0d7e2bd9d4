import type { MigrationRecord } from '@domain/migration-record';
import type { MachineEntry } from './catalog-types';
import { migrationPageMachine, type MigrationPageInput } from './migration-page.machine';

const SOURCE = 'a0000000-0000-4000-8000-000000000001';
const TARGET = 'a0000000-0000-4000-8000-000000000002';
const options = {
  attributes: [
    { value: SOURCE, label: 'Kolor (stary)', type: 'select', values: [{ value: 'r', label: 'czerwony' }] },
    { value: TARGET, label: 'Kolor', type: 'select', values: [{ value: 'red', label: 'Czerwony' }] },
  ],
};
const pending: MigrationRecord = {
  id: 5,
  name: 'Kolory',
  source_attribute_uuid: SOURCE,
  target_attribute_uuid: TARGET,
  source: 'Kolor (stary)',
  target: 'Kolor',
  value_map: [{ from: 'r', to: 'red' }],
  status: 'pending',
  affected_cards: 3,
  applied_cards: null,
  created_at: '2026-11-20T10:00:00.000Z',
  applied_at: null,
  companies: [
    { company_id: 1, company: 'Dostawca Demo', affected_cards: 3, agreed_by: null, agreed_at: null },
  ],
  can_edit: true,
  can_agree: false,
  can_apply: false,
};
/** The supplier's view before its agreement, and the administrator's once everyone agreed. */
const agreeable: MigrationRecord = { ...pending, can_edit: false, can_agree: true };
const agreedBy = { agreed_by: 'Dostawca Demo', agreed_at: '2026-11-21T10:00:00.000Z' };
const applicable: MigrationRecord = {
  ...pending,
  companies: [{ ...pending.companies[0]!, ...agreedBy }],
  can_apply: true,
};
const applied: MigrationRecord = {
  ...applicable,
  status: 'applied',
  applied_cards: 3,
  applied_at: '2026-11-22T10:00:00.000Z',
  can_edit: false,
  can_apply: false,
};

/** §2 edit-attribute-migration: the page around the form — reads, agreement, apply, save. */
export const migrationPageEntry: MachineEntry = {
  id: 'migrationPage',
  titleKey: 'statecharts.machines.migrationPage',
  spec: '§2 edit-attribute-migration, §2 Modals (agreement)',
  machine: migrationPageMachine,
  inputs: [
    { id: 5, manages: true, notice: null },
    { id: null, manages: true, notice: null },
  ] satisfies MigrationPageInput[],
  // The migration's fields do not change where the flow goes; what may be done with it does.
  serialize: ({ value, context }) => {
    const page = context as {
      id: number | null;
      step: string | null;
      details: MigrationRecord | null;
      notice: unknown;
    };
    return JSON.stringify([
      value,
      page.id === null,
      page.step,
      page.details?.can_agree ?? null,
      page.details?.can_apply ?? null,
      page.notice !== null,
    ]);
  },
  events: [
    { type: 'AGREE' },
    { type: 'APPLY' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'RETRY' },
    { type: 'SAVED', id: 5 },
    { type: 'xstate.done.actor.load', output: { details: pending, options } },
    { type: 'xstate.done.actor.load', output: { details: agreeable, options: null } },
    { type: 'xstate.done.actor.load', output: { details: applicable, options } },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
    {
      type: 'xstate.done.actor.act',
      output: { ...agreeable, companies: [{ ...pending.companies[0]!, ...agreedBy }], can_agree: false },
    },
    { type: 'xstate.done.actor.act', output: applied },
    { type: 'xstate.error.actor.act', error: new Error('Nie wszystkie firmy wyraziły zgodę.') },
  ],
};
