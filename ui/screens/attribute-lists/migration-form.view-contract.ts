import type { MigrationFormContext } from '@machines/migration-form.machine';
import type { Check, ViewContract } from '@machines/view-contract';

const name = { label: 'attributeMigrations.edit.name' };
const source = { label: 'attributeMigrations.edit.source' };
const target = { label: 'attributeMigrations.edit.target' };
const save = { role: 'button', name: 'attributeMigrations.edit.save' };

const labelOf = (context: MigrationFormContext, uuid: string) =>
  context.attributes.find((attribute) => attribute.value === uuid)?.label ?? '';

/** The form's fields as the draft holds them, and the value mapping once both attributes are chosen. */
function formChecks(context: MigrationFormContext): Check[] {
  const { draft } = context;
  const from = context.attributes.find((attribute) => attribute.value === draft.sourceUuid);
  const to = context.attributes.find((attribute) => attribute.value === draft.targetUuid);
  const mapping: Check[] =
    from && to
      ? from.values.map((value): Check => ({
          see: { label: { key: 'attributeMigrations.edit.mapTo', values: { value: value.label } } },
          value: draft.mapping[value.value] ?? '',
        }))
      : [{ absent: { text: 'attributeMigrations.edit.mapping' } }];
  return [
    { see: name, value: draft.name },
    { see: source, value: draft.sourceUuid },
    { see: target, value: draft.targetUuid },
    ...mapping,
    ...(context.refusal?.faults ?? []).map((fault): Check => ({ see: { text: { literal: fault.message } } })),
  ];
}

/** §2 edit-attribute-migration: the administrator's form on every state of its machine. */
export const migrationFormViewContract: ViewContract<MigrationFormContext> = {
  machineId: 'migrationForm',
  screen: 'edit-attribute-migration',
  route: '/attribute-migration/new',
  states: {
    'migrationForm.editing': (context) => [
      ...formChecks(context),
      { see: save, disabled: false },
      context.refusal === null
        ? { absent: { role: 'alert' } }
        : { see: { text: { literal: context.refusal.message }, within: { role: 'alert' } } },
    ],
    'migrationForm.saving': (context) => [...formChecks(context), { see: save, disabled: true }],
  },
  events: {
    'NAME.CHANGE': (event, context) =>
      event['name'] === context.draft.name
        ? { app: 'typing the name already there changes nothing' }
        : { user: 'type', target: name, text: String(event['name']) },
    'SOURCE.SET': (event, context) =>
      event['uuid'] === context.draft.sourceUuid
        ? { app: 'choosing the attribute already chosen changes nothing' }
        : { user: 'choose', target: source, option: { literal: labelOf(context, String(event['uuid'])) } },
    'TARGET.SET': (event, context) =>
      event['uuid'] === context.draft.targetUuid
        ? { app: 'choosing the attribute already chosen changes nothing' }
        : { user: 'choose', target: target, option: { literal: labelOf(context, String(event['uuid'])) } },
    'MAP.SET': (event, context) => {
      const from = context.attributes.find((attribute) => attribute.value === context.draft.sourceUuid);
      const to = context.attributes.find((attribute) => attribute.value === context.draft.targetUuid);
      const value = from?.values.find((candidate) => candidate.value === event['from']);
      const option = to?.values.find((candidate) => candidate.value === event['to']);
      return value && option && context.draft.mapping[value.value] !== option.value
        ? {
            user: 'choose',
            target: { label: { key: 'attributeMigrations.edit.mapTo', values: { value: value.label } } },
            option: { literal: option.label },
          }
        : { app: 'the mapping is not shown or already holds this value' };
    },
    SUBMIT: { user: 'click', target: save },
    'xstate.done.actor.save': { server: 'server stores the migration' },
    'xstate.error.actor.save': { server: 'server refuses the migration (400 with faults)' },
  },
};
