import type { SwitchUserContext } from '@machines/switch-user.machine';
import type { Target, ViewContract } from '@machines/view-contract';

const dialog: Target = { role: 'dialog', name: 'switchUser.dialog.title' };
const select: Target = { label: 'switchUser.dialog.target' };
const submit: Target = { role: 'button', name: 'switchUser.dialog.submit' };
const retry: Target = { role: 'button', name: 'switchUser.dialog.retry' };
const loadFailed: Target = { text: 'switchUser.dialog.loadFailed' };
// The refusal the catalog's replay answers with (machines/switch-user.catalog.ts).
const refusal: Target = { text: { literal: 'Nie możesz działać jako ten użytkownik.' } };
// The one account of the replay (SWITCH_TARGET in the catalog).
const targetOption = {
  key: 'switchUser.dialog.option',
  values: { name: 'Piotr Dostawca', company: 'Mleczarnia Łąkowa', day: '2099-12-31' },
};

const valueOf = (context: SwitchUserContext) => (context.chosen === null ? '' : String(context.chosen));

/** §6 Switch user: the "act as…" dialog of the user menu in every state of its machine. */
export const switchUserViewContract: ViewContract<SwitchUserContext> = {
  machineId: 'switchUser',
  screen: 'switch-user-dialog',
  route: null,
  states: {
    'switchUser.loading': [{ see: dialog }, { absent: select }, { absent: loadFailed }],
    'switchUser.loadFailed': [{ see: loadFailed }, { see: retry }, { absent: select }],
    'switchUser.choosing': (context) => [
      { see: dialog },
      { see: select, value: valueOf(context) },
      { see: submit, disabled: context.chosen === null },
      { absent: refusal },
    ],
    'switchUser.switching': (context) => [
      { see: select, value: valueOf(context) },
      { see: submit, disabled: true },
    ],
    'switchUser.failed': (context) => [
      { see: refusal },
      { see: select, value: valueOf(context) },
      { see: submit, disabled: context.chosen === null },
    ],
    'switchUser.switched': [{ see: submit, disabled: true }],
  },
  events: {
    CHOOSE: (event, context) => {
      const wanted = event['userId'] === null ? '' : String(event['userId']);
      if (wanted === valueOf(context)) return { app: 'choosing the account already chosen changes nothing' };
      return {
        user: 'choose',
        target: select,
        option: wanted === '' ? 'switchUser.dialog.choose' : targetOption,
      };
    },
    SUBMIT: (_event, context) =>
      context.chosen === null
        ? { app: 'the switch button is disabled until an account is chosen' }
        : { user: 'click', target: submit },
    RETRY: { user: 'click', target: retry },
    'xstate.done.actor.loadTargets': { server: 'server lists the accounts that allowed the user' },
    'xstate.error.actor.loadTargets': { server: 'server does not answer' },
    'xstate.done.actor.switchTo': { server: 'server switches the session and answers the account acted as' },
    'xstate.error.actor.switchTo': { server: 'server answers 403: the permission is no longer there' },
  },
};
