import { fromPromise } from 'xstate';
import { toRefusal } from '@api/auth';
import {
  assignSupplier,
  createManyProducts,
  loadBulkNumbers,
  loadSupplierOptions,
  saveBulkNumbers,
} from '@api/bulk-products';
import type { BulkNumbersSave, CardVersion, CreateMany } from '@contract/bulk-products';

type Io = { draft: unknown };
/** A refusal in the machine's terms: the server's faults per row, or its message. */
const refusing =
  (work: (input: Io) => Promise<unknown>) =>
  async ({ input }: { input: Io }): Promise<unknown> => {
    try {
      return await work(input);
    } catch (error) {
      throw toRefusal(error, '');
    }
  };

/** What the bulk numbers grid sends: per card the numbers by network code. */
export type NumbersDraft = BulkNumbersSave['cards'];
/** What bulk assign sends: the chosen supplier company. */
export type AssignDraft = { companyId: number };
/** What create many sends: the rows. */
export type CreateManyDraft = CreateMany['rows'];

const none = async (): Promise<unknown> => null;

/** §2 Bulk numbers: load the selection, dry-run, then write (src/api/bulk-products.ts). */
export function bulkNumbersActors(ids: readonly number[]) {
  return {
    load: fromPromise(refusing(() => loadBulkNumbers(ids))),
    check: fromPromise(
      refusing(({ draft }) => saveBulkNumbers({ check_only: true, cards: draft as NumbersDraft })),
    ),
    submit: fromPromise(
      refusing(({ draft }) => saveBulkNumbers({ check_only: false, cards: draft as NumbersDraft })),
    ),
  };
}

/**
 * §2 Bulk assign: load the suppliers, count what would change, then assign. The assign sends the cards'
 * versions the dry run read, so a card written after the user confirmed is refused, not moved (0027).
 */
export function bulkAssignActors(ids: readonly number[]) {
  let confirmed: CardVersion[] = [];
  const body = (draft: unknown, checkOnly: boolean) => ({
    check_only: checkOnly,
    ids: [...ids],
    company_id: (draft as AssignDraft).companyId,
    ...(checkOnly ? {} : { versions: confirmed }),
  });
  return {
    load: fromPromise(refusing(loadSupplierOptions)),
    check: fromPromise(
      refusing(async ({ draft }) => {
        const answer = await assignSupplier(body(draft, true));
        confirmed = answer.versions;
        return answer;
      }),
    ),
    submit: fromPromise(refusing(({ draft }) => assignSupplier(body(draft, false)))),
  };
}

/** §2 Create many products: nothing to load; dry-run the rows, then create the drafts. */
export function createManyActors() {
  return {
    load: fromPromise<unknown, Io>(none),
    check: fromPromise(
      refusing(({ draft }) => createManyProducts({ check_only: true, rows: draft as CreateManyDraft })),
    ),
    submit: fromPromise(
      refusing(({ draft }) => createManyProducts({ check_only: false, rows: draft as CreateManyDraft })),
    ),
  };
}
