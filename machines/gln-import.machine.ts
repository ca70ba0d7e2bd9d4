import { assign, fromPromise, setup } from 'xstate';
import type { GlnImportApplied, GlnImportCheck, GlnImportMode } from '@domain/gln-import-answers';
import type { Job as JobAnswer } from '@domain/jobs';

/** The file the admin picked: its name, and the file itself (a browser File, opaque to the machine). */
export interface GlnFile {
  name: string;
  source: unknown;
}

/** What the apply answered: written at once, or handed to a background job. */
export type GlnApplyOutput =
  { kind: 'applied'; applied: GlnImportApplied } | { kind: 'queued'; job: JobAnswer };

export interface GlnImportContext {
  file: GlnFile | null;
  report: GlnImportCheck | null;
  mode: GlnImportMode;
  applied: GlnImportApplied | null;
  job: JobAnswer | null;
  /** A refusal or a hint in words (the server's, or the screen's own as a message key in `hint`). */
  error: string | null;
  /** Why nothing happened on a click: no file yet, or "all or nothing" over a file with bad rows. */
  hint: 'noFile' | 'blocked' | null;
}

export type GlnImportEvent =
  | { type: 'FILE.CHOOSE'; name: string; source?: unknown }
  | { type: 'CHECK' }
  | { type: 'MODE.CHANGE'; mode: GlnImportMode }
  | { type: 'APPLY' }
  | { type: 'BACK' }
  | { type: 'RESTART' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const fresh = (): GlnImportContext => ({
  file: null,
  report: null,
  mode: 'all',
  applied: null,
  job: null,
  error: null,
  hint: null,
});

/** §6 Import GLN file: "all or nothing" may be applied only to a file without bad rows; any mode needs a good row. */
export function mayApply(report: GlnImportCheck | null, mode: GlnImportMode): boolean {
  if (report === null || report.good_rows === 0) return false;
  return mode === 'good_rows' || report.bad_rows === 0;
}

/**
 * §6 Import GLN file (docs/decisions/0050): the admin picks a csv or xlsx, the server checks every row and
 * answers a report, the admin chooses all-or-nothing or good rows only and applies. A large file is applied
 * by a background job that the jobs panel follows (§4 Jobs); a refusal keeps the report on screen.
 */
export const glnImportMachine = setup({
  types: {
    context: {} as GlnImportContext,
    events: {} as GlnImportEvent,
  },
  actors: {
    check: fromPromise<GlnImportCheck, { file: GlnFile }>(async () => {
      throw new Error('check is provided beside the GLN import screen');
    }),
    apply: fromPromise<GlnApplyOutput, { importId: number; mode: GlnImportMode }>(async () => {
      throw new Error('apply is provided beside the GLN import screen');
    }),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    canApply: ({ context }) => mayApply(context.report, context.mode),
    isQueued: (_, output: GlnApplyOutput) => output.kind === 'queued',
  },
  actions: {
    assignFile: assign(({ event }) =>
      event.type === 'FILE.CHOOSE'
        ? { file: { name: event.name, source: event.source ?? null }, error: null, hint: null }
        : {},
    ),
    assignMode: assign(({ event }) => (event.type === 'MODE.CHANGE' ? { mode: event.mode, hint: null } : {})),
    hintNoFile: assign({ hint: 'noFile' as const }),
    hintBlocked: assign({ hint: 'blocked' as const }),
    clearRefusal: assign({ error: null, hint: null }),
    restart: assign(fresh),
  },
}).createMachine({
  id: 'glnImport',
  context: fresh,
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'FILE.CHOOSE': { actions: 'assignFile' },
        CHECK: [{ guard: 'hasFile', target: 'checking', actions: 'clearRefusal' }, { actions: 'hintNoFile' }],
      },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ file: context.file! }),
        onDone: { target: 'checked', actions: assign({ report: ({ event }) => event.output, mode: 'all' }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    checked: {
      on: {
        'MODE.CHANGE': { actions: 'assignMode' },
        APPLY: [
          { guard: 'canApply', target: 'applying', actions: 'clearRefusal' },
          { actions: 'hintBlocked' },
        ],
        BACK: { target: 'choosing', actions: 'restart' },
      },
    },
    applying: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ importId: context.report!.import_id, mode: context.mode }),
        onDone: [
          {
            guard: { type: 'isQueued', params: ({ event }) => event.output },
            target: 'queued',
            actions: assign({
              job: ({ event }) => (event.output.kind === 'queued' ? event.output.job : null),
            }),
          },
          {
            target: 'applied',
            actions: assign({
              applied: ({ event }) => (event.output.kind === 'applied' ? event.output.applied : null),
            }),
          },
        ],
        onError: { target: 'checked', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    applied: { on: { RESTART: { target: 'choosing', actions: 'restart' } } },
    queued: { on: { RESTART: { target: 'choosing', actions: 'restart' } } },
  },
});
