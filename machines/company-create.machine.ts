import { assign, fromPromise, setup } from 'xstate';
import type { CompanyKind } from '@domain/company-kinds';
import { rolesForKind } from '@domain/company-kinds';
import { companyFaults, type CompanyFault } from '@domain/company-profile';
import type { TaxCountry } from '@domain/company-identifiers';
import { MIN_PASSWORD_LENGTH } from '@domain/passwords';

/** The company step's fields, as typed (wire names). */
export interface CompanyDraft {
  name: string;
  kind: CompanyKind;
  tax_country: TaxCountry;
  tax_id: string;
  tax_id_declined: boolean;
  gln: string;
  gln_declined: boolean;
  street: string;
  city: string;
  postcode: string;
  phone: string;
  phone_declined: boolean;
  email: string;
  email_declined: boolean;
  contact_form_url: string;
  site_url: string;
}

/** The first user's fields. */
export interface FirstUserDraft {
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  password: string;
}

export type CompanyField = keyof CompanyDraft;
export type UserField = keyof FirstUserDraft;

export interface CompanyCreateContext {
  company: CompanyDraft;
  user: FirstUserDraft;
  /** Set once the user tried to go on: from then on each step shows what is missing. */
  attempted: boolean;
  /** The server's refusal in words, shown on the user step; null otherwise. */
  error: string | null;
  /** The new company's id, once created. */
  createdId: number | null;
}

export type CompanyCreateEvent =
  | { type: 'COMPANY.CHANGE'; field: CompanyField; value: string | boolean }
  | { type: 'USER.CHANGE'; field: UserField; value: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'RESTART' };

export const emptyCompany = (): CompanyDraft => ({
  name: '',
  kind: 'supplier',
  tax_country: 'PL',
  tax_id: '',
  tax_id_declined: false,
  gln: '',
  gln_declined: false,
  street: '',
  city: '',
  postcode: '',
  phone: '',
  phone_declined: false,
  email: '',
  email_declined: false,
  contact_form_url: '',
  site_url: '',
});

const emptyUser = (kind: CompanyKind): FirstUserDraft => ({
  email: '',
  first_name: '',
  last_name: '',
  role: rolesForKind(kind)[0] ?? 'supplier',
  password: '',
});

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** §3 / §5 What the company step lacks: a name, then the domain's identifier and opt-out faults. */
export function companyStepFaults(company: CompanyDraft): (CompanyFault | { field: 'name'; key: string })[] {
  const faults: (CompanyFault | { field: 'name'; key: string })[] = [];
  if (company.name.trim() === '') faults.push({ field: 'name', key: 'validation.required' });
  return faults.concat(
    companyFaults({
      ...company,
      tax_id: blankToNull(company.tax_id),
      gln: blankToNull(company.gln),
      phone: blankToNull(company.phone),
      email: blankToNull(company.email),
      contact_form_url: blankToNull(company.contact_form_url),
      site_url: blankToNull(company.site_url),
    }),
  );
}

/** The user step's missing or short fields. */
export function userStepFaults(user: FirstUserDraft): { field: UserField; key: string }[] {
  const faults: { field: UserField; key: string }[] = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(user.email.trim()))
    faults.push({ field: 'email', key: 'validation.email' });
  if (user.first_name.trim() === '') faults.push({ field: 'first_name', key: 'validation.required' });
  if (user.last_name.trim() === '') faults.push({ field: 'last_name', key: 'validation.required' });
  if (user.password.length < MIN_PASSWORD_LENGTH)
    faults.push({ field: 'password', key: 'validation.passwordTooShort' });
  return faults;
}

/**
 * §2 create-company (docs/decisions/0047): the operator's two-step wizard. Step one holds the company's
 * data (§3 Shared field labels, §5 opt-outs), step two its first user, whose role list follows the
 * company's kind (§6); the server creates both in one transaction. A refusal keeps everything typed.
 */
export const companyCreateMachine = setup({
  types: {
    context: {} as CompanyCreateContext,
    events: {} as CompanyCreateEvent,
  },
  actors: {
    create: fromPromise<number, { company: CompanyDraft; user: FirstUserDraft }>(async () => {
      throw new Error('create is provided by the create-company screen');
    }),
  },
  guards: {
    isCompanyComplete: ({ context }) => companyStepFaults(context.company).length === 0,
    isUserComplete: ({ context }) => userStepFaults(context.user).length === 0,
  },
  actions: {
    assignCompanyField: assign(({ context, event }) => {
      if (event.type !== 'COMPANY.CHANGE') return {};
      const company = { ...context.company, [event.field]: event.value };
      // A new kind brings its own roles: the first user's role follows (§6).
      const user =
        event.field === 'kind' ? { ...context.user, role: emptyUser(company.kind).role } : context.user;
      return { company, user };
    }),
    assignUserField: assign(({ context, event }) =>
      event.type === 'USER.CHANGE'
        ? { user: { ...context.user, [event.field]: event.value }, error: null }
        : {},
    ),
    markAttempted: assign({ attempted: true }),
    forgetAttempt: assign({ attempted: false }),
  },
}).createMachine({
  id: 'companyCreate',
  context: {
    company: emptyCompany(),
    user: emptyUser('supplier'),
    attempted: false,
    error: null,
    createdId: null,
  },
  initial: 'company',
  states: {
    company: {
      on: {
        'COMPANY.CHANGE': { actions: 'assignCompanyField' },
        NEXT: [
          { guard: 'isCompanyComplete', target: 'user', actions: 'forgetAttempt' },
          { actions: 'markAttempted' },
        ],
      },
    },
    user: {
      on: {
        'USER.CHANGE': { actions: 'assignUserField' },
        BACK: { target: 'company' },
        SUBMIT: [{ guard: 'isUserComplete', target: 'saving' }, { actions: 'markAttempted' }],
      },
    },
    saving: {
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ company: context.company, user: context.user }),
        onDone: {
          target: 'created',
          actions: assign({ createdId: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'user',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    created: {
      on: {
        RESTART: {
          target: 'company',
          actions: assign({
            company: emptyCompany,
            user: () => emptyUser('supplier'),
            attempted: false,
            error: null,
            createdId: null,
          }),
        },
      },
    },
  },
});
