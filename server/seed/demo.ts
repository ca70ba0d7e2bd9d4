import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { users } from '../db/schema';
import { seedCinRequests } from './cin';
import type { MediaStorage } from '../media/storage';
import { seedMediaGallery } from './media-gallery';
import { seedAccounts } from './accounts';
import { seedAttributeLists } from './attribute-lists';
import { seedIssues } from './issues';
import { seedOffers } from './offers';
import { withoutListTrigger } from './list-rows';
import { BULK_LOAD_FROM, CARD_TABLES, ESSENTIALITY_TABLES, withIndexesAfterLoad } from './bulk-load';
import { seedProducts } from './products';
import { refreshGeneratedEssentialities, seedGeneratedCards } from './generated-cards';
import { seedQcChecks } from './qc';
import { seedReference } from './reference';
import { seedShopAssortment } from './shop-assortment';
import { seedJobs } from './jobs';
import { createRandom } from './random';
import { startSeeding } from './clock';
import { withoutTrail } from './without-trail';

export const DEMO_SEED = 20261121;

/**
 * A large catalogue is this many cards of the demo generator (templates, drawn photos) and the rest
 * generated in the database from them (server/seed/generated-cards.ts, docs/decisions/0064).
 */
export const GENERATOR_CARDS = 3000;

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
    /**
     * Cards from this index on are generated in the database from the ones before it; by default
     * GENERATOR_CARDS from BULK_LOAD_FROM cards on, else none.
     */
    generatedFrom?: number;
    /** Told how the load goes (cards per second), for a seed run by hand. */
    progress?: (line: string) => void;
  },
): Promise<void> {
  startSeeding();
  const large = options.products >= BULK_LOAD_FROM;
  const generatedFrom = Math.min(
    options.products,
    options.generatedFrom ?? (large ? GENERATOR_CARDS : Infinity),
  );
  await db.transaction(async (tx) => {
    const random = createRandom(DEMO_SEED);
    const ref = await seedReference(tx, random);
    let firstCard = 0;
    const loadCards = () =>
      withoutListTrigger(tx, async () => {
        const [first] = rowsOf<{ id: number }>(
          await tx.execute(sql`select coalesce(max(id), 0)::int + 1 as id from products`),
        );
        firstCard = first!.id;
        await seedProducts(tx, random, ref, generatedFrom, { mediaStorage: options.mediaStorage });
        await seedGeneratedCards(tx, {
          firstId: first!.id,
          from: generatedFrom,
          count: options.products,
          companies: Object.keys(ref.brandsByCompany).length,
          ...(options.progress === undefined ? {} : { progress: options.progress }),
        });
        options.progress?.('list rows…');
      });
    const bulk = options.bulkLoad ?? large;
    if (bulk) await withIndexesAfterLoad(tx, CARD_TABLES, loadCards, options.progress);
    else await loadCards();
    options.progress?.('issues, offers…');
    await seedIssues(tx, ref);
    await seedOffers(tx, ref);
    options.progress?.('requirement sets and essentialities…');
    // Generated cards take their generator card's essentiality rows (server/seed/generated-cards.ts).
    const essentialities =
      generatedFrom < options.products
        ? () =>
            refreshGeneratedEssentialities(tx, {
              firstId: firstCard,
              generated: generatedFrom,
              companies: Object.keys(ref.brandsByCompany).length,
            })
        : undefined;
    if (bulk)
      await withIndexesAfterLoad(
        tx,
        ESSENTIALITY_TABLES,
        () => seedAttributeLists(tx, ref, essentialities),
        options.progress,
      );
    else await seedAttributeLists(tx, ref, essentialities);
    options.progress?.('accounts, QC, CIN, shops…');
    await seedAccounts(tx, ref.companies);
    // A QC verdict for most cards: in a large catalogue, set-based and off the trail as the cards are.
    if (bulk) await withoutTrail(tx, () => seedQcChecks(tx));
    else await seedQcChecks(tx);
    await seedCinRequests(tx);
    await seedShopAssortment(tx);
    await seedJobs(tx, { mediaStorage: options.mediaStorage });
  });
  // §2 Media gallery assets need their bytes stored: only where the server has its media storage.
  if (options.mediaStorage !== undefined) await seedMediaGallery(db, options.mediaStorage);
}
