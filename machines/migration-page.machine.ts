import { assign, emit, fromPromise, setup } from 'xstate';
import type { MigrationChoices, MigrationRecord } from '@domain/migration-record';

export interface MigrationPageInput {
  /** null: a new migration; NaN: an address that names none (nothing to read). */
  id: number | null;
  /** The administrator (`attribute_migrations.manage`): the form's attribute options are read too. */
  manages: boolean;
  /** A notice carried over from the page the user came from (a new migration saved lands here with it). */
  notice: MigrationNotice | null;
}

/** What the page says above the migration: a step done, or why it was refused. */
export type MigrationNotice =
  | { kind: 'saved' }
  | { kind: 'agreed' }
  | { kind: 'applied'; count: number }
  | { kind: 'error'; text: string };

/** What the page reads: the migration (none for a new one) and, for the administrator, the options. */
export interface MigrationPageRead {
  details: MigrationRecord | null;
  options: MigrationChoices | null;
}

/** What the read needs: the migration's id (null or not a number: none to read) and who reads. */
export interface MigrationReadInput {
  id: number | null;
  manages: boolean;
}

export interface MigrationStepInput {
  id: number;
  step: 'agree' | 'apply';
}

export interface MigrationPageContext extends MigrationPageInput {
  details: MigrationRecord | null;
  options: MigrationChoices | null;
  /** The confirmation asked or being carried out. */
  step: 'agree' | 'apply' | null;
}

export type MigrationPageEvent =
  | { type: 'AGREE' }
  | { type: 'APPLY' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  /** The form saved the migration (its own machine, migrationForm, sends it through the page). */
  | { type: 'SAVED'; id: number };

export type MigrationPageEmitted = { type: 'created'; id: number };

const errorText = ({ event }: { event: unknown }): MigrationNotice => {
  const error = (event as { error?: unknown }).error;
  return { kind: 'error', text: error instanceof Error ? error.message : '' };
};

/**
 * §2 edit-attribute-migration and §2 Modals (the agreement): the page reads the migration (and the options
 * of the administrator's form); a supplier agrees for its company and the administrator applies it once
 * everyone agreed, each after a confirmation, the answer being the migration as it now is. A saved form
 * reads the migration again; a new one saved moves to its own page (the screen navigates on `created`).
 */
export const migrationPageMachine = setup({
  types: {
    context: {} as MigrationPageContext,
    events: {} as MigrationPageEvent,
    input: {} as MigrationPageInput,
    emitted: {} as MigrationPageEmitted,
  },
  actors: {
    load: fromPromise<MigrationPageRead, MigrationReadInput>(async () => {
      throw new Error('load is provided beside the migration page');
    }),
    act: fromPromise<MigrationRecord, MigrationStepInput>(async () => {
      throw new Error('act is provided beside the migration page');
    }),
  },
  guards: {
    canAgree: ({ context }) => context.details?.can_agree === true,
    canApply: ({ context }) => context.details?.can_apply === true,
    isNew: ({ context }) => context.id === null,
  },
}).createMachine({
  id: 'migrationPage',
  context: ({ input }) => ({ ...input, details: null, options: null, step: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id, manages: context.manages }),
        onDone: {
          target: 'ready',
          actions: assign({
            details: ({ event }) => event.output.details,
            options: ({ event }) => event.output.options,
          }),
        },
        onError: 'failed',
      },
    },
    // A read failed: the page says so and offers to try again (both reads are made again).
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            AGREE: { guard: 'canAgree', target: 'confirming', actions: assign({ step: 'agree' }) },
            APPLY: { guard: 'canApply', target: 'confirming', actions: assign({ step: 'apply' }) },
            SAVED: [
              {
                guard: 'isNew',
                actions: [
                  assign({ notice: { kind: 'saved' } }),
                  emit(({ event }) => ({ type: 'created' as const, id: event.id })),
                ],
              },
              { target: 'reloading', actions: assign({ notice: { kind: 'saved' } }) },
            ],
          },
        },
        confirming: {
          on: {
            CONFIRM: 'acting',
            CANCEL: { target: 'idle', actions: assign({ step: null }) },
          },
        },
        acting: {
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context }) => ({ id: context.id ?? 0, step: context.step ?? 'agree' }),
            onDone: {
              target: 'idle',
              actions: assign({
                details: ({ event }) => event.output,
                notice: ({ context, event }): MigrationNotice =>
                  context.step === 'apply'
                    ? { kind: 'applied', count: event.output.applied_cards ?? 0 }
                    : { kind: 'agreed' },
                step: null,
              }),
            },
            onError: { target: 'idle', actions: assign({ notice: errorText, step: null }) },
          },
        },
        // After a save of a pending migration: the page shows it as the server now keeps it.
        reloading: {
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ id: context.id, manages: context.manages }),
            onDone: {
              target: 'idle',
              actions: assign({
                details: ({ event }) => event.output.details,
                options: ({ event }) => event.output.options,
              }),
            },
            onError: '#migrationPage.failed',
          },
        },
      },
    },
  },
});
