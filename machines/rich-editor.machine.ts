import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@domain/constants';

/** One photo of the card an image in the text can show. */
export interface RichEditorImage {
  src: string;
  name: string;
}

/** The html per language, as stored and as edited (a language left out has none). */
export type RichEditorContent = Partial<Record<Language, string>>;

/** What the page reads: the card's name and photos, the stored content, its version, and who may change it. */
export interface RichEditorLoaded {
  name: string;
  images: readonly RichEditorImage[];
  content: RichEditorContent;
  version: number;
  canEdit: boolean;
}

export interface RichEditorInput {
  productId: number;
}

export interface RichEditorContext extends RichEditorInput {
  loaded: RichEditorLoaded | null;
  /** The content as edited, sent whole on save. */
  content: RichEditorContent;
  /** A refusal's words (load, save or conflict), shown in red. */
  error: string | null;
}

export type RichEditorEvent =
  | { type: 'EDIT'; language: Language; html: string }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' };

/** The saved content and its new version. */
export interface RichEditorSaved {
  content: RichEditorContent;
  version: number;
}

function refusalOf(event: unknown): { status: number | null; message: string } {
  const error = typeof event === 'object' && event !== null && 'error' in event ? event.error : null;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
    return { status, message: String(error.message) };
  }
  return { status: null, message: '' };
}

/**
 * A card's rich content on the rich-editor page (docs/decisions/0054): read with the card's name and
 * photos, edited per language, saved whole with the version it was based on. A 409 says someone saved in
 * between (the edits stay on screen until the user reloads); any other refusal keeps the edits for another
 * try.
 */
export const richEditorMachine = setup({
  types: {
    context: {} as RichEditorContext,
    events: {} as RichEditorEvent,
    input: {} as RichEditorInput,
  },
  actors: {
    loadRichContent: fromPromise<RichEditorLoaded, RichEditorInput>(async () => {
      throw new Error('loadRichContent is provided beside the rich editor page');
    }),
    saveRichContent: fromPromise<
      RichEditorSaved,
      RichEditorInput & { version: number; content: RichEditorContent }
    >(async () => {
      throw new Error('saveRichContent is provided beside the rich editor page');
    }),
  },
  guards: {
    isConflict: ({ event }) => refusalOf(event).status === 409,
  },
  actions: {
    assignEdit: assign({
      content: ({ context, event }) =>
        event.type === 'EDIT' ? { ...context.content, [event.language]: event.html } : context.content,
    }),
    assignError: assign({ error: ({ event }) => refusalOf(event).message }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'richEditor',
  context: ({ input }) => ({ ...input, loaded: null, content: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadRichContent',
        src: 'loadRichContent',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'editing',
          actions: assign({
            loaded: ({ event }) => event.output,
            content: ({ event }) => event.output.content,
          }),
        },
        onError: { target: 'loadFailed', actions: 'assignError' },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    editing: {
      on: { EDIT: { actions: 'assignEdit' }, SAVE: 'saving' },
    },
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'saveRichContent',
        src: 'saveRichContent',
        input: ({ context }) => ({
          productId: context.productId,
          version: context.loaded?.version ?? 0,
          content: context.content,
        }),
        onDone: {
          target: 'saved',
          actions: assign({
            loaded: ({ context, event }) =>
              context.loaded === null
                ? null
                : { ...context.loaded, content: event.output.content, version: event.output.version },
            content: ({ event }) => event.output.content,
          }),
        },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'assignError' },
          { target: 'saveFailed', actions: 'assignError' },
        ],
      },
    },
    saved: { on: { EDIT: { target: 'editing', actions: 'assignEdit' } } },
    saveFailed: {
      on: { EDIT: { target: 'editing', actions: ['assignEdit', 'clearError'] }, SAVE: 'saving' },
    },
    conflict: { on: { RELOAD: 'loading' } },
  },
});
