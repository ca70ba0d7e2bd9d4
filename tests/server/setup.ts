import { afterAll, beforeEach } from 'vitest';
import { closeTestDatabase, isTestDatabaseOpen, resetDatabase } from './harness/database';

// Every test starts from the seeded demo data. The database opens on first use (files that never
// touch it, such as translations, pay nothing) and a freshly opened one is already in the seeded state.
beforeEach(async () => {
  if (isTestDatabaseOpen()) await resetDatabase();
});

afterAll(async () => {
  await closeTestDatabase();
});
