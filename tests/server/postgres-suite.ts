/**
 * The server tests `npm test` runs a second time on PostgreSQL (docs/decisions/0062): the reliability suite,
 * and every file whose subject is how the database behaves under several connections — locks, version checks,
 * races, triggers, job leases, throttles, migrations. Every server test runs on PGlite, and all of them run
 * on PostgreSQL with `TEST_DATABASE_URL=… npx vitest run --project server`.
 *
 * Entries are path prefixes under tests/server/, as vitest's file filters take them.
 */
export const POSTGRES_SUITE: readonly string[] = [
  'reliability/',
  'audit/',
  'card-history',
  'product-save-version',
  'product-save.test',
  'draft-copy-publish',
  'jobs.test',
  'ops/',
  'storage/',
  'seed-dates',
  'media-gallery/edit-image-race',
  'media-gallery/assign-resume',
  'media-gallery/upload-cancel',
  'bulk-edit/bulk-save',
  'bulk-products/',
  'importer/products-importer',
  'attribute-lists/attribute-migrations',
  'attribute-lists/requirement-sets',
  'login.test',
  'password-reset',
  'session.test',
  'session-two-servers',
  'kept-answers/',
  'switch-user/',
  'register.test',
];
