import { fromPromise } from 'xstate';
import type { LoginAnswer, LoginBody } from '@contract/auth';
import { login, updateSession } from '@api/auth';

/** The real side effects given to machines with `.provide()`; tests give fakes instead. */
export const keepAliveActor = fromPromise(() => updateSession());

export const loginActor = (fallback: () => string) =>
  fromPromise<LoginAnswer, LoginBody>(({ input }) => login(input, fallback()));

const RETRY_FLAG = (chunkId: string) => `pim:chunk-reloaded:${chunkId}`;

/** §4 Lazy-load retry: the per-chunk flag in session storage. */
export const chunkFlags = {
  read: (chunkId: string) => window.sessionStorage.getItem(RETRY_FLAG(chunkId)) === '1',
  mark: (chunkId: string) => window.sessionStorage.setItem(RETRY_FLAG(chunkId), '1'),
  clear: (chunkId: string) => window.sessionStorage.removeItem(RETRY_FLAG(chunkId)),
};
