import type { MachineEntry } from './catalog-types';
import { mediaAssignMachine } from './media-assign.machine';

const match = {
  asset_id: 1,
  asset_name: '05901234123457_1.jpg',
  gtin: '05901234123457',
  product_id: 7,
  product_name: 'Jogurt',
};

/** §2 Mass and automatic assign of gallery media (docs/decisions/0022): both starts, every step. */
export const mediaAssignEntry: MachineEntry = {
  id: 'mediaAssign',
  titleKey: 'statecharts.machines.mediaAssign',
  spec: '§2 Media gallery: mass and automatic assign; Modals: bulk media (steps and modes)',
  machine: mediaAssignMachine,
  inputs: [{ auto: false }, { auto: true }],
  serialize: ({ value, context }) => {
    const c = context as {
      auto: boolean;
      assetIds: number[];
      productIds: number[];
      preview: { matched: unknown[] } | null;
    };
    return JSON.stringify([
      value,
      c.auto,
      c.assetIds.length > 0,
      c.productIds.length > 0,
      c.preview?.matched.length ?? -1,
    ]);
  },
  events: [
    { type: 'ASSETS.SET', ids: [1] },
    { type: 'ASSETS.SET', ids: [] },
    { type: 'CARDS.SET', ids: [7] },
    { type: 'CARDS.SET', ids: [] },
    { type: 'TYPE.SET', mediaType: 5 },
    { type: 'MODE.SET', mode: 'replace' },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'SUBMIT' },
    { type: 'RESTART' },
    { type: 'xstate.done.actor.preview', output: { matched: [match], unmatched: [] } },
    { type: 'xstate.done.actor.preview', output: { matched: [], unmatched: [] } },
    { type: 'xstate.error.actor.preview', error: new Error('offline') },
    { type: 'xstate.done.actor.assign', output: { message: 'Przypisano 1', job: null, notAssigned: [] } },
    { type: 'xstate.error.actor.assign', error: new Error('offline') },
  ],
};
