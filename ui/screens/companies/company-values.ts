import type { CompanyProfile } from '@contract/companies';
import type { CompanyValues } from './company-fields';

const TEXTS = [
  'name',
  'tax_id',
  'gln',
  'street',
  'city',
  'postcode',
  'phone',
  'email',
  'contact_form_url',
  'site_url',
] as const;
const FLAGS = ['tax_id_declined', 'gln_declined', 'phone_declined', 'email_declined'] as const;

/** The profile as form values: texts, opt-out flags, and groups and suppliers one per line. */
export function valuesOf(profile: CompanyProfile): CompanyValues {
  const values: CompanyValues = {
    tax_country: profile.tax_country,
    kind: profile.kind,
    status: profile.status,
    subscription: profile.subscription,
    groups: profile.groups.join('\n'),
    suppliers: profile.suppliers.join('\n'),
  };
  for (const field of TEXTS) values[field] = profile[field] ?? '';
  for (const field of FLAGS) values[field] = profile[field];
  return values;
}

const lines = (value: string | boolean | undefined) =>
  typeof value === 'string'
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
    : [];

/** The form values as the body of PUT /api/my-company (own) or PUT /api/company/{id} (admin). */
export function bodyOf(values: CompanyValues, admin: boolean) {
  const own: Record<string, string | boolean | null | string[]> = {
    tax_country: String(values['tax_country']),
  };
  for (const field of TEXTS) {
    const value = values[field];
    own[field] = typeof value === 'string' && value.trim() !== '' ? value : field === 'name' ? '' : null;
  }
  for (const field of FLAGS) own[field] = values[field] === true;
  if (!admin) return own;
  return {
    ...own,
    kind: String(values['kind']),
    status: String(values['status']),
    subscription: String(values['subscription']),
    groups: lines(values['groups']),
    suppliers: lines(values['suppliers']),
  };
}
