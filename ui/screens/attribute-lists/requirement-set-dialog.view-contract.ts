import type { RequirementSetDialogContext, SetChoice } from '@machines/requirement-set-dialog.machine';
import type { Cause, Check, ViewContract } from '@machines/view-contract';

const name = { label: 'requirementSets.dialog.name' };
const save = { role: 'button', name: 'requirementSets.dialog.save' };
const checkbox = (choice: SetChoice) => ({ role: 'checkbox', name: { literal: choice.label } });

/** The box to tick or untick so that the list holds `wanted`, or an app cause when it already does. */
function toggleCause(
  choices: readonly SetChoice[],
  chosen: readonly string[],
  wanted: readonly string[],
): Cause {
  const differing = choices.find((choice) => chosen.includes(choice.value) !== wanted.includes(choice.value));
  return differing
    ? { user: 'click', target: checkbox(differing) }
    : { app: 'the list already holds these choices' };
}

const title = (context: RequirementSetDialogContext): Check => ({
  see: {
    role: 'dialog',
    name: context.setId === null ? 'requirementSets.dialog.createTitle' : 'requirementSets.dialog.editTitle',
  },
});

function formChecks(context: RequirementSetDialogContext): Check[] {
  const options = context.options;
  return [
    title(context),
    { see: name, value: context.draft.name },
    ...(options?.categories ?? []).map((choice): Check => ({ see: checkbox(choice) })),
    ...(context.refusal?.faults ?? []).map((fault): Check => ({ see: { text: { literal: fault.message } } })),
  ];
}

/** §2 Modals, retail-chain requirements: the requirement-set dialog on every state of its machine. */
export const requirementSetDialogViewContract: ViewContract<RequirementSetDialogContext> = {
  machineId: 'requirementSetDialog',
  screen: 'requirement-sets',
  route: '/requirement-sets',
  states: {
    'requirementSetDialog.loading': (context) => [
      title(context),
      { see: { label: 'requirementSets.dialog.loading' } },
      { absent: name },
    ],
    'requirementSetDialog.loadFailed': (context) => [
      title(context),
      { see: { text: { literal: context.refusal?.message ?? '' }, within: { role: 'alert' } } },
      { absent: name },
    ],
    'requirementSetDialog.editing': (context) => [
      ...formChecks(context),
      { see: save, disabled: false },
      context.refusal !== null && context.refusal.faults.length === 0
        ? { see: { text: { literal: context.refusal.message }, within: { role: 'alert' } } }
        : { absent: { role: 'alert' } },
    ],
    'requirementSetDialog.saving': (context) => [...formChecks(context), { see: save, disabled: true }],
    // The list closes the dialog on `saved` and reloads; until then nothing is sent twice.
    'requirementSetDialog.saved': (context) => [...formChecks(context), { see: save, disabled: true }],
  },
  events: {
    'NAME.CHANGE': (event, context) =>
      event['name'] === context.draft.name
        ? { app: 'typing the name already there changes nothing' }
        : { user: 'type', target: name, text: String(event['name']) },
    'CATEGORIES.SET': (event, context) =>
      toggleCause(context.options?.categories ?? [], context.draft.categoryIds, event['ids'] as string[]),
    'ATTRIBUTES.SET': (event, context) =>
      toggleCause(
        context.options?.attributes ?? [],
        context.draft.attributeUuids,
        event['uuids'] as string[],
      ),
    SUBMIT: { user: 'click', target: save },
    'xstate.done.actor.load': { server: 'server gives the options (and the set)' },
    'xstate.error.actor.load': { server: 'server answers 404 for the set', arrange: 'setOfAnotherNetwork' },
    'xstate.done.actor.save': { server: 'server stores the set' },
    'xstate.error.actor.save': { server: 'server refuses the set (400 with faults, or a message)' },
  },
};
