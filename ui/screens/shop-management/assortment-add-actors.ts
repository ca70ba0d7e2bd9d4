import { fromPromise } from 'xstate';
import type { AssortmentCandidates } from '@contract/shop-assortment';
import { addToAssortment, assortmentCandidates } from '@api/shop-assortment';

/** §2 shop-management: the cards the dialog lists; a failure comes back in the user's words. */
export const findCandidatesActor = (fallback: () => string) =>
  fromPromise<AssortmentCandidates, string>(({ input }) => assortmentCandidates(input, fallback()));

/** Adds the chosen cards as planned; answers how many joined. */
export const addCardsActor = (fallback: () => string) =>
  fromPromise<number, number[]>(({ input }) => addToAssortment(input, fallback()));
