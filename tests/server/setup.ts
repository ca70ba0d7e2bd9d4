import { afterAll, beforeEach } from 'vitest';
import { closeTestDatabase, isTestDatabaseOpen, resetDatabase } from './harness/database';

// Every test starts from the seeded demo data. The database opens on first use (`testApp()`), and a
// freshly opened one is already in the seeded state, so only later tests need the reset.
beforeEach(async () => {
  if (isTestDatabaseOpen()) await resetDatabase();
});

afterAll(async () => {
  await closeTestDatabase();
});
