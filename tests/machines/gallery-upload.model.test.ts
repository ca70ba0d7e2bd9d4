import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { galleryUploadMachine } from '@machines/gallery-upload.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof galleryUploadMachine>;

/** §2 Gallery upload: one file at a time is sent, only while uploading, and a refused file is never sent. */
describeModel('galleryUpload', {
  assertState: (state, snapshot) => {
    const { items } = (snapshot as Snapshot).context;
    const running = items.filter((item) => item.state === 'uploading');
    expect(running.length).toBe(state === 'uploading' ? 1 : 0);
    if (state === 'idle') expect(items.filter((item) => item.state === 'waiting')).toEqual([]);
    for (const item of items) {
      if (item.state !== 'waiting' && item.state !== 'uploading') expect(item.source).toBeNull();
      if (item.name.endsWith('.txt')) expect(item.state).toBe('failed');
    }
  },
});
