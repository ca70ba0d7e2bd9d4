import { assign, emit, fromPromise, setup } from 'xstate';

export interface DirectoryRef {
  id: number;
  name: string;
}

export interface DirectoryDialogsContext {
  /** The directory being renamed, and the name typed for it. */
  renaming: DirectoryRef | null;
  draft: string;
  /** The share link just made, for the share dialog. */
  url: string | null;
  /** The refusal of the last rename or share, in the user's language. */
  error: string | null;
}

export type DirectoryDialogsEvent =
  | { type: 'RENAME.OPEN'; id: number; name: string }
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'SUBMIT' }
  | { type: 'SHARE'; id: number }
  | { type: 'CLOSE' };

export interface RenameInput {
  id: number;
  name: string;
}

/** The list reloads after a rename or a share (its names and links changed). */
export type DirectoryDialogsEmitted = { type: 'changed' };

const errorText = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : '';
};

/**
 * §2 Directories: the directories list's rename dialog and share link, around its data table (which keeps
 * create, delete and revoke). A rename is refused under its field and stays open; a share refused says why
 * above the table; a share made shows its link until closed.
 */
export const directoryDialogsMachine = setup({
  types: {
    context: {} as DirectoryDialogsContext,
    events: {} as DirectoryDialogsEvent,
    emitted: {} as DirectoryDialogsEmitted,
  },
  actors: {
    rename: fromPromise<void, RenameInput>(async () => {
      throw new Error('rename is provided beside the directories list');
    }),
    share: fromPromise<string, number>(async () => {
      throw new Error('share is provided beside the directories list');
    }),
  },
  guards: {
    named: ({ context }) => context.draft.trim() !== '',
  },
  actions: {
    emitChanged: emit({ type: 'changed' as const }),
  },
}).createMachine({
  id: 'directoryDialogs',
  context: { renaming: null, draft: '', url: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'RENAME.OPEN': {
          target: 'renaming',
          actions: assign(({ event }) => ({
            renaming: { id: event.id, name: event.name },
            draft: event.name,
            error: null,
          })),
        },
        SHARE: { target: 'sharing', actions: assign({ error: null }) },
      },
    },
    renaming: {
      initial: 'editing',
      on: { CLOSE: { target: 'idle', actions: assign({ renaming: null, draft: '', error: null }) } },
      states: {
        editing: {
          on: {
            'NAME.CHANGE': { actions: assign({ draft: ({ event }) => event.name, error: null }) },
            SUBMIT: { guard: 'named', target: 'saving' },
          },
        },
        saving: {
          invoke: {
            id: 'rename',
            src: 'rename',
            input: ({ context }) => ({ id: context.renaming?.id ?? 0, name: context.draft }),
            onDone: {
              target: '#directoryDialogs.idle',
              actions: [assign({ renaming: null, draft: '', error: null }), 'emitChanged'],
            },
            onError: { target: 'editing', actions: assign({ error: errorText }) },
          },
        },
      },
    },
    sharing: {
      invoke: {
        id: 'share',
        src: 'share',
        input: ({ event }) => (event.type === 'SHARE' ? event.id : 0),
        onDone: { target: 'shared', actions: [assign({ url: ({ event }) => event.output }), 'emitChanged'] },
        onError: { target: 'idle', actions: assign({ error: errorText }) },
      },
    },
    shared: {
      on: { CLOSE: { target: 'idle', actions: assign({ url: null }) } },
    },
  },
});
