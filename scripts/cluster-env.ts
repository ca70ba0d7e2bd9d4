import type { S3Settings } from '../server/media/s3-storage';

/**
 * The environment of one app server of the scaled deployment (docs/deploy.md): PostgreSQL, every stored
 * file in the one bucket, links through the load balancer. The cluster journey
 * (playwright.cluster.config.ts) and the scale benches (bench/scale-cluster.ts) start their servers so.
 */
export function clusterAppEnv(options: {
  port: number;
  databaseUrl: string;
  /** Only for the mail outbox: media and files are in the bucket and the database. */
  dataDir: string;
  publicUrl: string;
  s3: Pick<S3Settings, 'endpoint' | 'bucket' | 'prefix' | 'accessKeyId' | 'secretAccessKey'>;
}): Record<string, string> {
  const { s3 } = options;
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PUBLIC_URL: options.publicUrl,
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint ?? '',
    S3_BUCKET: s3.bucket,
    S3_PREFIX: s3.prefix,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}
