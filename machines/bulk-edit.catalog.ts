import type { BulkGrid } from '@domain/bulk-edit';
import type { Job as JobAnswer } from '@domain/jobs';
import type { MachineEntry } from './catalog-types';
import { bulkEditMachine } from './bulk-edit.machine';
import { detailsAttribute } from './product-details.fixtures';

const nameColumn = {
  key: 'name_to_show',
  name: 'Nazwa handlowa',
  attribute: detailsAttribute('name_to_show', { name: 'Nazwa handlowa', section_code: 'product_profile' }),
  cards: 2,
};

/**
 * A session as the server answers it, in one of the §4 statuses: two cards, one column; once validated
 * (4) the first card has no fault and the second one has, so both ways of saving are open.
 */
export const demoBulkGrid = (status: number): BulkGrid => ({
  id: 5,
  status,
  save_mode: status >= 6 ? 'ready' : null,
  columns: ['name_to_show'],
  available_columns: [nameColumn],
  cards: [
    { id: 12, name: 'Sok jabłkowy', faulty: false },
    { id: 13, name: 'Sok gruszkowy', faulty: true },
  ].map((card) => ({
    id: card.id,
    name_to_show: card.name,
    values: { name_to_show: [] },
    edited: status === 2 ? ['name_to_show'] : [],
    faults: status >= 4 ? (card.faulty ? [{ field: 'name_to_show', message: 'Pole wymagane' }] : []) : null,
    save_state: status === 7 ? 'saved' : 'pending',
    save_message: null,
  })),
  job: null,
});

const demoJob: JobAnswer = {
  id: 41,
  title: 'Edycja masowa: zapis kart (1)',
  jobs_key: 'main',
  status: 'pending',
  output: { current_item: 0, total_items: 1, percentage: 0 },
  result: null,
};

/** §4 Bulk edit statuses: the bulkEdit machine with one answer per status the server can give. */
export const bulkEditEntry: MachineEntry = {
  id: 'bulkEdit',
  titleKey: 'statecharts.machines.bulkEdit',
  spec: '§4 Bulk edit statuses, §2 bulk save, bulk product changes',
  machine: bulkEditMachine,
  input: { sessionId: 5, ids: [] },
  inputs: [
    { sessionId: 5, ids: [] },
    { sessionId: null, ids: [12] },
  ],
  // The grid changes with every answer; the flow depends on the state and the session's status.
  serialize: ({ value, context }) => {
    const { grid, error } = context as { grid: BulkGrid | null; error: string | null };
    return JSON.stringify([value, grid?.status ?? null, error !== null]);
  },
  // Offline, the real actors reject with an empty message (src/app/bulk-edit-actors.ts: no server words),
  // so the screen says its own generic text, as the Chromium replay sees it with the connection cut.
  events: [
    { type: 'xstate.done.actor.createSession', output: 5 },
    { type: 'xstate.error.actor.createSession', error: new Error('') },
    ...[1, 2, 3, 4, 6, 7].map((status) => ({
      type: 'xstate.done.actor.loadGrid',
      output: demoBulkGrid(status),
    })),
    { type: 'xstate.error.actor.loadGrid', error: new Error('') },
    { type: 'RETRY' },
    { type: 'CELL.EDIT', edits: [{ product_id: 12, field: 'name_to_show', data: [] }] },
    { type: 'BULK.CHANGE', change: { field: 'name_to_show', data: null } },
    { type: 'COLUMNS', columns: ['name_to_show'] },
    { type: 'xstate.done.actor.apply', output: demoBulkGrid(2) },
    { type: 'xstate.error.actor.apply', error: new Error('refused') },
    { type: 'VALIDATE' },
    { type: 'xstate.done.actor.validate', output: demoBulkGrid(4) },
    { type: 'xstate.error.actor.validate', error: new Error('') },
    { type: 'SAVE', mode: 'ready' },
    { type: 'SAVE', mode: 'draft' },
    { type: 'xstate.done.actor.startSave', output: { job: demoJob, message: 'Zapis uruchomiony' } },
    { type: 'xstate.error.actor.startSave', error: new Error('not validated') },
    { type: 'xstate.after.POLL.bulkEdit.saving.waiting' },
    { type: 'xstate.done.actor.checkSaved', output: demoBulkGrid(6) },
    { type: 'xstate.done.actor.checkSaved', output: demoBulkGrid(7) },
    { type: 'xstate.done.actor.checkSaved', output: demoBulkGrid(4) },
    { type: 'xstate.error.actor.checkSaved', error: new Error('') },
  ],
};
