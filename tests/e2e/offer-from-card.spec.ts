import { expect, test, type Page } from './journey';
import { catalogs, expectAccessible } from './support';

const { pl } = catalogs;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';

async function logIn(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/react/login');
  await page.getByLabel(pl.login.email).fill(email);
  await page.getByLabel(pl.login.password).fill(password);
  await page.getByRole('button', { name: pl.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const offersGrid = (page: Page, label: string) => page.getByRole('grid', { name: label });

/** A ready card of the supplier with no offer at all yet, read through the supplier's own lists. */
async function unofferedCard(page: Page): Promise<{ id: number; name: string }> {
  const cards = (await (await page.request.get('/api/p1/products?status=2&per_page=200')).json()) as {
    rows: { id: number; cells: Record<string, string | number | null> }[];
  };
  for (const row of cards.rows) {
    const answer = (await (await page.request.get(`/api/p1/product/${row.id}/offers`)).json()) as {
      offers: unknown[];
    };
    if (answer.offers.length === 0) return { id: row.id, name: String(row.cells.name_to_show) };
  }
  throw new Error('no ready card left to offer');
}

/** The chain's decider opens the offers list and decides the card's offer. */
async function decide(page: Page, card: string, action: string, label: string) {
  await page.goto('/react/offer?status=1');
  const grid = offersGrid(page, label);
  await expect(grid).toBeVisible();
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  const row = grid.getByRole('row', { name: card });
  await row
    .first()
    .getByRole('button', { name: `Akcje: ${card}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a supplier offers a card from the card itself to two chains; each chain’s decider decides', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'supplier@demo.pim', 'demo-supplier-pass');
  const card = await unofferedCard(page);

  // 1. From the card's details: "send offer" to Metro and Penny.
  await page.goto(`/react/product/${card.id}/details`);
  await page.getByRole('button', { name: pl.offerSend.open }).click();
  const dialog = page.getByRole('dialog', { name: pl.offerSend.title });
  await expect(dialog.getByRole('button', { name: `Usuń kartę ${card.name}` })).toBeVisible();
  await dialog.getByLabel('Metro').check();
  await dialog.getByLabel('Penny').check();
  await dialog.getByLabel(pl.offersList.dialog.name).fill('Oferta z karty');
  await dialog.getByLabel(pl.offersList.dialog.dateFrom).fill('2027-01-04');
  await dialog.getByLabel(pl.offersList.dialog.buyer).fill('Joanna Zakupowa');
  await page.screenshot({ path: `${SHOTS}/offer-send-modal.png` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: pl.offerSend.submit }).click();
  await expect(dialog.getByText('Wysłano 2 oferty.')).toBeVisible();
  await dialog.getByRole('button', { name: pl.offerSend.close }).click();

  // Sending again to Metro is refused with the reason; nothing changes.
  await page.getByRole('button', { name: pl.offerSend.open }).click();
  await dialog.getByLabel('Metro').check();
  await dialog.getByLabel(pl.offersList.dialog.name).fill('Druga oferta');
  await dialog.getByLabel(pl.offersList.dialog.dateFrom).fill('2027-01-04');
  await dialog.getByRole('button', { name: pl.offerSend.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Karta „${card.name}” jest już zaoferowana sieci Metro`);
  await page.screenshot({ path: `${SHOTS}/offer-send-refused.png` });
  await dialog.getByRole('button', { name: pl.offerSend.cancel }).click();

  // 2. Metro's decider approves it; Penny's rejects it with a reason.
  await logIn(page, 'cm-metro@demo.pim', 'demo-cm-metro-pass');
  await decide(page, card.name, pl.chainProducts.actions.approve, pl.offersList.tableLabel);
  await expect(page.getByText(pl.chainProducts.outcome.approve)).toBeVisible();
  // The card details link works for the chain it was offered to.
  await page.goto(`/react/product/${card.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible();

  await logIn(page, 'cm-penny@demo.pim', 'demo-cm-penny-pass');
  await decide(page, card.name, pl.chainProducts.actions.reject, pl.offersList.tableLabel);
  const reject = page.getByRole('dialog');
  await reject.getByLabel(pl.chainProducts.reject.comment).fill('Poza asortymentem sezonu.');
  await reject.getByRole('button', { name: pl.chainProducts.reject.submit }).click();
  await expect(page.getByText(pl.chainProducts.outcome.reject)).toBeVisible();

  // 3. The supplier reads both decisions in "existing offers".
  await logIn(page, 'supplier@demo.pim', 'demo-supplier-pass');
  await page.goto(`/react/product/${card.id}/details`);
  await page.getByRole('button', { name: pl.offerSend.existing.open }).click();
  const existing = page.getByRole('dialog', { name: `Oferty karty ${card.name}` });
  const table = existing.getByRole('table', { name: pl.offerSend.existing.tableLabel });
  await expect(table.getByRole('row', { name: new RegExp(`Metro.*${pl.offers.status['2']}`) })).toBeVisible();
  await expect(
    table.getByRole('row', { name: new RegExp(`Penny.*${pl.offers.status['3']}.*Poza asortymentem sezonu`) }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/existing-offers.png` });
  await expectAccessible(page);
});
