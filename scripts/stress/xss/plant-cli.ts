import { writeFileSync } from 'node:fs';
import { configFromEnv } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { isEmpty, seedDemo } from '../../../server/seed/demo';
import { plantCorpus, supplierPages } from './plant';
import { mediaStorageFor } from '@server/media/storage-from-config';

/**
 * Prepares a database for the XSS suite before the server opens it (PGlite serves one process at a time):
 * migrates, loads the demo data into an empty one, stores the corpus in every input, and writes what it
 * stored as JSON to the file given as the first argument. Reads DATA_DIR / DATABASE_URL / SEED_PRODUCTS.
 */
const out = process.argv[2];
if (out === undefined) throw new Error('usage: plant-cli.ts <inventory.json>');
const config = configFromEnv();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  sharedBuffersMb: 32,
});
try {
  await migrate(database.db);
  if (await isEmpty(database.db))
    await seedDemo(database.db, { products: config.seedProducts, mediaStorage: mediaStorageFor(config) });
  const planted = await plantCorpus(database.db);
  writeFileSync(out, JSON.stringify({ ...planted, ...(await supplierPages(database.db)) }, null, 2));
} finally {
  await database.close();
}
