import type { FormSubmitContext } from '@machines/form-submit.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const email: Target = { label: 'register.email' };
const submit: Target = { role: 'button', name: 'register.submit' };

/** The faults the machine holds, next to their fields, and a refusal that belongs to no field. */
function faultChecks(context: FormSubmitContext): Check[] {
  return [
    ...context.faults.map((fault): Check => ({ see: { text: { literal: fault.message } } })),
    context.message === null
      ? { absent: { role: 'alert' } }
      : { see: { text: { literal: context.message } } },
  ];
}

/**
 * §2 Register (§5 Other): the supplier's register form on every state of the form-submit machine. The
 * catalog's form validates the e-mail only; the screen's other fields stay empty and unchecked.
 */
export const formSubmitViewContract: ViewContract<FormSubmitContext> = {
  machineId: 'formSubmit',
  screen: 'register',
  route: '/register',
  states: {
    'formSubmit.editing': (context) => [
      { see: submit, disabled: false },
      { see: email, value: String(context.values['email'] ?? '') },
      ...faultChecks(context),
    ],
    'formSubmit.submitting': (context) => [
      { see: { role: 'button', name: 'register.submitting' }, disabled: true },
      { see: email, value: String(context.values['email'] ?? '') },
    ],
    // The form gives way to the confirmation: the link goes to the e-mail address typed.
    'formSubmit.submitted': (context) => [
      { see: { text: { key: 'register.sent', values: { email: String(context.values['email'] ?? '') } } } },
      { absent: email },
    ],
  },
  events: {
    CHANGE: (event, context, active) => {
      const value = String(event['value']);
      // After the confirmation the register form is gone; search-like forms of the machine edit on.
      if (active.includes('formSubmit.submitted')) return { app: 'a search-like form is edited again' };
      return value === '' && context.values['email'] === ''
        ? { app: 'the form is reset' }
        : { user: 'type', target: email, text: value };
    },
    SUBMIT: (_event, _context, active) =>
      active.includes('formSubmit.submitted')
        ? { app: 'a search-like form asks again' }
        : { user: 'click', target: submit },
    EDIT: { app: 'a search-like form is opened for editing again' },
    'xstate.done.actor.submit': { server: 'server creates the account and sends the link' },
    'xstate.error.actor.submit': { server: 'server answers 400 with a fault on the e-mail' },
  },
};
