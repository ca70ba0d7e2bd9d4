import { assign, fromPromise, setup } from 'xstate';
import type {
  MediaAssetDetails as AssetDetails,
  MediaDirectoryChoice as DirectoryOption,
} from '@domain/media-asset';

export interface AssetDetailsInput {
  id: number;
}

/** What the details page reads: the asset with where it is used, and the directories to move it to. */
export interface AssetDetailsRead {
  details: AssetDetails;
  directories: readonly DirectoryOption[];
}

export interface AssetSaveInput {
  id: number;
  body: { name: string } | { directory_id: number | null };
}

export interface AssetDetailsContext extends AssetDetailsInput {
  details: AssetDetails | null;
  directories: readonly DirectoryOption[];
  /** The rename field and the move picker ('' for no directory). */
  name: string;
  directory: string;
  /** The answer of the last rename or move ('saved'), or the words of its refusal; the read's refusal. */
  notice: { tone: 'success' } | { tone: 'error'; text: string } | null;
}

export type AssetDetailsEvent =
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'DIRECTORY.CHOOSE'; directory: string }
  | { type: 'RENAME' }
  | { type: 'MOVE' };

const errorText = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error;
  return { tone: 'error' as const, text: error instanceof Error ? error.message : '' };
};

/**
 * §2 Asset details: the asset read with its usage and the directories, then renamed or moved; each save
 * answers the asset read again, and says "saved" or why it was refused. A failed read says why (no retry:
 * the list is one click away).
 */
export const assetDetailsMachine = setup({
  types: {
    context: {} as AssetDetailsContext,
    events: {} as AssetDetailsEvent,
    input: {} as AssetDetailsInput,
  },
  actors: {
    load: fromPromise<AssetDetailsRead, number>(async () => {
      throw new Error('load is provided beside the asset details');
    }),
    save: fromPromise<AssetDetails, AssetSaveInput>(async () => {
      throw new Error('save is provided beside the asset details');
    }),
  },
  guards: {
    renamable: ({ context }) => context.name.trim() !== '' && context.name !== context.details?.asset.name,
  },
}).createMachine({
  id: 'assetDetails',
  context: ({ input }) => ({
    ...input,
    details: null,
    directories: [],
    name: '',
    directory: '',
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.id,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            details: event.output.details,
            directories: event.output.directories,
            name: event.output.details.asset.name,
            directory:
              event.output.details.asset.directory_id === null
                ? ''
                : String(event.output.details.asset.directory_id),
          })),
        },
        onError: { target: 'failed', actions: assign({ notice: errorText }) },
      },
    },
    failed: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'NAME.CHANGE': { actions: assign({ name: ({ event }) => event.name }) },
            'DIRECTORY.CHOOSE': { actions: assign({ directory: ({ event }) => event.directory }) },
            RENAME: { guard: 'renamable', target: 'saving' },
            MOVE: 'saving',
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context, event }) => ({
              id: context.id,
              body:
                event.type === 'RENAME'
                  ? { name: context.name }
                  : { directory_id: context.directory === '' ? null : Number(context.directory) },
            }),
            onDone: {
              target: 'idle',
              actions: assign({ details: ({ event }) => event.output, notice: { tone: 'success' } }),
            },
            onError: { target: 'idle', actions: assign({ notice: errorText }) },
          },
        },
      },
    },
  },
});
