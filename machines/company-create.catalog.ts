import type { MachineEntry } from './catalog-types';
import {
  companyCreateMachine,
  companyStepFaults,
  userStepFaults,
  type CompanyCreateContext,
} from './company-create.machine';

/** §2 create-company: the operator's company wizard. */
export const companyCreateEntry: MachineEntry = {
  id: 'companyCreate',
  titleKey: 'statecharts.machines.companyCreate',
  spec: '§2 Host page and modules, §3 Shared field labels',
  machine: companyCreateMachine,
  // What is typed matters as how much each step still lacks, whether the user tried, and a refusal.
  serialize: ({ value, context }) => {
    const form = context as CompanyCreateContext;
    return JSON.stringify([
      value,
      companyStepFaults(form.company).map((fault) => fault.field),
      userStepFaults(form.user).map((fault) => fault.field),
      form.attempted,
      form.error !== null,
    ]);
  },
  events: [
    { type: 'COMPANY.CHANGE', field: 'name', value: 'Sadownia Grójecka' },
    { type: 'COMPANY.CHANGE', field: 'tax_id', value: '5260250274' },
    { type: 'COMPANY.CHANGE', field: 'phone_declined', value: true },
    { type: 'COMPANY.CHANGE', field: 'email_declined', value: true },
    { type: 'COMPANY.CHANGE', field: 'gln_declined', value: true },
    { type: 'NEXT' },
    { type: 'USER.CHANGE', field: 'email', value: 'jan@sadownia.pl' },
    { type: 'USER.CHANGE', field: 'first_name', value: 'Jan' },
    { type: 'USER.CHANGE', field: 'last_name', value: 'Sad' },
    { type: 'USER.CHANGE', field: 'password', value: 'jablka-grojeckie' },
    { type: 'BACK' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.create', output: 41 },
    { type: 'xstate.error.actor.create', error: new Error('Firma o tej nazwie już istnieje.') },
    { type: 'RESTART' },
  ],
};
