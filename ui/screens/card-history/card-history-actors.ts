import { fromPromise } from 'xstate';
import { HTTPError } from '@api/client';
import { compareCardVersions, fetchCardVersions } from '@api/card-history';
import { fetchProductCard, saveProductCard } from '@api/product-form';
import type { RestoreKey, VersionComparison, VersionPage } from '@domain/card-history';
import { restoredPayload, wholeVersionKeys } from '@domain/card-restore';
import { PRODUCT_STATUS } from '@domain/constants';
import type { ProductPayload } from '@domain/product';
import type { RestoreInput } from '@machines/card-history.machine';

/** A refusal with its status (400, 409 …) and the server's words, else the fallback's. */
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

/** The card as stored now, in the shape of the save payload. */
async function currentPayload(productId: number): Promise<{ payload: ProductPayload; draft: boolean }> {
  const { general_info: info, id: _id, ...payload } = await fetchProductCard(productId);
  return { payload, draft: info.status === PRODUCT_STATUS.DRAFT };
}

/** The cardHistory machine's actors on the real API; `words` names failures with no answer. */
export function cardHistoryActors(words: {
  load: () => string;
  restore: () => string;
  conflict: () => string;
}) {
  return {
    loadHistory: fromPromise<VersionPage, { productId: number; before: number | null }>(async ({ input }) => {
      try {
        return await fetchCardVersions(input.productId, input.before);
      } catch (error) {
        throw refusal(error, words.load());
      }
    }),
    loadComparison: fromPromise<VersionComparison, { productId: number; from: number; to: number }>(
      async ({ input }) => {
        try {
          return await compareCardVersions(input.productId, input.from, input.to);
        } catch (error) {
          throw refusal(error, words.load());
        }
      },
    ),
    // A restore is the normal save of the card with the chosen parts of the older version, against the
    // version the history was read at: a card changed meanwhile is the usual 409 (docs/decisions/0053).
    restore: fromPromise<{ version: number }, RestoreInput>(async ({ input }) => {
      try {
        if (input.comparison === null) throw new Error('nothing compared');
        const older = input.comparison.from_snapshot;
        const { payload, draft } = await currentPayload(input.productId);
        const keys = (input.keys ?? wholeVersionKeys(older, payload)) as RestoreKey[];
        return await saveProductCard(restoredPayload(payload, older, keys), {
          productId: input.productId,
          version: input.currentVersion,
          draft,
          restoredFrom: input.comparison.from.version,
        });
      } catch (error) {
        const refused = refusal(error, words.restore());
        // The save's own 409 speaks of the form's edits; here the way on is to read the history again.
        if (refused.status === 409) refused.message = words.conflict();
        throw refused;
      }
    }),
  };
}
