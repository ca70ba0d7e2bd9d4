import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeLogView, type ChangeLogActor } from '@screens/change-log/change-log-view';
import { changeLogViewContract } from '@screens/change-log/change-log.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The change-log report on every path of its machine (docs/decisions/0052). */
describe('change-log report on every path of its machine', () => {
  it('filters, reads older pages, exports, and retries a failed read by clicking', async () => {
    const result = await runScreen(changeLogViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <ChangeLogView actor={actor as ChangeLogActor} title="Raport zmian" />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
