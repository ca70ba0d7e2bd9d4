import { expect, request, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const text = pl.bulkEdit;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';
const CARDS = 20;
const RUN = Date.now().toString(36);

/**
 * Twenty draft cards of the demo supplier made for this spec (the demo cards other specs use stay as
 * they are), in the category of one of its demo cards, through the card's own save.
 */
async function makeCards(page: Page, baseURL: string): Promise<number[]> {
  const api = await request.newContext({ baseURL, storageState: await page.context().storageState() });
  const config = (await (await api.get('/api/page-config')).json()) as { csrf_token: string };
  const list = (await (await api.get('/api/p1/products?per_page=25')).json()) as { rows: { id: number }[] };
  const show = (await (await api.get(`/api/p1/product/show/${list.rows[0]!.id}`)).json()) as {
    product_profile: { category_ids: number[] };
  };
  const ids: number[] = [];
  for (let index = 0; index < CARDS; index += 1) {
    const response = await api.post('/api/p1/product/new?save=draft', {
      headers: { 'x-csrf-token': config.csrf_token },
      data: {
        product_profile: {
          category_ids: show.product_profile.category_ids,
          name_to_show: `E2E zbiorcza ${RUN} ${String(index + 1).padStart(2, '0')}`,
        },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    ids.push(((await response.json()) as { id: number }).id);
  }
  await api.dispose();
  return ids;
}

/** A cell's button: its name ends with which cell it is (the shown value comes first). */
const cellLabel = (column: string, card: string) =>
  new RegExp(
    text.grid.edit
      .replace('{{column}}', column)
      .replace('{{card}}', card)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );

test('bulk edit of 20 cards through every status: edit, bulk change, validate, fix, save as a job, saved', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.supplier);
  const ids = await makeCards(page, baseURL!);
  const names = ids.map((_, index) => `E2E zbiorcza ${RUN} ${String(index + 1).padStart(2, '0')}`);

  await page.goto(`/react/bulk-edit/new?ids=${ids.join(',')}`);
  const grid = page.getByRole('grid', { name: text.grid.label });
  await expect(grid.getByRole('row')).toHaveCount(CARDS + 1);
  await expect(page).toHaveURL(/\/react\/bulk-edit\/\d+$/);
  const status = page.getByTestId('bulk-status');
  await expect(status).toHaveAttribute('data-status', '1');
  await page.screenshot({ path: `${SHOTS}/bulk-edit-created.png` });

  // A cell: the first card's display name.
  await grid.getByRole('button', { name: cellLabel(text.columns.name_to_show, names[0]!) }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('textbox').fill(`${names[0]} po edycji`);
  await editor.getByRole('button', { name: text.cell.apply }).click();
  await expect(status).toHaveAttribute('data-status', '2');
  await expect(grid.getByText(`${names[0]} po edycji`)).toBeVisible();

  // An emptied display name: the card's own rules will refuse it.
  await grid.getByRole('button', { name: cellLabel(text.columns.name_to_show, names[1]!) }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.cell.clear }).click();
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');

  // §2 bulk product changes: the trade name of every card at once.
  await page.getByRole('button', { name: text.toolbar.bulkChange }).click();
  const change = page.getByRole('dialog', { name: text.change.title });
  await change.getByLabel(text.change.field).selectOption({ label: text.columns.name });
  await change.getByRole('textbox', { name: new RegExp(text.columns.name) }).fill(`Handlowa ${RUN}`);
  await expect(change.getByText(text.change.cards.replace('{{count}}', String(CARDS)))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bulk-edit-change-modal.png` });
  await change.getByRole('button', { name: text.change.apply }).click();
  await expect(change).toHaveCount(0);
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');

  // Validate: the faults are shown per cell and per card.
  await page.getByRole('button', { name: text.toolbar.validate }).click();
  await expect(status).toHaveAttribute('data-status', '4', { timeout: 20_000 });
  const faulty = grid.getByRole('button', { name: cellLabel(text.columns.name_to_show, names[1]!) });
  await expect(faulty).toHaveAttribute('aria-invalid', 'true');
  await expect(faulty).toHaveAccessibleDescription(/Pole wymagane/);
  await expect(page.getByTestId(`bulk-faults-${ids[1]}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bulk-edit-validated.png`, fullPage: true });
  await expectAccessible(page);

  // Fix it, validate again.
  await faulty.click();
  await page.getByRole('dialog').getByRole('textbox').fill(`${names[1]} poprawiona`);
  await page.getByRole('dialog').getByRole('button', { name: text.cell.apply }).click();
  await expect(status).toHaveAttribute('data-status', '2');
  await page.getByRole('button', { name: text.toolbar.validate }).click();
  await expect(status).toHaveAttribute('data-status', '4', { timeout: 20_000 });
  await expect(
    grid.getByRole('button', { name: cellLabel(text.columns.name_to_show, names[1]!) }),
  ).not.toHaveAttribute('aria-invalid', 'true');

  // §2 bulk save: the drafts lack what a ready card needs (producer, photos …), so all are saved as drafts.
  await page.getByRole('button', { name: text.toolbar.save }).click();
  const save = page.getByRole('dialog', { name: text.save.title });
  await save.getByRole('radio', { name: new RegExp(text.save.draft.split('(')[0]!.trim()) }).check();
  await page.screenshot({ path: `${SHOTS}/bulk-edit-save-modal.png` });
  await save.getByRole('button', { name: text.save.confirm }).click();
  // The job is in the jobs panel; the screen follows it to saved (§4 saving 6 → saved 7).
  await expect(page.getByRole('button', { name: new RegExp(pl.jobs.panel.button) })).toBeVisible();
  await expect(status).toHaveAttribute('data-status', '7', { timeout: 60_000 });
  await expect(page.getByText(new RegExp(text.save.saved))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bulk-edit-saved.png`, fullPage: true });

  // The cards hold the values (the card's own show answer).
  const api = await request.newContext({
    baseURL: baseURL!,
    storageState: await page.context().storageState(),
  });
  for (const [index, id] of [ids[0]!, ids[1]!, ids[19]!].entries()) {
    const card = (await (await api.get(`/api/p1/product/show/${id}`)).json()) as {
      product_profile: { name: string; name_to_show: string };
    };
    expect(card.product_profile.name).toBe(`Handlowa ${RUN}`);
    if (index === 0) expect(card.product_profile.name_to_show).toBe(`${names[0]} po edycji`);
    if (index === 1) expect(card.product_profile.name_to_show).toBe(`${names[1]} poprawiona`);
  }
  await api.dispose();
});
