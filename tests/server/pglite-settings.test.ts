import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { configFromEnv } from '@server/config';
import { openDatabase, rowsOf } from '@server/db/client';

async function sharedBuffers(sharedBuffersMb?: number) {
  const database = await openDatabase({
    url: null,
    dataDir: null,
    ...(sharedBuffersMb === undefined ? {} : { sharedBuffersMb }),
  });
  try {
    return rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`))[0]!
      .shared_buffers;
  } finally {
    await database.close();
  }
}

describe('embedded PGlite behind drizzle (server/db/pglite-parsers.ts)', () => {
  test('dates, timestamps and intervals come back as the database wrote them, in transactions too', async () => {
    const database = await openDatabase({ url: null, dataDir: null, sharedBuffersMb: 16 });
    const read = sql`select timestamptz '2026-11-22 10:00:00+00' as at, date '2026-11-22' as day,
      interval '1 day' as span, array[timestamptz '2026-11-22 10:00:00+00'] as ats, 7::int as n`;
    const expected = {
      at: '2026-11-22 10:00:00+00',
      day: '2026-11-22',
      span: '1 day',
      ats: '{"2026-11-22 10:00:00+00"}',
      n: 7,
    };
    try {
      expect(rowsOf(await database.db.execute(read))).toEqual([expected]);
      const inTransaction = await database.db.transaction(async (tx) => rowsOf(await tx.execute(read)));
      expect(inTransaction).toEqual([expected]);
    } finally {
      await database.close();
    }
  });
});

describe("embedded PGlite's page cache (PGLITE_SHARED_BUFFERS_MB)", () => {
  test('96 MB unless the setting says otherwise, and PGlite runs with what it says', async () => {
    expect(configFromEnv({}).pgliteSharedBuffersMb).toBe(96);
    expect(configFromEnv({ PGLITE_SHARED_BUFFERS_MB: '64' }).pgliteSharedBuffersMb).toBe(64);
    expect(await sharedBuffers()).toBe('96MB');
    expect(await sharedBuffers(32)).toBe('32MB');
  });

  test('a value that is not a whole number of at least 16 MB stops the server with the reason', () => {
    expect(() => configFromEnv({ PGLITE_SHARED_BUFFERS_MB: '8' })).toThrow(
      'PGLITE_SHARED_BUFFERS_MB must be at least 16, got "8"',
    );
    expect(() => configFromEnv({ PGLITE_SHARED_BUFFERS_MB: 'lots' })).toThrow(
      'PGLITE_SHARED_BUFFERS_MB must be a whole number, got "lots"',
    );
  });
});
