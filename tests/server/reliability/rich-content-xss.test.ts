import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { richContentAnswerSchema } from '@contract/rich-content';
import { keepsRichAddress, RICH_HTML_ATTRIBUTES, RICH_HTML_TAGS } from '@domain/rich-html';
import { productRichContent, users } from '@server/db/schema';
import { sanitizeHtml } from '@server/products/sanitize-html';
import { cardOf } from '@tests/server/fixtures/catalog';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { CORPUS } from '../../../scripts/stress/xss/corpus';

/** The elements and attributes of kept html that the allow-list does not allow, read from the parsed DOM. */
function outsideAllowList(html: string): string[] {
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  const tags = new Set<string>(RICH_HTML_TAGS);
  const attributes = new Set<string>(RICH_HTML_ATTRIBUTES);
  return [...body.querySelectorAll('*')].flatMap((element) => {
    const tag = element.tagName.toLowerCase();
    return [
      ...(tags.has(tag) ? [] : [`<${tag}>`]),
      ...[...element.attributes]
        .filter((a) => !attributes.has(a.name) || !keepsRichAddress(tag, a.name, a.value))
        .map((a) => `<${tag} ${a.name}="${a.value}">`),
    ];
  });
}

/**
 * R5 XSS through the rich content (docs/decisions/0054): every payload of the corpus saved as a card's
 * rich content is stored without a way to run, and the stored html is a fixed point of the allow-list
 * (sanitising it again changes nothing), so what is shown is what was kept.
 */
describe('the XSS corpus through the rich content', () => {
  test('no payload is stored in a form that could run', async () => {
    const { app, db } = await testApp();
    const [supplier] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    const card = await cardOf(db, supplier!.companyId!);
    const session = await loginAs(app, 'supplier@demo.pim');
    let version = 0;
    const unsafe: string[] = [];
    for (const payload of CORPUS) {
      const answer = await request(app, 'PUT', `/api/p1/product/${card.id}/rich-content`, {
        cookie: session.cookie,
        csrf: session.csrf,
        body: { version, content: { pl: `<p>${payload.text}</p>`, de: payload.text } },
      });
      expect(answer.status, answer.text).toBe(200);
      version = richContentAnswerSchema.parse(answer.body).version;
      const [row] = await db
        .select({ content: productRichContent.content })
        .from(productRichContent)
        .where(eq(productRichContent.productId, card.id));
      for (const html of Object.values(row!.content)) {
        unsafe.push(...outsideAllowList(html).map((found) => `${payload.id}: ${found}`));
        expect(await sanitizeHtml(html)).toBe(html);
      }
    }
    expect(unsafe).toEqual([]);
  }, 120_000);
});
