import { Hono, type Context } from 'hono';
import {
  versionCompareQuerySchema,
  versionListQuerySchema,
  type VersionCompareAnswer,
  type VersionListAnswer,
} from '@contract/card-history';
import { versionDifferences } from '@domain/card-history';
import type { AppEnv } from '../app-env';
import { permissionsOf, requireUser } from '../auth/require';
import { errorAnswer, faultAnswer, faultsFromZod } from '../http/answers';
import { findReadableCard, findVisibleCard } from '../products/card';
import {
  snapshotOf,
  versionEntry,
  versionPage,
  versionPeople,
  versionsByNumber,
} from '../products/card-versions';
import { differenceLabel, versionNames, visibleSnapshot } from '../products/version-labels';

const PAGE_SIZE = 20;

/** Who may restore: who may edit the card (§6 product.edit on a card of the user's scope). */
async function mayRestore(c: Context<AppEnv>, id: number): Promise<boolean> {
  const user = c.get('user')!;
  if (!permissionsOf(user, c.get('config')).includes('product.edit')) return false;
  return (await findVisibleCard(c.get('db'), user, id)) !== null;
}

/**
 * Card history (docs/decisions/0053): whoever may read a card's details reads its versions (404 otherwise).
 * GET /api/p1/product/{id}/versions?before=&limit= is the timeline, newest first, keyset-paged by version;
 * GET /api/p1/product/{id}/versions/compare?from=&to= is two versions and what differs between them.
 */
export const cardHistoryRoutes = new Hono<AppEnv>()
  .get('/api/p1/product/:id{[0-9]+}/versions', requireUser(), async (c) => {
    const query = versionListQuerySchema.safeParse(c.req.query());
    if (!query.success) return faultAnswer(c, faultsFromZod(c, query.error, 'versions'));
    const card = await findReadableCard(c.get('db'), c.get('user')!, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const limit = query.data.limit === undefined ? PAGE_SIZE : Number(query.data.limit);
    const before = query.data.before === undefined ? null : Number(query.data.before);
    const rows = await versionPage(c.get('db'), card.id, before, limit);
    const shown = rows.slice(0, limit);
    const [people, names, canRestore] = await Promise.all([
      versionPeople(c.get('db'), shown),
      versionNames(c.get('db'), c.get('user')!, c.get('language'), rows.map(snapshotOf)),
      mayRestore(c, card.id),
    ]);
    const answer: VersionListAnswer = {
      versions: shown.map((row, index) =>
        versionEntry(row, rows[index + 1] ?? null, people, names, c.get('language')),
      ),
      next: rows.length > limit ? (shown.at(-1)?.version ?? null) : null,
      current_version: card.version,
      can_restore: canRestore,
    };
    return c.json(answer);
  })
  .get('/api/p1/product/:id{[0-9]+}/versions/compare', requireUser(), async (c) => {
    const query = versionCompareQuerySchema.safeParse(c.req.query());
    if (!query.success) return faultAnswer(c, faultsFromZod(c, query.error, 'versions'));
    const card = await findReadableCard(c.get('db'), c.get('user')!, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const from = Number(query.data.from);
    const to = Number(query.data.to);
    const rows = await versionsByNumber(c.get('db'), card.id, [from, to]);
    const fromRow = rows.find((row) => row.version === from);
    const toRow = rows.find((row) => row.version === to);
    if (fromRow === undefined || toRow === undefined)
      return errorAnswer(c, 404, 'cardHistory.versionNotFound');
    const [people, names] = await Promise.all([
      versionPeople(c.get('db'), rows),
      versionNames(c.get('db'), c.get('user')!, c.get('language'), rows.map(snapshotOf)),
    ]);
    const older = visibleSnapshot(snapshotOf(fromRow), names);
    const differences = versionDifferences(older, visibleSnapshot(snapshotOf(toRow), names), names);
    const answer: VersionCompareAnswer = {
      from: versionEntry(fromRow, null, people, names, c.get('language')),
      to: versionEntry(toRow, null, people, names, c.get('language')),
      from_snapshot: older,
      differences: differences.map((difference) => ({
        ...difference,
        label: differenceLabel(difference, names, c.get('language')),
      })),
    };
    return c.json(answer);
  });
