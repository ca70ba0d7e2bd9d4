import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  IssueThreadView,
  type IssueThreadActor,
} from '@screens/product-details/issue-thread/issue-thread-view';
import { issueThreadViewContract } from '@screens/product-details/issue-thread.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

const fields = [{ ns: 'product_profile', identify: 'name_to_show', label: 'Nazwa do wyświetlenia' }];

/** The issue thread of a card's details on every path of its machine (§3 Fault and issue, §7). */
describe('issue thread on every path of its machine', () => {
  it('reports, answers, accepts, reopens and cancels, and shows 403, 409 and failures as errors', async () => {
    const result = await runScreen(issueThreadViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <IssueThreadView actor={actor as IssueThreadActor} fields={fields} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 180_000);
});
