import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  bulkChangeSchema,
  bulkColumnsSchema,
  bulkEditCreateSchema,
  bulkEditIdSchema,
  bulkEditsSchema,
  bulkSaveSchema,
} from '@contract/bulk-edit';
import { canSave, canValidate, isEditable } from '@domain/bulk-edit';
import { BULK_STATUS } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { bulkEditCards, bulkEdits } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';
import { jobAnswer } from '../jobs/job-answer';
import { applyChanges, changeForAll, type ChangeRefusal } from '../bulk-edit/apply-edits';
import type { BulkContext } from '../bulk-edit/card-schemas';
import { gridAnswer } from '../bulk-edit/grid';
import { queueBulkSave } from '../bulk-edit/save-job';
import { createSession, findSession, moveStatus, refusedIds, type BulkEditRow } from '../bulk-edit/session';
import { validateSession } from '../bulk-edit/validate-cards';

const NS = 'bulk_edit';

/** Another request started the save first: this one queues nothing (its transaction is undone). */
class SaveRaced extends Error {}

function contextOf(c: Context<AppEnv>, session: BulkEditRow | null = null): BulkContext {
  const user = c.get('user')!;
  return {
    db: c.get('db'),
    user,
    language: c.get('language'),
    config: c.get('config'),
    companyId: session?.companyId ?? user.company_id!,
  };
}

/** The session of the path, or the 404 to answer (another company's session reveals nothing). */
async function sessionOf(c: Context<AppEnv>): Promise<BulkEditRow | Response> {
  const id = bulkEditIdSchema.safeParse(c.req.param('id'));
  const session = id.success ? await findSession(c.get('db'), c.get('user')!, id.data) : null;
  return session ?? errorAnswer(c, 404, 'bulkEdit.errors.notFound');
}

function fault(c: Context<AppEnv>, field: string, key: string) {
  return { namespace: NS, field, message: translate(c.get('language'), key), type: 'validation' as const };
}

/** A 400 when the session has moved past editing (saving, saved): the grid is read-only from then on. */
function notEditable(c: Context<AppEnv>) {
  return faultAnswer(c, [fault(c, 'status', 'bulkEdit.errors.notEditable')]);
}

function refusalAnswer(c: Context<AppEnv>, refusals: ChangeRefusal[], prefix: string) {
  return faultAnswer(
    c,
    refusals.map((refusal) => fault(c, `${prefix}.${refusal.index}`, refusal.message)),
  );
}

/**
 * §4 Bulk edit statuses, route bulk-edit/{id} (docs/decisions/0023-bulk-edit.md): a supplier with
 * flags.bulk_edit (§6 product.bulk_edit) opens a session over its company's cards, edits cells and sets
 * one field on every card (§2 bulk product changes), validates with the cards' own rules and saves as a
 * background job (§2 bulk save). Every write: contract, permission, one transaction; bad input a 400.
 */
export const bulkEditRoutes = new Hono<AppEnv>()
  .use('/api/bulk-edit', requirePermission('product.bulk_edit'))
  .use('/api/bulk-edit/*', requirePermission('product.bulk_edit'))
  .post('/api/bulk-edit', async (c) => {
    const user = c.get('user')!;
    if (user.company_id === null) return errorAnswer(c, 403, 'session.forbidden');
    const parsed = await parseBody(c, bulkEditCreateSchema, NS);
    if (!parsed.ok) return parsed.response;
    const refused = await refusedIds(c.get('db'), user, parsed.data.ids);
    if (refused.length > 0)
      return faultAnswer(
        c,
        refused
          .slice(0, 20)
          .map((id) => fault(c, `ids.${parsed.data.ids.indexOf(id)}`, 'bulkEdit.errors.notYours')),
      );
    const id = await createSession(c.get('db'), user, parsed.data.ids);
    return c.json({ id }, 201);
  })
  .get('/api/bulk-edit/:id', async (c) => {
    const session = await sessionOf(c);
    if (session instanceof Response) return session;
    const answer = await gridAnswer(contextOf(c, session), session);
    // A save job that failed (docs/decisions/0020: given up after three starts) gives the session back:
    // validated 4, the cards saved so far stay saved, the next save goes on with the others.
    if (answer.status === BULK_STATUS.SAVING && answer.job?.status === 'failed') {
      await moveStatus(c.get('db'), session.id, [BULK_STATUS.SAVING], BULK_STATUS.VALIDATED);
      return c.json({ ...answer, status: BULK_STATUS.VALIDATED });
    }
    return c.json(answer);
  })
  .post('/api/bulk-edit/:id/columns', async (c) => {
    const session = await sessionOf(c);
    if (session instanceof Response) return session;
    const parsed = await parseBody(c, bulkColumnsSchema, NS);
    if (!parsed.ok) return parsed.response;
    await c
      .get('db')
      .update(bulkEdits)
      .set({ columns: [...new Set(parsed.data.columns)] })
      .where(eq(bulkEdits.id, session.id));
    return c.json(
      await gridAnswer(contextOf(c, session), (await findSession(c.get('db'), c.get('user')!, session.id))!),
    );
  })
  .post('/api/bulk-edit/:id/edits', async (c) => {
    const session = await sessionOf(c);
    if (session instanceof Response) return session;
    const parsed = await parseBody(c, bulkEditsSchema, NS);
    if (!parsed.ok) return parsed.response;
    if (!isEditable(session.status)) return notEditable(c);
    const result = await applyChanges(
      contextOf(c, session),
      session.id,
      parsed.data.edits.map((edit) => ({ productId: edit.product_id, field: edit.field, data: edit.data })),
    );
    if (!result.ok) return refusalAnswer(c, result.refusals, 'edits');
    return c.json(
      await gridAnswer(contextOf(c, session), (await findSession(c.get('db'), c.get('user')!, session.id))!),
    );
  })
  .post('/api/bulk-edit/:id/change', async (c) => {
    const session = await sessionOf(c);
    if (session instanceof Response) return session;
    const parsed = await parseBody(c, bulkChangeSchema, NS);
    if (!parsed.ok) return parsed.response;
    if (!isEditable(session.status)) return notEditable(c);
    const result = await changeForAll(contextOf(c, session), session.id, parsed.data.field, parsed.data.data);
    if (!result.ok) return faultAnswer(c, [fault(c, 'field', result.message)]);
    return c.json(
      await gridAnswer(contextOf(c, session), (await findSession(c.get('db'), c.get('user')!, session.id))!),
    );
  })
  .post('/api/bulk-edit/:id/validate', async (c) => {
    const session = await sessionOf(c);
    if (session instanceof Response) return session;
    if (!canValidate(session.status)) return notEditable(c);
    // §4 validating 3 while the rules run; a request that finds it already validating is refused.
    if (!(await moveStatus(c.get('db'), session.id, [session.status], BULK_STATUS.VALIDATING)))
      return notEditable(c);
    try {
      await validateSession(contextOf(c, session), session.id);
    } catch (error) {
      await moveStatus(c.get('db'), session.id, [BULK_STATUS.VALIDATING], BULK_STATUS.EDITED);
      throw error;
    }
    return c.json(
      await gridAnswer(contextOf(c, session), (await findSession(c.get('db'), c.get('user')!, session.id))!),
    );
  })
  .post('/api/bulk-edit/:id/save', async (c) => {
    const session = await sessionOf(c);
    if (session instanceof Response) return session;
    const parsed = await parseBody(c, bulkSaveSchema, NS);
    if (!parsed.ok) return parsed.response;
    if (!canSave(session.status)) return faultAnswer(c, [fault(c, 'status', 'bulkEdit.errors.notValidated')]);
    const user = c.get('user')!;
    const job = await c
      .get('db')
      .transaction(async (tx) => {
        const cards = await tx
          .select({ id: bulkEditCards.id })
          .from(bulkEditCards)
          .where(eq(bulkEditCards.bulkEditId, session.id));
        const queued = await queueBulkSave(
          tx,
          user,
          { bulkEditId: session.id, language: c.get('language') },
          cards.length,
        );
        const moved = await moveStatus(tx, session.id, [BULK_STATUS.VALIDATED], BULK_STATUS.SAVING, {
          saveMode: parsed.data.mode,
          jobId: queued.id,
        });
        if (!moved) throw new SaveRaced();
        return queued;
      })
      .catch((error: unknown) => {
        if (error instanceof SaveRaced) return null;
        throw error;
      });
    if (job === null) return faultAnswer(c, [fault(c, 'status', 'bulkEdit.errors.notValidated')]);
    return c.json(
      {
        job: jobAnswer(job, false, c.get('language')),
        message: translate(c.get('language'), 'bulkEdit.save.started'),
      },
      202,
    );
  });
