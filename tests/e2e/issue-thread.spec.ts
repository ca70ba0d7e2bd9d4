import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de, ro } = catalogs;
const thread = pl.issueThread;
const SHOTS = 'bench/.tmp/issue-thread';
const QC = { email: 'qc@demo.pim', password: 'demo-qc-pass' };

async function session(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await logIn(page, user);
  return page;
}

/** The company of the demo supplier, read from the first card it sees. */
async function supplierCompany(page: Page): Promise<string> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await page.request.get(`/api/p1/product/${id}/modal-info`);
    if (response.ok())
      return ((await response.json()) as { supplier: { company_name: string } }).supplier.company_name;
  }
  throw new Error('the supplier sees no card');
}

/** The first card of that company the QC manager sees (Markant may see it). */
async function sharedCard(page: Page, company: string): Promise<number> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await page.request.get(`/api/p1/product/${id}/modal-info`);
    if (!response.ok()) continue;
    const info = (await response.json()) as { supplier: { company_name: string } };
    if (info.supplier.company_name === company) return id;
  }
  throw new Error('the QC manager sees no card of the supplier');
}

async function switchLanguage(
  page: Page,
  from: { nav: { language: string } },
  language: string,
  lang: string,
) {
  await page.getByRole('button', { name: from.nav.language }).click();
  await page.getByRole('menuitem', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('a QC manager reports an issue on a field, the supplier sees it at the field and answers, the QC manager accepts', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const header = `Gramatura w nazwie ${Date.now()}`;
  const supplier = await session(browser, DEMO.supplier);
  const qc = await session(browser, QC);
  const cardId = await sharedCard(qc, await supplierCompany(supplier));

  // The QC manager reports on the card's name to show.
  await qc.goto(`/react/product/${cardId}/details`);
  const report = qc.getByRole('form', { name: thread.report.title });
  await report.getByLabel(thread.report.field).selectOption({ label: pl.productIdentify.nameToShow });
  await report.getByLabel(thread.report.header).fill(header);
  await report.getByLabel(thread.report.message).fill('Nazwa nie podaje gramatury z opakowania.');
  await report.getByRole('button', { name: thread.report.submit }).click();
  const reported = qc.getByRole('article', { name: header });
  await expect(reported).toContainText(thread.status.open);
  await expect(reported).toContainText('Kamila Kontrolna');
  await reported.scrollIntoViewIfNeeded();
  await qc.screenshot({ path: `${SHOTS}/reported-pl.png` });
  await expectAccessible(qc);

  // The supplier sees it at the field in the form, and in the navigator's issues list.
  await supplier.goto(`/react/product/${cardId}/edit`);
  const atField = supplier.locator('#profile-name_to_show').getByRole('list', { name: thread.atField });
  await expect(atField).toContainText(header);
  await atField.scrollIntoViewIfNeeded();
  await supplier.screenshot({ path: `${SHOTS}/at-field-pl.png` });
  await supplier.getByRole('tab', { name: new RegExp(`^${pl.productForm.navigator.validation}`) }).click();
  await expect(supplier.getByRole('link', { name: header })).toBeVisible();
  await expectAccessible(supplier);

  // The supplier answers and marks it resolved from the card's details.
  await supplier.goto(`/react/product/${cardId}/details`);
  const answering = supplier.getByRole('article', { name: header });
  await expect(answering.getByRole('button', { name: thread.resolve })).toBeVisible();
  await answering.getByLabel(thread.answer).fill('Gramatura dopisana, zapisujemy kartę.');
  await answering.getByRole('button', { name: thread.resolve }).click();
  await expect(answering).toContainText(thread.status.resolved);
  await expect(answering.getByRole('button', { name: thread.resolve })).toHaveCount(0);

  // The QC manager sees the answer and accepts.
  await qc.reload();
  const reviewing = qc.getByRole('article', { name: header });
  await expect(reviewing).toContainText('Gramatura dopisana, zapisujemy kartę.');
  await expect(reviewing).toContainText('Piotr Dostawca');
  await reviewing.scrollIntoViewIfNeeded();
  await qc.screenshot({ path: `${SHOTS}/answered-pl.png` });
  await reviewing.getByRole('button', { name: thread.accept }).click();
  await expect(reviewing).toContainText(thread.status.accepted);
  await expect(reviewing.getByRole('button', { name: thread.accept })).toHaveCount(0);
  await expectAccessible(qc);

  // The same thread in German and Romanian.
  await switchLanguage(qc, pl, 'Deutsch', 'de');
  await expect(qc.getByRole('article', { name: header })).toContainText(de.issueThread.status.accepted);
  await qc.getByRole('article', { name: header }).scrollIntoViewIfNeeded();
  await qc.screenshot({ path: `${SHOTS}/accepted-de.png` });
  await switchLanguage(qc, de, 'Română', 'ro');
  await expect(qc.getByRole('article', { name: header })).toContainText(ro.issueThread.status.accepted);
  await qc.getByRole('article', { name: header }).scrollIntoViewIfNeeded();
  await qc.screenshot({ path: `${SHOTS}/accepted-ro.png` });
  // The language is stored on the account: give the QC manager back Polish for the journeys after this one.
  await switchLanguage(qc, ro, 'Polski', 'pl');
});
