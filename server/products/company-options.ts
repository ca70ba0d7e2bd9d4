import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { addressChoiceSchema, productSchemaAnswerSchema } from '@contract/product-schema';
import { isAddressComplete } from '@domain/address-gating';
import type { Db } from '../db/client';
import { addresses, brands, producers } from '../db/schema';

type Answer = z.infer<typeof productSchemaAnswerSchema>;
type AddressChoice = z.infer<typeof addressChoiceSchema>;
export type CompanyOptions = Pick<Answer, 'producers' | 'brands' | 'sub_brands' | 'addresses'>;

/** The card's chosen addresses; null for a new card (then the first address of each kind is chosen). */
export interface ChosenAddresses {
  company: number | null;
  return: number | null;
}

const NONE: CompanyOptions = {
  producers: [],
  brands: [],
  sub_brands: [],
  addresses: {
    company_address: { selected: null, available: [] },
    return_address: { selected: null, available: [] },
  },
};

/** Producers, brands, sub-brands (brands with a parent brand) and addresses of one company: 3 queries. */
export async function companyOptions(
  db: Db,
  companyId: number | null,
  chosen: ChosenAddresses | null,
): Promise<CompanyOptions> {
  if (companyId === null) return NONE;
  const [producerRows, brandRows, addressRows] = await Promise.all([
    db.select().from(producers).where(eq(producers.companyId, companyId)).orderBy(asc(producers.name)),
    db
      .select({
        id: brands.id,
        name: brands.name,
        producerId: brands.producerId,
        parent: brands.parentBrandId,
      })
      .from(brands)
      .innerJoin(producers, eq(producers.id, brands.producerId))
      .where(eq(producers.companyId, companyId))
      .orderBy(asc(brands.name), asc(brands.id)),
    db.select().from(addresses).where(eq(addresses.companyId, companyId)).orderBy(asc(addresses.id)),
  ]);
  const choice = (kind: 'company' | 'return', selected: number | null | undefined): AddressChoice => {
    const available = addressRows
      .filter((row) => row.kind === kind)
      .map((row) => ({
        id: row.id,
        name: row.name,
        street: row.street,
        city: row.city,
        postcode: row.postcode,
        country: row.country,
        is_complete: isAddressComplete(row),
      }));
    return { selected: selected === undefined ? (available[0]?.id ?? null) : selected, available };
  };
  return {
    producers: producerRows.map((row) => ({
      id: row.id,
      name: row.name,
      is_complete: isAddressComplete(row),
    })),
    brands: brandRows
      .filter((row) => row.parent === null)
      .map((row) => ({ id: row.id, name: row.name, producer_id: row.producerId })),
    sub_brands: brandRows.flatMap((row) =>
      row.parent === null
        ? []
        : [{ id: row.id, name: row.name, producer_id: row.producerId, brand_id: row.parent }],
    ),
    addresses: {
      company_address: choice('company', chosen?.company),
      return_address: choice('return', chosen?.return),
    },
  };
}
