import type { SnapshotFrom } from 'xstate';
import type { QueueItem } from '@domain/gallery-upload';
import type { galleryUploadMachine } from './gallery-upload.machine';

type Snapshot = SnapshotFrom<typeof galleryUploadMachine>;

/** The files of the queue, newest first, as the upload panel lists them. */
export const selectQueueItems = (snapshot: Snapshot): readonly QueueItem[] => snapshot.context.items;

export const selectQueueDirectory = (snapshot: Snapshot): string => snapshot.context.directory;
