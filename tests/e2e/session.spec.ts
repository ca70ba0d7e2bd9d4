import { expect, request, test } from './journey';
import { DEMO, catalogs, logIn } from './support';

const { pl } = catalogs;

test('when the server ends the session, re-login opens over the page and the typed value survives', async ({
  page,
  baseURL,
}) => {
  await logIn(page, DEMO.supplier);
  const search = page.getByLabel(pl.dashboard.searchLabel);
  await search.fill('5900020000013');

  // The server ends this session (as a logout from another device would): the browser keeps a dead cookie.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'pim_session');
  expect(session).toBeDefined();
  const other = await request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { cookie: `pim_session=${session!.value}` },
  });
  const config = (await (await other.get('/api/page-config')).json()) as { csrf_token: string };
  expect((await other.post('/api/logout', { headers: { 'x-csrf-token': config.csrf_token } })).ok()).toBe(
    true,
  );
  await other.dispose();

  await page.getByRole('button', { name: pl.dashboard.searchSubmit }).click();
  const dialog = page.getByRole('dialog', { name: pl.session.unauthorizedTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(pl.session.unauthorized);
  await expect(dialog.getByLabel(pl.login.email)).toHaveValue(DEMO.supplier.email);
  await dialog.getByLabel(pl.login.password).fill(DEMO.supplier.password);
  await dialog.getByRole('button', { name: pl.session.loginButton }).click();
  await expect(dialog).toBeHidden();

  // The page never unmounted: the field still holds what was typed, and the user carries on.
  await expect(search).toHaveValue('5900020000013');
  await page.getByRole('button', { name: pl.dashboard.searchSubmit }).click();
  await expect(
    page.getByRole('table', { name: pl.dashboard.searchResults }).or(page.getByText(pl.dashboard.searchNone)),
  ).toBeVisible();
});
