import { expect, test, type Page } from './journey';
import ExcelJS from 'exceljs';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de } = catalogs;
const list = pl.productList;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';

const grid = (page: Page) => page.getByRole('grid', { name: pl.productsList.tableLabel });
const bodyRows = (page: Page) => grid(page).locator('[role="row"][data-row-index]');
const results = (page: Page) => page.getByTestId('table-results');
/** The list has answered and nothing is loading any more. */
const settled = async (page: Page) => {
  await expect(grid(page)).toBeVisible();
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true');
};

async function openList(page: Page, search = '') {
  await page.goto(`/react/product/list${search}`);
  await settled(page);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('loading, data and empty states, accessible', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/p1/products?*',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto('/react/product/list');
  await expect(page.getByRole('status', { name: pl.dataTable.loading })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-loading.png` });
  release();
  await settled(page);
  await expect(results(page)).toHaveText(/^Wyników: 1–50 z \d+$/);
  await page.screenshot({ path: `${SHOTS}/list-data.png` });
  await expectAccessible(page);

  await page.getByLabel(list.filters.q).fill('zzzz-nie-ma-takiej-karty');
  await expect(page.getByText(pl.dataTable.emptyFiltered)).toBeVisible();
  await expect(results(page)).toHaveText('Wyników: 0 z 0');
  await page.screenshot({ path: `${SHOTS}/list-empty.png` });
  await expectAccessible(page);
});

test('filter, sort, page, and back/forward through the address', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  await openList(page);
  const all = await results(page).textContent();

  await page.getByRole('button', { name: `${list.filters.status}: ${pl.dataTable.any}` }).click();
  await page.getByLabel(pl.status['5']).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=5/);
  await settled(page);
  await expect(results(page)).not.toHaveText(all!);
  const statuses = await bodyRows(page)
    .locator('[role="gridcell"]')
    .filter({ hasText: pl.status['5'] })
    .count();
  expect(statuses).toBe(await bodyRows(page).count());

  const gtin = page.getByRole('columnheader', { name: list.columns.gtin });
  await gtin.getByRole('button').click();
  await expect(gtin).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=gtin&order=asc/);
  await settled(page);
  const gtins = await bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelectorAll('[role="gridcell"]')[2]?.textContent ?? ''),
  );
  expect(gtins).toEqual([...gtins].sort());

  await page.getByRole('button', { name: pl.dataTable.clearFilters }).first().click();
  await settled(page);
  await page.getByRole('button', { name: pl.dataTable.nextPage }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(results(page)).toHaveText(/^Wyników: 51–100 z \d+$/);
  await page.getByLabel(pl.dataTable.perPage, { exact: true }).selectOption('100');
  await expect(results(page)).toHaveText(/^Wyników: 1–100 z \d+$/);
  await expect(page).not.toHaveURL(/[?&]page=/);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(results(page)).toHaveText(/^Wyników: 51–100 z \d+$/);
  await page.goForward();
  await expect(results(page)).toHaveText(/^Wyników: 1–100 z \d+$/);

  // A bookmarked address opens the same list.
  await page.goto('/react/product/list?page=2&sort=gtin&order=desc&per_page=25');
  await settled(page);
  await expect(page.getByRole('columnheader', { name: list.columns.gtin })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(results(page)).toHaveText(/^Wyników: 26–50 z \d+$/);
});

test('the chosen columns survive a reload', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  await openList(page);
  await page.getByRole('button', { name: pl.dataTable.columns }).click();
  await page.getByRole('menuitemcheckbox', { name: list.columns.producer }).click();
  await page.getByRole('menuitemcheckbox', { name: list.columns.brand }).click();
  await page.screenshot({ path: `${SHOTS}/list-columns.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: list.columns.producer })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: list.columns.brand })).toHaveCount(0);

  await page.reload();
  await settled(page);
  await expect(page.getByRole('columnheader', { name: list.columns.producer })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: list.columns.brand })).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'products_columns')?.value).toContain('producer');
});

test('select rows with the keyboard, export them, and delete drafts after the question', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  await openList(page, '?status=5&sort=name_to_show&order=asc');
  const total = Number(/z (\d+)$/.exec((await results(page).textContent()) ?? '')?.[1]);

  // Keyboard: the rows are one tab stop; Space selects, arrows move.
  await bodyRows(page).first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByText('Zaznaczono: 2')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-selected.png` });
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: list.actions.export }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  // A header row and the two selected cards.
  expect(book.worksheets[0]?.actualRowCount).toBe(3);
  await expect(page.getByTestId('action-notice')).toHaveText(new RegExp(pl.productsList.outcome.exported));
  // A download changes nothing on the page: the selection stays for the next action.
  await expect(page.getByText('Zaznaczono: 2')).toBeVisible();

  const names = await bodyRows(page)
    .locator('[role="gridcell"]:nth-child(2)')
    .evaluateAll((cells) => cells.slice(0, 2).map((cell) => cell.textContent ?? ''));
  await page
    .getByRole('region', { name: pl.dataTable.massActions })
    .getByRole('button', { name: list.actions.delete })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(list.confirm.deleteSelected);
  await page.screenshot({ path: `${SHOTS}/list-confirm.png` });
  await dialog.getByRole('button', { name: list.actions.delete }).click();
  await expect(page.getByTestId('action-notice')).toHaveText(/Usunięto 2 produkty\./);
  await expect(results(page)).toHaveText(new RegExp(`z ${total - 2}$`));
  for (const name of names) await expect(grid(page).getByRole('row', { name, exact: true })).toHaveCount(0);
  await expect(page.getByText(/Zaznaczono/)).toHaveCount(0);
});

test('Enter opens the details of a card; a copy lands on the new card', async ({ page }) => {
  await logIn(page, DEMO.supplier);
  await openList(page);
  const first = bodyRows(page).first();
  const id = Number(await first.getAttribute('data-row-id'));
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/react/product/${id}/details$`));

  await page.goBack();
  await settled(page);
  const row = bodyRows(page).first();
  await row.focus();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-row-menu.png` });
  await page.getByRole('menuitem', { name: list.actions.copy }).click();
  await expect(page).toHaveURL(/\/react\/product\/\d+\/edit$/);
  const copyId = Number(/product\/(\d+)\/edit/.exec(page.url())?.[1]);
  expect(copyId).toBeGreaterThan(id);
  await expect(page.getByLabel(pl.productIdentify.nameToShow)).toBeVisible();
});

test('a page of 200 rows scrolls smoothly, header stays; German labels fit', async ({ page }) => {
  await logIn(page, DEMO.admin);
  await openList(page, '?per_page=200');
  await expect(results(page)).toHaveText(/^Wyników: 1–200 z \d+$/);
  expect(await bodyRows(page).count()).toBeLessThan(80);
  await bodyRows(page).first().focus();
  await page.keyboard.press('End');
  await expect(page.locator('[role="row"][data-row-index="199"]')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/list-200-end.png` });

  await page.getByRole('button', { name: pl.nav.language }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('grid', { name: de.productsList.tableLabel })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-de.png` });

  // The language is kept per user: back to Polish for the journeys that log in as the admin after this.
  await page.getByRole('button', { name: de.nav.language }).click();
  await page.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(page.getByRole('grid', { name: pl.productsList.tableLabel })).toBeVisible();
});
