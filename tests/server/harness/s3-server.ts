import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '@server/media/s3-storage';

export interface TestS3 {
  settings: S3Settings;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials; its buckets accept any signed request with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server on loopback for the storage tests: the one CI started (TEST_S3_ENDPOINT,
 * bucket TEST_S3_BUCKET), else an s3rver process of our own on a free port with a fresh bucket. Either way
 * the tests talk HTTP and S3 signatures to a separate process, as the product does in production.
 */
export async function startTestS3(prefix: string): Promise<TestS3> {
  const given = process.env.TEST_S3_ENDPOINT;
  if (given !== undefined && given !== '') {
    return {
      settings: {
        endpoint: given,
        bucket: process.env.TEST_S3_BUCKET ?? 'pim-test',
        region: 'us-east-1',
        forcePathStyle: true,
        prefix,
        ...CREDENTIALS,
      },
      stop: () => Promise.resolve(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pim-s3-'));
  const bucket = 'pim-test';
  const child = spawn(
    process.execPath,
    [
      join('node_modules', 's3rver', 'bin', 's3rver.js'),
      '--directory',
      dir,
      '--address',
      '127.0.0.1',
      '--port',
      '0',
      '--configure-bucket',
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const listen = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening on ([\d.]+):(\d+)/.exec(seen);
      if (match === null) return;
      // From here on its request lines are read and dropped.
      child.stdout.off('data', listen);
      child.stdout.resume();
      resolve(`http://${match[1]}:${match[2]}`);
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`s3rver ended (${code}): ${seen}`)));
  });
  return {
    settings: { endpoint, bucket, region: 'us-east-1', forcePathStyle: true, prefix, ...CREDENTIALS },
    stop: async () => {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await ended;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
