import { fromPromise } from 'xstate';
import type { MassAnswer } from '@contract/list-params';
import { ASSORTMENT_STATUSES } from '@domain/shop-assortment';
import { toRefusal } from '@api/auth';
import { removeFromAssortment, setAssortmentStatus } from '@api/shop-assortment';
import type { ActionResult, RunActionInput } from '@machines/data-table.machine';

class ActionRefused extends Error {}

/** A mass answer as the machine's result: how many changed, or the first refusal when none did. */
function counted({ results }: MassAnswer): ActionResult {
  const done = results.filter((result) => result.success).length;
  const refused = results.find((result) => !result.success);
  if (done === 0) throw new ActionRefused(refused?.message ?? '');
  return { count: done, message: refused?.message ?? null };
}

const STATUS_ACTIONS = new Map(ASSORTMENT_STATUSES.map((status) => [`status_${status}`, status]));

async function runAssortmentAction({ action }: RunActionInput): Promise<ActionResult> {
  const status = STATUS_ACTIONS.get(action.id);
  if (status !== undefined) return counted(await setAssortmentStatus(action.ids, status));
  if (action.id === 'remove') return counted(await removeFromAssortment(action.ids));
  throw new Error(`unknown assortment action: ${action.id}`);
}

/** §2 shop-management: the list's status and remove actions for the dataTable machine. */
export const assortmentActionActor = fromPromise<ActionResult, RunActionInput>(async ({ input }) => {
  try {
    return await runAssortmentAction(input);
  } catch (error) {
    if (error instanceof ActionRefused) throw error;
    throw new ActionRefused(toRefusal(error, '').message);
  }
});
