import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import pl from '@i18n/locales/pl.json';
import de from '@i18n/locales/de.json';
import { products } from '@server/db/schema';
import { attributeUuids, cardInNetwork, cardOf, withCookies } from '@tests/server/fixtures/catalog';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import type { App } from '@server/app';

const VARIANTS = ['print', 'print_filled', 'print-skip-network-attributes'] as const;

function print(app: App, session: Session | null, id: number, variant: string, cookie = '') {
  const header = withCookies(session?.cookie ?? '', cookie);
  return request(app, 'GET', `/api/p1/product/${id}/${variant}`, {
    ...(header === '' ? {} : { cookie: header }),
    headers: { accept: 'text/html' },
  });
}

/** The text of the page without its tags (what a reader sees), spaces folded. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('§7 api/p1/product/{id}/print, print_filled, print-skip-network-attributes', () => {
  test('a self-contained printable page: escaped text, print CSS, no script, a CSP that runs none', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const uuids = await attributeUuids(db);
    const evil = 'Sok <script>alert(1)</script> & "Co"';
    await db
      .update(products)
      .set({
        nameToShow: evil,
        attributes: [
          ...(card.attributes as object[]),
          {
            uuid: uuids.description,
            data: [
              { value: ['<p>Świeży <b>sok</b><img src=x onerror=alert(2)></p><script>alert(3)</script>'] },
            ],
          },
          { uuid: uuids.slogan, data: [{ value: ['<i>nie HTML</i>'] }] },
        ],
      })
      .where(eq(products.id, card.id));
    const response = await print(app, session, card.id, 'print');
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).not.toContain('script-src');
    const html = response.text;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('Sok &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    // Rich text keeps its safe markup; a plain text attribute shows its tags as text.
    expect(html).toContain('<b>sok</b>');
    expect(html).toContain('&lt;i&gt;nie HTML&lt;/i&gt;');
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/<link|src="http/);
    const text = visibleText(html);
    expect(text).toContain(pl.productExport.print.variantAll);
    expect(text).toContain(`GTIN ${card.gtin}`);
    expect(text).toContain('Kraj pochodzenia Polska');
    expect(errors).toEqual([]);
  });

  test('print_filled leaves empty attributes out; print lists them', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const all = visibleText((await print(app, session, card.id, 'print')).text);
    const filled = visibleText((await print(app, session, card.id, 'print_filled')).text);
    expect(all).toContain('Hasło reklamowe');
    expect(filled).not.toContain('Hasło reklamowe');
    expect(filled).toContain('Kraj pochodzenia Polska');
    expect(filled).toContain(pl.productExport.print.variantFilled);
  });

  test('print-skip-network-attributes leaves network (private) attributes out', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const card = await cardInNetwork(db, 'selgros', true);
    await db
      .update(products)
      .set({
        attributes: [
          ...(card.attributes as object[]),
          { uuid: uuids.selgros_group, data: [{ value: ['x'] }] },
        ],
      })
      .where(eq(products.id, card.id));
    // Selgros's own attributes follow the Selgros flags (docs/decisions/0043): Selgros's user holds the full one.
    const admin = await loginAs(app, 'network@demo.pim');
    expect(visibleText((await print(app, admin, card.id, 'print')).text)).toContain('Grupa towarowa Selgros');
    const skipped = visibleText((await print(app, admin, card.id, 'print-skip-network-attributes')).text);
    expect(skipped).not.toContain('Grupa towarowa Selgros');
    expect(skipped).toContain('Kraj pochodzenia');
  });

  test('in the user’s language', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const html = (await print(app, session, card.id, 'print', 'pim_lang=de')).text;
    expect(html).toContain('<html lang="de">');
    expect(visibleText(html)).toContain(de.productExport.print.identify);
    expect(visibleText(html)).toContain('Ursprungsland');
  });

  test('the same visibility as show: a 404 page for cards the user may not see, 401 without a session', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await cardOf(db, session.answer.user.company_id!, true);
    for (const variant of VARIANTS) {
      const response = await print(app, session, other.id, variant);
      expect(response.status, variant).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.text).toContain(pl.errors.productNotFound);
      expect(response.text).not.toContain(other.nameToShow);
      expectError(await print(app, null, other.id, variant), 401, 'errors.unauthenticated');
    }
    const network = await loginAs(app, 'network@demo.pim');
    const visible = await cardInNetwork(db, 'selgros', true);
    const hidden = await cardInNetwork(db, 'selgros', false);
    expect((await print(app, network, visible.id, 'print')).status).toBe(200);
    expect((await print(app, network, hidden.id, 'print')).status).toBe(404);
  });
});
