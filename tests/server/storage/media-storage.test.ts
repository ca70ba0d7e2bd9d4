import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { s3MediaStorage } from '@server/media/s3-storage';
import {
  FILE_KIND,
  diskMediaStorage,
  newFileKey,
  newMediaKey,
  type MediaStorage,
} from '@server/media/storage';
import { startTestS3, type TestS3 } from '@tests/server/harness/s3-server';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3(`suite-${newMediaKey().slice(0, 8)}/`);
});
afterAll(async () => {
  await s3.stop();
});

const backends: [string, () => MediaStorage][] = [
  ['local disk', () => diskMediaStorage(mkdtempSync(join(tmpdir(), 'pim-disk-storage-')))],
  ['S3-compatible service', () => s3MediaStorage(s3.settings)],
];

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** One contract, both backends (docs/decisions/0057): what a route may rely on whichever is configured. */
describe.each(backends)('media storage on %s', (_name, make) => {
  test('is ready, keeps bytes under a key, gives them back whole and as a stream of the right size', async () => {
    const storage = make();
    await storage.ready();
    const key = newMediaKey();
    const bytes = new Uint8Array(300_000).map((_, index) => index % 251);
    await storage.put(key, bytes);
    expect(await storage.get(key)).toEqual(bytes);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(bytes.byteLength);
    expect(await readAll(opened!.body)).toEqual(bytes);
  });

  test('a key never written reads as null, and deleting it is no error', async () => {
    const storage = make();
    const key = newMediaKey();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  test('a deleted key is gone; a rewritten key holds the new bytes', async () => {
    const storage = make();
    const key = newMediaKey();
    await storage.put(key, new Uint8Array([1, 2, 3]));
    await storage.put(key, new Uint8Array([4, 5]));
    expect(await storage.get(key)).toEqual(new Uint8Array([4, 5]));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  test('refuses a key it did not generate: nothing built from user input reaches the store', async () => {
    const storage = make();
    await expect(storage.put('../../etc/passwd', new Uint8Array([1]))).rejects.toThrow(/Invalid media/);
    await expect(storage.get('a/b')).rejects.toThrow(/Invalid media/);
  });

  test('keeps import uploads and job files under keys of their kind, apart from media of the same id', async () => {
    const storage = make();
    const upload = newFileKey(FILE_KIND.IMPORT_UPLOAD);
    const report = newFileKey(FILE_KIND.JOB_FILE);
    expect(upload).toMatch(/^import-uploads\/[0-9a-f]{32}$/);
    expect(report).toMatch(/^job-files\/[0-9a-f]{32}$/);
    const bare = upload.slice('import-uploads/'.length);
    await storage.put(upload, new Uint8Array([1]));
    await storage.put(report, new Uint8Array([2, 2]));
    expect(await storage.get(upload)).toEqual(new Uint8Array([1]));
    expect((await storage.open(report))?.size).toBe(2);
    expect(await storage.get(bare)).toBeNull();
    await storage.delete(upload);
    expect(await storage.get(upload)).toBeNull();
    expect(await storage.get(report)).toEqual(new Uint8Array([2, 2]));
  });

  test('refuses a kind it does not know in front of a key', async () => {
    const storage = make();
    await expect(storage.put(`exports/${newMediaKey()}`, new Uint8Array([1]))).rejects.toThrow(
      /Invalid media/,
    );
  });

  test('lists every stored key of every kind with when it was written, and no deleted one', async () => {
    const storage = make();
    const before = Date.now() - 60_000;
    const keys = [newMediaKey(), newFileKey(FILE_KIND.IMPORT_UPLOAD), newFileKey(FILE_KIND.JOB_FILE)];
    for (const key of keys) await storage.put(key, new Uint8Array([7]));
    const gone = newFileKey(FILE_KIND.JOB_FILE);
    await storage.put(gone, new Uint8Array([8]));
    await storage.delete(gone);
    const listed = new Map<string, Date>();
    for await (const entry of storage.list()) listed.set(entry.key, entry.modifiedAt);
    for (const key of keys) {
      expect(listed.has(key)).toBe(true);
      expect(listed.get(key)!.getTime()).toBeGreaterThan(before);
    }
    expect(listed.has(gone)).toBe(false);
  });

  test('an empty file is kept as empty', async () => {
    const storage = make();
    const key = newMediaKey();
    await storage.put(key, new Uint8Array());
    expect(await storage.get(key)).toEqual(new Uint8Array());
  });
});

describe('an S3 bucket that is not there', () => {
  test('is not ready, and says why', async () => {
    const storage = s3MediaStorage({ ...s3.settings, bucket: 'no-such-bucket-here' });
    await expect(storage.ready()).rejects.toThrow();
  });
});
