import { fromPromise } from 'xstate';
import { toRefusal } from '@api/auth';
import {
  cloneProduct,
  copyProduct,
  deleteProducts,
  exportProducts,
  productIdOfUrl,
  updateSalesStatus,
} from '@api/product-actions';
import type { TableQuery } from '@domain/table-state';
import type { ActionResult, RunActionInput } from '@machines/data-table.machine';
import { watchJob } from './jobs-runtime';
import { saveDownload } from './data-table-actors';

/** A refused action as the machine's failure: the server's own words when it gave any. */
class ActionRefused extends Error {}

const refuse = (message: string | null | undefined): never => {
  throw new ActionRefused(message ?? '');
};

/** §7 DELETE /api/p1/products: a single delete reads results[0].success; a mass one counts the deleted. */
async function runDelete(ids: readonly number[]): Promise<ActionResult> {
  const { results } = await deleteProducts(ids);
  const deleted = results.filter((result) => result.success).length;
  if (deleted === 0) return refuse(results.find((result) => !result.success)?.message);
  if (ids.length === 1 && results[0]?.success !== true) return refuse(results[0]?.message);
  return { count: deleted };
}

/**
 * The xlsx export of the list (or of the selected rows): saved as a file, or, when large, started as a
 * background job that the jobs panel watches and offers to download (the server says so).
 */
export async function runExport(query: TableQuery, ids: readonly number[]): Promise<ActionResult> {
  const answer = await exportProducts(query, ids);
  if ('job' in answer) {
    watchJob(answer.job);
    return { reload: false, message: answer.message };
  }
  saveDownload(answer);
  return { reload: false };
}

/** §7 The answer url yields the new id: the user lands on the new card's edit page. */
function landOn(url: string): ActionResult {
  const id = productIdOfUrl(url);
  return { redirect: id === null ? url : `/product/${id}/edit` };
}

async function run({ action, query }: RunActionInput): Promise<ActionResult> {
  // The export of the whole filtered list names no rows.
  if (action.id === 'export') return runExport(query, action.mass ? action.ids : []);
  const [first] = action.ids;
  if (first === undefined) return refuse(null);
  switch (action.id) {
    case 'delete':
      return runDelete(action.ids);
    case 'copy':
      return landOn(await copyProduct(first));
    case 'clone':
      // §7 the clone answers where to go on; the screen turns the address into a route of the app.
      return { redirect: await cloneProduct(first) };
    case 'sales_status':
      await updateSalesStatus(first, action.payload === 1 ? 1 : 0);
      return { count: 1 };
    default:
      throw new Error(`unknown products list action: ${action.id}`);
  }
}

/** The products list's single and mass actions for the dataTable machine. */
export const productActionActor = fromPromise<ActionResult, RunActionInput>(async ({ input }) => {
  try {
    return await run(input);
  } catch (error) {
    if (error instanceof ActionRefused) throw error;
    throw new ActionRefused(toRefusal(error, '').message);
  }
});
