import { and, inArray } from 'drizzle-orm';
import type { SortOrder } from '@contract/data-table';
import type { ProductListFilters } from '@contract/product-list';
import { JOB_SOURCE } from '@contract/jobs';
import { LANGUAGES, type Language } from '@domain/constants';
import { permissionsOf } from '../auth/require';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { productRows } from '../db/schema';
import { columnsFor } from '../lists/info';
import { PRODUCT_COLUMNS } from '../products/list-columns';
import type { ProductListContext } from '../products/list-context';
import { listConditions } from '../products/list-filters';
import { listedCards, orderedCardIds } from '../products/list-rows';
import { yieldToOthers } from '../db/yield';
import { streamProductListWorkbook } from '../products/list-xlsx';
import { loadCurrentUser } from '../users/current-user';
import { enqueueJob, type JobRow } from './queue';
import type { FileMakingHandler } from './job-files';
import { withoutReadiness } from '../readiness/list-cells';

export const PRODUCT_LIST_EXPORT = 'product_list_export';
/**
 * Rows read per batch: one batch in memory at a time, progress reported after each. Small enough that a
 * batch's query and its rows' workbook writing keep others waiting only briefly (docs/decisions/0030).
 */
const BATCH = 500;

/** What the list's export request left for the job: the query as it was checked, and the user's language. */
export interface ProductListExportInput {
  filters: ProductListFilters & { ids?: number[] | undefined };
  sort: string;
  order: SortOrder;
  language: Language;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportFileName = (day: string) => `products-${day}.xlsx`;

/**
 * §2 list export as a background job: the user's list (their role's rows and columns, as the user is
 * now: a user who lost access exports nothing), read in batches into a streamed workbook. Run again from
 * the start when its worker died: the file is written with the job's end, so nothing is half there.
 */
export function productListExportHandler(config: ServerConfig): FileMakingHandler {
  return async ({ db, job, progress }) => {
    const input = job.input as ProductListExportInput;
    const language: Language = LANGUAGES.includes(input.language) ? input.language : 'pl';
    const user = await loadCurrentUser(db, job.userId);
    if (user === null || user.is_blocked) return { result: { message: 'jobs.errors.noAccess' } };
    const context: ProductListContext = {
      db,
      user,
      permissions: new Set(permissionsOf(user, config)),
      language,
    };
    const { filters, sort, order } = input;
    const where = and(
      listConditions(context, filters),
      filters.ids === undefined ? undefined : inArray(productRows.id, filters.ids),
    );
    const ids = await orderedCardIds(db, { where, sort, order });
    const total = ids.length;
    await progress(0, total);
    const batches = async function* (source: Db) {
      for (let at = 0; at < total; at += BATCH) {
        const batch = ids.slice(at, at + BATCH);
        const scoped = and(where, inArray(productRows.id, batch));
        const cards = await listedCards(source, { where: scoped, sort, order }, batch.length, 0, language);
        yield cards;
        await progress(Math.min(at + batch.length, total), total);
        // The connection (PGlite's only one) and the event loop go to waiting requests between batches.
        await yieldToOthers();
      }
    };
    const bytes = await streamProductListWorkbook(
      batches(db),
      withoutReadiness(columnsFor(PRODUCT_COLUMNS, context)),
      language,
    );
    const day = new Date().toISOString().slice(0, 10);
    return {
      result: { message: 'jobs.exportReady', values: { count: total } },
      file: { filename: exportFileName(day), contentType: XLSX_TYPE, bytes },
    };
  };
}

/** Queues the export of the user's list; the title says what it is in the user's language. */
export function queueListExport(context: ProductListContext, input: ProductListExportInput): Promise<JobRow> {
  return enqueueJob(context.db, {
    userId: context.user.id,
    kind: PRODUCT_LIST_EXPORT,
    title: { language: context.language, key: 'jobs.titles.productListExport' },
    jobsKey: JOB_SOURCE.MAIN,
    input,
  });
}
