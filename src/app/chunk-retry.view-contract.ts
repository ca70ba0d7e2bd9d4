import type { ChunkRetryContext } from '@machines/chunk-retry.machine';
import type { Target, ViewContract } from '@machines/view-contract';

const skeleton: Target = { role: 'status', name: 'app.loading' };
const failure: Target = { text: 'errors.chunkFailed' };
const retry: Target = { role: 'button', name: 'errors.retry' };

/**
 * §4 Lazy-load retry on the lazy screen of any route under /react/ (src/app/lazy-screen.tsx): the skeleton
 * while the chunk loads and while the page reloads once after a first failure; after a second failure the
 * error with a retry in place.
 */
export const chunkRetryViewContract: ViewContract<ChunkRetryContext> = {
  machineId: 'chunkRetry',
  screen: 'lazy-screen',
  route: null,
  states: {
    'chunkRetry.loading': [{ see: skeleton }, { absent: failure }],
    // The loaded screen replaces the frame; the catalog's screen draws nothing of its own.
    'chunkRetry.loaded': [{ absent: skeleton }, { absent: failure }],
    // The page is reloading: what the user sees until it does is the skeleton.
    'chunkRetry.reloadingOnce': [{ see: skeleton }, { absent: failure }],
    'chunkRetry.failed': [{ see: failure }, { see: retry, disabled: false }, { absent: skeleton }],
  },
  events: {
    'xstate.done.actor.loadChunk': { server: 'the chunk arrives' },
    'xstate.error.actor.loadChunk': { server: 'the chunk fails to load (network, or a new deployment)' },
    RETRY: { user: 'click', target: retry },
  },
};
