import { fromPromise } from 'xstate';
import { HTTPError } from '@api/client';
import { fetchDetailsRemarks, fetchProductDetails } from '@api/product-details';
import type { DetailsRemark } from '@domain/product-details';
import type { DetailsCard } from '@domain/product-details-card';

/** A refused load as the machine knows it: 404 is "not found" (§7 the card the user may not see too). */
function loadFailure(error: unknown): unknown {
  return error instanceof HTTPError && error.response.status === 404 ? { kind: 'notFound' } : error;
}

/** §2 Product details: the real loading of the card; `validation` is feature 10 of the page config. */
export function loadDetailsActor(validation: boolean) {
  return fromPromise<DetailsCard, { productId: number }>(async ({ input, signal }) => {
    try {
      return await fetchProductDetails(input.productId, validation, signal);
    } catch (error) {
      throw loadFailure(error);
    }
  });
}

/** §2 The remarks drawer's list. */
export const loadRemarksActor = fromPromise<DetailsRemark[], { productId: number }>(({ input }) =>
  fetchDetailsRemarks(input.productId),
);
