import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';
import { JOB_SOURCE } from '@contract/jobs';
import {
  autoAssignSchema,
  autoPreviewSchema,
  massAssignSchema,
  queryId,
  type NotAssigned,
} from '@contract/media-gallery';
import { MEDIA_GALLERY } from '@domain/media-gallery';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { permissionsOf } from '../auth/require';
import { jobs } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { jobAnswer } from '../jobs/job-answer';
import { openJobFile } from '../jobs/job-files';
import { galleryUser, NAMESPACE, refuse, requireGallery, userOfToken } from '../media-gallery/access';
import { companyAssets } from '../media-gallery/assets';
import {
  assignAssets,
  autoMatches,
  fitsType,
  sizeOf,
  visibleCompanyCards,
  type Pairs,
} from '../media-gallery/assign';
import { queueAssign } from '../media-gallery/assign-job';
import { encodedFileName } from '../media-gallery/serve';

/** Assigning writes cards: the gallery's access and the card form's own permission (§6 product.edit). */
function mayEditCards(c: Context<AppEnv>) {
  return permissionsOf(c.get('user')!, c.get('config')).includes('product.edit');
}

/** Runs an assignment at once when small (one transaction), else as a job answered with 202. */
async function runAssign(
  c: Context<AppEnv>,
  type: number,
  mode: 'add' | 'replace',
  pairs: Pairs,
  notAssigned: readonly NotAssigned[] = [],
) {
  const { user, companyId } = galleryUser(c);
  const language = c.get('language');
  if (sizeOf(pairs) > MEDIA_GALLERY.DIRECT_ASSIGNMENTS) {
    const job = await queueAssign(c.get('db'), user.id, { companyId, type, mode, pairs, language });
    return c.json(
      {
        job: jobAnswer(job, false, language),
        message: translate(language, 'mediaGallery.assign.queued'),
        not_assigned: notAssigned,
      },
      202,
    );
  }
  const counts = await assignAssets(
    c.get('db'),
    c.get('media'),
    { user, companyId, type, mode, pairs },
    undefined,
    Number.MAX_SAFE_INTEGER,
  );
  return c.json({
    ...counts,
    message: translate(language, 'mediaGallery.assign.done', {
      assigned: counts.assigned,
      skipped: counts.skipped,
    }),
    not_assigned: notAssigned,
  });
}

/** The assets of the request, all the company's and fit for the type; else the answer to give. */
async function assetsFor(c: Context<AppEnv>, ids: readonly number[], type: number | null) {
  const rows = await companyAssets(c.get('db'), galleryUser(c).companyId, ids, 'live');
  if (rows.length !== new Set(ids).size)
    return { response: errorAnswer(c, 404, 'mediaGallery.errors.notFound') };
  if (type !== null && rows.some((row) => !fitsType(row, type)))
    return { response: refuse(c, 'asset_ids', 'mediaGallery.errors.imageNeeded') };
  return { rows };
}

const jobIdOf = (c: Context<AppEnv>) => {
  const parsed = safeParse(queryId, c.req.param('id'));
  return parsed.success ? parsed.data : null;
};

async function downloadJob(c: Context<AppEnv>, userId: number) {
  const id = jobIdOf(c);
  if (id === null) return null;
  const [row] = await c
    .get('db')
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.id, id), eq(jobs.userId, userId), eq(jobs.jobsKey, JOB_SOURCE.MEDIA_GALLERY_DOWNLOAD)),
    );
  return row ?? null;
}

/**
 * §2 Mass assign and automatic assign (by the GTIN in the file name), and §7 the queued download:
 * `GET /queued-download/{id}` answers status, processed and percentage; `GET /queued-download/download/{id}`
 * with the user's media-gallery token as Authorization answers the zip.
 */
export const mediaGalleryAssignRoutes = new Hono<AppEnv>()
  .use('/mass-assign', requireGallery())
  .use('/automatic-assign', requireGallery())
  .use('/automatic-assign/*', requireGallery())
  .post('/mass-assign', async (c) => {
    if (!mayEditCards(c)) return errorAnswer(c, 403, 'session.forbidden');
    const parsed = await parseBody(c, massAssignSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { asset_ids: assetIds, product_ids: productIds, type, mode } = parsed.data;
    const assets = await assetsFor(c, assetIds, type);
    if ('response' in assets) return assets.response;
    const { user, companyId } = galleryUser(c);
    const cards = await visibleCompanyCards(c.get('db'), user, companyId, productIds);
    if (cards.length !== new Set(productIds).size) return errorAnswer(c, 404, 'errors.productNotFound');
    const ids = assets.rows.map((row) => row.id);
    return runAssign(
      c,
      type,
      mode,
      cards.map((card) => [card.id, ids]),
    );
  })
  .post('/automatic-assign/preview', async (c) => {
    const parsed = await parseBody(c, autoPreviewSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const assets = await assetsFor(c, parsed.data.asset_ids, null);
    if ('response' in assets) return assets.response;
    const { user, companyId } = galleryUser(c);
    const found = await autoMatches(c.get('db'), user, companyId, assets.rows);
    return c.json({
      matched: found.matched.map(({ asset, card, gtin }) => ({
        asset_id: asset.id,
        asset_name: asset.name,
        gtin,
        product_id: card.id,
        product_name: card.name,
      })),
      unmatched: found.unmatched.map(({ asset, reason, gtin }) => ({
        asset_id: asset.id,
        asset_name: asset.name,
        reason: translate(c.get('language'), `mediaGallery.auto.reasons.${reason}`),
        gtin,
      })),
    });
  })
  .post('/automatic-assign', async (c) => {
    if (!mayEditCards(c)) return errorAnswer(c, 403, 'session.forbidden');
    const parsed = await parseBody(c, autoAssignSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { type, mode } = parsed.data;
    const assets = await assetsFor(c, parsed.data.asset_ids, null);
    if ('response' in assets) return assets.response;
    const { user, companyId } = galleryUser(c);
    const found = await autoMatches(c.get('db'), user, companyId, assets.rows);
    if (found.matched.length === 0) return refuse(c, 'asset_ids', 'mediaGallery.errors.noMatches');
    // One file that cannot go (no card, or a PDF for a photo type) is reported, not a refusal of all.
    const fitting = found.matched.filter((match) => fitsType(match.asset, type));
    if (fitting.length === 0) return refuse(c, 'asset_ids', 'mediaGallery.errors.imageNeeded');
    const reasonOf = (reason: string) => translate(c.get('language'), `mediaGallery.auto.reasons.${reason}`);
    const leftOut = new Map<number, NotAssigned>();
    for (const match of found.matched)
      if (!fitsType(match.asset, type))
        leftOut.set(match.asset.id, {
          asset_id: match.asset.id,
          asset_name: match.asset.name,
          reason: reasonOf('notImage'),
        });
    for (const miss of found.unmatched)
      leftOut.set(miss.asset.id, {
        asset_id: miss.asset.id,
        asset_name: miss.asset.name,
        reason: reasonOf(miss.reason),
      });
    const byCard = new Map<number, { position: number; id: number }[]>();
    for (const match of fitting)
      byCard.set(match.card.id, [
        ...(byCard.get(match.card.id) ?? []),
        { position: match.position, id: match.asset.id },
      ]);
    const pairs: Pairs = [...byCard].map(([card, list]) => [
      card,
      list.sort((a, b) => a.position - b.position).map((entry) => entry.id),
    ]);
    // Reported in the order the files were chosen.
    const notAssigned = [...new Set(parsed.data.asset_ids)].flatMap((id) => leftOut.get(id) ?? []);
    return runAssign(c, type, mode, pairs, notAssigned);
  })
  .get('/queued-download/:id{[0-9]+}', async (c) => {
    const user = c.get('user') ?? (await userOfToken(c));
    if (user === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    const job = await downloadJob(c, user.id);
    if (job === null) return errorAnswer(c, 404, 'jobs.errors.notFound');
    const answer = jobAnswer(job, false, c.get('language'));
    c.header('cache-control', 'no-store');
    return c.json({
      status: answer.status,
      processed: job.currentItem,
      percentage: answer.output.percentage,
    });
  })
  .get('/queued-download/download/:id{[0-9]+}', async (c) => {
    // §7: the media-gallery token, not the session, says whose download it is.
    const user = await userOfToken(c);
    if (user === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    const job = await downloadJob(c, user.id);
    if (job === null || job.status !== 'finished') return errorAnswer(c, 404, 'jobs.errors.noFile');
    const file = await openJobFile(c.get('db'), c.get('media'), job.id);
    if (file === null) return errorAnswer(c, 404, 'jobs.errors.noFile');
    return c.body(file.stream.body, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"; filename*=${encodedFileName(file.filename)}`,
      'content-length': String(file.stream.size),
      'cache-control': 'no-store',
    });
  });
