import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { AssetDetailsPanel, type AssetDetailsActor } from '@screens/media-gallery/asset-details';
import { assetDetailsViewContract } from '@screens/media-gallery/asset-details.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** A gallery file's details page on every path of its machine (§2 Asset details). */
describe('asset details page on every path of its machine', () => {
  it('reads the asset, renames it by typing and clicking and moves it by choosing a directory', async () => {
    const result = await runScreen(assetDetailsViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <Router hook={memoryLocation({ path: '/media-gallery/media/12' }).hook}>
              <AssetDetailsPanel actor={actor as AssetDetailsActor} />
            </Router>
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
