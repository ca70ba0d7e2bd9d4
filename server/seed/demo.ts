import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { seedCinRequests } from './cin';
import type { MediaStorage } from '../media/storage';
import { seedMediaGallery } from './media-gallery';
import { seedAccounts } from './accounts';
import { seedAttributeLists } from './attribute-lists';
import { seedIssues } from './issues';
import { seedOffers } from './offers';
import { withoutListTrigger } from './list-rows';
import { BULK_LOAD_FROM, withIndexesAfterLoad } from './bulk-load';
import { seedProducts } from './products';
import { seedQcChecks } from './qc';
import { seedReference } from './reference';
import { seedShopAssortment } from './shop-assortment';
import { seedJobs } from './jobs';
import { createRandom } from './random';
import { startSeeding } from './clock';

export const DEMO_SEED = 20261121;

/** True when the database has no users yet, i.e. it was just created. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (rows[0]?.count ?? 0) === 0;
}

/** Fills an empty database with the demo data of every role, in one transaction. */
export async function seedDemo(
  db: Db,
  options: {
    products: number;
    mediaStorage?: MediaStorage;
    /** Indexes built after the cards are in; by default from BULK_LOAD_FROM cards on. */
    bulkLoad?: boolean;
  },
): Promise<void> {
  startSeeding();
  await db.transaction(async (tx) => {
    const random = createRandom(DEMO_SEED);
    const ref = await seedReference(tx, random);
    const loadCards = () =>
      withoutListTrigger(tx, () =>
        seedProducts(tx, random, ref, options.products, { mediaStorage: options.mediaStorage }),
      );
    if (options.bulkLoad ?? options.products >= BULK_LOAD_FROM) await withIndexesAfterLoad(tx, loadCards);
    else await loadCards();
    await seedIssues(tx, ref);
    await seedOffers(tx, ref);
    await seedAttributeLists(tx, ref);
    await seedAccounts(tx, ref.companies);
    await seedQcChecks(tx);
    await seedCinRequests(tx);
    await seedShopAssortment(tx);
    await seedJobs(tx, { mediaStorage: options.mediaStorage });
  });
  // §2 Media gallery assets need their bytes stored: only where the server has its media storage.
  if (options.mediaStorage !== undefined) await seedMediaGallery(db, options.mediaStorage);
}
