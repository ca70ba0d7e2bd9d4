import { expect, test, type Page } from './journey';
import { arrangements } from './support/arrangements';
import { RequestGate } from './support/request-gate';
import { DEMO, catalogs, logIn } from './support';

const { pl } = catalogs;
const form = pl.productForm;

/** A draft card of the supplier, open in its form. */
async function draftCard(page: Page, name: string) {
  await logIn(page, DEMO.supplier);
  await page.goto('/react/product/new');
  await page.getByRole('button', { name: new RegExp(pl.productIdentify.chooseCategory) }).click();
  const dialog = page.getByRole('dialog', { name: pl.categoryPicker.title });
  await dialog.getByLabel(pl.categoryPicker.search).fill('pasta');
  await dialog
    .getByRole('treeitem', { name: /Pasta do zębów/ })
    .first()
    .click();
  await page.getByLabel(pl.productIdentify.nameToShow).fill(name);
  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  await expect(page.getByTestId('save-flash')).toHaveText(form.flash.saved);
}

/** The card form's draft save, held on its way, answered as the named arrangement makes the server answer. */
async function saveArranged(page: Page, arrangement: 'cardChangedElsewhere' | 'sessionEnded') {
  const gate = await RequestGate.on(page);
  gate.hold();
  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  await gate.waitForRequest('the draft save');
  await arrangements[arrangement]!({ page, held: gate.requests });
  await gate.release(false);
}

/** The arrangements the Chromium contract replay uses make the real server give the answer they name. */
test('a save made elsewhere first gets the form 409; an ended session gets it re-login', async ({ page }) => {
  await draftCard(page, 'Pasta z układu');
  await page.getByLabel(pl.productIdentify.nameToShow).fill('Pasta z układu 2');
  await saveArranged(page, 'cardChangedElsewhere');
  await expect(page.getByRole('dialog', { name: form.conflict.title })).toBeVisible();
  await page.reload();

  await page.getByLabel(pl.productIdentify.nameToShow).fill('Pasta z układu 3');
  await saveArranged(page, 'sessionEnded');
  await expect(page.getByRole('dialog', { name: pl.session.unauthorizedTitle })).toBeVisible();
});
