import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadPanelView, type GalleryUploadActor } from '@screens/media-gallery/upload-panel';
import { galleryUploadViewContract } from '@screens/media-gallery/gallery-upload.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

const directories = [{ id: 3, name: 'Opakowania', share_url: null }];

/** The gallery's upload panel on every path of its queue (§2 Media gallery upload). */
describe('gallery upload panel on every path of the upload queue', () => {
  it('lists each file with its progress, outcome and cancel, driven by clicks and choices', async () => {
    const result = await runScreen(galleryUploadViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <UploadPanelView actor={actor as GalleryUploadActor} directories={directories} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
