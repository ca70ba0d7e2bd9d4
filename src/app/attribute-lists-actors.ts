import { fromPromise } from 'xstate';
import { toRefusal } from '@api/auth';
import {
  agreeToMigration,
  applyMigration,
  deleteMigrations,
  deleteRequirementSets,
} from '@api/attribute-lists';
import type { IdResults } from '@contract/attribute-lists-common';
import type { ActionResult, RunActionInput } from '@machines/data-table.machine';

/** A refused action as the machine's failure: the server's own words when it gave any. */
class ActionRefused extends Error {}

/** A delete of one or more rows: counts what went, refuses when nothing did. */
function deleted({ results }: IdResults): ActionResult {
  const count = results.filter((result) => result.success).length;
  if (count === 0) throw new ActionRefused(results.find((result) => !result.success)?.message ?? '');
  return { count };
}

function actionActor(run: (input: RunActionInput) => Promise<ActionResult>) {
  return fromPromise<ActionResult, RunActionInput>(async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      if (error instanceof ActionRefused) throw error;
      throw new ActionRefused(toRefusal(error, '').message);
    }
  });
}

/** §2 Requirement sets: delete (one or the selection); edit opens the screen's dialog instead. */
export const requirementSetActionActor = actionActor(async ({ action }) => {
  if (action.id === 'delete') return deleted(await deleteRequirementSets(action.ids));
  throw new Error(`unknown requirement sets action: ${action.id}`);
});

/** §2 Attribute migration: the supplier's agreement, the administrator's apply and delete. */
export const migrationActionActor = actionActor(async ({ action }) => {
  const [first] = action.ids;
  if (first === undefined) throw new ActionRefused('');
  switch (action.id) {
    case 'agree':
      await agreeToMigration(first);
      return { count: 1 };
    case 'apply':
      await applyMigration(first);
      return { count: 1 };
    case 'delete':
      return deleted(await deleteMigrations(action.ids));
    default:
      throw new Error(`unknown attribute migration action: ${action.id}`);
  }
});

/** The essentialities list has no actions: it reads. */
export const noActionActor = actionActor(async ({ action }) => {
  throw new Error(`unknown essentialities action: ${action.id}`);
});
