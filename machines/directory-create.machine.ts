import { assign, emit, fromPromise, setup } from 'xstate';

export interface DirectoryCreateContext {
  /** The name typed in the field. */
  name: string;
  /** The words of the server's refusal (a taken or too long name), shown under the field. */
  error: string | null;
}

export type DirectoryCreateEvent = { type: 'NAME.CHANGE'; name: string } | { type: 'SUBMIT' };

export type DirectoryCreateEmitted = { type: 'created' };

const errorText = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : '';
};

/**
 * §2 Media gallery — Directories: the new-directory name form above the list. A name is sent once typed; a
 * refusal stays under the field until the name changes; a directory made empties the field and tells the
 * list to read itself again (`created`).
 */
export const directoryCreateMachine = setup({
  types: {
    context: {} as DirectoryCreateContext,
    events: {} as DirectoryCreateEvent,
    emitted: {} as DirectoryCreateEmitted,
  },
  actors: {
    create: fromPromise<void, string>(async () => {
      throw new Error('create is provided beside the directories list');
    }),
  },
  guards: {
    named: ({ context }) => context.name.trim() !== '',
  },
}).createMachine({
  id: 'directoryCreate',
  context: { name: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'NAME.CHANGE': { actions: assign({ name: ({ event }) => event.name, error: null }) },
        SUBMIT: { guard: 'named', target: 'saving' },
      },
    },
    saving: {
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => context.name,
        onDone: {
          target: 'editing',
          actions: [assign({ name: '', error: null }), emit({ type: 'created' })],
        },
        onError: { target: 'editing', actions: assign({ error: errorText }) },
      },
    },
  },
});
