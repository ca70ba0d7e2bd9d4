import { expect, test, type Page } from './journey';
import { catalogs, expectAccessible } from './support';

const { pl, ro } = catalogs;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';

const USERS = {
  supplier: { email: 'supplier@demo.pim', password: 'demo-supplier-pass' },
  cm: { email: 'cm@demo.pim', password: 'demo-cm-pass' },
  mdm: { email: 'mdm@demo.pim', password: 'demo-mdm-pass' },
};

/** Logs in through the login screen (the category manager reads Romanian, so no greeting is awaited). */
async function logIn(page: Page, user: { email: string; password: string }) {
  await page.context().clearCookies();
  await page.goto('/react/login');
  await page.getByLabel(pl.login.email).fill(user.email);
  await page.getByLabel(pl.login.password).fill(user.password);
  await page.getByRole('button', { name: pl.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const grid = (page: Page, label: string) => page.getByRole('grid', { name: label });
const settled = async (page: Page, label: string) => {
  await expect(grid(page, label)).toBeVisible();
  await expect(grid(page, label)).not.toHaveAttribute('aria-busy', 'true');
};
const bodyRows = (page: Page, label: string) => grid(page, label).locator('[role="row"][data-row-index]');

interface Cells {
  cells: Record<string, string | number | null>;
}

/** A ready card of the supplier with no open offer to Selgros, read through the supplier's own lists. */
async function freeCard(page: Page): Promise<{ gtin: string; name: string }> {
  const cards = (await (await page.request.get('/api/p1/products?status=2&per_page=200')).json()) as {
    rows: Cells[];
  };
  const offers = (await (await page.request.get('/api/p1/offers?per_page=200&status=1&status=2')).json()) as {
    rows: Cells[];
  };
  const taken = new Set(
    offers.rows.filter((row) => row.cells.network === 'Selgros').map((row) => String(row.cells.gtin)),
  );
  const card = cards.rows.find((row) => row.cells.gtin !== null && !taken.has(String(row.cells.gtin)));
  if (card === undefined) throw new Error('no ready card left to offer');
  return { gtin: String(card.cells.gtin), name: String(card.cells.name_to_show) };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a supplier offers a card, the category manager approves it, it reaches the master-data panel', async ({
  page,
}) => {
  // 1. The supplier's offers list: filter, sort, then "add offer".
  const offersLabel = pl.offersList.tableLabel;
  await logIn(page, USERS.supplier);
  await page.getByRole('link', { name: pl.nav.offers }).click();
  await settled(page, offersLabel);
  await page.goto('/react/offer?status=1');
  await settled(page, offersLabel);
  const statuses = await bodyRows(page, offersLabel)
    .getByText(pl.offers.status['1'], { exact: true })
    .count();
  await expect(bodyRows(page, offersLabel)).toHaveCount(statuses);
  await page.getByRole('columnheader', { name: pl.offersList.columns.date_from }).getByRole('button').click();
  await settled(page, offersLabel);
  await expect(page).toHaveURL(/sort=date_from/);
  await page.screenshot({ path: `${SHOTS}/offers-list.png` });
  await expectAccessible(page);

  const card = await freeCard(page);
  await page.getByRole('button', { name: pl.offerSend.open }).click();
  const dialog = page.getByRole('dialog', { name: pl.offerSend.title });
  await dialog.getByLabel(pl.offerSend.search).fill(card.gtin);
  await dialog.getByRole('button', { name: pl.offerSend.searchButton }).click();
  await dialog.getByRole('button', { name: `Dodaj kartę ${card.name}` }).click();
  await dialog.getByLabel('Selgros').check();
  await dialog.getByLabel(pl.offersList.dialog.dealerId).fill('D-4242');
  await dialog.getByLabel(pl.offersList.dialog.name).fill('Oferta e2e');
  await dialog.getByLabel(pl.offersList.dialog.dateFrom).fill('2026-12-01');
  await dialog.getByLabel(pl.offersList.dialog.buyer).fill('Joanna Zakupowa');
  await page.screenshot({ path: `${SHOTS}/offers-add-dialog.png` });
  await dialog.getByRole('button', { name: pl.offerSend.submit }).click();
  await expect(dialog.getByText('Wysłano 1 ofertę.')).toBeVisible();
  await dialog.getByRole('button', { name: pl.offerSend.close }).click();
  await expect(grid(page, offersLabel).getByRole('row', { name: card.name }).first()).toBeVisible();

  // 2. The category manager of Selgros approves it.
  const cmLabel = ro.chainProducts.tableLabel;
  await logIn(page, USERS.cm);
  await page.getByRole('link', { name: ro.nav.chainProducts }).click();
  await settled(page, cmLabel);
  await page.screenshot({ path: `${SHOTS}/cm-panel.png` });
  await page.goto('/react/cm-panel?status=1');
  await settled(page, cmLabel);
  const row = grid(page, cmLabel).getByRole('row', { name: card.name });
  await row.getByRole('button', { name: `Acțiuni: ${card.name}` }).click();
  await page.getByRole('menuitem', { name: ro.chainProducts.actions.approve }).click();
  await expect(page.getByText(ro.chainProducts.outcome.approve)).toBeVisible();
  await expect(grid(page, cmLabel).getByRole('row', { name: card.name })).toHaveCount(0);
  await expectAccessible(page);

  // 3. It is in the master-data manager's panel, with the chain's attributes to complete.
  const mdmLabel = pl.chainMasterData.tableLabel;
  await logIn(page, USERS.mdm);
  await page.getByRole('link', { name: pl.nav.chainMasterData }).click();
  await settled(page, mdmLabel);
  const approved = grid(page, mdmLabel).getByRole('row', { name: card.name });
  await expect(approved).toBeVisible();
  // Selgros keeps five attributes of its own (trade, group, sub_group, is_offer, is_approved; decision
  // 0043); the seeded card may already carry some of them, the panel counts them either way.
  await expect(approved).toContainText(/[0-5] \/ 5/);
  await page.screenshot({ path: `${SHOTS}/mdm-panel.png` });
  await approved.getByRole('button', { name: `Akcje: ${card.name}` }).click();
  await page.getByRole('menuitem', { name: pl.chainMasterData.actions.attributes }).click();
  const attributes = page.getByRole('dialog');
  await attributes.getByLabel(/Grupa towarowa Selgros/).selectOption({ label: 'Napoje' });
  await page.screenshot({ path: `${SHOTS}/mdm-attributes-dialog.png` });
  await attributes.getByRole('button', { name: pl.chainMasterData.dialog.save }).click();
  await expect(page.getByText(pl.chainMasterData.dialog.saved)).toBeVisible();
  await expect(grid(page, mdmLabel).getByRole('row', { name: card.name })).toContainText(/[1-5] \/ 5/);
  await expectAccessible(page);
});
