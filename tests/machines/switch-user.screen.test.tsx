import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SwitchUserView, type SwitchUserActor } from '@screens/switch-user/switch-user-dialog';
import { switchUserViewContract } from '@screens/switch-user/switch-user.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The "act as…" dialog on every path of its machine (§6 switch user). */
describe('act-as dialog on every path of its machine', () => {
  it('loads the accounts, retries a failed load, chooses, shows a refusal, and switches', async () => {
    const result = await runScreen(switchUserViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <SwitchUserView actor={actor as SwitchUserActor} onClose={() => undefined} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
