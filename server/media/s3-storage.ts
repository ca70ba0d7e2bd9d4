import type * as S3 from '@aws-sdk/client-s3';
import { checkedKey, isStorageKey, type MediaStorage } from './storage';

type Sdk = typeof S3;
type S3Client = S3.S3Client;

/** Where an S3-compatible service keeps the media (docs/decisions/0057). */
export interface S3Settings {
  /** e.g. http://127.0.0.1:9000 for a service of one's own; null for AWS itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name: most self-hosted services. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `pim/`, to share a bucket. */
  prefix: string;
}

function missing(sdk: Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.NoSuchKey ||
    (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Media in a bucket of any S3-compatible service, under the same generated keys as on disk. Every process
 * behind a load balancer reads and writes the same objects, so any of them serves any file.
 */
export function s3MediaStorage(settings: S3Settings): MediaStorage {
  // Loaded on first use: a server keeping media on disk never loads the SDK.
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        ...(settings.endpoint === null ? {} : { endpoint: settings.endpoint }),
      }),
    })));
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${checkedKey(key)}`;

  return {
    async put(key, bytes) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      // An object appears whole or not at all: S3 has no half-written objects to hide.
      await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: bytes }));
    },
    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        return answer.Body === undefined ? new Uint8Array() : await answer.Body.transformToByteArray();
      } catch (error) {
        if (missing(sdk, error)) return null;
        throw error;
      }
    },
    async open(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (answer.Body === undefined) return null;
        return { body: answer.Body.transformToWebStream(), size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (missing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      // S3 answers a delete of a missing key with success: the same as on disk.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
    async ready() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    async *list() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = (object.Key ?? '').slice(settings.prefix.length);
          // A shared bucket holds other things too: only keys this product makes are its files.
          if (isStorageKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (ContinuationToken !== undefined);
    },
  };
}
