import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const bulk = pl.bulkProducts;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';
/** Every card this spec makes carries this word, so its list shows only them; demo cards stay untouched. */
const MARK = 'Zbiorczy';
const n = (text: string, value: number | string) => text.replace('{{n}}', String(value));

/** A valid GTIN-13 (GS1 mod 10) from 12 digits. */
function gtin(body: string): string {
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const grid = (page: Page) => page.getByRole('grid', { name: pl.productsList.tableLabel });
const dialog = (page: Page) => page.getByRole('dialog');

async function openMine(page: Page) {
  await page.goto(`/react/product/list?q=${MARK}`);
  await expect(grid(page)).toBeVisible();
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('create many drafts, give them network numbers, then assign them a supplier', async ({ page }) => {
  // A code of the seeded GPC tree for the category column, from the category picker's own endpoint.
  await logIn(page, DEMO.supplier);
  const tree = (await (await page.request.get('/api/p1/categories')).json()) as {
    categories: { code: string; children: unknown[] }[];
  };
  const leaf = (nodes: { code: string; children: unknown[] }[]): string => {
    const [first] = nodes;
    if (first === undefined) throw new Error('no categories');
    return first.children.length === 0 ? first.code : leaf(first.children as typeof nodes);
  };
  const category = leaf(tree.categories);
  const codes = ['590888100001', '590888100002', '590888100003'].map(gtin);
  const wrong = `${codes[2]!.slice(0, 12)}${(Number(codes[2]!.at(-1)) + 1) % 10}`;

  // 1. Create many: paste from a spreadsheet, one row with a wrong check digit.
  await page.goto('/react/product/list');
  await page.getByRole('button', { name: bulk.actions.createMany }).click();
  await expect(dialog(page)).toBeVisible();
  await page
    .getByLabel(bulk.createMany.paste)
    .fill(
      [
        `GTIN\tNazwa\tKategoria`,
        `${codes[0]}\t${MARK} jogurt naturalny 400 g\t${category}`,
        `${codes[1]}\t${MARK} kefir 1 l\t${category}`,
        `${wrong}\t${MARK} maślanka 1 l\t${category}`,
      ].join('\n'),
    );
  await page.getByRole('button', { name: bulk.createMany.addPasted }).click();
  await page.getByRole('button', { name: n(bulk.createMany.check, 3) }).click();
  await expect(dialog(page).getByTestId('row-fault')).toHaveText(pl.validation.eanCheckDigit);
  await page.screenshot({ path: `${SHOTS}/bulk-create-many-faults.png` });
  await expectAccessible(page);
  await page.getByLabel('GTIN, wiersz 3').fill(codes[2]!);
  await page.getByRole('button', { name: n(bulk.createMany.check, 3) }).click();
  await page.getByRole('button', { name: n(bulk.createMany.create, 3) }).click();
  await expect(dialog(page)).toContainText(n(bulk.createMany.done, 3));
  await page.screenshot({ path: `${SHOTS}/bulk-create-many-done.png` });
  await page.getByRole('button', { name: bulk.common.close }).click();
  await expect(dialog(page)).toHaveCount(0);

  // 2. Bulk numbers on the three new drafts.
  await openMine(page);
  await expect(grid(page).locator('[role="row"][data-row-index]')).toHaveCount(3);
  await page.getByRole('checkbox', { name: pl.dataTable.selectAll }).check();
  await page
    .getByRole('region', { name: pl.dataTable.massActions })
    .getByRole('button', { name: bulk.actions.numbers })
    .click();
  await expect(page.getByRole('tab', { name: new RegExp(bulk.numbers.tabs['1']) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel(`Numer dostawcy w sieci Selgros – ${MARK} kefir 1 l`).fill(' SG-2001 ');
  await page.getByLabel(`Numer dostawcy w sieci Metro – ${MARK} kefir 1 l`).fill('x'.repeat(300));
  await page.screenshot({ path: `${SHOTS}/bulk-numbers-grid.png` });
  await page.getByRole('button', { name: bulk.numbers.check }).click();
  await expect(dialog(page)).toContainText(pl.validation.tooLong);
  await page.screenshot({ path: `${SHOTS}/bulk-numbers-faults.png` });
  await expectAccessible(page);
  await page.getByLabel(`Numer dostawcy w sieci Metro – ${MARK} kefir 1 l`).fill('M-77');
  await page.getByRole('button', { name: bulk.numbers.check }).click();
  await expect(dialog(page)).toContainText(n(bulk.numbers.confirm, 1));
  await page.getByRole('button', { name: bulk.numbers.save }).click();
  await expect(dialog(page)).toContainText(n(bulk.numbers.saved, 1));
  await page.getByRole('button', { name: bulk.common.close }).click();

  // 3. Bulk assign by the operator's admin: the drafts go to the brewery.
  await page.context().clearCookies();
  await logIn(page, DEMO.admin);
  await openMine(page);
  await page.getByRole('checkbox', { name: pl.dataTable.selectAll }).check();
  await page
    .getByRole('region', { name: pl.dataTable.massActions })
    .getByRole('button', { name: bulk.actions.assign })
    .click();
  await page.getByLabel(bulk.assign.search).fill('browar');
  await page.getByRole('radio', { name: /Browar Pod Lipą/ }).check();
  await page.screenshot({ path: `${SHOTS}/bulk-assign-picker.png` });
  await page.getByRole('button', { name: bulk.common.next }).click();
  const summary = page.getByTestId('assign-summary');
  await expect(summary).toContainText('Browar Pod Lipą S.A.');
  await page.screenshot({ path: `${SHOTS}/bulk-assign-confirm.png` });
  await expectAccessible(page);
  await page.getByRole('button', { name: n(bulk.assign.confirm, 3) }).click();
  await expect(dialog(page)).toContainText(n(bulk.assign.done, 3));
  await page.getByRole('button', { name: bulk.common.close }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(grid(page)).toContainText('Browar Pod Lipą');
  await page.screenshot({ path: `${SHOTS}/bulk-assign-list.png` });
});
