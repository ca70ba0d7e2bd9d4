import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CompanyProfile } from '@contract/companies';
import { TAX_COUNTRIES, type TaxCountry } from '@domain/company-identifiers';
import type { Db } from '../db/client';
import { brands, companies, mediaFiles, mediaGalleryAssets, networks, producers } from '../db/schema';

type CompanyRow = typeof companies.$inferSelect;

const taxCountryOf = (value: string | null): TaxCountry =>
  (TAX_COUNTRIES as readonly string[]).includes(value ?? '') ? (value as TaxCountry) : 'PL';

/** §3 Space used: the bytes of the company's card media and gallery files (docs/decisions/0047). */
async function spaceUsed(db: Db, companyId: number): Promise<number> {
  const [media] = await db
    .select({ bytes: sql<string>`coalesce(sum(${mediaFiles.size}), 0)` })
    .from(mediaFiles)
    .where(eq(mediaFiles.companyId, companyId));
  const [gallery] = await db
    .select({ bytes: sql<string>`coalesce(sum(${mediaGalleryAssets.size}), 0)` })
    .from(mediaGalleryAssets)
    .where(eq(mediaGalleryAssets.companyId, companyId));
  return Number(media?.bytes ?? 0) + Number(gallery?.bytes ?? 0);
}

/** §3 Brands of the company: the brands of its producers (sub-brands are listed with their brand). */
async function brandNames(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: brands.name })
    .from(brands)
    .innerJoin(producers, eq(producers.id, brands.producerId))
    .where(and(eq(producers.companyId, companyId), isNull(brands.parentBrandId)))
    .orderBy(asc(brands.name));
  return rows.map((row) => row.name);
}

/** The company row, or null. */
export async function companyRow(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** §3 The company profile as GET /api/company/{id} and GET /api/my-company answer it. */
export async function companyProfile(db: Db, row: CompanyRow): Promise<CompanyProfile> {
  const chains = await db
    .select({ code: networks.code, name: networks.name })
    .from(networks)
    .orderBy(asc(networks.name));
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    tax_country: taxCountryOf(row.taxCountry),
    tax_id: row.taxId,
    tax_id_declined: row.taxIdDeclined,
    gln: row.gln,
    gln_declined: row.glnDeclined,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    phone: row.phone,
    phone_declined: row.phoneDeclined,
    email: row.email,
    email_declined: row.emailDeclined,
    contact_form_url: row.contactFormUrl,
    site_url: row.siteUrl,
    groups: row.groups,
    suppliers: row.suppliers,
    subscription: row.subscription,
    brands: await brandNames(db, row.id),
    space_used: await spaceUsed(db, row.id),
    // The key in the address makes a new logo a new address: the browser may keep the old one cached.
    logo_url: row.logoKey === null ? null : `/api/company/${row.id}/logo?v=${row.logoKey.slice(0, 8)}`,
    report_chains: chains,
  };
}
