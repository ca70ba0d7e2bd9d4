import type { CompanyCreateContext } from '@machines/company-create.machine';
import type { Target, ViewContract } from '@machines/view-contract';

const stepCompany = { text: 'companies.wizard.stepCompany' };
const stepUser = { text: 'companies.wizard.stepUser' };
const next = { role: 'button', name: 'companies.wizard.next' };
const back = { role: 'button', name: 'companies.wizard.back' };
const create = { role: 'button', name: 'companies.wizard.create' };
const REFUSAL = 'Firma o tej nazwie już istnieje.';

const COMPANY_LABELS: Record<string, Target> = {
  name: { label: 'companies.fields.name' },
  tax_id: { label: 'companies.fields.taxId' },
  phone_declined: { role: 'checkbox', name: 'companies.declined.phone' },
  email_declined: { role: 'checkbox', name: 'companies.declined.email' },
  gln_declined: { role: 'checkbox', name: 'companies.declined.gln' },
};
const USER_LABELS: Record<string, Target> = {
  email: { label: 'companies.user.email' },
  first_name: { label: 'companies.user.firstName' },
  last_name: { label: 'companies.user.lastName' },
  password: { label: 'companies.user.password' },
};

/** §2 create-company: the operator's wizard in each state of companyCreate. */
export const companyCreateViewContract: ViewContract<CompanyCreateContext> = {
  machineId: 'companyCreate',
  screen: 'create-company',
  route: '/company/create',
  states: {
    'companyCreate.company': (context) => [
      { see: stepCompany },
      { see: COMPANY_LABELS['name']!, value: context.company.name },
      { see: next },
      context.attempted && context.company.name.trim() === ''
        ? { see: { text: 'validation.required' } }
        : { absent: { text: 'validation.required' } },
    ],
    'companyCreate.user': (context) => [
      { see: stepUser },
      { see: USER_LABELS['email']!, value: context.user.email },
      { see: create, disabled: false },
      context.error === null
        ? { absent: { text: { literal: REFUSAL } } }
        : { see: { text: { literal: REFUSAL } } },
    ],
    'companyCreate.saving': [{ see: stepUser }, { see: create, disabled: true }],
    'companyCreate.created': (context) => [
      {
        see: {
          text: {
            key: 'companies.wizard.created',
            values: { name: context.company.name, email: context.user.email },
          },
        },
      },
      { see: { role: 'link', name: 'companies.wizard.openProfile' } },
    ],
  },
  events: {
    'COMPANY.CHANGE': (event, context) => {
      const field = String(event['field']);
      const target = COMPANY_LABELS[field]!;
      if (typeof event['value'] === 'boolean')
        return context.company[field as 'phone_declined'] === event['value']
          ? { app: 'the box is already as asked' }
          : { user: 'click', target };
      return context.company[field as 'name'] === event['value']
        ? { app: 'typing the value already there changes nothing' }
        : { user: 'type', target, text: String(event['value']) };
    },
    'USER.CHANGE': (event, context) =>
      context.user[String(event['field']) as 'email'] === event['value']
        ? { app: 'typing the value already there changes nothing' }
        : { user: 'type', target: USER_LABELS[String(event['field'])]!, text: String(event['value']) },
    NEXT: { user: 'click', target: next },
    BACK: { user: 'click', target: back },
    SUBMIT: { user: 'click', target: create },
    'xstate.done.actor.create': { server: 'server answers 201: company and first user created' },
    'xstate.error.actor.create': { server: 'server answers 400: the company name is taken' },
    RESTART: { user: 'click', target: { role: 'button', name: 'companies.wizard.another' } },
  },
};
