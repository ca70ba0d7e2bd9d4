import { MEDIA_UPLOAD } from './media';

/** §2 Media gallery upload: the files the gallery takes, by name (the server checks the bytes again). */
export const GALLERY_UPLOAD_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.tif,.tiff,.pdf,image/jpeg,image/png,image/webp,image/tiff,application/pdf';
const ACCEPTED = /\.(jpe?g|png|webp|tiff?|pdf)$/i;

/** What the user picked, as far as the rules need it (the browser's File has both). */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
}

/** A message key with its values, or the server's own (already translated) words. */
export type QueueMessage = { key: string; values?: Record<string, string> } | { text: string };

/** §2 Where one file of the queue is: waiting its turn, being sent, stored, refused or failed, cancelled. */
export type QueueItemState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface QueueItem<Source extends PickedFile = PickedFile> {
  key: number;
  name: string;
  /** Kept until the file is sent; dropped once it is done, failed or cancelled. */
  source: Source | null;
  /** The directory chosen when the file was picked ('' for none). */
  directory: string;
  percent: number;
  state: QueueItemState;
  message: QueueMessage | null;
}

/** §2 Upload, §5 file limits: why the browser refuses a file before sending it, or null. */
export function refusalOf(file: PickedFile): QueueMessage | null {
  if (file.size > MEDIA_UPLOAD.MAX_BYTES)
    return { key: 'mediaGallery.upload.tooLarge', values: { name: file.name } };
  if (!ACCEPTED.test(file.name)) return { key: 'mediaGallery.upload.badType', values: { name: file.name } };
  return null;
}

/** §2 Upload: picked files join the queue (newest first on the list), refused ones marked at once. */
export function queueFiles<Source extends PickedFile>(
  items: readonly QueueItem<Source>[],
  files: readonly Source[],
  firstKey: number,
  directory: string,
): QueueItem<Source>[] {
  const added = files.map((file, index): QueueItem<Source> => {
    const refused = refusalOf(file);
    return {
      key: firstKey + index,
      name: file.name,
      source: refused === null ? file : null,
      directory,
      percent: 0,
      state: refused === null ? 'waiting' : 'failed',
      message: refused,
    };
  });
  return [...added.reverse(), ...items];
}

/** The file sent next: the oldest waiting one (files go one after another, in the order picked). */
export function nextWaiting<Source extends PickedFile>(
  items: readonly QueueItem<Source>[],
): QueueItem<Source> | undefined {
  return items.filter((item) => item.state === 'waiting').sort((a, b) => a.key - b.key)[0];
}

export const runningItem = <Source extends PickedFile>(items: readonly QueueItem<Source>[]) =>
  items.find((item) => item.state === 'uploading');

export const isFinished = (item: QueueItem): boolean =>
  item.state === 'done' || item.state === 'failed' || item.state === 'cancelled';

/** Changes one file of the queue; a finished file lets go of its bytes. */
export function patchItem<Source extends PickedFile>(
  items: readonly QueueItem<Source>[],
  key: number,
  change: Partial<Pick<QueueItem, 'percent' | 'state' | 'message'>>,
): QueueItem<Source>[] {
  return items.map((item) => {
    if (item.key !== key) return item;
    const next = { ...item, ...change };
    return isFinished(next) ? { ...next, source: null } : next;
  });
}

/** §2 Upload: "Wyczyść listę" keeps only the files still waiting or being sent. */
export const withoutFinished = <Source extends PickedFile>(items: readonly QueueItem<Source>[]) =>
  items.filter((item) => !isFinished(item));
