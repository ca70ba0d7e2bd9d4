import type { MachineEntry } from './catalog-types';
import { ownAccountMachine } from './own-account.machine';

const ACCOUNT = {
  email: 'supplier@demo.pim',
  first_name: 'Anna',
  last_name: 'Nowak',
  language: 'pl',
  role: 'supplier',
  company_name: 'Mleczarnia Podlaska',
};

/** §7 Users: the user's own account screen. */
export const ownAccountEntry: MachineEntry = {
  id: 'ownAccount',
  titleKey: 'statecharts.machines.ownAccount',
  spec: '§7 Users',
  machine: ownAccountMachine,
  // What is typed matters only as empty or not; the language as changed or not.
  serialize: ({ value, context }) => {
    const form = context as {
      account: unknown;
      firstName: string;
      lastName: string;
      language: string;
      error: string | null;
      saved: boolean;
    };
    return JSON.stringify([
      value,
      form.account !== null,
      form.firstName.trim() !== '',
      form.lastName.trim() !== '',
      form.language,
      form.error !== null,
      form.saved,
    ]);
  },
  events: [
    { type: 'xstate.done.actor.load', output: ACCOUNT },
    { type: 'xstate.error.actor.load', error: new Error('Nie udało się wczytać danych konta.') },
    { type: 'RETRY' },
    { type: 'FIRST_NAME.CHANGE', value: 'Joanna' },
    { type: 'FIRST_NAME.CHANGE', value: '' },
    { type: 'LAST_NAME.CHANGE', value: 'Kowalska' },
    { type: 'LANGUAGE.CHANGE', language: 'de' },
    { type: 'SAVE' },
    { type: 'xstate.done.actor.save', output: { ...ACCOUNT, first_name: 'Joanna', language: 'de' } },
    { type: 'xstate.error.actor.save', error: new Error('Nie udało się zapisać zmian konta.') },
  ],
};
