import type { MachineEntry } from './catalog-types';
import { apiTokenCreateMachine } from './api-token-create.machine';

/** §2 api-token-method-config: the new-token dialog. */
export const apiTokenCreateEntry: MachineEntry = {
  id: 'apiTokenCreate',
  titleKey: 'statecharts.machines.apiTokenCreate',
  spec: '§2 api-token-method-config',
  machine: apiTokenCreateMachine,
  // What is typed matters only as empty or not; the scopes only as none or some.
  serialize: ({ value, context }) => {
    const form = context as {
      name: string;
      scopes: string[];
      expiresOn: string;
      error: string | null;
      made: unknown;
    };
    return JSON.stringify([
      value,
      form.name.trim() !== '',
      form.scopes.length > 0,
      form.expiresOn !== '',
      form.error !== null,
      form.made !== null,
    ]);
  },
  events: [
    { type: 'NAME.CHANGE', name: 'Integracja ERP' },
    { type: 'NAME.CHANGE', name: '' },
    { type: 'SCOPE.TOGGLE', scope: 'cards.read' },
    { type: 'EXPIRY.CHANGE', date: '2099-12-31' },
    { type: 'EXPIRY.CHANGE', date: '' },
    { type: 'SUBMIT' },
    {
      type: 'xstate.done.actor.create',
      output: { name: 'Integracja ERP', secret: 'pim_Q2hvcGluU29uYXRhTm8yT3AzNUZ1bmVyYWxNYXJjaDEyMw' },
    },
    {
      type: 'xstate.error.actor.create',
      error: new Error('Data wygaśnięcia musi być późniejsza niż dzisiejsza.'),
    },
  ],
};
