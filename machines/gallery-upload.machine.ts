import { assign, emit, fromPromise, setup } from 'xstate';
import {
  nextWaiting,
  patchItem,
  queueFiles,
  refusalOf,
  runningItem,
  withoutFinished,
  type PickedFile,
  type QueueItem,
  type QueueMessage,
} from '@domain/gallery-upload';
import { Refusal } from '@domain/refusal';

/** What the gallery answered for a stored file (the fields the queue needs). */
export interface GalleryUploaded {
  id: number;
  name: string;
}

/** One file to send: the browser's File (no DOM type in a machine) and its target directory. */
export interface GalleryUploadInput {
  source: PickedFile;
  /** '' for none. */
  directory: string;
  /** 0 to 1; the machine takes it as PROGRESS events. */
  onProgress: (fraction: number) => void;
}

export interface GalleryUploadContext {
  items: QueueItem[];
  /** The directory new files go to ('' for none). */
  directory: string;
  nextKey: number;
}

export type GalleryUploadEvent =
  | { type: 'FILES.ADD'; files: readonly PickedFile[] }
  | { type: 'DIRECTORY.SET'; directory: string }
  | { type: 'PROGRESS'; key: number; progress: number }
  | { type: 'CANCEL'; key: number }
  | { type: 'CLEAR' };

export type GalleryUploadEmitted = { type: 'uploaded'; asset: GalleryUploaded };

/** §2 Upload: the message of a failed file when the server gave no words of its own. */
export const GALLERY_UPLOAD_FAILED = 'mediaGallery.upload.failed';

/** The server's first fault, else its message, else the generic failure (§8 file messages). */
function failureOf(error: unknown): QueueMessage {
  if (!(error instanceof Refusal)) return { key: GALLERY_UPLOAD_FAILED };
  const text = error.faults[0]?.message ?? error.message;
  return text === '' ? { key: GALLERY_UPLOAD_FAILED } : { text };
}

const cancelled = (context: GalleryUploadContext, key: number) =>
  context.items.find((item) => item.key === key)?.state;

/**
 * §2 Media gallery upload: picked files are checked by name and size at once (refused ones are marked and
 * never sent), then sent one after another with per-file progress. Each file waiting or being sent can be
 * cancelled: a waiting one is skipped, the one being sent is aborted and the next one starts. A stored file
 * is emitted as `uploaded` so the list reloads. "Wyczyść listę" drops the finished files from the list.
 */
export const galleryUploadMachine = setup({
  types: {
    context: {} as GalleryUploadContext,
    events: {} as GalleryUploadEvent,
    emitted: {} as GalleryUploadEmitted,
  },
  actors: {
    upload: fromPromise<GalleryUploaded, GalleryUploadInput>(async () => {
      throw new Error('upload is provided beside the media gallery screen');
    }),
  },
  guards: {
    addsUploadable: ({ event }) =>
      event.type === 'FILES.ADD' && event.files.some((file) => refusalOf(file) === null),
    hasWaiting: ({ context }) => nextWaiting(context.items) !== undefined,
    cancelsRunningWithMore: ({ context, event }) =>
      event.type === 'CANCEL' &&
      cancelled(context, event.key) === 'uploading' &&
      nextWaiting(context.items) !== undefined,
    cancelsRunning: ({ context, event }) =>
      event.type === 'CANCEL' && cancelled(context, event.key) === 'uploading',
    cancelsWaiting: ({ context, event }) =>
      event.type === 'CANCEL' && cancelled(context, event.key) === 'waiting',
  },
  actions: {
    queueFiles: assign(({ context, event }) =>
      event.type === 'FILES.ADD'
        ? {
            items: queueFiles(context.items, event.files, context.nextKey, context.directory),
            nextKey: context.nextKey + event.files.length,
          }
        : {},
    ),
    startNext: assign({
      items: ({ context }) => {
        const next = nextWaiting(context.items);
        return next ? patchItem(context.items, next.key, { state: 'uploading' }) : context.items;
      },
    }),
    assignProgress: assign({
      items: ({ context, event }) =>
        event.type === 'PROGRESS' && runningItem(context.items)?.key === event.key
          ? patchItem(context.items, event.key, { percent: Math.round(event.progress * 100) })
          : context.items,
    }),
    markDone: assign({
      items: ({ context }) => {
        const running = runningItem(context.items);
        return running
          ? patchItem(context.items, running.key, { state: 'done', percent: 100 })
          : context.items;
      },
    }),
    markFailed: assign({
      items: ({ context, event }) => {
        const running = runningItem(context.items);
        const error = 'error' in event ? event.error : null;
        return running
          ? patchItem(context.items, running.key, { state: 'failed', message: failureOf(error) })
          : context.items;
      },
    }),
    markCancelled: assign({
      items: ({ context, event }) =>
        event.type === 'CANCEL' ? patchItem(context.items, event.key, { state: 'cancelled' }) : context.items,
    }),
    assignDirectory: assign({
      directory: ({ context, event }) =>
        event.type === 'DIRECTORY.SET' ? event.directory : context.directory,
    }),
    clearFinished: assign({ items: ({ context }) => withoutFinished(context.items) }),
    // Only on upload's done event, whose output is the stored asset.
    emitUploaded: emit(({ event }) => ({
      type: 'uploaded' as const,
      asset: (event as unknown as { output: GalleryUploaded }).output,
    })),
  },
}).createMachine({
  id: 'galleryUpload',
  context: { items: [], directory: '', nextKey: 1 },
  initial: 'idle',
  on: {
    'DIRECTORY.SET': { actions: 'assignDirectory' },
    CLEAR: { actions: 'clearFinished' },
  },
  states: {
    idle: {
      on: {
        'FILES.ADD': [
          { guard: 'addsUploadable', target: 'uploading', actions: 'queueFiles' },
          { actions: 'queueFiles' },
        ],
      },
    },
    uploading: {
      entry: 'startNext',
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, self }) => {
          const running = runningItem(context.items)!;
          return {
            source: running.source!,
            directory: running.directory,
            onProgress: (fraction: number) =>
              self.send({ type: 'PROGRESS', key: running.key, progress: fraction }),
          };
        },
        onDone: [
          { guard: 'hasWaiting', target: 'uploading', reenter: true, actions: ['markDone', 'emitUploaded'] },
          { target: 'idle', actions: ['markDone', 'emitUploaded'] },
        ],
        onError: [
          { guard: 'hasWaiting', target: 'uploading', reenter: true, actions: 'markFailed' },
          { target: 'idle', actions: 'markFailed' },
        ],
      },
      on: {
        'FILES.ADD': { actions: 'queueFiles' },
        PROGRESS: { actions: 'assignProgress' },
        CANCEL: [
          { guard: 'cancelsRunningWithMore', target: 'uploading', reenter: true, actions: 'markCancelled' },
          { guard: 'cancelsRunning', target: 'idle', actions: 'markCancelled' },
          { guard: 'cancelsWaiting', actions: 'markCancelled' },
        ],
      },
    },
  },
});
