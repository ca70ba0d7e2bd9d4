import type { AuditEntryView } from '@domain/audit';
import type { MachineEntry } from './catalog-types';
import { changeLogMachine, type ChangeLogInput } from './change-log.machine';

/** A card renamed by a supplier in the app: what one row of the report shows. */
export const renamedCard: AuditEntryView = {
  id: 41,
  at: '2026-11-20T09:15:00.000Z',
  source: 'ui',
  user: { id: 3, name: 'Anna Dostawca' },
  switched_by: null,
  api_token_id: null,
  entity: 'card',
  entity_id: '7',
  action: 'update',
  product_id: 7,
  company_id: 2,
  subject_user_id: null,
  changes: [{ field: 'name_to_show', before: 'Mleko 2%', after: 'Mleko 3,2%' }],
};
/** An older change, read with the next page. */
export const pricedCard: AuditEntryView = {
  ...renamedCard,
  id: 40,
  source: 'importer',
  changes: [{ field: 'gtin', before: null, after: '5901234123457' }],
};

/** The change-log report, user history and company history: filters, pages, export. */
export const changeLogEntry: MachineEntry = {
  id: 'changeLog',
  titleKey: 'statecharts.machines.changeLog',
  spec: '§2 changelog-report, user-history, company-history',
  machine: changeLogMachine,
  input: { scope: { kind: 'report' }, filters: {} } satisfies ChangeLogInput,
  // The entries' contents do not steer the flow; whether there are any, and more, do.
  serialize: ({ value, context }) => {
    const log = context as {
      entries: unknown[];
      nextBefore: number | null;
      notice: unknown;
      filters: object;
    };
    return JSON.stringify([value, log.entries.length > 0, log.nextBefore !== null, log.notice, log.filters]);
  },
  events: [
    { type: 'FILTER.APPLY', filters: { source: 'ui' } },
    { type: 'MORE' },
    { type: 'EXPORT' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.load', output: { entries: [renamedCard], next_before: 41 } },
    { type: 'xstate.done.actor.load', output: { entries: [pricedCard], next_before: null } },
    { type: 'xstate.done.actor.load', output: { entries: [], next_before: null } },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
    { type: 'xstate.done.actor.exportTrail', output: undefined },
    { type: 'xstate.error.actor.exportTrail', error: new Error('offline') },
  ],
};
