import { beforeAll, describe, expect, it } from 'vitest';
import { DetailsView } from '@screens/product-details/product-details-screen';
import type { DetailsActor } from '@screens/product-details/details-context';
import { productDetailsViewContract } from '@screens/product-details/product-details.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { renderSignedIn } from './support/signed-in-screen';

beforeAll(() => {
  // A jump to a part of the card scrolls; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
});

/** The card's details as users see them, walked along every path of the productDetails machine (§2). */
describe('product details on every path of the productDetails machine', () => {
  it('shows in each state what that state means to the user, driven by clicks', async () => {
    const result = await runScreen(productDetailsViewContract, {
      mount: (actor) =>
        renderSignedIn(<DetailsView actor={actor as DetailsActor} />, { path: '/product/12/details' }),
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
