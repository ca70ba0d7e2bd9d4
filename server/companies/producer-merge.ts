import { and, eq, inArray, isNull } from 'drizzle-orm';
import { brands, producers, products } from '../db/schema';
import type { Tx } from '../products/company-scope';

const key = (name: string) => name.trim().toLowerCase();

/**
 * Merges one producer into another of the same company (docs/decisions/0047): the source's cards point to
 * the target; each of its brands joins the target's brand of the same name (its cards and sub-brands
 * follow) or moves over whole; then the source is deleted. Runs inside the caller's transaction.
 */
export async function mergeProducer(tx: Tx, sourceId: number, targetId: number): Promise<void> {
  await tx.update(products).set({ producerId: targetId }).where(eq(products.producerId, sourceId));
  const targetBrands = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.producerId, targetId), isNull(brands.parentBrandId)));
  const sourceBrands = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.producerId, sourceId), isNull(brands.parentBrandId)));
  for (const brand of sourceBrands) {
    const twin = targetBrands.find((candidate) => key(candidate.name) === key(brand.name));
    if (twin === undefined) {
      await tx.update(brands).set({ producerId: targetId }).where(eq(brands.id, brand.id));
      await tx.update(brands).set({ producerId: targetId }).where(eq(brands.parentBrandId, brand.id));
      continue;
    }
    await joinBrand(tx, brand.id, twin.id, targetId);
  }
  await tx.delete(producers).where(eq(producers.id, sourceId));
}

/** One brand joins its twin: cards, then sub-brands (joined by name too), then the brand goes. */
async function joinBrand(tx: Tx, brandId: number, twinId: number, targetId: number): Promise<void> {
  await tx.update(products).set({ brandId: twinId }).where(eq(products.brandId, brandId));
  const twinSubs = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.parentBrandId, twinId));
  const subs = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.parentBrandId, brandId));
  const joined: number[] = [];
  for (const sub of subs) {
    const subTwin = twinSubs.find((candidate) => key(candidate.name) === key(sub.name));
    if (subTwin === undefined) {
      await tx
        .update(brands)
        .set({ producerId: targetId, parentBrandId: twinId })
        .where(eq(brands.id, sub.id));
    } else {
      await tx.update(products).set({ subBrandId: subTwin.id }).where(eq(products.subBrandId, sub.id));
      joined.push(sub.id);
    }
  }
  if (joined.length > 0) await tx.delete(brands).where(inArray(brands.id, joined));
  await tx.delete(brands).where(eq(brands.id, brandId));
}
