import { and, eq, ne, sql } from 'drizzle-orm';
import type { Fault } from '@contract/fault';
import { compactTaxId } from '@domain/company-identifiers';
import { roleFitsKind, type CompanyKind } from '@domain/company-kinds';
import { companyFaults, withoutDeclined, type CompanyIdentity } from '@domain/company-profile';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import { companies, users } from '../db/schema';
import type { Tx } from '../products/company-scope';

export const COMPANY_NAMESPACE = 'company';

/** §3 / §5 The cross-field faults of a company's data, translated, with `prefix` before the field. */
export function companyDataFaults(language: Language, company: CompanyIdentity, prefix = ''): Fault[] {
  return companyFaults(company).map((fault) => ({
    namespace: COMPANY_NAMESPACE,
    field: `${prefix}${fault.field}`,
    message: translate(language, fault.key),
    type: 'validation' as const,
  }));
}

/** The columns of a company's own data (declined fields stored empty, the tax id compact). */
export function ownColumns(
  body: CompanyIdentity & {
    name: string;
    street: string | null;
    city: string | null;
    postcode: string | null;
  },
) {
  const data = withoutDeclined(body);
  return {
    name: data.name,
    taxCountry: data.tax_country,
    taxId: data.tax_id === null ? null : compactTaxId(data.tax_id),
    taxIdDeclined: data.tax_id_declined,
    gln: data.gln,
    glnDeclined: data.gln_declined,
    street: data.street,
    city: data.city,
    postcode: data.postcode,
    phone: data.phone,
    phoneDeclined: data.phone_declined,
    email: data.email,
    emailDeclined: data.email_declined,
    contactFormUrl: data.contact_form_url,
    siteUrl: data.site_url,
  };
}

/**
 * Whether another company has this name (case-insensitive). Checks of one name wait for each other on an
 * advisory lock held to the end of the transaction, so two creates of one name cannot both pass.
 */
export async function nameTaken(tx: Tx, name: string, exceptId: number | null): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`company-name:${name.toLowerCase()}`}, 0))`,
  );
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        sql`lower(${companies.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(companies.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** §6 Whether every user of the company keeps a role that fits a new kind. */
export async function usersFitKind(tx: Tx, companyId: number, kind: CompanyKind): Promise<boolean> {
  const rows = await tx.select({ role: users.role }).from(users).where(eq(users.companyId, companyId));
  return rows.every((row) => roleFitsKind(row.role, kind));
}
