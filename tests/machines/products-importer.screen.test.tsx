import { describe, expect, it } from 'vitest';
import { ImporterView, type ImporterActor } from '@screens/products-importer/products-importer-screen';
import { productsImporterViewContract } from '@screens/products-importer/products-importer.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { renderSignedIn } from './support/signed-in-screen';

/** The Excel importer as users see it, walked along every path of the productsImporter machine (§2). */
describe('products importer on every path of the productsImporter machine', () => {
  it('shows in each step what that state means to the user, driven by picking a file and clicking', async () => {
    const result = await runScreen(productsImporterViewContract, {
      mount: (actor) =>
        renderSignedIn(<ImporterView actor={actor as ImporterActor} />, { path: '/products-importer-excel' }),
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
