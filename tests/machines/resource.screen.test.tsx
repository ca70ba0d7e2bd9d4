import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResourceActor } from '@app/use-resource';
import { AllProducersModalView } from '@screens/product-form/modals/all-producers-modal';
import { resourceViewContract } from '@screens/product-form/modals/resource.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The producers' gating dialog on every path of the resource machine (§2 skeletons, errors with retry). */
describe('a loading list on every path of the resource machine', () => {
  it('shows skeletons, the list, or the error with its retry button, which the user clicks', async () => {
    const result = await runScreen(resourceViewContract, {
      mount: (actor) => {
        const view = render(
          <WithMessages>
            <AllProducersModalView
              producers={actor as ResourceActor}
              onClose={() => {}}
              onChanged={() => {}}
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
