import { fromPromise } from 'xstate';
import type { MassAnswer } from '@contract/list-params';
import { toRefusal } from '@api/auth';
import { assignCompany, changeActive, changeActiveMany, deleteUser, deleteUsers } from '@api/accounts';
import { acceptUnblockRequest, rejectUnblockRequest } from '@api/unblock-requests';
import type { ActionResult, RunActionInput } from '@machines/data-table.machine';
import { runExport } from './product-list-actors';

/** A refused action as the machine's failure: the server's own words when it gave any. */
class ActionRefused extends Error {}

/**
 * A mass answer as the machine's result: how many changed, or the first refusal when none did. Some
 * refused is a warning with the refusal's words (§8: a failure never looks like a success).
 */
function counted({ results }: MassAnswer): ActionResult {
  const done = results.filter((result) => result.success).length;
  if (done === 0) throw new ActionRefused(results.find((result) => !result.success)?.message ?? '');
  const refused = results.find((result) => !result.success);
  return refused === undefined
    ? { count: done }
    : { count: done, message: refused.message ?? null, tone: 'warning' };
}

async function runAccountAction({ action }: RunActionInput): Promise<ActionResult> {
  const [first] = action.ids;
  if (first === undefined) throw new ActionRefused('');
  switch (action.id) {
    case 'activate':
    case 'deactivate': {
      const active = action.id === 'activate';
      if (!action.mass) return (await changeActive(first, active), { count: 1 });
      return counted(await changeActiveMany(action.ids, active));
    }
    case 'delete':
      if (!action.mass) return (await deleteUser(first), { count: 1 });
      return counted(await deleteUsers(action.ids));
    case 'assign_company':
      await assignCompany(first, Number(action.payload));
      return { count: 1 };
    default:
      throw new Error(`unknown accounts list action: ${action.id}`);
  }
}

async function runUnblockAction({ action }: RunActionInput): Promise<ActionResult> {
  const [first] = action.ids;
  if (first === undefined) throw new ActionRefused('');
  if (action.id === 'accept') await acceptUnblockRequest(first);
  else if (action.id === 'reject') await rejectUnblockRequest(first, String(action.payload ?? ''));
  else throw new Error(`unknown unblock requests action: ${action.id}`);
  return { count: 1 };
}

const refusing = (run: (input: RunActionInput) => Promise<ActionResult>) =>
  fromPromise<ActionResult, RunActionInput>(async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      if (error instanceof ActionRefused) throw error;
      throw new ActionRefused(toRefusal(error, '').message);
    }
  });

/** §2 Accounts list actions (docs/decisions/0018) for the dataTable machine. */
export const accountActionActor = refusing(runAccountAction);
/** §2 Unblock requests: accept, or reject with the reason the dialog asked for. */
export const unblockActionActor = refusing(runUnblockAction);
/**
 * §2 Shop products: the selected cards as the products list's xlsx export (the same endpoint and the same
 * network scope); every other action of the shop is a link.
 */
export const shopActionActor = refusing(async ({ action, query }) => {
  if (action.id !== 'export') throw new Error(`unknown shop action: ${action.id}`);
  return runExport(query, action.ids);
});
