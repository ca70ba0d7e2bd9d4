import type { VersionComparison, VersionPage } from '@domain/card-history';
import type { MachineEntry } from './catalog-types';
import { cardHistoryMachine } from './card-history.machine';

const refusal = (status: number, message: string) => Object.assign(new Error(message), { status });

/** The demo card's history the replays answer with: three versions, one page more to read. */
export const demoHistory: VersionPage = {
  versions: [
    {
      version: 5,
      saved_at: '2026-11-20T10:15:00.000Z',
      user: { id: 2, name: 'Dorota Dostawczyni' },
      switched_by: null,
      source: 'ui',
      restored_from: null,
      changes: 1,
      summary: ['Nazwa handlowa'],
    },
    {
      version: 4,
      saved_at: '2026-11-18T09:30:00.000Z',
      user: { id: 2, name: 'Dorota Dostawczyni' },
      switched_by: null,
      source: 'importer',
      restored_from: null,
      changes: 2,
      summary: ['Gramatura', 'Opakowanie pojedyncze — EAN'],
    },
  ],
  next: 4,
  current_version: 5,
  can_restore: true,
};

/** Version 4 and version 5 of the demo card: the display name differs. */
export const demoComparison: VersionComparison = {
  from: demoHistory.versions[1]!,
  to: demoHistory.versions[0]!,
  from_snapshot: {
    product_profile: {
      category_ids: [7],
      company_address: null,
      return_address: null,
      own_brand_type: 1,
      name: 'Sok',
      name_to_show: 'Sok jabłkowy 1 l',
      is_shared: false,
      is_basic: true,
      producer: null,
      brand: null,
      sub_brand: null,
    },
    logistic: { structures: [] },
    network_availability: { availability: [], own_brand_type: 1, own_brand_network_code: null },
    gallery: [],
    attributes: [],
    status: 2,
    sales_status: 1,
  },
  differences: [
    {
      key: 'profile.name_to_show',
      section: 'profile',
      subject: 'name_to_show',
      label: 'Nazwa handlowa',
      before: 'Sok jabłkowy 1 l',
      after: 'Sok jabłkowy tłoczony 1 l',
      restore: 'profile.name_to_show',
    },
  ],
};

/** Card history (docs/decisions/0053): timeline, compare, restore. */
export const cardHistoryEntry: MachineEntry = {
  id: 'cardHistory',
  titleKey: 'statecharts.machines.cardHistory',
  spec: '§4 Saving',
  machine: cardHistoryMachine,
  input: { productId: 12 },
  serialize: ({ value, context }) => {
    const c = context as {
      versions: unknown[];
      comparison: unknown;
      chosen: unknown;
      whole: boolean;
      restored: unknown;
    };
    // Whether versions were read, not how many: each page more would otherwise be a new state forever.
    return JSON.stringify([
      value,
      c.versions.length > 0,
      c.comparison !== null,
      c.chosen,
      c.whole,
      c.restored !== null,
    ]);
  },
  events: [
    { type: 'PICK', side: 'from', version: 5 },
    { type: 'MORE' },
    { type: 'COMPARE' },
    { type: 'CHOOSE', key: 'profile.name_to_show' },
    { type: 'RESTORE.CHOSEN' },
    { type: 'RESTORE.WHOLE' },
    { type: 'BACK' },
    { type: 'RELOAD' },
    { type: 'xstate.done.actor.loadHistory', output: demoHistory },
    { type: 'xstate.error.actor.loadHistory', error: refusal(500, 'Nie udało się wczytać historii karty.') },
    { type: 'xstate.done.actor.loadComparison', output: demoComparison },
    { type: 'xstate.error.actor.loadComparison', error: refusal(404, 'Nie ma takiej wersji tej karty.') },
    { type: 'xstate.done.actor.restore', output: { version: 6 } },
    {
      type: 'xstate.error.actor.restore',
      error: refusal(
        409,
        'Ktoś zmienił kartę w międzyczasie. Wczytaj historię ponownie i przywróć jeszcze raz.',
      ),
    },
    { type: 'xstate.error.actor.restore', error: refusal(400, 'Pole wymagane') },
  ],
};
