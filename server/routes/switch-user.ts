import { Hono, type Context } from 'hono';
import { and, desc, eq, gt, gte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { safeParse } from 'zod/v4/core';
import {
  switchCallBodySchema,
  switchConfigBodySchema,
  switchLogQuerySchema,
  type SwitchLogEntry,
} from '@contract/switch-user';
import { queryId } from '@contract/list-params';
import { isCalendarDay, permissionDay, permissionEnd, switchRefusal } from '@domain/switch-user';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { permissionsOf, requireUser } from '../auth/require';
import { companies, sessions, switchLogs, switchPermissions, users } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';
import { configAnswer, storedPermissions } from '../switch-user/config-answer';
import { livePermission, partiesOf, partyOfUser, switchedByOf } from '../switch-user/parties';
import { logSwitch } from '../switch-user/switch-log';
import { loadCurrentUser } from '../users/current-user';

const NAMESPACE = 'switch_me_to';
/** Without start_at the log shows the last 30 days. */
const DEFAULT_LOG_DAYS = 30;
const LOG_LIMIT = 500;

const idOf = (c: Context<AppEnv>) => {
  const parsed = safeParse(queryId, c.req.param('id'));
  return parsed.success ? parsed.data : null;
};

const fault = (c: Context<AppEnv>, field: string, key: string) =>
  faultAnswer(c, [
    { namespace: NAMESPACE, field, message: translate(c.get('language'), key), type: 'validation' },
  ]);

/** An admin reads and sets anyone's configuration and log; everyone else only their own. */
const mayManage = (user: CurrentUser, id: number) => user.is_admin || user.id === id;

async function targetParty(c: Context<AppEnv>, id: number) {
  return (await partiesOf(c.get('db'), [id])).get(id) ?? null;
}

function answerFor(c: Context<AppEnv>, user: CurrentUser, real: CurrentUser | null) {
  return c.json({
    user,
    permissions: permissionsOf(user, c.get('config')),
    csrf_token: c.get('session')!.csrfToken,
    switched_by: real === null ? null : switchedByOf(real),
  });
}

/**
 * §6 Switch user, §7 Users (docs/decisions/0048): the switch-me-to configuration (who may act as an account,
 * until when) and log, the accounts one may act as, the switch and the way back.
 */
export const switchUserRoutes = new Hono<AppEnv>()
  .get('/api/user/:id/configuration/switch-me-to', requireUser(), async (c) => {
    const id = idOf(c);
    const user = c.get('user')!;
    if (id === null || !mayManage(user, id)) return errorAnswer(c, 403, 'session.forbidden');
    const target = await targetParty(c, id);
    if (target === null) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    return c.json(await configAnswer(c.get('db'), target, user.is_admin));
  })
  .put('/api/user/:id/configuration/switch-me-to', requireUser(), async (c) => {
    const id = idOf(c);
    const editor = c.get('user')!;
    if (id === null || !mayManage(editor, id)) return errorAnswer(c, 403, 'session.forbidden');
    const parsed = await parseBody(c, switchConfigBodySchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const target = await targetParty(c, id);
    if (target === null) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    const { allowed } = parsed.data;
    const db = c.get('db');
    const stored = await storedPermissions(db, id);
    const parties = await partiesOf(
      db,
      allowed.map((entry) => entry.user_id),
    );
    const today = new Date().toISOString().slice(0, 10);
    const seen = new Set<number>();
    for (const [index, entry] of allowed.entries()) {
      const field = (name: string) => `allowed.${index}.${name}`;
      if (seen.has(entry.user_id)) return fault(c, field('user_id'), 'switchUser.errors.duplicate');
      seen.add(entry.user_id);
      const party = parties.get(entry.user_id);
      if (party === undefined) return fault(c, field('user_id'), 'switchUser.errors.unknownUser');
      const refused = switchRefusal(party, target);
      if (refused !== null) return fault(c, field('user_id'), refused);
      if (!isCalendarDay(entry.expires_on)) return fault(c, field('expires_on'), 'validation.invalid');
      const kept = stored.find((row) => row.allowedUserId === entry.user_id);
      const unchanged = kept !== undefined && permissionDay(kept.expiresAt) === entry.expires_on;
      // An admin's permission may be kept or removed by the account holder, never given or changed.
      if (party.isAdmin && !editor.is_admin && !unchanged)
        return fault(c, field('user_id'), 'switchUser.errors.adminOnly');
      if (!unchanged && entry.expires_on < today)
        return fault(c, field('expires_on'), 'switchUser.errors.expiryPast');
    }
    await db.transaction(async (tx) => {
      const before = await storedPermissions(tx, id);
      await tx.delete(switchPermissions).where(eq(switchPermissions.targetUserId, id));
      if (allowed.length === 0) return;
      await tx.insert(switchPermissions).values(
        allowed.map((entry) => {
          const kept = before.find((row) => row.allowedUserId === entry.user_id);
          const unchanged = kept !== undefined && permissionDay(kept.expiresAt) === entry.expires_on;
          return {
            targetUserId: id,
            allowedUserId: entry.user_id,
            expiresAt: permissionEnd(entry.expires_on),
            // An entry left as it was keeps who gave it.
            grantedByUserId: unchanged ? kept.grantedByUserId : editor.id,
          };
        }),
      );
    });
    return c.json(await configAnswer(db, target, editor.is_admin));
  })
  .get('/api/switch-me-to/targets', requireUser(), async (c) => {
    const me = c.get('user')!;
    const rows = await c
      .get('db')
      .select({ user: users, companyName: companies.name, expiresAt: switchPermissions.expiresAt })
      .from(switchPermissions)
      .innerJoin(users, eq(users.id, switchPermissions.targetUserId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(switchPermissions.allowedUserId, me.id), gt(switchPermissions.expiresAt, new Date())));
    const parties = await partiesOf(
      c.get('db'),
      rows.map((row) => row.user.id),
    );
    const targets = rows.flatMap((row) => {
      const party = parties.get(row.user.id);
      if (party === undefined || switchRefusal(partyOfUser(me), party) !== null) return [];
      return [
        {
          user_id: party.id,
          name: party.name,
          email: party.email,
          company_name: row.companyName,
          expires_on: permissionDay(row.expiresAt),
        },
      ];
    });
    targets.sort((a, b) => a.name.localeCompare(b.name, 'pl'));
    return c.json({ targets });
  })
  .post('/api/user/:id/switch-me-to', requireUser(), async (c) => {
    const parsed = await parseBody(c, switchCallBodySchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const id = idOf(c);
    const me = c.get('user')!;
    const db = c.get('db');
    // Unknown and not allowed read the same: the call tells nobody which accounts exist.
    const target = id === null ? null : await loadCurrentUser(db, id);
    if (
      target === null ||
      switchRefusal(partyOfUser(me), partyOfUser(target)) !== null ||
      (await livePermission(db, target.id, me.id)) === null
    )
      return errorAnswer(c, 403, 'switchUser.errors.notAllowed');
    await db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ actingAsUserId: target.id })
        .where(eq(sessions.tokenHash, c.get('session')!.tokenHash));
      await logSwitch(tx, { targetUserId: target.id, realUserId: me.id, kind: 'start' });
    });
    return answerFor(c, target, me);
  })
  .post('/api/switch-back', requireUser(), async (c) => {
    const parsed = await parseBody(c, switchCallBodySchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const by = c.get('switchedBy');
    if (by === null) return errorAnswer(c, 409, 'switchUser.errors.notSwitched');
    const db = c.get('db');
    const target = c.get('user')!;
    await db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ actingAsUserId: null })
        .where(eq(sessions.tokenHash, c.get('session')!.tokenHash));
      await logSwitch(tx, { targetUserId: target.id, realUserId: by.id, kind: 'end' });
    });
    const real = await loadCurrentUser(db, by.id);
    if (real === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    return answerFor(c, real, null);
  })
  .get('/api/user/:id/logs/switch-me-to', requireUser(), async (c) => {
    const id = idOf(c);
    const user = c.get('user')!;
    if (id === null || !mayManage(user, id)) return errorAnswer(c, 403, 'session.forbidden');
    const query = safeParse(switchLogQuerySchema, c.req.query('start_at'));
    if (!query.success) return fault(c, 'start_at', 'validation.invalid');
    const startAt =
      query.data === undefined ? new Date(Date.now() - DEFAULT_LOG_DAYS * 86_400_000) : new Date(query.data);
    if ((await targetParty(c, id)) === null) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    const real = alias(users, 'real_user');
    const target = alias(users, 'target_user');
    const rows = await c
      .get('db')
      .select({ log: switchLogs, real, target })
      .from(switchLogs)
      .innerJoin(real, eq(real.id, switchLogs.realUserId))
      .innerJoin(target, eq(target.id, switchLogs.targetUserId))
      .where(
        and(
          or(eq(switchLogs.targetUserId, id), eq(switchLogs.realUserId, id)),
          gte(switchLogs.createdAt, startAt),
        ),
      )
      .orderBy(desc(switchLogs.createdAt), desc(switchLogs.id))
      .limit(LOG_LIMIT);
    const person = (row: typeof users.$inferSelect) => ({
      user_id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim() || row.email,
      email: row.email,
    });
    const entries: SwitchLogEntry[] = rows.map(({ log, real: who, target: as }) => ({
      id: log.id,
      at: log.createdAt.toISOString(),
      kind: log.kind,
      real_user: person(who),
      target_user: person(as),
      method: log.method,
      path: log.path,
      status: log.status,
    }));
    return c.json({ entries });
  });
