import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardHistoryView, type CardHistoryActor } from '@screens/card-history/card-history-view';
import { cardHistoryViewContract } from '@screens/card-history/card-history.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** Card history on every path of its machine (docs/decisions/0053). */
describe('card history on every path of its machine', () => {
  it('reads the timeline, compares two versions, restores, and shows a 409 and a refusal', async () => {
    const result = await runScreen(cardHistoryViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <CardHistoryView actor={actor as CardHistoryActor} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 600_000);
});
