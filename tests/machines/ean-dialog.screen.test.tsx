import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EanDialogView, type EanDialogActor } from '@screens/product-form/logistics/ean-dialog';
import { eanDialogViewContract } from '@screens/product-form/logistics/ean-dialog.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The card's EAN modal on every path of its machine (§2 Modals, EAN). */
describe('EAN modal on every path of the eanDialog machine', () => {
  it('shows the browser check, the server check and a taken code, driven by typing and clicking', async () => {
    const result = await runScreen(eanDialogViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <EanDialogView actor={actor as EanDialogActor} onClose={() => undefined} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
