import { fromPromise } from 'xstate';
import type { LoginAnswer, LoginBody } from '@contract/auth';
import { login, updateSession } from '@api/auth';
import { switchBack } from '@api/switch-user';
import { uploadMedia } from '@api/media';
import type { UploadedFile, UploadInput } from '@machines/media-upload.machine';

/** The real side effects given to machines with `.provide()`; tests give fakes instead. */
export const keepAliveActor = fromPromise(() => updateSession());

/** §6 Switch user: back to one's own account (docs/decisions/0048). */
export const switchBackActor = fromPromise(() => switchBack());

export const loginActor = (fallback: () => string) =>
  fromPromise<LoginAnswer, LoginBody>(({ input }) => login(input, fallback()));

const RETRY_FLAG = (chunkId: string) => `pim:chunk-reloaded:${chunkId}`;

/** §4 Lazy-load retry: the per-chunk flag in session storage. */
export const chunkFlags = {
  read: (chunkId: string) => window.sessionStorage.getItem(RETRY_FLAG(chunkId)) === '1',
  mark: (chunkId: string) => window.sessionStorage.setItem(RETRY_FLAG(chunkId), '1'),
  clear: (chunkId: string) => window.sessionStorage.removeItem(RETRY_FLAG(chunkId)),
};

/**
 * §4 Media: one slot's upload for the mediaUpload machine, with progress; CANCEL aborts it. `productId`
 * names the card (an admin's upload belongs to the card's company).
 */
export const uploadMediaActor = (productId: number | null) =>
  fromPromise<UploadedFile, UploadInput>(async ({ input, signal }) => {
    // The machine holds the browser's File as an UploadSource (machines know no DOM types).
    const file = input.source as File;
    const answer = await uploadMedia(file, input.mediaType, input.onProgress, { productId, signal });
    const { id, type, filename, url, size, width, height, warnings } = answer;
    return { id, type, filename, url, size, width, height, warnings };
  });
