import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { VERSION_SOURCE } from '@domain/card-history';
import { faultAnswerSchema } from '@contract/fault';
import type { BulkSaveMode } from '@contract/bulk-edit';
import { JOB_SOURCE } from '@contract/jobs';
import { sameData } from '@domain/bulk-edit';
import { BULK_STATUS, LANGUAGES, PRODUCT_STATUS, type Language } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { cardRequirementSetIds } from '../attribute-lists/card-requirement-sets';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { bulkEditCards, bulkEdits, products } from '../db/schema';
import { enqueueJob, type JobRow } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import type { MediaStorage } from '../media/storage';
import type { Mailer } from '../mail/mailer';
import { cardDocuments } from '../products/card';
import { productSaveRoutes } from '../routes/product-save';
import { loadCurrentUser } from '../users/current-user';
import { editedPayload, readEdits, type BulkPayload } from './card-payload';
import type { StoredFault } from './validate-cards';

export const BULK_EDIT_SAVE = 'bulk_edit_save';

export interface BulkSaveInput {
  bulkEditId: number;
  language: Language;
}

type BulkCardRow = typeof bulkEditCards.$inferSelect;

/** Queues the save of a validated session (§4 validated 4 → saving 6); the title names the card count. */
export function queueBulkSave(
  db: Db,
  user: CurrentUser,
  input: BulkSaveInput,
  cards: number,
): Promise<JobRow> {
  return enqueueJob(db, {
    userId: user.id,
    kind: BULK_EDIT_SAVE,
    title: { language: input.language, key: 'bulkEdit.job.title', values: { count: cards } },
    jobsKey: JOB_SOURCE.MAIN,
    input,
    totalItems: cards,
  });
}

/**
 * The normal card save (§7 PUT /api/p1/product/{id}/edit), run in this process for the job's user: the
 * same route with its parsing, its validation, its conflict rule and its one transaction per card.
 */
function cardSaver(db: Db, config: ServerConfig, user: CurrentUser, language: Language) {
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', db);
      c.set('config', config);
      c.set('language', language);
      c.set('user', user);
      c.set('session', null);
      c.set('caches', null);
      c.set('versionSource', VERSION_SOURCE.BULK_EDIT);
      // The card save sends no mail and stores no media bytes.
      c.set('mailer', null as unknown as Mailer);
      c.set('media', null as unknown as MediaStorage);
      await next();
    })
    .route('/', productSaveRoutes);
  return (id: number, payload: BulkPayload, version: number, draft: boolean) =>
    app.request(`/api/p1/product/${id}/edit${draft ? '?save=draft' : ''}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...payload, version }),
    });
}

/** The card already holds what this save writes: the edited fields and the status (a save before a worker died). */
function alreadyWritten(
  row: typeof products.$inferSelect,
  card: BulkCardRow,
  payload: BulkPayload,
  status: number,
) {
  if (row.version <= card.baseVersion || row.status !== status) return false;
  const stored = new Map(cardDocuments(row).attributes.map((attribute) => [attribute.uuid, attribute.data]));
  const intended = new Map(payload.attributes.map((attribute) => [attribute.uuid, attribute.data]));
  return Object.keys(readEdits(card.edits)).every((key) => {
    if (key === 'name') return row.name === payload.product_profile.name;
    if (key === 'name_to_show') return row.nameToShow === payload.product_profile.name_to_show;
    return sameData(stored.get(key) ?? [], intended.get(key) ?? []);
  });
}

async function refusalMessage(response: Response, language: Language): Promise<string> {
  if (response.status === 409) return translate(language, 'bulkEdit.errors.conflict');
  const body: unknown = await response.json().catch(() => null);
  const faults = faultAnswerSchema.safeParse(body);
  if (faults.success && faults.data.errors.length > 0)
    return faults.data.errors
      .slice(0, 3)
      .map((fault) => fault.message)
      .join('; ');
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : translate(language, 'bulkEdit.errors.saveFailed');
}

async function mark(db: Db, id: number, state: string, message: string | null = null) {
  await db
    .update(bulkEditCards)
    .set({ saveState: state, saveMessage: message })
    .where(eq(bulkEditCards.id, id));
}

/**
 * §4 saving 6 → saved 7 as a background job: every card of the session saved like a normal card save,
 * each in its own transaction. `ready`: cards with faults are skipped (they keep their edits), the others
 * saved ready; `draft`: every card saved as a draft. Resume-safe (docs/decisions/0020): a card's state
 * is stored before and after its save, so a rerun skips the cards done, and a card whose worker died
 * mid-save is taken as saved when it already holds what the save writes — never written twice.
 */
export function bulkEditSaveHandler(config: ServerConfig): JobHandler {
  return async ({ db, job, progress }) => {
    const input = job.input as BulkSaveInput;
    const language: Language = LANGUAGES.includes(input.language) ? input.language : 'pl';
    const user = await loadCurrentUser(db, job.userId);
    const [session] = await db.select().from(bulkEdits).where(eq(bulkEdits.id, input.bulkEditId));
    if (user === null || user.is_blocked || session === undefined || session.companyId !== user.company_id)
      return { result: { message: 'jobs.errors.noAccess' } };
    const draft = (session.saveMode as BulkSaveMode | null) === 'draft';
    const status = draft ? PRODUCT_STATUS.DRAFT : PRODUCT_STATUS.READY;
    const save = cardSaver(db, config, user, language);
    const cards = await db
      .select()
      .from(bulkEditCards)
      .where(eq(bulkEditCards.bulkEditId, session.id))
      .orderBy(asc(bulkEditCards.position));
    let done = cards.filter((card) => card.saveState !== 'pending' && card.saveState !== 'saving').length;
    await progress(done, cards.length);
    for (const card of cards) {
      if (card.saveState !== 'pending' && card.saveState !== 'saving') continue;
      const faults = Array.isArray(card.faults) ? (card.faults as StoredFault[]) : [];
      if (!draft && faults.length > 0) await mark(db, card.id, 'skipped');
      else await saveCard(db, card, status, draft, language, save);
      done += 1;
      await progress(done, cards.length);
    }
    const counts = await db
      .select({ state: bulkEditCards.saveState, count: sql<number>`count(*)::int` })
      .from(bulkEditCards)
      .where(eq(bulkEditCards.bulkEditId, session.id))
      .groupBy(bulkEditCards.saveState);
    const count = (state: string) => counts.find((row) => row.state === state)?.count ?? 0;
    await db
      .update(bulkEdits)
      .set({ status: BULK_STATUS.SAVED, updatedAt: sql`now()` })
      .where(and(eq(bulkEdits.id, session.id), inArray(bulkEdits.status, [BULK_STATUS.SAVING])));
    return {
      result: {
        message: 'bulkEdit.job.done',
        values: { saved: count('saved'), skipped: count('skipped'), refused: count('refused') },
      },
    };
  };
}

async function saveCard(
  db: Db,
  card: BulkCardRow,
  status: number,
  draft: boolean,
  language: Language,
  save: ReturnType<typeof cardSaver>,
) {
  const [row] = await db.select().from(products).where(eq(products.id, card.productId));
  if (row === undefined) return mark(db, card.id, 'refused', translate(language, 'errors.productNotFound'));
  const payload = editedPayload(row, readEdits(card.edits), await cardRequirementSetIds(db, row.id));
  // The worker died between this card's save and its mark: the card shows whether the save went through.
  if (card.saveState === 'saving' && alreadyWritten(row, card, payload, status))
    return mark(db, card.id, 'saved');
  await mark(db, card.id, 'saving');
  const response = await save(row.id, payload, card.baseVersion, draft);
  if (response.ok) return mark(db, card.id, 'saved');
  return mark(db, card.id, 'refused', await refusalMessage(response, language));
}
