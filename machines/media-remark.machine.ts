import { assign, fromPromise, setup } from 'xstate';
import type { MediaRemark } from '@domain/media-remark';

/** A refusal as the modal shows it: the HTTP status (null without an answer) and the words. */
export interface MediaRemarkRefusal {
  status: number | null;
  message: string;
}

export interface MediaRemarkInput {
  productId: number;
  mediaId: number;
}

export interface MediaRemarkContext extends MediaRemarkInput {
  /** The photo's remarks, newest first; null until first read. */
  remarks: readonly MediaRemark[] | null;
  /** The remark being written. */
  message: string;
  /** The server's 400 on the remark's text, shown at the field. */
  fault: string | null;
  /** A failure to read, or a refusal that belongs to no field (403, no answer). */
  error: string | null;
}

export type MediaRemarkEvent = { type: 'CHANGE'; message: string } | { type: 'SEND' } | { type: 'RETRY' };

function refusalOf(event: unknown): MediaRemarkRefusal {
  const error = typeof event === 'object' && event !== null && 'error' in event ? event.error : null;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
    return { status, message: String(error.message) };
  }
  return { status: null, message: '' };
}

/**
 * §2 Modals: media remark (docs/decisions/0044). Reads the remarks on one photo of a card; a reviewer
 * writes one, and the server's answer is the photo's remarks as they now are. A 400 is shown at the text
 * field, any other refusal as an error; changing the text leaves the refusal.
 */
export const mediaRemarkMachine = setup({
  types: {
    context: {} as MediaRemarkContext,
    events: {} as MediaRemarkEvent,
    input: {} as MediaRemarkInput,
  },
  actors: {
    loadRemarks: fromPromise<readonly MediaRemark[], MediaRemarkInput>(async () => {
      throw new Error('loadRemarks is provided beside the media remark modal');
    }),
    sendRemark: fromPromise<readonly MediaRemark[], MediaRemarkInput & { message: string }>(async () => {
      throw new Error('sendRemark is provided beside the media remark modal');
    }),
  },
  guards: {
    isFieldFault: ({ event }) => refusalOf(event).status === 400,
  },
  actions: {
    assignMessage: assign({
      message: ({ context, event }) => (event.type === 'CHANGE' ? event.message : context.message),
    }),
    assignLoadError: assign({ error: ({ event }) => refusalOf(event).message }),
    assignFault: assign({ fault: ({ event }) => refusalOf(event).message, error: null }),
    assignError: assign({ error: ({ event }) => refusalOf(event).message, fault: null }),
    clearRefusal: assign({ fault: null, error: null }),
  },
}).createMachine({
  id: 'mediaRemark',
  context: ({ input }) => ({ ...input, remarks: null, message: '', fault: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRemarks',
        src: 'loadRemarks',
        input: ({ context }) => ({ productId: context.productId, mediaId: context.mediaId }),
        onDone: { target: 'ready', actions: assign({ remarks: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: 'clearRefusal' } } },
    ready: {
      on: { CHANGE: { actions: 'assignMessage' }, SEND: 'sending' },
    },
    sending: {
      entry: 'clearRefusal',
      invoke: {
        id: 'sendRemark',
        src: 'sendRemark',
        input: ({ context }) => ({
          productId: context.productId,
          mediaId: context.mediaId,
          message: context.message,
        }),
        // The remark is in the answer: the field empties for the next one.
        onDone: { target: 'ready', actions: assign({ remarks: ({ event }) => event.output, message: '' }) },
        onError: [
          { guard: 'isFieldFault', target: 'refused', actions: 'assignFault' },
          { target: 'refused', actions: 'assignError' },
        ],
      },
    },
    refused: {
      on: {
        CHANGE: { target: 'ready', actions: ['assignMessage', 'clearRefusal'] },
        SEND: 'sending',
      },
    },
  },
});
