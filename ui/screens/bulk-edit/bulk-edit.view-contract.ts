import { translate } from '@i18n/translate';
import type { BulkEditContext } from '@machines/bulk-edit.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const button = (key: string): Target => ({ role: 'button', name: key });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const loading: Target = { role: 'status', name: 'bulkEdit.loading' };
const toolbar = {
  columns: button('bulkEdit.toolbar.columns'),
  change: button('bulkEdit.toolbar.bulkChange'),
  validate: button('bulkEdit.toolbar.validate'),
  save: button('bulkEdit.toolbar.save'),
};

/** The session's status as the header names it (§4 statuses 1–7). */
function statusChecks(context: BulkEditContext): Check[] {
  const status = context.grid?.status;
  if (status === undefined) return [];
  return [
    { see: { text: `bulkEdit.status.${status}`, within: { label: 'bulkEdit.statusLabel' } } },
    { absent: loading },
  ];
}

/** The last refusal of a request, or none. */
function errorChecks(context: BulkEditContext): Check[] {
  if (context.error === null) return [{ absent: { role: 'alert' } }];
  return [
    {
      see: {
        text: context.error ? { literal: context.error } : 'bulkEdit.errors.actionFailed',
        within: { role: 'alert' },
      },
    },
  ];
}

/** The toolbar of an editable session: editing enabled, saving only once validated (status 4). */
function editableChecks(context: BulkEditContext, canSave: boolean): Check[] {
  return [
    ...statusChecks(context),
    ...errorChecks(context),
    { see: toolbar.columns, disabled: false },
    { see: toolbar.change, disabled: false },
    { see: toolbar.validate, disabled: false },
    { see: toolbar.save, disabled: !canSave },
  ];
}

/** A request on its way: every action waits. */
const busyChecks = (context: BulkEditContext): Check[] => [
  ...statusChecks(context),
  { see: toolbar.validate, disabled: true },
  { see: toolbar.save, disabled: true },
];

/** A key's Polish text as a pattern, each value (`{{count}}`) standing for any text. */
const keyPattern = (key: string) =>
  translate('pl', key)
    .split(/\{\{\w+\}\}/)
    .map(escape)
    .join('.+');

/**
 * The first editable cell of the grid, by the name the grid gives it for assistive technology (the shown
 * value, then which column of which card), so the same target finds a cell in the replay's demo session
 * and in a session the real server made.
 */
const firstCell: Target = { role: 'button', name: { pattern: `, ${keyPattern('bulkEdit.grid.edit')}` } };

/** The server's answer with a session in one status: the real one (1, or the status a request leads to) or another. */
const sessionAnswer = (event: Record<string, unknown>, real: readonly number[]) => {
  const status = (event['output'] as { status: number }).status;
  const server = `server answers the session in status ${status}`;
  return real.includes(status) ? { server } : { server, arrange: `sessionInStatus${status}` };
};

/**
 * §4 Bulk edit statuses (`/bulk-edit/{id}`, `/bulk-edit/new?ids=…`): the grid of the session in each of its
 * statuses, the requests that change it, and the save as a background job. `start` and `routing` are left
 * in the step that enters them (they only choose the next state), so the screen never rests there.
 */
export const bulkEditViewContract: ViewContract<BulkEditContext> = {
  machineId: 'bulkEdit',
  screen: 'bulk-edit',
  route: '/bulk-edit/5',
  states: {
    'bulkEdit.start': [],
    'bulkEdit.creating': [{ see: loading }],
    'bulkEdit.loading': [{ see: loading }],
    'bulkEdit.loadFailed': (context) => [
      {
        see: {
          text: context.error ? { literal: context.error } : 'bulkEdit.errors.loadFailed',
          within: { role: 'alert' },
        },
      },
      { see: button('bulkEdit.errors.retry'), disabled: false },
      { absent: loading },
    ],
    'bulkEdit.routing': [],
    'bulkEdit.created': (context) => editableChecks(context, false),
    'bulkEdit.edited': (context) => editableChecks(context, false),
    'bulkEdit.validated': (context) => editableChecks(context, true),
    'bulkEdit.applying': busyChecks,
    'bulkEdit.validating': busyChecks,
    'bulkEdit.saving': (context) => [...busyChecks(context), { see: { text: 'bulkEdit.save.saving' } }],
    'bulkEdit.saving.starting': [],
    'bulkEdit.saving.waiting': [],
    'bulkEdit.saving.checking': [],
    'bulkEdit.saved': (context) => [
      ...statusChecks(context),
      { see: { text: { pattern: `^${escape(translate('pl', 'bulkEdit.save.saved'))}` } } },
      { see: toolbar.save, disabled: true },
      { see: toolbar.change, disabled: true },
    ],
  },
  events: {
    'xstate.done.actor.createSession': { server: 'server opens a session over the selected cards' },
    'xstate.error.actor.createSession': { server: 'the connection fails (offline)', arrange: 'networkFails' },
    // A new session is 1 (created); the other statuses need a session the real server holds in them.
    'xstate.done.actor.loadGrid': (event) => sessionAnswer(event, [1]),
    'xstate.error.actor.loadGrid': { server: 'the connection fails (offline)', arrange: 'networkFails' },
    RETRY: { user: 'click', target: button('bulkEdit.errors.retry') },
    // Open a cell, keep its value, apply: the edit goes to the session.
    'CELL.EDIT': {
      user: 'steps',
      steps: [
        { user: 'click', target: firstCell },
        { user: 'click', target: button('bulkEdit.cell.apply') },
      ],
    },
    'BULK.CHANGE': (_, context) => ({
      user: 'steps',
      steps: [
        { user: 'click', target: toolbar.change },
        {
          user: 'choose',
          target: { label: 'bulkEdit.change.field' },
          option: { literal: context.grid?.available_columns[0]?.name ?? '' },
        },
        { user: 'click', target: { role: 'radio', name: 'bulkEdit.change.clear' } },
        { user: 'click', target: button('bulkEdit.change.apply') },
      ],
    }),
    COLUMNS: {
      user: 'steps',
      steps: [
        { user: 'click', target: toolbar.columns },
        { user: 'click', target: button('bulkEdit.toolbar.columnsApply') },
      ],
    },
    VALIDATE: { user: 'click', target: toolbar.validate },
    'xstate.done.actor.apply': { server: 'server answers the session with the change' },
    'xstate.error.actor.apply': { server: 'server refuses the change' },
    'xstate.done.actor.validate': { server: 'server answers the session validated' },
    'xstate.error.actor.validate': { server: 'the connection fails (offline)', arrange: 'networkFails' },
    // §2 bulk save: only the valid cards as ready, or every card as a draft (named by its label, then its hint).
    SAVE: (event) => ({
      user: 'steps',
      steps: [
        { user: 'click', target: toolbar.save },
        {
          user: 'click',
          target: {
            role: 'radio',
            name: {
              pattern: `^${keyPattern(event['mode'] === 'draft' ? 'bulkEdit.save.draft' : 'bulkEdit.save.ready')}`,
            },
          },
        },
        { user: 'click', target: button('bulkEdit.save.confirm') },
      ],
    }),
    'xstate.done.actor.startSave': { server: 'server queues the save job' },
    'xstate.error.actor.startSave': { server: 'server refuses the save' },
    'xstate.after.POLL.bulkEdit.saving.waiting': { timer: true },
    // The save job ends with the session saved (7); still saving (6) or given back (4) need a slow or failing job.
    // The job ends in its own time: the poll that answers saved is let through once the session is saved.
    'xstate.done.actor.checkSaved': (event) => {
      const answer = sessionAnswer(event, [7]);
      return 'arrange' in answer ? answer : { ...answer, arrange: 'sessionSaved' };
    },
    'xstate.error.actor.checkSaved': { server: 'the connection fails (offline)', arrange: 'networkFails' },
  },
};
