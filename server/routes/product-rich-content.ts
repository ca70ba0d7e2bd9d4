import { Hono, type Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { richContentBodySchema, type RichContent, type RichContentAnswer } from '@contract/rich-content';
import { LANGUAGES } from '@domain/constants';
import type { AppEnv } from '../app-env';
import { permissionsOf, requirePermission, requireUser } from '../auth/require';
import type { Db } from '../db/client';
import { productRichContent } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { findReadableCard, findVisibleCard } from '../products/card';
import { sanitizeHtml } from '../products/sanitize-html';

const NAMESPACE = 'richContent';
const PATH = '/api/p1/product/:id{[0-9]+}/rich-content';

/** The stored content with only the known languages and non-empty texts (the jsonb is not trusted blindly). */
function contentOf(stored: unknown): RichContent {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const content: RichContent = {};
  for (const language of LANGUAGES) {
    const value = record[language];
    if (typeof value === 'string' && value !== '') content[language] = value;
  }
  return content;
}

async function stored(db: Db, productId: number) {
  const [row] = await db.select().from(productRichContent).where(eq(productRichContent.productId, productId));
  return row ?? null;
}

/** Whether the user may change the card's rich content: who may edit the card and sees it (§6). */
async function canEdit(c: Context<AppEnv>, productId: number): Promise<boolean> {
  const user = c.get('user')!;
  if (!permissionsOf(user, c.get('config')).includes('product.edit')) return false;
  return (await findVisibleCard(c.get('db'), user, productId)) !== null;
}

function answer(
  productId: number,
  row: Awaited<ReturnType<typeof stored>>,
  editable: boolean,
): RichContentAnswer {
  return {
    product_id: productId,
    version: row?.version ?? 0,
    content: contentOf(row?.content),
    can_edit: editable,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * A card's rich content (docs/decisions/0054). GET: to whoever may read the card (§6, offered cards to
 * their chain), with `can_edit`. PUT {version, content}: the card's supplier or an admin replaces it,
 * every html sanitised to the rich text allow-list, in one transaction; a version other than the stored
 * one is refused with 409 and nothing changes.
 */
export const productRichContentRoutes = new Hono<AppEnv>()
  .get(PATH, requireUser(), async (c) => {
    const card = await findReadableCard(c.get('db'), c.get('user')!, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    return c.json(answer(card.id, await stored(c.get('db'), card.id), await canEdit(c, card.id)));
  })
  .put(PATH, requirePermission('product.edit'), async (c) => {
    const user = c.get('user')!;
    const card = await findVisibleCard(c.get('db'), user, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const parsed = await parseBody(c, richContentBodySchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { version, content } = parsed.data;
    const clean: RichContent = {};
    for (const language of LANGUAGES) {
      const html = content[language];
      const kept = html === undefined ? '' : (await sanitizeHtml(html)).trim();
      if (kept !== '') clean[language] = kept;
    }
    const saved = await c.get('db').transaction(async (tx) => {
      // The row is locked (or its absence is), then compared: a save that came in meanwhile wins.
      await tx.execute(sql`select pg_advisory_xact_lock(7420035, ${card.id})`);
      const [current] = await tx
        .select({ version: productRichContent.version })
        .from(productRichContent)
        .where(eq(productRichContent.productId, card.id))
        .for('update');
      if ((current?.version ?? 0) !== version) return null;
      if (current === undefined) {
        const [row] = await tx
          .insert(productRichContent)
          .values({ productId: card.id, content: clean, version: 1, updatedBy: user.id })
          .returning();
        return row!;
      }
      const [row] = await tx
        .update(productRichContent)
        .set({ content: clean, version: version + 1, updatedBy: user.id, updatedAt: sql`now()` })
        .where(and(eq(productRichContent.productId, card.id), eq(productRichContent.version, version)))
        .returning();
      return row ?? null;
    });
    if (saved === null) return errorAnswer(c, 409, 'richContent.conflict');
    return c.json(answer(card.id, saved, true));
  });
