import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaRemarkView, type MediaRemarkActor } from '@app/media-remark/media-remark-view';
import { mediaRemarkViewContract } from '@app/media-remark/media-remark.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The media remark modal on every path of its machine (§2 Modals: media remark). */
describe('media remark modal on every path of its machine', () => {
  it('reads the remarks, writes one, and shows a 400 at the field and a 403 as an error', async () => {
    const result = await runScreen(mediaRemarkViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <MediaRemarkView actor={actor as MediaRemarkActor} canWrite />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 180_000);
});
