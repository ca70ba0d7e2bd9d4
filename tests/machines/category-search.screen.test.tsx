import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryPickerView, type CategorySearchActor } from '@app/category-picker/category-picker';
import { categorySearchViewContract } from '@screens/product-form/modals/category-search.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The card's category picker on every path of the category-search machine (§2 Modals: category picker). */
describe('category picker on every path of the category-search machine', () => {
  it('shows skeletons, the found tree, or the error with a retry; typing and clicking drive it', async () => {
    const result = await runScreen(categorySearchViewContract, {
      mount: (actor) => {
        const view = render(
          <WithMessages>
            <CategoryPickerView
              search={actor as CategorySearchActor}
              multi={false}
              selected={[]}
              selectedNames={{}}
              onClose={() => {}}
              onChosen={() => {}}
            />
          </WithMessages>,
        );
        return () => {
          view.unmount();
          view.container.remove();
        };
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  });
});
