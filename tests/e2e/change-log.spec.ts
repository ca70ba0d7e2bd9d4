import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de, ro } = catalogs;
const form = pl.productForm;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';

interface TrailAnswer {
  entries: { user: { id: number } | null; company_id: number | null }[];
}

/** The supplier's own new card, so the journey reads only what it wrote itself. */
async function newDraftCard(page: Page, name: string): Promise<number> {
  await page.goto('/react/product/new');
  await page
    .getByRole('button', { name: new RegExp(pl.productIdentify.chooseCategory) })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: pl.categoryPicker.title });
  await picker.getByLabel(pl.categoryPicker.search).fill('pasta');
  await picker
    .getByRole('treeitem', { name: /Pasta do zębów/ })
    .first()
    .click();
  await expect(picker).toBeHidden();
  await page.getByLabel(pl.productIdentify.nameToShow).fill(name);
  await saveDraft(page);
  await expect(page).toHaveURL(/\/react\/product\/\d+\/edit$/);
  return Number(/\/product\/(\d+)\/edit/.exec(page.url())![1]);
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  await expect(page.getByTestId('save-flash')).toHaveText(form.flash.saved);
}

/** The change as the report's table shows it: who, the name before and after. */
async function expectChange(page: Page, before: string, after: string) {
  const row = page.getByRole('row').filter({ hasText: after }).filter({ hasText: before });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText('Piotr Dostawca');
}

test('a supplier renames a card; the admin reads the change in the report, the user history and the company history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now().toString(36);
  const before = `Pasta dziennik ${stamp}`;
  const after = `Pasta dziennik ${stamp} (nowa)`;

  await logIn(page, DEMO.supplier);
  const cardId = await newDraftCard(page, before);
  await page.getByLabel(pl.productIdentify.nameToShow).fill(after);
  await saveDraft(page);

  await page.context().clearCookies();
  const login = await page.request.post('/api/login', { data: DEMO.admin });
  const { csrf_token: csrf } = (await login.json()) as { csrf_token: string };
  const trail = (await (
    await page.request.get(`/api/p1/audit-trail?product_id=${cardId}&field=name_to_show`)
  ).json()) as TrailAnswer;
  const supplierId = trail.entries[0]!.user!.id;
  const companyId = trail.entries[0]!.company_id!;

  await page.goto(`/react/changelog-report/show?product_id=${cardId}`);
  await expect(page.getByRole('heading', { level: 1, name: pl.auditTrail.title })).toBeVisible();
  await expectChange(page, before, after);
  await page.screenshot({ path: `${SHOTS}/change-log-report-pl.png`, fullPage: true });
  await expectAccessible(page);

  await page.goto(`/react/user-history/${supplierId}`);
  await expect(page.getByRole('heading', { level: 1, name: pl.auditTrail.userHistoryTitle })).toBeVisible();
  await expectChange(page, before, after);

  await page.goto(`/react/company-history/${companyId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: pl.auditTrail.companyHistoryTitle }),
  ).toBeVisible();
  await expectChange(page, before, after);

  // The report in German and Romanian for a look at longer words; the admin reads Polish again after.
  for (const [language, catalog] of [
    ['de', de],
    ['ro', ro],
    ['pl', pl],
  ] as const) {
    const chosen = await page.request.put('/api/language', {
      data: { language },
      headers: { 'x-csrf-token': csrf },
    });
    expect(chosen.status()).toBe(200);
    if (language === 'pl') break;
    await page.goto(`/react/changelog-report/show?product_id=${cardId}`);
    await expect(page.getByRole('heading', { level: 1, name: catalog.auditTrail.title })).toBeVisible();
    await expectChange(page, before, after);
    await page.screenshot({ path: `${SHOTS}/change-log-report-${language}.png`, fullPage: true });
  }
});
