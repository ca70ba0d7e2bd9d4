import type { ServerConfig } from '../config';
import { s3MediaStorage } from './s3-storage';
import { diskMediaStorage, type MediaStorage } from './storage';

/** The storage MEDIA_STORAGE names: the data folder's disk (default) or an S3-compatible bucket. */
export function mediaStorageFor(config: ServerConfig): MediaStorage {
  return config.mediaStorage.kind === 's3'
    ? s3MediaStorage(config.mediaStorage.settings)
    : diskMediaStorage(config.dataDir);
}
