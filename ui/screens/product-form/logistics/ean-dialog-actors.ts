import { fromPromise } from 'xstate';
import { validateEan } from '@api/logistics';
import { searchProductByEan } from '@api/products';
import type { EanCard, EanCheckAnswer } from '@machines/ean-dialog.machine';

/** §7 POST logistic/validate/ean for the EAN modal's machine. */
export const checkEanActor = fromPromise<EanCheckAnswer, { ean: string; productId: number | null }>(
  ({ input }) => validateEan(input.ean, input.productId),
);

/** §7 search-product-by-ean: the cards carrying a refused code that the user may see. */
export const findCardsActor = fromPromise<readonly EanCard[], { ean: string }>(({ input }) =>
  searchProductByEan(input.ean),
);
