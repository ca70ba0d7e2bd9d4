import { assign, emit, fromPromise, setup } from 'xstate';
import { addMediaFile, sanitizeFileName } from '@domain/media';
import type { MediaFile } from '@domain/product';
import { Refusal } from '@domain/refusal';

/** What the user picked: a file with its name (the browser's File; no DOM type in a machine). */
export interface UploadSource {
  readonly name: string;
}

/** §3 Media: a stored file as the form shows it (the upload answer's fields the section needs). */
export interface UploadedFile extends MediaFile {
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  /** §5 Photo warnings, message keys. */
  warnings: string[];
}

export interface UploadInput {
  source: UploadSource;
  mediaType: number;
  /** Progress of the upload, 0 to 1; the machine takes it as PROGRESS events. */
  onProgress: (fraction: number) => void;
}

/** Why the last upload did not happen: a message key, and the server's own words when it gave some. */
export interface UploadError {
  key: string;
  detail: string | null;
}

export interface MediaUploadContext {
  mediaType: number;
  source: UploadSource | null;
  /** 0 to 1 while uploading. */
  progress: number;
  error: UploadError | null;
  /** The last file stored (also emitted as `uploaded` for the form to add). */
  uploaded: UploadedFile | null;
}

export type MediaUploadEvent =
  | { type: 'UPLOAD'; source: UploadSource; files: readonly MediaFile[] }
  | { type: 'PROGRESS'; progress: number }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

export type MediaUploadEmitted = { type: 'uploaded'; file: UploadedFile };

/** §8 messages of a failed add. */
export const UPLOAD_MESSAGE = {
  FAILED: 'media.uploadFailed',
  NAME_TAKEN: 'validation.fileNameTaken',
} as const;

/** The name the server will keep (§5 a name already used is rejected, compared as stored). */
function storedName(name: string): string {
  const checked = sanitizeFileName(name);
  return checked.ok ? checked.name : name;
}

const UPLOAD = {
  UPLOAD: [
    { guard: 'isNameTaken', target: '#mediaUpload.failed', actions: 'assignNameTaken' },
    { target: '#mediaUpload.uploading', actions: 'assignSource' },
  ],
} as const;

/**
 * §4 Media, §5, §8: one media slot's upload. A file name already on the card is refused before anything is
 * sent ('Plik o tej nazwie jest już dodany'); otherwise the file is uploaded with progress, and a failure
 * says 'Błąd podczas dodawania pliku' (with the server's reason). A stored file is emitted as `uploaded`;
 * the form replaces or accumulates it (§4 Media, addMediaFile).
 */
export const mediaUploadMachine = setup({
  types: {
    context: {} as MediaUploadContext,
    events: {} as MediaUploadEvent,
    input: {} as { mediaType: number },
    emitted: {} as MediaUploadEmitted,
  },
  actors: {
    upload: fromPromise<UploadedFile, UploadInput>(async () => {
      throw new Error('upload is provided by src/app/actors.ts');
    }),
  },
  guards: {
    isNameTaken: ({ context, event }) =>
      event.type === 'UPLOAD' &&
      !addMediaFile(event.files, { id: -1, type: context.mediaType, filename: storedName(event.source.name) })
        .ok,
  },
  actions: {
    assignSource: assign(({ event }) =>
      event.type === 'UPLOAD' ? { source: event.source, progress: 0, error: null } : {},
    ),
    assignNameTaken: assign({ error: { key: UPLOAD_MESSAGE.NAME_TAKEN, detail: null }, source: null }),
    assignProgress: assign({
      progress: ({ context, event }) =>
        event.type === 'PROGRESS'
          ? Math.min(1, Math.max(context.progress, event.progress))
          : context.progress,
    }),
    assignUploaded: assign(({ event }) =>
      'output' in event
        ? { uploaded: event.output as UploadedFile, progress: 1, source: null, error: null }
        : {},
    ),
    assignFailure: assign(({ event }) => {
      const error = 'error' in event ? event.error : null;
      const detail = error instanceof Refusal && error.message !== '' ? error.message : null;
      return { error: { key: UPLOAD_MESSAGE.FAILED, detail }, source: null };
    }),
    clearUpload: assign({ source: null, progress: 0, error: null }),
    // Only on upload's done event, whose output is the stored file.
    emitUploaded: emit(({ event }) => ({
      type: 'uploaded' as const,
      file: (event as unknown as { output: UploadedFile }).output,
    })),
  },
}).createMachine({
  id: 'mediaUpload',
  context: ({ input }) => ({
    mediaType: input.mediaType,
    source: null,
    progress: 0,
    error: null,
    uploaded: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: UPLOAD },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, self }) => ({
          source: context.source!,
          mediaType: context.mediaType,
          onProgress: (fraction: number) => self.send({ type: 'PROGRESS', progress: fraction }),
        }),
        onDone: { target: 'idle', actions: ['assignUploaded', 'emitUploaded'] },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
      on: {
        PROGRESS: { actions: 'assignProgress' },
        CANCEL: { target: 'idle', actions: 'clearUpload' },
      },
    },
    failed: {
      on: {
        ...UPLOAD,
        DISMISS: { target: 'idle', actions: 'clearUpload' },
      },
    },
  },
});
