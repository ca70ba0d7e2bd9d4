import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { POSTGRES_SUITE } from '../server/postgres-suite';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative('tests/server', path)] : [];
  });
}

test('every entry of the PostgreSQL suite names at least one server test file', () => {
  const files = testFiles('tests/server');
  const empty = POSTGRES_SUITE.filter((entry) => !files.some((file) => file.startsWith(entry)));
  expect(empty).toEqual([]);
});

test('the whole reliability suite is in the PostgreSQL suite', () => {
  expect(POSTGRES_SUITE).toContain('reliability/');
});
