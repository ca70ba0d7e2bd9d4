import { resolve } from 'node:path';
import { INSTANCES, type Instance } from '@domain/constants';
import { FEATURE, type FeatureId } from '@domain/feature-flags';
import type { LevelWithSilent } from 'pino';
import { LOG_LEVELS } from './ops/logger';
import type { S3Settings } from './media/s3-storage';

export interface ServerConfig {
  port: number;
  host: string;
  instance: Instance;
  /** PostgreSQL connection string; null means embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Embedded PGlite's page cache (shared_buffers) in MB. */
  pgliteSharedBuffersMb: number;
  /** Where links in e-mails point; defaults to the server's own address. */
  publicUrl: string;
  sessionLengthMs: number;
  smtpUrl: string | null;
  bulkEditEnabled: boolean;
  /**
   * Whether this process runs background jobs. Off for a process that only serves requests while other
   * processes on the same PostgreSQL do the work (docs/decisions/0020).
   */
  runsJobs: boolean;
  disabledFeatures: FeatureId[];
  mediaGalleryUrl: string;
  development: boolean;
  /** Products generated when an empty database is seeded. */
  seedProducts: number;
  /** Failed logins allowed per address and e-mail within the throttle window. */
  loginAttempts: number;
  /** Failed logins allowed from one address over all e-mails within the throttle window. */
  loginAttemptsPerAddress: number;
  /** Calls one API token may make in a burst, refilled evenly over a minute (docs/decisions/0046). */
  apiTokenCallsPerMinute: number;
  /** Rows a products-list export answers at once as the file; a bigger one runs as a background job. */
  exportDirectRows: number;
  /** Rows a products-list export may hold at all. */
  exportMaxRows: number;
  /** Data rows an import file may hold (docs/decisions/0021); more is refused before anything is written. */
  importMaxRows: number;
  /** Bytes an uploaded import file may have (compressed, as sent). */
  importMaxBytes: number;
  /** Rows of a GLN file applied in the request; a larger file is applied by a job (docs/decisions/0050). */
  glnImportDirectRows: number;
  /** pino level of the JSON lines on standard output (docs/decisions/0056). */
  logLevel: LevelWithSilent;
  /** When set, /metrics answers only `Authorization: Bearer <this>`. */
  metricsToken: string | null;
  /** Where media, gallery assets and logos are kept (docs/decisions/0057). */
  mediaStorage: { kind: 'disk' } | { kind: 's3'; settings: S3Settings };
  /** How old a stored file no row names must be before the storage sweep removes it (docs/decisions/0057). */
  storageSweepGraceMs: number;
  /** How long SIGTERM waits for requests in flight and the job in hand before leaving anyway. */
  shutdownGraceMs: number;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (value === undefined || value === '') throw new Error(`${name} must be set when MEDIA_STORAGE is s3`);
  return value;
}

function parseMediaStorage(env: NodeJS.ProcessEnv): ServerConfig['mediaStorage'] {
  const kind = env.MEDIA_STORAGE ?? '';
  if (kind === '' || kind === 'disk') return { kind: 'disk' };
  if (kind !== 's3') throw new Error(`MEDIA_STORAGE must be disk or s3, got "${kind}"`);
  const endpoint = env.S3_ENDPOINT && env.S3_ENDPOINT !== '' ? env.S3_ENDPOINT : null;
  return {
    kind: 's3',
    settings: {
      endpoint,
      bucket: required(env, 'S3_BUCKET'),
      region: env.S3_REGION && env.S3_REGION !== '' ? env.S3_REGION : 'us-east-1',
      accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
      // Self-hosted services mostly answer on one host name: the bucket goes in the path there.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== 'off' : endpoint !== null,
      prefix: env.S3_PREFIX ?? '',
    },
  };
}

function parseLogLevel(value: string | undefined): LevelWithSilent {
  if (value === undefined || value === '') return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LevelWithSilent;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
}

function parseInstance(value: string | undefined): Instance {
  if (value === undefined || value === '') return 'pl';
  if ((INSTANCES as readonly string[]).includes(value)) return value as Instance;
  throw new Error(`INSTANCE must be one of ${INSTANCES.join(', ')}, got "${value}"`);
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/**
 * PGlite's page cache (PostgreSQL's shared_buffers, 128 MB by default). PGlite touches all of it at start,
 * so it counts in the server's memory from the first request: 96 MB keeps the server under 400 MB after
 * start, and a 100,000-card products list (its list table and indexes are 111 MB) is as fast as with 128
 * (docs/benchmarks.md, docs/decisions/0026).
 */
export const PGLITE_SHARED_BUFFERS_MB = 96;

/** Below this PGlite reads most list pages from its files; PostgreSQL itself refuses far less. */
const MIN_SHARED_BUFFERS_MB = 16;

function parseSharedBuffers(value: string | undefined): number {
  const mb = parsePositiveInt('PGLITE_SHARED_BUFFERS_MB', value, PGLITE_SHARED_BUFFERS_MB);
  if (mb < MIN_SHARED_BUFFERS_MB)
    throw new Error(`PGLITE_SHARED_BUFFERS_MB must be at least ${MIN_SHARED_BUFFERS_MB}, got "${value}"`);
  return mb;
}

function parseFeatures(value: string | undefined): FeatureId[] {
  if (value === undefined || value.trim() === '') return [];
  const known = Object.values(FEATURE) as number[];
  return value.split(',').map((part) => {
    const id = Number(part.trim());
    if (!known.includes(id)) throw new Error(`DISABLED_FEATURES has an unknown feature id "${part}"`);
    return id as FeatureId;
  });
}

/** Reads the server configuration from the environment; a bad value stops the start with a clear message. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePositiveInt('PORT', env.PORT, 3000);
  const host = env.HOST && env.HOST !== '' ? env.HOST : '127.0.0.1';
  return {
    port,
    host,
    instance: parseInstance(env.INSTANCE),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : null,
    dataDir: resolve(env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : './data'),
    pgliteSharedBuffersMb: parseSharedBuffers(env.PGLITE_SHARED_BUFFERS_MB),
    publicUrl: env.PUBLIC_URL && env.PUBLIC_URL !== '' ? env.PUBLIC_URL : `http://${host}:${port}`,
    sessionLengthMs: parsePositiveInt('SESSION_MINUTES', env.SESSION_MINUTES, 60) * 60_000,
    smtpUrl: env.SMTP_URL && env.SMTP_URL !== '' ? env.SMTP_URL : null,
    bulkEditEnabled: env.BULK_EDIT !== 'off',
    runsJobs: env.JOB_WORKER !== 'off',
    disabledFeatures: parseFeatures(env.DISABLED_FEATURES),
    mediaGalleryUrl:
      env.MEDIA_GALLERY_URL && env.MEDIA_GALLERY_URL !== '' ? env.MEDIA_GALLERY_URL : '/media-gallery-api',
    development: env.NODE_ENV === 'development',
    seedProducts: parsePositiveInt('SEED_PRODUCTS', env.SEED_PRODUCTS, 3000),
    loginAttempts: parsePositiveInt('LOGIN_ATTEMPTS', env.LOGIN_ATTEMPTS, 5),
    loginAttemptsPerAddress: parsePositiveInt('LOGIN_ADDRESS_ATTEMPTS', env.LOGIN_ADDRESS_ATTEMPTS, 20),
    apiTokenCallsPerMinute: Math.max(
      1,
      parsePositiveInt('API_TOKEN_CALLS_PER_MINUTE', env.API_TOKEN_CALLS_PER_MINUTE, 120),
    ),
    exportDirectRows: parsePositiveInt('EXPORT_DIRECT_ROWS', env.EXPORT_DIRECT_ROWS, 2_000),
    exportMaxRows: parsePositiveInt('EXPORT_MAX_ROWS', env.EXPORT_MAX_ROWS, 100_000),
    importMaxRows: parsePositiveInt('IMPORT_MAX_ROWS', env.IMPORT_MAX_ROWS, 20_000),
    importMaxBytes: parsePositiveInt('IMPORT_MAX_BYTES', env.IMPORT_MAX_BYTES, 10 * 1024 * 1024),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    mediaStorage: parseMediaStorage(env),
    metricsToken: env.METRICS_TOKEN && env.METRICS_TOKEN !== '' ? env.METRICS_TOKEN : null,
    shutdownGraceMs: parsePositiveInt('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 25) * 1000,
    storageSweepGraceMs:
      parsePositiveInt('STORAGE_SWEEP_GRACE_HOURS', env.STORAGE_SWEEP_GRACE_HOURS, 24) * 3_600_000,
    glnImportDirectRows: parsePositiveInt('GLN_IMPORT_DIRECT_ROWS', env.GLN_IMPORT_DIRECT_ROWS, 200),
  };
}
