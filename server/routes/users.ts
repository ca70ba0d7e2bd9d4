import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { roleFitsKind } from '@domain/company-kinds';
import { safeParse } from 'zod/v4/core';
import {
  assignCompanySchema,
  changeActiveSchema,
  createUserSchema,
  massChangeActiveSchema,
  massDeleteUsersSchema,
  updateUserSchema,
} from '@contract/accounts-list';
import { queryId } from '@contract/list-params';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { revokeLinks } from '../auth/email-links';
import { hashPassword } from '../auth/passwords';
import { requirePermission } from '../auth/require';
import {
  changeActive,
  companyWithNetwork,
  deleteAccount,
  pgCode,
  type Refused,
} from '../accounts/account-writes';
import { userAnswer } from '../accounts/user-answer';
import { definedFlags, storedFlags } from '../users/stored-flags';
import { updateOwnAccount } from '../users/own-account-update';
import { isAccountAdmin, selfOrAdmin } from '../users/self-or-admin';
import { companies, users } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';

const NAMESPACE = 'accounts';

function idOf(c: Context<AppEnv>): number | null {
  const parsed = safeParse(queryId, c.req.param('id'));
  return parsed.success ? parsed.data : null;
}

/** A refusal of one account's change: 404 for an unknown account, otherwise a 400 with the reason. */
function refusal(c: Context<AppEnv>, refused: Refused) {
  if (refused === 'accountsList.errors.notFound') return errorAnswer(c, 404, refused);
  return faultAnswer(c, [
    { namespace: NAMESPACE, field: 'id', message: translate(c.get('language'), refused), type: 'validation' },
  ]);
}

const fieldFault = (c: Context<AppEnv>, field: string, key: string) =>
  faultAnswer(c, [
    { namespace: NAMESPACE, field, message: translate(c.get('language'), key), type: 'validation' },
  ]);

const admin = requirePermission('accounts.manage');

/** §6 The role does not fit the kind of the account's company (docs/decisions/0047). */
const ROLE_MISFIT = 'companies.errors.roleMisfit';

/**
 * §7 Users calls of the accounts list (docs/decisions/0018): read, create (users.add), edit, delete,
 * activate or deactivate and assign a company; the list's mass actions change several accounts in one
 * transaction. Every body is parsed with the contract first; nothing is written on bad input.
 */
export const userRoutes = new Hono<AppEnv>()
  .get('/api/user/:id', admin, async (c) => {
    const id = idOf(c);
    const answer = id === null ? null : await userAnswer(c.get('db'), id);
    return answer === null ? errorAnswer(c, 404, 'accountsList.errors.notFound') : c.json(answer);
  })
  .post('/api/user', requirePermission('users.add'), async (c) => {
    const parsed = await parseBody(c, createUserSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    const company = await companyWithNetwork(c.get('db'), body.company_id);
    if (company === null) return fieldFault(c, 'company_id', 'accountsList.errors.unknownCompany');
    if (!roleFitsKind(body.role, company.kind)) return fieldFault(c, 'role', ROLE_MISFIT);
    const passwordHash = await hashPassword(body.password);
    try {
      const [row] = await c
        .get('db')
        .insert(users)
        .values({
          email: body.email.trim().toLowerCase(),
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          role: body.role,
          companyId: company.id,
          networkCode: company.networkCode,
          language: body.language,
          // The admin vouches for the address: no confirmation link (docs/decisions/0018).
          emailConfirmedAt: new Date(),
        })
        .returning({ id: users.id });
      return c.json({ id: row!.id }, 201);
    } catch (error) {
      if (pgCode(error) === '23505') return fieldFault(c, 'email', 'register.emailTaken');
      throw error;
    }
  })
  .put('/api/user/:id', selfOrAdmin, async (c) => {
    const id = idOf(c);
    if (id === null) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    // A user edits their own name and language; everything else is the admin's (docs/decisions/0049).
    if (!isAccountAdmin(c)) return updateOwnAccount(c, id);
    const parsed = await parseBody(c, updateUserSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    // An admin who changed their own role would lose the page they are on.
    if (id === c.get('user')!.id && body.role !== undefined && body.role !== 'admin')
      return fieldFault(c, 'role', 'accountsList.errors.self');
    try {
      const found = await c.get('db').transaction(async (tx) => {
        if (body.role !== undefined) {
          const [account] = await tx
            .select({ kind: companies.kind })
            .from(users)
            .innerJoin(companies, eq(companies.id, users.companyId))
            .where(eq(users.id, id));
          if (account !== undefined && !roleFitsKind(body.role, account.kind)) return 'misfit' as const;
        }
        // §3 Per-user flags: the ones named are set, the others kept; read on the account's next request.
        const flags =
          body.flags === undefined
            ? {}
            : { extraFlags: { ...(await storedFlags(tx, id)), ...definedFlags(body.flags) } };
        const done = await tx
          .update(users)
          .set({
            ...flags,
            ...(body.email === undefined ? {} : { email: body.email.trim().toLowerCase() }),
            ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
            ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
            ...(body.role === undefined ? {} : { role: body.role }),
            ...(body.language === undefined ? {} : { language: body.language }),
          })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        // Links mailed to the old address must not reach the account any more (docs/decisions/0028).
        if (done.length > 0 && body.email !== undefined) await revokeLinks(tx, id, ['confirm', 'reset']);
        return done.length > 0;
      });
      if (found === 'misfit') return fieldFault(c, 'role', ROLE_MISFIT);
      if (!found) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    } catch (error) {
      if (pgCode(error) === '23505') return fieldFault(c, 'email', 'register.emailTaken');
      throw error;
    }
    return c.json((await userAnswer(c.get('db'), id))!);
  })
  .delete('/api/user/:id', admin, async (c) => {
    const id = idOf(c);
    if (id === null) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    const refused = await c.get('db').transaction((tx) => deleteAccount(tx, c.get('user')!.id, id));
    return refused === null ? c.json({ ok: true as const }) : refusal(c, refused);
  })
  .put('/api/user/:id/change-active', admin, async (c) => {
    const id = idOf(c);
    if (id === null) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    const parsed = await parseBody(c, changeActiveSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const refused = await c
      .get('db')
      .transaction((tx) => changeActive(tx, c.get('user')!.id, id, parsed.data.active));
    return refused === null ? c.json({ ok: true as const }) : refusal(c, refused);
  })
  .put('/api/user/:id/assign-company', admin, async (c) => {
    const id = idOf(c);
    if (id === null) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    const parsed = await parseBody(c, assignCompanySchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const company = await companyWithNetwork(c.get('db'), parsed.data.company_id);
    if (company === null) return fieldFault(c, 'company_id', 'accountsList.errors.unknownCompany');
    const [account] = await c.get('db').select({ role: users.role }).from(users).where(eq(users.id, id));
    if (account === undefined) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    if (!roleFitsKind(account.role, company.kind)) return fieldFault(c, 'company_id', ROLE_MISFIT);
    // A network's company brings its network code with it (§3 network_code); any other clears it.
    const done = await c
      .get('db')
      .update(users)
      .set({ companyId: company.id, networkCode: company.networkCode })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (done.length === 0) return errorAnswer(c, 404, 'accountsList.errors.notFound');
    return c.json({ ok: true as const });
  })
  .put('/api/users/change-active', admin, async (c) => {
    const parsed = await parseBody(c, massChangeActiveSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { ids, active } = parsed.data;
    const results = await c.get('db').transaction(async (tx) => {
      const outcomes = [];
      for (const id of new Set(ids))
        outcomes.push({ id, refused: await changeActive(tx, c.get('user')!.id, id, active) });
      return outcomes;
    });
    return c.json({ results: results.map((result) => resultOf(c, result)) });
  })
  .delete('/api/users', admin, async (c) => {
    const parsed = await parseBody(c, massDeleteUsersSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const results = await c.get('db').transaction(async (tx) => {
      const outcomes = [];
      for (const id of new Set(parsed.data.ids))
        outcomes.push({ id, refused: await deleteAccount(tx, c.get('user')!.id, id) });
      return outcomes;
    });
    return c.json({ results: results.map((result) => resultOf(c, result)) });
  });

function resultOf(c: Context<AppEnv>, result: { id: number; refused: Refused | null }) {
  return result.refused === null
    ? { id: result.id, success: true }
    : { id: result.id, success: false, message: translate(c.get('language'), result.refused) };
}
