import { describe, expect, it } from 'vitest';
import {
  nextWaiting,
  patchItem,
  queueFiles,
  refusalOf,
  runningItem,
  withoutFinished,
} from '@domain/gallery-upload';
import { MEDIA_UPLOAD } from '@domain/media';

const file = (name: string, size = 1000) => ({ name, size });

describe('gallery upload queue (§2 Media gallery upload)', () => {
  it.each([
    ['front.jpg', 1000, null],
    ['skan.PDF', 1000, null],
    ['obraz.tiff', 1000, null],
    ['notatki.txt', 10, 'mediaGallery.upload.badType'],
    ['duzy.jpg', MEDIA_UPLOAD.MAX_BYTES + 1, 'mediaGallery.upload.tooLarge'],
  ])('%s of %i bytes: %s', (name, size, key) => {
    const refusal = refusalOf(file(name, size));
    expect(refusal === null ? null : 'key' in refusal ? refusal.key : refusal.text).toBe(key);
  });

  it('queues picked files newest first, refused ones failed at once and without their bytes', () => {
    const items = queueFiles([], [file('a.jpg'), file('b.txt'), file('c.png')], 1, '3');
    expect(items.map((item) => [item.key, item.name, item.state, item.directory])).toEqual([
      [3, 'c.png', 'waiting', '3'],
      [2, 'b.txt', 'failed', '3'],
      [1, 'a.jpg', 'waiting', '3'],
    ]);
    expect(items.find((item) => item.key === 2)?.source).toBeNull();
    expect(nextWaiting(items)?.key).toBe(1);
  });

  it('sends the oldest waiting file next, lets a finished file go and clears only finished files', () => {
    let items = queueFiles([], [file('a.jpg'), file('b.jpg')], 1, '');
    items = patchItem(items, 1, { state: 'uploading' });
    expect(runningItem(items)?.key).toBe(1);
    expect(nextWaiting(items)?.key).toBe(2);
    items = patchItem(items, 1, { state: 'cancelled' });
    expect(items.find((item) => item.key === 1)?.source).toBeNull();
    expect(withoutFinished(items).map((item) => item.key)).toEqual([2]);
  });
});
