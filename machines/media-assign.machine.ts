import { assign, fromPromise, setup } from 'xstate';
import type { Job as JobAnswer } from '@domain/jobs';
import { MEDIA_TYPE } from '@domain/constants';

export type AssignMode = 'add' | 'replace';

/** §2 Automatic assign preview: assets matched to cards by the GTIN in their name, and the rest. */
export interface AssignPreview {
  matched: { asset_id: number; asset_name: string; gtin: string; product_id: number; product_name: string }[];
  unmatched: { asset_id: number; asset_name: string; reason: string; gtin: string | null }[];
}

/** A file automatic assign left out, with the reason in the user's language. */
export interface NotAssignedFile {
  asset_id: number;
  asset_name: string;
  reason: string;
}

/** What an assignment answered: its words, the files it left out, and the job when it runs in the background. */
export interface AssignOutcome {
  message: string;
  job: JobAnswer | null;
  notAssigned: NotAssignedFile[];
}

export interface MediaAssignInput {
  /** Automatic assign (cards found by GTIN) rather than mass assign (cards chosen). */
  auto: boolean;
  assetIds?: number[];
  productIds?: number[];
}

export interface MediaAssignContext {
  auto: boolean;
  assetIds: number[];
  productIds: number[];
  type: number;
  mode: AssignMode;
  preview: AssignPreview | null;
  outcome: AssignOutcome | null;
  error: string | null;
}

export type MediaAssignEvent =
  | { type: 'ASSETS.SET'; ids: number[] }
  | { type: 'CARDS.SET'; ids: number[] }
  | { type: 'TYPE.SET'; mediaType: number }
  | { type: 'MODE.SET'; mode: AssignMode }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'RESTART' };

export interface AssignRequestInput {
  auto: boolean;
  assetIds: number[];
  productIds: number[];
  type: number;
  mode: AssignMode;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * §2 Mass assign and automatic assign (also the products list's "bulk media" with its steps and modes):
 * choose assets → choose cards (mass) or preview the GTIN matches (automatic) → choose the media type and
 * the mode (add keeps the card's files, replace empties the type first, §4 Media) → assign. A large
 * assignment answers a job, which the screen hands to the jobs panel (`reportJob`).
 */
export const mediaAssignMachine = setup({
  types: {
    context: {} as MediaAssignContext,
    events: {} as MediaAssignEvent,
    input: {} as MediaAssignInput,
  },
  actors: {
    preview: fromPromise<AssignPreview, { assetIds: number[] }>(async () => {
      throw new Error('preview is provided by the screen');
    }),
    assign: fromPromise<AssignOutcome, AssignRequestInput>(async () => {
      throw new Error('assign is provided by the screen');
    }),
  },
  guards: {
    hasAssets: ({ context }) => context.assetIds.length > 0,
    /** Automatic assign goes from the assets to the preview of their GTIN matches. */
    mayPreview: ({ context }) => context.auto && context.assetIds.length > 0,
    isAuto: ({ context }) => context.auto,
    hasCards: ({ context }) => context.productIds.length > 0,
    hasMatches: ({ context }) => (context.preview?.matched.length ?? 0) > 0,
  },
  actions: {
    setAssets: assign({ assetIds: ({ event }) => (event.type === 'ASSETS.SET' ? event.ids : []) }),
    setCards: assign({
      productIds: ({ context, event }) => (event.type === 'CARDS.SET' ? event.ids : context.productIds),
    }),
    setType: assign({
      type: ({ context, event }) => (event.type === 'TYPE.SET' ? event.mediaType : context.type),
    }),
    setMode: assign({
      mode: ({ context, event }) => (event.type === 'MODE.SET' ? event.mode : context.mode),
    }),
    clearError: assign({ error: null }),
    restart: assign({ assetIds: [], preview: null, outcome: null, error: null }),
    /** Provided by the screen: a job answer goes to the jobs panel. */
    reportJob: () => {},
  },
}).createMachine({
  id: 'mediaAssign',
  context: ({ input }) => ({
    auto: input.auto,
    assetIds: input.assetIds ?? [],
    productIds: input.productIds ?? [],
    type: MEDIA_TYPE.FRONT,
    mode: 'add',
    preview: null,
    outcome: null,
    error: null,
  }),
  initial: 'assets',
  states: {
    assets: {
      on: {
        'ASSETS.SET': { actions: 'setAssets' },
        NEXT: [
          { guard: 'mayPreview', target: 'previewing' },
          { guard: 'hasAssets', target: 'cards' },
        ],
      },
    },
    cards: {
      on: {
        'CARDS.SET': { actions: 'setCards' },
        NEXT: { guard: 'hasCards', target: 'options' },
        BACK: 'assets',
      },
    },
    previewing: {
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => ({ assetIds: context.assetIds }),
        onDone: { target: 'review', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    review: {
      on: {
        NEXT: { guard: 'hasMatches', target: 'options' },
        BACK: 'assets',
      },
    },
    options: {
      on: {
        'TYPE.SET': { actions: 'setType' },
        'MODE.SET': { actions: 'setMode' },
        SUBMIT: 'assigning',
        BACK: [{ guard: 'isAuto', target: 'review' }, { target: 'cards' }],
      },
    },
    assigning: {
      invoke: {
        id: 'assign',
        src: 'assign',
        input: ({ context }) => ({
          auto: context.auto,
          assetIds: context.assetIds,
          productIds: context.productIds,
          type: context.type,
          mode: context.mode,
        }),
        onDone: { target: 'done', actions: [assign({ outcome: ({ event }) => event.output }), 'reportJob'] },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    done: { on: { RESTART: { target: 'assets', actions: 'restart' } } },
    failed: { on: { BACK: { target: 'assets', actions: 'clearError' } } },
  },
});
