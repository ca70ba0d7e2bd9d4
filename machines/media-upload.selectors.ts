import type { SnapshotFrom } from 'xstate';
import type { mediaUploadMachine, UploadError } from './media-upload.machine';

type Snapshot = SnapshotFrom<typeof mediaUploadMachine>;

export type UploadStatus = 'idle' | 'uploading' | 'failed';

export const selectUploadStatus = (snapshot: Snapshot): UploadStatus =>
  snapshot.matches('uploading') ? 'uploading' : snapshot.matches('failed') ? 'failed' : 'idle';

/** Progress in percent (0 to 100) while uploading. */
export const selectUploadPercent = (snapshot: Snapshot): number =>
  Math.round(snapshot.context.progress * 100);

export const selectUploadError = (snapshot: Snapshot): UploadError | null => snapshot.context.error;
