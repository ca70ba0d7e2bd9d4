import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import pl from '@i18n/locales/pl.json';
import de from '@i18n/locales/de.json';
import { products } from '@server/db/schema';
import { cardInNetwork, cardOf, withCookies } from '@tests/server/fixtures/catalog';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import type { App } from '@server/app';

function passport(app: App, session: Session | null, id: number, query = '', cookie = '') {
  const header = withCookies(session?.cookie ?? '', cookie);
  return request(app, 'GET', `/product/${id}/get-passport-wawi${query}`, {
    ...(header === '' ? {} : { cookie: header }),
    headers: { accept: 'text/html' },
  });
}

const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('§2 {app}/product/{id}/get-passport-wawi', () => {
  test('a printable page with the article, its network numbers and logistic units; text escaped, no script', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const evil = 'Sok <script>alert(1)</script> & "Co"';
    await db.update(products).set({ nameToShow: evil }).where(eq(products.id, card.id));
    const response = await passport(app, session, card.id);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = response.text;
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('Sok &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`href="/product/${card.id}/get-passport-wawi?format=json"`);
    const text = visibleText(html);
    for (const heading of [
      pl.productPassport.title,
      pl.productPassport.article,
      pl.productPassport.networks,
      pl.productPassport.packages,
    ])
      expect(text).toContain(heading);
    expect(text).toContain(`GTIN ${card.gtin}`);
    expect(text).toContain(pl.productExport.columns.grossWeight);
    expect(errors).toEqual([]);
  });

  test('?format=json: the same passport machine-readable, with the card’s visible networks and its packages', async () => {
    const { app, db } = await testApp();
    const card = await cardInNetwork(db, 'selgros', true);
    const admin = await loginAs(app, 'admin@demo.pim');
    const response = await passport(app, admin, card.id, '?format=json');
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = response.body as {
      format: string;
      version: number;
      product: { id: number; gtin: string | null; name_to_show: string };
      networks: { code: string; product_number: string }[];
      packages: { package_type: number; eans: string[] }[];
    };
    expect(body.format).toBe('pim-wawi-passport');
    expect(body.version).toBe(1);
    expect(body.product).toMatchObject({ id: card.id, gtin: card.gtin, name_to_show: card.nameToShow });
    expect(body.networks.map((network) => network.code)).toContain('selgros');
    expect(body.packages.length).toBeGreaterThan(0);
  });

  test('in the user’s language', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const html = (await passport(app, session, card.id, '', 'pim_lang=de')).text;
    expect(html).toContain('<html lang="de">');
    expect(visibleText(html)).toContain(de.productPassport.packages);
  });

  test('an unknown format is a 400 with a translated message', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    expectError(await passport(app, session, card.id, '?format=xml'), 400, 'productPassport.badFormat');
  });

  test('the same visibility as print: 404 for cards the user may not see, 401 without a session', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await cardOf(db, session.answer.user.company_id!, true);
    const page = await passport(app, session, other.id);
    expect(page.status).toBe(404);
    expect(page.text).toContain(pl.errors.productNotFound);
    expect(page.text).not.toContain(other.nameToShow);
    expectError(await passport(app, session, other.id, '?format=json'), 404, 'errors.productNotFound');
    expectError(await passport(app, null, other.id), 401, 'errors.unauthenticated');
    const network = await loginAs(app, 'network@demo.pim');
    const visible = await cardInNetwork(db, 'selgros', true);
    const hidden = await cardInNetwork(db, 'selgros', false);
    expect((await passport(app, network, visible.id)).status).toBe(200);
    expect((await passport(app, network, hidden.id)).status).toBe(404);
  });
});
