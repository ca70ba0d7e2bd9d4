import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';
import type { ListColumn } from '@contract/data-table';
import { queryId } from '@contract/list-params';
import {
  acceptUnblockSchema,
  fileUnblockRequestSchema,
  rejectUnblockSchema,
} from '@contract/unblock-requests';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords';
import { requirePermission } from '../auth/require';
import { countAttempt, forgiveAttempt } from '../auth/throttle';
import { passwordCheckKeys } from '../auth/throttle-keys';
import { pgCode } from '../accounts/account-writes';
import { unblockRequests, users } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';
import { readJson } from '../http/json-body';
import { actionsFor, columnsFor, listInfo } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import { readListQuery } from '../lists/list-query';
import { pageOf } from '../lists/paging';
import { productListContext } from '../products/list-context';
import { loadCurrentUser } from '../users/current-user';
import { acceptRequest, rejectRequest, type DecisionRefused } from '../unblock/unblock-decide';
import {
  UNBLOCK_COLUMNS_SPEC,
  UNBLOCK_FILTERS,
  UNBLOCK_LIST_QUERY,
  UNBLOCK_SINGLE_ACTIONS,
  unblockExclusions,
} from '../unblock/unblock-list-spec';
import {
  countUnblock,
  unblockCells,
  unblockConditions,
  unblockPage,
  type UnblockRow,
} from '../unblock/unblock-rows';

const NAMESPACE = 'unblock_requests';

function rowOf(row: UnblockRow, columns: readonly ListColumn[], language: Language) {
  const cells: Record<string, string | number | null> = unblockCells(row, language);
  return {
    id: row.id,
    cells: Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null])),
  };
}

function decisionAnswer(c: Context<AppEnv>, refused: DecisionRefused | null) {
  if (refused === null) return c.json({ ok: true as const });
  if (refused === 'unblockRequests.errors.notFound') return errorAnswer(c, 404, refused);
  return faultAnswer(c, [
    { namespace: NAMESPACE, field: 'id', message: translate(c.get('language'), refused), type: 'validation' },
  ]);
}

const idOf = (c: Context<AppEnv>) => {
  const parsed = safeParse(queryId, c.req.param('id'));
  return parsed.success ? parsed.data : null;
};

const manage = requirePermission('unblock_requests.manage');

/**
 * §2 Unblock requests (docs/decisions/0018): a blocked user files one from the login screen (public, with
 * the account's e-mail and password, throttled like logins); admins list them and accept or reject.
 */
export const unblockRequestRoutes = new Hono<AppEnv>()
  .post('/api/unblock-request', async (c) => {
    const parsed = await parseBody(c, fileUnblockRequestSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const db = c.get('db');
    const email = parsed.data.email.trim().toLowerCase();
    // Counted before the password is checked, like a login (docs/decisions/0028).
    const attempt = await countAttempt(db, passwordCheckKeys(c, 'unblock', email).keys);
    if (!attempt.allowed) return errorAnswer(c, 429, 'login.throttled', { minutes: attempt.waitMinutes });
    const row = (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
    const valid = await verifyPassword(parsed.data.password, row?.passwordHash ?? DUMMY_HASH);
    if (row === undefined || !valid) return errorAnswer(c, 401, 'login.invalid');
    await forgiveAttempt(db, attempt);
    const user = await loadCurrentUser(db, row.id);
    if (user === null || !user.is_blocked)
      return faultAnswer(c, [
        {
          namespace: NAMESPACE,
          field: 'email',
          message: translate(c.get('language'), 'unblockRequests.errors.notBlocked'),
          type: 'validation',
        },
      ]);
    try {
      await db.insert(unblockRequests).values({ userId: row.id, message: parsed.data.message });
    } catch (error) {
      // One pending request per account (a partial unique index): a second one waits for the first.
      if (pgCode(error) !== '23505') throw error;
      return faultAnswer(c, [
        {
          namespace: NAMESPACE,
          field: 'email',
          message: translate(c.get('language'), 'unblockRequests.errors.alreadyPending'),
          type: 'validation',
        },
      ]);
    }
    return c.json({ ok: true as const }, 201);
  })
  .get('/api/unblock-requests', manage, async (c) => {
    const query = readListQuery(c, UNBLOCK_LIST_QUERY);
    if (!query.ok) return query.response;
    const context = productListContext(c);
    const { sort, order, filters } = query.data;
    const where = unblockConditions(filters);
    const page = await pageOf(
      {
        rows: (limit, offset) => unblockPage(context.db, { where, sort, order }, limit, offset),
        count: (limit) => countUnblock(context.db, where, limit),
      },
      query.data.page,
      query.data.perPage,
    );
    const columns = columnsFor(UNBLOCK_COLUMNS_SPEC, context);
    const info = listInfo({
      columns,
      singleActions: actionsFor(UNBLOCK_SINGLE_ACTIONS, context),
      massActions: [],
      filters: UNBLOCK_FILTERS,
      rowActionExclusions: unblockExclusions(page.rows),
    });
    const rows = page.rows.map((row) => rowOf(row, columns, context.language));
    return c.json(listAnswer(query.data, { ...page, rows }, info));
  })
  .put('/api/unblock-requests/:id/accept', manage, async (c) => {
    const id = idOf(c);
    if (id === null) return errorAnswer(c, 404, 'unblockRequests.errors.notFound');
    // Accept takes nothing; a body, when sent, must be `{}`.
    const body = await readJson(c, NAMESPACE, { empty: {} });
    if (!body.ok) return faultAnswer(c, [body.fault]);
    if (!safeParse(acceptUnblockSchema, body.value).success)
      return faultAnswer(c, [
        {
          namespace: NAMESPACE,
          field: '_',
          message: translate(c.get('language'), 'validation.invalid'),
          type: 'validation',
        },
      ]);
    const refused = await c.get('db').transaction((tx) => acceptRequest(tx, c.get('user')!.id, id));
    return decisionAnswer(c, refused);
  })
  .put('/api/unblock-requests/:id/reject', manage, async (c) => {
    const id = idOf(c);
    if (id === null) return errorAnswer(c, 404, 'unblockRequests.errors.notFound');
    const parsed = await parseBody(c, rejectUnblockSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const refused = await c
      .get('db')
      .transaction((tx) => rejectRequest(tx, c.get('user')!.id, id, parsed.data.reason));
    return decisionAnswer(c, refused);
  });
