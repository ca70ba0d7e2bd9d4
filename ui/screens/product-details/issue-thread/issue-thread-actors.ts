import { fromPromise } from 'xstate';
import { HTTPError } from '@api/client';
import { fetchIssueThread, reportIssue, takeIssueStep } from '@api/product-issues';
import type { IssueThreadAnswer } from '@contract/product-issues';
import type { IssueRequest } from '@machines/issue-thread.machine';

/** A refusal with its status (403, 409 …) and the server's words, else the fallback's. */
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

/** The issueThread machine's actors on the real API; `fallback` words a failure with no answer. */
export function issueThreadActors(fallback: { load: () => string; send: () => string }) {
  return {
    loadThread: fromPromise<IssueThreadAnswer, number>(async ({ input }) => {
      try {
        return await fetchIssueThread(input);
      } catch (error) {
        throw refusal(error, fallback.load());
      }
    }),
    sendRequest: fromPromise<IssueThreadAnswer, { productId: number; request: IssueRequest }>(
      async ({ input: { productId, request } }) => {
        try {
          if (request.kind === 'report') return await reportIssue(productId, request.issue);
          const { kind, ...ref } = request;
          return await takeIssueStep(productId, kind, ref);
        } catch (error) {
          throw refusal(error, fallback.send());
        }
      },
    ),
  };
}
