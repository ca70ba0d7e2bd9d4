import { Hono, type Context } from 'hono';
import { auditExportSchema, auditQuerySchema, type AuditQuery } from '@contract/audit-trail';
import type { CurrentUser } from '@domain/user';
import type { AppEnv } from '../app-env';
import {
  companyHistoryAccess,
  reportAccess,
  userHistoryAccess,
  type TrailAccess,
} from '../audit/trail-access';
import { exportAccess, queueAuditExport } from '../audit/export-job';
import { readTrail } from '../audit/read-trail';
import { withAttributeNames } from '../audit/attribute-fields';
import { requireUser } from '../auth/require';
import { errorAnswer, faultAnswer, faultsFromZod, parseBody } from '../http/answers';
import { jobAnswer } from '../jobs/job-answer';
import { translate } from '@i18n/translate';

const NAMESPACE = 'audit_trail';
/** Ids beyond PostgreSQL's integer name nothing: such a path is answered as an unknown id. */
const MAX_ID = 2_147_483_647;
const pathId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
};

const USER_NOT_FOUND = { ok: false, status: 404, key: 'auditTrail.errors.userNotFound' } as const;
const COMPANY_NOT_FOUND = { ok: false, status: 404, key: 'auditTrail.errors.companyNotFound' } as const;

/** Parses the filters, asks who may read what, and answers one page (docs/decisions/0052). */
async function answerPage(
  c: Context<AppEnv>,
  access: (user: CurrentUser, query: AuditQuery) => Promise<TrailAccess>,
): Promise<Response> {
  const parsed = auditQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return faultAnswer(c, faultsFromZod(c, parsed.error, NAMESPACE));
  // requireUser ran first: there is a user.
  const user = c.get('user') as CurrentUser;
  const allowed = await access(user, parsed.data);
  if (!allowed.ok) return errorAnswer(c, allowed.status, allowed.key);
  const page = await readTrail(c.get('db'), allowed.scope, parsed.data);
  return c.json(await withAttributeNames(c.get('db'), page, c.get('language')));
}

/** The change-log report, a user's history and a company's history: the audit trail, read by keyset. */
export const auditTrailRoutes = new Hono<AppEnv>()
  .get('/api/p1/audit-trail', requireUser(), (c) =>
    answerPage(c, (user, query) => reportAccess(c.get('db'), user, query)),
  )
  .get('/api/p1/audit-trail/user/:id{[0-9]+}', requireUser(), (c) =>
    answerPage(c, async (user) => {
      const id = pathId(c.req.param('id'));
      return id === null ? USER_NOT_FOUND : userHistoryAccess(c.get('db'), user, id);
    }),
  )
  .get('/api/p1/audit-trail/company/:id{[0-9]+}', requireUser(), (c) =>
    answerPage(c, async (user) => {
      const id = pathId(c.req.param('id'));
      return id === null ? COMPANY_NOT_FOUND : companyHistoryAccess(c.get('db'), user, id);
    }),
  )
  // The xlsx of everything the filters select, made by a background job (docs/decisions/0052).
  .post('/api/p1/audit-trail/export', requireUser(), async (c) => {
    const parsed = await parseBody(c, auditExportSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const user = c.get('user') as CurrentUser;
    const allowed = await exportAccess(c.get('db'), user, parsed.data);
    if (!allowed.ok) return errorAnswer(c, allowed.status, allowed.key);
    const job = await queueAuditExport(c.get('db'), user.id, { ...parsed.data, language: c.get('language') });
    return c.json(
      {
        job: jobAnswer(job, false, c.get('language')),
        message: translate(c.get('language'), 'jobs.started'),
      },
      202,
    );
  });
