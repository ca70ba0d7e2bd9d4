import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';
import { companyCreateSchema, companyEditSchema } from '@contract/companies';
import { queryId } from '@contract/list-params';
import { roleFitsKind } from '@domain/company-kinds';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { pgCode } from '../accounts/account-writes';
import { hashPassword } from '../auth/passwords';
import { requirePermission } from '../auth/require';
import { companyProfile, companyRow } from '../companies/company-profile';
import { logoAnswer, replaceLogo } from '../companies/company-logo';
import {
  COMPANY_NAMESPACE,
  companyDataFaults,
  nameTaken,
  ownColumns,
  usersFitKind,
} from '../companies/company-writes';
import { usersReport } from '../companies/users-report';
import { companies, networks, users } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';

const NOT_FOUND = 'companies.errors.notFound';
const admin = requirePermission('accounts.manage');

function idOf(c: Context<AppEnv>): number | null {
  const parsed = safeParse(queryId, c.req.param('id'));
  return parsed.success ? parsed.data : null;
}

const fault = (c: Context<AppEnv>, field: string, key: string) =>
  faultAnswer(c, [
    { namespace: COMPANY_NAMESPACE, field, message: translate(c.get('language'), key), type: 'validation' },
  ]);

type Created = { id: number; user_id: number | null } | { fault: [string, string] };

/**
 * §2 create-company and company profile, §7 `GET /api/company/{id}/user/{chain}-report` (docs/decisions/0047):
 * the operator's admins create a company (with its first user, in one transaction), read and edit its
 * profile, upload its logo and download its users report. The logo itself is read by any signed-in user.
 */
export const companyRoutes = new Hono<AppEnv>()
  .post('/api/company', admin, async (c) => {
    const parsed = await parseBody(c, companyCreateSchema, COMPANY_NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { company, first_user: firstUser } = parsed.data;
    const faults = companyDataFaults(c.get('language'), company, 'company.');
    if (faults.length > 0) return faultAnswer(c, faults);
    if (firstUser !== undefined && !roleFitsKind(firstUser.role, company.kind))
      return fault(c, 'first_user.role', 'companies.errors.roleMisfit');
    const passwordHash = firstUser === undefined ? null : await hashPassword(firstUser.password);
    let created: Created;
    try {
      created = await c.get('db').transaction(async (tx): Promise<Created> => {
        if (await nameTaken(tx, company.name, null))
          return { fault: ['company.name', 'companies.errors.nameTaken'] };
        const [row] = await tx
          .insert(companies)
          .values({
            ...ownColumns(company),
            kind: company.kind,
            status: company.status,
            subscription: company.subscription,
            groups: company.groups,
            suppliers: company.suppliers,
          })
          .returning({ id: companies.id });
        if (firstUser === undefined || passwordHash === null) return { id: row!.id, user_id: null };
        const [user] = await tx
          .insert(users)
          .values({
            email: firstUser.email.trim().toLowerCase(),
            passwordHash,
            firstName: firstUser.first_name,
            lastName: firstUser.last_name,
            role: firstUser.role,
            companyId: row!.id,
            language: firstUser.language,
            // The admin vouches for the address, as for any account they add (docs/decisions/0018).
            emailConfirmedAt: new Date(),
          })
          .returning({ id: users.id });
        return { id: row!.id, user_id: user!.id };
      });
    } catch (error) {
      if (pgCode(error) === '23505') return fault(c, 'first_user.email', 'register.emailTaken');
      throw error;
    }
    if ('fault' in created) return fault(c, created.fault[0], created.fault[1]);
    return c.json(created, 201);
  })
  .get('/api/company/:id{[0-9]+}', admin, async (c) => {
    const id = idOf(c);
    const row = id === null ? null : await companyRow(c.get('db'), id);
    if (row === null) return errorAnswer(c, 404, NOT_FOUND);
    return c.json(await companyProfile(c.get('db'), row));
  })
  .put('/api/company/:id{[0-9]+}', admin, async (c) => {
    const id = idOf(c);
    if (id === null) return errorAnswer(c, 404, NOT_FOUND);
    const parsed = await parseBody(c, companyEditSchema, COMPANY_NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    const faults = companyDataFaults(c.get('language'), body);
    if (faults.length > 0) return faultAnswer(c, faults);
    const outcome = await c.get('db').transaction(async (tx) => {
      const [current] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, id))
        .for('update');
      if (current === undefined) return 'notFound' as const;
      if (await nameTaken(tx, body.name, id)) return ['name', 'companies.errors.nameTaken'] as const;
      if (!(await usersFitKind(tx, id, body.kind))) return ['kind', 'companies.errors.roleMisfit'] as const;
      await tx
        .update(companies)
        .set({
          ...ownColumns(body),
          kind: body.kind,
          status: body.status,
          subscription: body.subscription,
          groups: body.groups,
          suppliers: body.suppliers,
        })
        .where(eq(companies.id, id));
      return 'ok' as const;
    });
    if (outcome === 'notFound') return errorAnswer(c, 404, NOT_FOUND);
    if (outcome !== 'ok') return fault(c, outcome[0], outcome[1]);
    return c.json(await companyProfile(c.get('db'), (await companyRow(c.get('db'), id))!));
  })
  .put('/api/company/:id{[0-9]+}/logo', admin, async (c) => {
    const id = idOf(c);
    return id === null ? errorAnswer(c, 404, NOT_FOUND) : replaceLogo(c, id);
  })
  .get('/api/company/:id{[0-9]+}/logo', async (c) => {
    if (c.get('user') === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    const id = idOf(c);
    return id === null ? errorAnswer(c, 404, NOT_FOUND) : logoAnswer(c, id);
  })
  .get('/api/company/:id{[0-9]+}/user/:report{[a-z0-9_]+-report}', admin, async (c) => {
    const id = idOf(c);
    const row = id === null ? null : await companyRow(c.get('db'), id);
    if (row === null) return errorAnswer(c, 404, NOT_FOUND);
    const code = c.req.param('report').replace(/-report$/, '');
    const [chain] = await c
      .get('db')
      .select({ code: networks.code, name: networks.name })
      .from(networks)
      .where(eq(networks.code, code));
    if (chain === undefined) return errorAnswer(c, 404, 'companies.errors.unknownChain');
    const bytes = await usersReport(c.get('db'), c.get('language'), row, chain);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="company-${row.id}-users-${chain.code}.xlsx"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
