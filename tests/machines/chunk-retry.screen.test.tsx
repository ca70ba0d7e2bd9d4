import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chunkRetryViewContract } from '@app/chunk-retry.view-contract';
import { LazyScreenView } from '@app/lazy-screen';
import type { ChunkActor } from '@app/use-chunk';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The lazy screen of a route on every path of the chunk-retry machine (§4 Lazy-load retry). */
describe('a lazy screen on every path of the chunk-retry machine', () => {
  it('shows the skeleton while loading or reloading, and the error with a retry the user clicks', async () => {
    const result = await runScreen(chunkRetryViewContract, {
      mount: (actor) => {
        const view = render(
          <WithMessages>
            <LazyScreenView chunk={actor as ChunkActor} props={{ params: {}, productId: null }} />
          </WithMessages>,
        );
        return () => {
          view.unmount();
          view.container.remove();
        };
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  });
});
