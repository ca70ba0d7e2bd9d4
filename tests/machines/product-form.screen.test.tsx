import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageConfig } from '@contract/user';
import pl from '@i18n/locales/pl.json';
import type { CatalogEvent } from '@machines/catalog-types';
import type { FormActor } from '@screens/product-form/form-actors';
import { ProductFormView } from '@screens/product-form/product-form-screen';
import { productFormViewContract } from '@screens/product-form/product-form.view-contract';
import { useRealServer } from '@tests/ui/support/real-server';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { CardFrame, supplierSession } from './support/card-screen';

let config: PageConfig;
const scrollIntoView = Element.prototype.scrollIntoView;

beforeAll(async () => {
  await useRealServer();
  config = await supplierSession();
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

/** An issue is removed in the navigator's validation tab: the user opens the tab first. */
async function openValidationTab(event: CatalogEvent | undefined) {
  if (event?.type !== 'ISSUE.REMOVE') return;
  const tab = screen.getByRole('tab', { name: new RegExp(`^${pl.productForm.navigator.validation}`) });
  await userEvent.setup({ delay: null }).click(tab);
}

describe('product card on every path of the productForm machine', () => {
  it('shows loading, the card with its edits, not found and the retry, driven by typing and clicking', async () => {
    const result = await runScreen(productFormViewContract, {
      mount: (actor) =>
        render(
          <CardFrame config={config}>
            <ProductFormView form={actor as FormActor} />
          </CardFrame>,
        ).unmount,
      onStep: (step) => openValidationTab(step.path.events[step.index]),
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 600_000); // Every path mounts the real screen again: a loaded machine takes many times the quiet run.
});
