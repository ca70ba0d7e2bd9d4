import { Hono, type Context } from 'hono';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  mediaRemarkBodySchema,
  type MediaRemarkCountsAnswer,
  type MediaRemarksAnswer,
} from '@contract/media-remarks';
import { canReportIssues } from '@domain/issues';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import type { Db } from '../db/client';
import { networks, productMediaRemarks, users } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { cardDocuments, findVisibleCard } from '../products/card';

const NAMESPACE = 'mediaRemark';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const PATH = '/api/p1/product/:id{[0-9]+}/media/:mediaId{[0-9]+}/remarks';
const COUNTS_PATH = '/api/p1/product/:id{[0-9]+}/media-remarks';

/** The remarks on one photo of a card, newest first. */
async function remarksOf(db: Db | Tx, productId: number, mediaId: number): Promise<MediaRemarksAnswer> {
  const rows = await db
    .select({
      id: productMediaRemarks.id,
      mediaId: productMediaRemarks.mediaId,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      networkCode: networks.code,
      networkName: networks.name,
      message: productMediaRemarks.message,
      createdAt: productMediaRemarks.createdAt,
    })
    .from(productMediaRemarks)
    .innerJoin(users, eq(users.id, productMediaRemarks.authorId))
    .leftJoin(networks, eq(networks.code, productMediaRemarks.networkCode))
    .where(and(eq(productMediaRemarks.productId, productId), eq(productMediaRemarks.mediaId, mediaId)))
    .orderBy(desc(productMediaRemarks.createdAt), desc(productMediaRemarks.id));
  return {
    remarks: rows.map((row) => ({
      id: row.id,
      media_id: row.mediaId,
      author: { id: row.authorId, name: `${row.firstName} ${row.lastName}` },
      network:
        row.networkCode === null || row.networkName === null
          ? null
          : { code: row.networkCode, name: row.networkName },
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** The card and the photo of the path, when the user may see the card and the photo is in its gallery. */
async function cardMedia(c: Context<AppEnv>): Promise<{ productId: number; mediaId: number } | Response> {
  const card = await findVisibleCard(c.get('db'), c.get('user')!, Number(c.req.param('id')));
  if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
  const mediaId = Number(c.req.param('mediaId'));
  if (!cardDocuments(card).gallery.some((entry) => entry.id === mediaId))
    return errorAnswer(c, 404, 'mediaRemark.notFound');
  return { productId: card.id, mediaId };
}

/**
 * §2 Modals: media remark (docs/decisions/0044). GET: the remarks on one photo of a card, to whoever may
 * see the card, and how many each photo has. POST {message}: a reviewer of a network (network users, QC managers) or an admin writes one,
 * recorded with the writer's network; suppliers read them and answer by changing the photo.
 */
export const productMediaRemarkRoutes = new Hono<AppEnv>()
  // The badges on a card's photos: one read for the whole gallery rather than one per photo.
  .get(COUNTS_PATH, requireUser(), async (c) => {
    const card = await findVisibleCard(c.get('db'), c.get('user')!, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const rows = await c
      .get('db')
      .select({ mediaId: productMediaRemarks.mediaId, n: count() })
      .from(productMediaRemarks)
      .where(eq(productMediaRemarks.productId, card.id))
      .groupBy(productMediaRemarks.mediaId)
      .orderBy(productMediaRemarks.mediaId);
    const answer: MediaRemarkCountsAnswer = {
      counts: rows.map((row) => ({ media_id: row.mediaId, count: row.n })),
    };
    return c.json(answer);
  })
  .get(PATH, requireUser(), async (c) => {
    const found = await cardMedia(c);
    if (found instanceof Response) return found;
    return c.json(await remarksOf(c.get('db'), found.productId, found.mediaId));
  })
  .post(PATH, requireUser(), async (c) => {
    const user = c.get('user')!;
    if (!canReportIssues(user)) return errorAnswer(c, 403, 'mediaRemark.forbidden');
    const found = await cardMedia(c);
    if (found instanceof Response) return found;
    const parsed = await parseBody(c, mediaRemarkBodySchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const answer = await c.get('db').transaction(async (tx) => {
      await tx.insert(productMediaRemarks).values({
        productId: found.productId,
        mediaId: found.mediaId,
        authorId: user.id,
        networkCode: user.is_network ? user.network_code : null,
        message: parsed.data.message,
      });
      return remarksOf(tx, found.productId, found.mediaId);
    });
    return c.json(answer, 201);
  });
