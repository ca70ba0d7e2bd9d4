import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { s3MediaStorage } from '@server/media/s3-storage';
import { diskMediaStorage, newMediaKey, type MediaStorage } from '@server/media/storage';
import { startTestS3 } from '@tests/server/harness/s3-server';
import { percentile } from './load-mix';
import { machineLoad, type BenchResult } from './result';

const FILES = Number(process.env.BENCH_MEDIA_FILES ?? 1_000);
/** About a card photo of the demo data as uploaded (a JPEG of a pack, 1,000 px): 150 KB. */
const BYTES = 150 * 1024;

/** `FILES` puts, then `FILES` gets of what was put, one after the other, each timed. */
async function upAndDown(storage: MediaStorage) {
  await storage.ready();
  const bodies = Array.from({ length: 8 }, () => new Uint8Array(randomBytes(BYTES)));
  const keys: string[] = [];
  const put: number[] = [];
  const get: number[] = [];
  const started = performance.now();
  for (let index = 0; index < FILES; index += 1) {
    const key = newMediaKey();
    const begun = performance.now();
    await storage.put(key, bodies[index % bodies.length]!);
    put.push(performance.now() - begun);
    keys.push(key);
  }
  const uploaded = performance.now();
  for (const key of keys) {
    const begun = performance.now();
    const bytes = await storage.get(key);
    get.push(performance.now() - begun);
    if (bytes?.byteLength !== BYTES)
      throw new Error(`${key} came back with ${bytes?.byteLength ?? 'no'} bytes`);
  }
  const done = performance.now();
  return {
    put: put.sort((a, b) => a - b),
    get: get.sort((a, b) => a - b),
    putSeconds: (uploaded - started) / 1000,
    getSeconds: (done - uploaded) / 1000,
  };
}

function rows(label: string, run: Awaited<ReturnType<typeof upAndDown>>, load: string): BenchResult[] {
  const row = (name: string, value: number, unit: string): BenchResult => ({
    name: `${label}: ${name}`,
    value: Number(value.toFixed(unit === 's' ? 2 : 1)),
    unit,
    goal: 'reference',
    ok: true,
  });
  return [
    row(`${FILES} uploads, total (${load})`, run.putSeconds, 's'),
    row('upload p50', percentile(run.put, 0.5), 'ms'),
    row('upload p95', percentile(run.put, 0.95), 'ms'),
    row(`${FILES} downloads, total`, run.getSeconds, 's'),
    row('download p50', percentile(run.get, 0.5), 'ms'),
    row('download p95', percentile(run.get, 0.95), 'ms'),
  ];
}

/**
 * Media storage (docs/decisions/0057): 1,000 photo-sized uploads and downloads through the product's
 * storage interface, on the local disk and in a bucket of s3rver (the S3-compatible server the cluster
 * runs), in one run.
 */
export async function benchMediaStorage(): Promise<BenchResult[]> {
  if (!existsSync('node_modules/s3rver/bin/s3rver.js')) {
    console.log('  skipped: s3rver is not installed (npm ci installs it)');
    return [];
  }
  const dir = mkdtempSync(join(tmpdir(), 'pim-media-bench-'));
  const s3 = await startTestS3(`media-bench-${process.pid}/`);
  try {
    const diskLoad = machineLoad();
    const disk = await upAndDown(diskMediaStorage(dir));
    const diskRows = rows('local disk', disk, `load ${diskLoad} → ${machineLoad()}`);
    const s3Load = machineLoad();
    const bucket = await upAndDown(s3MediaStorage(s3.settings));
    return [...diskRows, ...rows('S3 (s3rver on loopback)', bucket, `load ${s3Load} → ${machineLoad()}`)];
  } finally {
    await s3.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await benchMediaStorage())
    console.log(`${result.name}: ${result.value} ${result.unit}`);
}
