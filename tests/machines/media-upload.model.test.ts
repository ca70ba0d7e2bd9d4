import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { mediaUploadMachine } from '@machines/media-upload.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof mediaUploadMachine>;

/**
 * §4 Media, §8: a name already on the card fails before any upload; an upload shows its progress; a
 * failure keeps the server's reason; a stored file is kept for the form to add.
 */
describeModel('mediaUpload', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    expect(context.mediaType).toBe(2);
    expect(context.progress).toBeGreaterThanOrEqual(0);
    expect(context.progress).toBeLessThanOrEqual(1);
    if (state === 'uploading') {
      expect(context.source).toEqual({ name: 'front.jpg' });
      expect(context.error).toBeNull();
    }
    if (state === 'failed') {
      expect(context.source).toBeNull();
      expect(context.error).toEqual(
        context.error?.key === 'validation.fileNameTaken'
          ? { key: 'validation.fileNameTaken', detail: null }
          : { key: 'media.uploadFailed', detail: 'Plik musi być obrazem JPG, PNG, WebP lub TIFF.' },
      );
    }
    if (state === 'idle') {
      expect(context.error).toBeNull();
      expect(context.source).toBeNull();
      if (context.uploaded !== null) expect(context.uploaded.url).toBe('/api/p1/media/8');
    }
  },
});
