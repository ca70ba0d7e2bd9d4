import { assign, fromPromise, setup } from 'xstate';
import type { Job } from '@domain/jobs';
import { Refusal } from '@domain/refusal';
import type { ImportAnalysis, ImportReport, ImportSettings } from '@domain/importer-answers';

/**
 * §2 Products importer (`products-importer-excel`, docs/decisions/0021): initialisation → the file
 * chosen and uploaded → column mapping check → preview → the import as a background job → its report.
 * Back and cancel lead to the step before or to a new file; a refused upload or start says why and
 * stays where the user can act. The job runs on the server whatever this screen does.
 */

/** What the user picked (the browser's File; no DOM type in a machine). */
export interface ImportSource {
  readonly name: string;
}

export interface UploadInput {
  source: ImportSource;
  forUpdate: boolean;
  onProgress: (fraction: number) => void;
}

export interface AwaitInput {
  job: Job;
  onProgress: (job: Job) => void;
}

export interface ProductsImporterContext {
  settings: ImportSettings | null;
  source: ImportSource | null;
  forUpdate: boolean;
  /** 0 to 1 while the file is sent. */
  uploadProgress: number;
  analysis: ImportAnalysis | null;
  job: Job | null;
  report: ImportReport | null;
  /** The last refusal in the user's words (the server's message), or a message key when it gave none. */
  error: string | null;
}

export type ProductsImporterEvent =
  | { type: 'RETRY' }
  | { type: 'UPLOAD'; source: ImportSource; forUpdate: boolean }
  | { type: 'PROGRESS'; fraction: number }
  | { type: 'JOB_PROGRESS'; job: Job }
  | { type: 'CANCEL' }
  | { type: 'BACK' }
  | { type: 'NEXT' }
  | { type: 'CONFIRM' }
  | { type: 'NEW' }
  | { type: 'DISMISS' };

export const IMPORTER_MESSAGE = {
  LOAD_FAILED: 'productsImporter.errors.loadFailed',
  UPLOAD_FAILED: 'productsImporter.errors.uploadFailed',
  START_FAILED: 'productsImporter.errors.startFailed',
  JOB_FAILED: 'productsImporter.errors.jobFailed',
} as const;

const refusalOf = (error: unknown, fallback: string) =>
  error instanceof Refusal && error.message !== '' ? error.message : fallback;

const fresh = {
  source: null,
  uploadProgress: 0,
  analysis: null,
  job: null,
  report: null,
  error: null,
} as const;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by src/app`));

export const productsImporterMachine = setup({
  types: {
    context: {} as ProductsImporterContext,
    events: {} as ProductsImporterEvent,
  },
  actors: {
    loadSettings: fromPromise<ImportSettings>(notProvided('loadSettings')),
    upload: fromPromise<ImportAnalysis, UploadInput>(notProvided('upload')),
    startImport: fromPromise<Job, { uploadId: number }>(notProvided('startImport')),
    awaitImport: fromPromise<Job, AwaitInput>(notProvided('awaitImport')),
    loadReport: fromPromise<ImportReport, { jobId: number }>(notProvided('loadReport')),
  },
  guards: {
    columnsComplete: ({ context }) =>
      context.analysis !== null && context.analysis.mapping.missing.length === 0,
    jobFailed: ({ context }) => context.job?.status === 'failed',
    /** Only a refusal on the screen can be dismissed (its Close button is the only way to send DISMISS). */
    hasError: ({ context }) => context.error !== null,
  },
  actions: {
    assignSettings: assign({
      settings: ({ event }) => (event as unknown as { output: ImportSettings }).output,
    }),
    assignSource: assign(({ event }) =>
      event.type === 'UPLOAD' ? { ...fresh, source: event.source, forUpdate: event.forUpdate } : {},
    ),
    assignUploadProgress: assign({
      uploadProgress: ({ context, event }) =>
        event.type === 'PROGRESS'
          ? Math.min(1, Math.max(context.uploadProgress, event.fraction))
          : context.uploadProgress,
    }),
    assignAnalysis: assign(({ event }) => ({
      analysis: (event as unknown as { output: ImportAnalysis }).output,
      uploadProgress: 1,
      error: null,
    })),
    assignJob: assign(({ event }) => ({ job: (event as unknown as { output: Job }).output, error: null })),
    assignJobProgress: assign({
      job: ({ context, event }) => (event.type === 'JOB_PROGRESS' ? event.job : context.job),
    }),
    assignReport: assign({ report: ({ event }) => (event as unknown as { output: ImportReport }).output }),
    assignLoadFailed: assign({ error: IMPORTER_MESSAGE.LOAD_FAILED }),
    assignUploadFailed: assign(({ event }) => ({
      ...fresh,
      error: refusalOf((event as unknown as { error: unknown }).error, IMPORTER_MESSAGE.UPLOAD_FAILED),
    })),
    assignStartFailed: assign({
      error: ({ event }) =>
        refusalOf((event as unknown as { error: unknown }).error, IMPORTER_MESSAGE.START_FAILED),
    }),
    assignJobFailed: assign({ error: IMPORTER_MESSAGE.JOB_FAILED }),
    reset: assign({ ...fresh }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'productsImporter',
  context: { settings: null, forUpdate: true, ...fresh },
  initial: 'initialising',
  states: {
    initialising: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'choosing', actions: 'assignSettings' },
        onError: { target: 'loadFailed', actions: 'assignLoadFailed' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'initialising', actions: 'clearError' } } },
    choosing: {
      on: {
        UPLOAD: { target: 'uploading', actions: 'assignSource' },
        DISMISS: { guard: 'hasError', actions: 'clearError' },
      },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, self }) => ({
          source: context.source!,
          forUpdate: context.forUpdate,
          onProgress: (fraction: number) => self.send({ type: 'PROGRESS', fraction }),
        }),
        onDone: { target: 'mapping', actions: 'assignAnalysis' },
        onError: { target: 'choosing', actions: 'assignUploadFailed' },
      },
      on: {
        PROGRESS: { actions: 'assignUploadProgress' },
        CANCEL: { target: 'choosing', actions: 'reset' },
      },
    },
    mapping: {
      on: {
        NEXT: { guard: 'columnsComplete', target: 'preview' },
        BACK: { target: 'choosing', actions: 'reset' },
      },
    },
    preview: {
      on: {
        CONFIRM: { target: 'starting' },
        BACK: { target: 'mapping', actions: 'clearError' },
        CANCEL: { target: 'choosing', actions: 'reset' },
        DISMISS: { guard: 'hasError', actions: 'clearError' },
      },
    },
    starting: {
      invoke: {
        id: 'startImport',
        src: 'startImport',
        input: ({ context }) => ({ uploadId: context.analysis!.upload_id }),
        onDone: { target: 'importing', actions: 'assignJob' },
        onError: { target: 'preview', actions: 'assignStartFailed' },
      },
    },
    importing: {
      invoke: {
        id: 'awaitImport',
        src: 'awaitImport',
        input: ({ context, self }) => ({
          job: context.job!,
          onProgress: (job: Job) => self.send({ type: 'JOB_PROGRESS', job }),
        }),
        onDone: { target: 'reporting', actions: 'assignJob' },
        onError: { target: 'failed', actions: 'assignJobFailed' },
      },
      on: { JOB_PROGRESS: { actions: 'assignJobProgress' } },
    },
    reporting: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ jobId: context.job!.id }),
        onDone: [
          { guard: 'jobFailed', target: 'failed', actions: ['assignReport', 'assignJobFailed'] },
          { target: 'done', actions: 'assignReport' },
        ],
        onError: { target: 'failed', actions: 'assignJobFailed' },
      },
    },
    done: { on: { NEW: { target: 'choosing', actions: 'reset' } } },
    failed: { on: { NEW: { target: 'choosing', actions: 'reset' } } },
  },
});
