import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssortmentAddView, type AssortmentAddActor } from '@screens/shop-management/assortment-add-dialog';
import { assortmentAddViewContract } from '@screens/shop-management/assortment-add.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The add-cards dialog of a network's assortment on every path of its machine (§2 shop-management). */
describe('add cards to the assortment on every path of its machine', () => {
  it('searches, chooses, asks to choose, shows a failed search and a refusal, and adds', async () => {
    const result = await runScreen(assortmentAddViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <AssortmentAddView
              actor={actor as AssortmentAddActor}
              network="Selgros"
              onClose={() => undefined}
            />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
