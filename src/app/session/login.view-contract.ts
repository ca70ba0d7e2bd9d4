import type { LoginContext } from '@machines/login.machine';
import type { Check, ViewContract } from '@machines/view-contract';

const email = { label: 'login.email' };
const password = { label: 'login.password' };

/** The refusal or the required-field marks the machine holds, as the form shows them. */
function faultChecks(context: LoginContext): Check[] {
  const refusal: Check =
    context.fault?.kind === 'refused'
      ? { see: { text: { literal: context.fault.message ?? '' }, within: { role: 'alert' } } }
      : { absent: { role: 'alert' } };
  const required = context.fault?.kind === 'required' ? (context.fault.fields?.length ?? 0) : 0;
  return [
    refusal,
    required
      ? { see: { text: 'validation.required' }, count: required }
      : { absent: { text: 'validation.required' } },
  ];
}

/** §8 re-login, §2 login: the login form on every state of the login machine. */
export const loginViewContract: ViewContract<LoginContext> = {
  machineId: 'login',
  screen: 'login',
  route: '/login',
  states: {
    'login.editing': (context) => [
      { see: { role: 'button', name: 'login.submit' }, disabled: false },
      { see: email, value: context.email },
      ...faultChecks(context),
    ],
    'login.submitting': (context) => [
      { see: { role: 'button', name: 'login.submitting' }, disabled: true },
      { see: email, value: context.email },
    ],
    'login.succeeded': [{ see: { role: 'button', name: 'login.submitting' }, disabled: true }],
  },
  events: {
    CHANGE: (event, context) => {
      const value = String(event['value']);
      const target = event['field'] === 'email' ? email : password;
      const current = event['field'] === 'email' ? context.email : context.password;
      // Emptying a field that is already empty sends nothing from a real field: the app's own reset does.
      return value === '' && current === ''
        ? { app: 'the form is reset' }
        : { user: 'type', target, text: value };
    },
    SUBMIT: { user: 'click', target: { role: 'button', name: 'login.submit' } },
    RESET: { app: 'the session takes the new login and hands the form back' },
    'xstate.done.actor.login': { server: 'server accepts the e-mail and password' },
    'xstate.error.actor.login': { server: 'server refuses the login', arrange: 'wrongPassword' },
  },
};
