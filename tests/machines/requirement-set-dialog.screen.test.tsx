import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  RequirementSetDialogView,
  type RequirementSetDialogActor,
} from '@screens/attribute-lists/requirement-set-dialog';
import { requirementSetDialogViewContract } from '@screens/attribute-lists/requirement-set-dialog.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The requirement-set dialog on every path of its machine (§2 Modals, retail-chain requirements). */
describe('requirement-set dialog on every path of its machine', () => {
  it('reads, edits and saves a set, driven by typing, ticking and clicking', async () => {
    const result = await runScreen(requirementSetDialogViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <RequirementSetDialogView actor={actor as RequirementSetDialogActor} onClose={() => undefined} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
