import { readFileSync } from 'node:fs';
import { expect, test } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl } = catalogs;
const t = pl.apiTokens;
/** Screenshots for a human to look at (gitignored). */
const SHOTS = 'bench/.tmp';

/** The README's one curl call: its header and its URL, as a reader would copy them. */
function readmeCurl(): { header: string; url: string } {
  const line = readFileSync('README.md', 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('curl '));
  const match = /^curl -H '([^']+)' (\S+)$/.exec(line ?? '');
  if (match === null) throw new Error(`README has no curl call of the expected form: ${line}`);
  return { header: match[1]!, url: match[2]! };
}

test('a token created on the screen reads a card with curl’s call, and is refused once revoked', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.supplier);
  await page.getByRole('link', { name: pl.nav.apiTokens }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  await page.getByRole('button', { name: t.create.open }).click();
  const dialog = page.getByRole('dialog', { name: t.create.title });
  await dialog.getByLabel(t.create.name).fill('Integracja ERP');
  await dialog.getByRole('checkbox', { name: t.scope.cards_read.label }).check();
  await page.screenshot({ path: `${SHOTS}/api-token-create.png` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t.create.submit }).click();

  const shown = page.getByRole('dialog', { name: t.create.createdTitle });
  const secretField = shown.getByLabel(t.create.secret);
  await expect(secretField).toHaveValue(/^pim_/);
  const secret = await secretField.inputValue();
  await page.screenshot({ path: `${SHOTS}/api-token-secret.png` });
  await expectAccessible(page);
  await shown.getByRole('button', { name: t.create.close }).click();

  // The README's call, with this server's address and the new secret: no cookie, no CSRF header.
  const curl = readmeCurl();
  const url = new URL(curl.url);
  const call = () =>
    fetch(new URL(url.pathname + url.search, baseURL), {
      headers: {
        [curl.header.split(':')[0]!]: curl.header.split(': ')[1]!.replace('pim_YOUR_TOKEN', secret),
      },
    });
  const read = await call();
  expect(read.status).toBe(200);
  const card = (await read.json()) as { id: number };
  expect(card.id).toBe(Number(url.pathname.split('/').pop()));

  // The list shows the token with its last use.
  await page.reload();
  const row = page.getByRole('table', { name: t.tableLabel }).getByRole('row', { name: /Integracja ERP/ });
  await expect(row).toContainText(t.status.active);
  await expect(row).not.toContainText(t.never);
  await page.screenshot({ path: `${SHOTS}/api-tokens-list.png` });
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Unieważnij token Integracja ERP' }).click();
  await page
    .getByRole('dialog', { name: 'Unieważnić token „Integracja ERP”?' })
    .getByRole('button', { name: t.revoke.confirm })
    .click();
  await expect(row).toContainText(t.status.revoked);

  const refused = await call();
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe(t.errors.revoked);
});

test('an admin sees every company’s tokens; the dialog reads well in German and Romanian', async ({
  page,
}) => {
  const { de, ro } = catalogs;
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.admin);
  await page.getByRole('link', { name: pl.nav.apiTokens }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  for (const [catalog, language] of [
    [de, 'Deutsch'],
    [ro, 'Română'],
  ] as const) {
    await page
      .getByRole('button', { name: pl.nav.language })
      .or(page.getByRole('button', { name: de.nav.language }))
      .or(page.getByRole('button', { name: ro.nav.language }))
      .click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(page.getByRole('heading', { level: 1, name: catalog.apiTokens.title })).toBeVisible();
    // The supplier's token of the journey before, with its company.
    const table = page.getByRole('table', { name: catalog.apiTokens.tableLabel });
    await expect(table.getByRole('columnheader', { name: catalog.apiTokens.columns.company })).toBeVisible();
    await expect(table.getByRole('row', { name: /Integracja ERP/ }).first()).toBeVisible();
    await page.getByRole('button', { name: catalog.apiTokens.create.open }).click();
    await expect(page.getByRole('dialog', { name: catalog.apiTokens.create.title })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/api-token-create-${language}.png` });
    await expectAccessible(page);
    await page.getByRole('button', { name: catalog.apiTokens.create.cancel }).click();
  }
  // The language is kept per user: back to Polish for the journeys that log in as the admin after this.
  await page.getByRole('button', { name: ro.nav.language }).click();
  await page.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
});
