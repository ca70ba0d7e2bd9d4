import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OwnAccountForm, type OwnAccountActor } from '@screens/own-account/own-account-form';
import { ownAccountViewContract } from '@screens/own-account/own-account.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The own-account details form on every path of its machine (§7 Users). */
describe('own account form on every path of its machine', () => {
  it('loads (or retries), edits the name and language, refuses an empty name, saves and shows a refusal', async () => {
    const result = await runScreen(ownAccountViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <OwnAccountForm actor={actor as OwnAccountActor} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
