import { assign, emit, fromPromise, setup } from 'xstate';
import { valueMapOf, type MigrationAttribute, type MigrationDraft } from '@domain/migration-mapping';
import { Refusal, type FieldFault } from '@domain/refusal';

export interface MigrationFormInput {
  /** null: a new migration. */
  id: number | null;
  attributes: readonly MigrationAttribute[];
  draft: MigrationDraft;
}

export interface MigrationFormContext extends MigrationFormInput {
  refusal: { message: string; faults: readonly FieldFault[] } | null;
}

export type MigrationFormEvent =
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'SOURCE.SET'; uuid: string }
  | { type: 'TARGET.SET'; uuid: string }
  | { type: 'MAP.SET'; from: string; to: string }
  | { type: 'SUBMIT' };

/** What the save sends (the contract's body, built from the draft). */
export interface MigrationSaveInput {
  id: number | null;
  body: {
    name: string;
    source_attribute_uuid: string;
    target_attribute_uuid: string;
    value_map: { from: string; to: string }[];
  };
}

export type MigrationFormEmitted = { type: 'saved'; id: number };

/**
 * §2 edit-attribute-migration, the administrator's form (docs/decisions/0019): a name, the source and
 * target attributes and the mapping of the source's values (changing either attribute empties it). One save
 * request, refused with faults per field; a saved migration stays editable while it is pending.
 */
export const migrationFormMachine = setup({
  types: {
    context: {} as MigrationFormContext,
    events: {} as MigrationFormEvent,
    input: {} as MigrationFormInput,
    emitted: {} as MigrationFormEmitted,
  },
  actors: {
    save: fromPromise<number, MigrationSaveInput>(async () => {
      throw new Error('save is provided beside the migration form');
    }),
  },
  actions: {
    assignName: assign({
      draft: ({ context, event }) =>
        event.type === 'NAME.CHANGE' ? { ...context.draft, name: event.name } : context.draft,
    }),
    assignSource: assign({
      draft: ({ context, event }) =>
        event.type === 'SOURCE.SET'
          ? { ...context.draft, sourceUuid: event.uuid, mapping: {} }
          : context.draft,
    }),
    assignTarget: assign({
      draft: ({ context, event }) =>
        event.type === 'TARGET.SET'
          ? { ...context.draft, targetUuid: event.uuid, mapping: {} }
          : context.draft,
    }),
    assignMapping: assign({
      draft: ({ context, event }) =>
        event.type === 'MAP.SET'
          ? { ...context.draft, mapping: { ...context.draft.mapping, [event.from]: event.to } }
          : context.draft,
    }),
    assignRefusal: assign({
      refusal: ({ event }) => {
        const error = 'error' in event ? event.error : null;
        return error instanceof Refusal
          ? { message: error.message, faults: error.faults }
          : { message: error instanceof Error ? error.message : '', faults: [] };
      },
    }),
    clearRefusal: assign({ refusal: null }),
    assignSaved: assign({
      id: ({ context, event }) => ('output' in event ? (event.output as number) : context.id),
    }),
    emitSaved: emit(({ context }) => ({ type: 'saved' as const, id: context.id ?? 0 })),
  },
}).createMachine({
  id: 'migrationForm',
  context: ({ input }) => ({ ...input, refusal: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'NAME.CHANGE': { actions: 'assignName' },
        'SOURCE.SET': { actions: 'assignSource' },
        'TARGET.SET': { actions: 'assignTarget' },
        'MAP.SET': { actions: 'assignMapping' },
        SUBMIT: 'saving',
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          id: context.id,
          body: {
            name: context.draft.name,
            source_attribute_uuid: context.draft.sourceUuid,
            target_attribute_uuid: context.draft.targetUuid,
            value_map: valueMapOf(context.attributes, context.draft),
          },
        }),
        onDone: { target: 'editing', actions: ['assignSaved', 'clearRefusal', 'emitSaved'] },
        onError: { target: 'editing', actions: 'assignRefusal' },
      },
    },
  },
});
