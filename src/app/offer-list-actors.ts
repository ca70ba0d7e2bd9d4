import { fromPromise } from 'xstate';
import { toRefusal } from '@api/auth';
import { approveProduct, createOffer, rejectOffer, saveNetworkAttributes } from '@api/offers';
import type { CreateOffer, SaveNetworkAttributes } from '@contract/offers';
import type { ActionResult, RunActionInput } from '@machines/data-table.machine';

/**
 * The actions of the offers list and the chain panels for the dataTable machine (docs/decisions/0017):
 * `add_offer` (payload: the §3 Offer modal values as JSON), and the category manager's decisions
 * `approve`, `revoke` (payload: `{chain}:{productId}`) and `reject` (payload: `{chain}:{comment}`).
 * `attributes` (payload: `{chain, productId, body}` as JSON) saves the chain's attributes of a card (§7
 * network-attribute). The list reloads after each, so the row shows its new status or completeness.
 */
class ActionRefused extends Error {}

/** `chain:rest`, split at the first colon (a chain code has none; a comment may). */
function chainAnd(payload: RunActionInput['action']['payload']): [string, string] {
  const text = String(payload ?? '');
  const at = text.indexOf(':');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

async function run({ action }: RunActionInput): Promise<ActionResult> {
  const [first] = action.ids;
  switch (action.id) {
    case 'add_offer':
      await createOffer(JSON.parse(String(action.payload)) as CreateOffer);
      return { count: 1 };
    case 'approve':
    case 'revoke': {
      const [chain, productId] = chainAnd(action.payload);
      await approveProduct(chain, Number(productId), action.id === 'approve');
      return { count: 1 };
    }
    case 'reject': {
      if (first === undefined) throw new ActionRefused('');
      const [chain, comment] = chainAnd(action.payload);
      await rejectOffer(chain, first, comment);
      return { count: 1 };
    }
    case 'attributes': {
      const { chain, productId, body } = JSON.parse(String(action.payload)) as {
        chain: string;
        productId: number;
        body: SaveNetworkAttributes;
      };
      await saveNetworkAttributes(chain, productId, body);
      return { count: 1 };
    }
    default:
      throw new Error(`unknown offer action: ${action.id}`);
  }
}

export const offerActionActor = fromPromise<ActionResult, RunActionInput>(async ({ input }) => {
  try {
    return await run(input);
  } catch (error) {
    if (error instanceof ActionRefused) throw error;
    throw new ActionRefused(toRefusal(error, '').message);
  }
});
