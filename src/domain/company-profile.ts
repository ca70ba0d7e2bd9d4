import { glnFault, taxIdFault, type TaxCountry } from './company-identifiers';

/** The fields of a company that §5's opt-out checkboxes may decline. */
export const DECLINABLE_FIELDS = ['phone', 'email', 'tax_id', 'gln'] as const;
export type DeclinableField = (typeof DECLINABLE_FIELDS)[number];

/** What the cross-field rules read of a company's data (wire names). */
export interface CompanyIdentity {
  tax_country: TaxCountry;
  tax_id: string | null;
  tax_id_declined: boolean;
  gln: string | null;
  gln_declined: boolean;
  phone: string | null;
  phone_declined: boolean;
  email: string | null;
  email_declined: boolean;
  contact_form_url: string | null;
  site_url: string | null;
}

export interface CompanyFault {
  field: DeclinableField | 'contact_form_url' | 'site_url';
  key: string;
}

/** A full web address: http or https, a host with a dot, no spaces. */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/[^\s/.]+\.[^\s]+$/i.test(value.trim());
}

const isBlank = (value: string | null) => value === null || value.trim() === '';

/**
 * §3 Shared field labels and §5 Other: each of phone, e-mail, tax id and GLN is given or declined by its
 * opt-out checkbox; a given tax id passes its country's check, a given GLN the GS1 check, and the contact
 * form and site addresses are full web addresses
 * (docs/decisions/0047). The faults in field order; none for valid data.
 */
export function companyFaults(company: CompanyIdentity): CompanyFault[] {
  const faults: CompanyFault[] = [];
  for (const field of DECLINABLE_FIELDS) {
    const value = company[field];
    if (company[`${field}_declined`]) continue;
    if (isBlank(value)) {
      faults.push({ field, key: 'companies.errors.declinable' });
      continue;
    }
    const fault =
      field === 'tax_id'
        ? taxIdFault(company.tax_country, value!)
        : field === 'gln'
          ? glnFault(value!)
          : null;
    if (fault !== null) faults.push({ field, key: fault });
  }
  for (const field of ['contact_form_url', 'site_url'] as const) {
    const value = company[field];
    if (!isBlank(value) && !isWebAddress(value!)) faults.push({ field, key: 'companies.errors.url' });
  }
  return faults;
}

/** §5 A declined field is stored empty, whatever was typed before the box was ticked. */
export function withoutDeclined<T extends CompanyIdentity>(company: T): T {
  const copy = { ...company };
  for (const field of DECLINABLE_FIELDS) if (copy[`${field}_declined`]) copy[field] = null;
  return copy;
}
