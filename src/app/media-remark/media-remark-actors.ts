import { fromPromise } from 'xstate';
import { HTTPError } from '@api/client';
import { addMediaRemark, fetchMediaRemarks } from '@api/media-remarks';
import type { MediaRemark } from '@domain/media-remark';
import type { MediaRemarkInput } from '@machines/media-remark.machine';

/** A refusal with its status (400, 403 …) and the server's words, else the fallback's. */
function refusal(error: unknown, fallback: string): Error & { status: number | null } {
  if (error instanceof HTTPError) {
    const body = error.data as { message?: unknown; errors?: { message?: unknown }[] } | undefined;
    const words = body?.errors?.[0]?.message ?? body?.message;
    return Object.assign(new Error(typeof words === 'string' && words !== '' ? words : fallback), {
      status: error.response.status,
    });
  }
  return Object.assign(new Error(fallback), { status: null });
}

/** The mediaRemark machine's actors on the real API; `fallback` words a failure with no answer. */
export function mediaRemarkActors(fallback: { load: () => string; send: () => string }) {
  return {
    loadRemarks: fromPromise<readonly MediaRemark[], MediaRemarkInput>(async ({ input }) => {
      try {
        return await fetchMediaRemarks(input.productId, input.mediaId);
      } catch (error) {
        throw refusal(error, fallback.load());
      }
    }),
    sendRemark: fromPromise<readonly MediaRemark[], MediaRemarkInput & { message: string }>(
      async ({ input }) => {
        try {
          return await addMediaRemark(input.productId, input.mediaId, input.message);
        } catch (error) {
          throw refusal(error, fallback.send());
        }
      },
    ),
  };
}
