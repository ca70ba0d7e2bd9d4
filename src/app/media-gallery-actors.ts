import { fromPromise } from 'xstate';
import type { MassAnswer } from '@contract/list-params';
import {
  assetDownloadUrl,
  assign,
  deleteDirectory,
  massAssetAction,
  moveAssets,
  previewAutoAssign,
  queueZip,
  revokeDirectory,
} from '@api/media-gallery';
import { Refusal } from '@domain/refusal';
import type { ActionResult, RunActionInput } from '@machines/data-table.machine';
import { mediaAssignMachine } from '@machines/media-assign.machine';
import { watchJob } from './jobs-runtime';

const count = (answer: unknown) => (answer as MassAnswer).results.filter((result) => result.success).length;

/** The words of a refusal for the list's notice (the machine shows the error's message). */
const refusing = (run: (input: RunActionInput) => Promise<ActionResult>) =>
  fromPromise<ActionResult, RunActionInput>(async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      throw new Error(error instanceof Refusal ? error.message : '');
    }
  });

/** §2 Media assets list actions: delete, move (the dialog's directory), download, the queued zip. */
export const assetActionActor = refusing(async ({ action }) => {
  const ids = action.ids;
  switch (action.id) {
    case 'delete':
      return { count: count(await massAssetAction('delete', ids)) };
    case 'move':
      return { count: count(await moveAssets(ids, action.payload === null ? null : Number(action.payload))) };
    case 'download':
      window.location.assign(assetDownloadUrl(ids[0]!));
      return { count: 1, reload: false };
    case 'download_zip': {
      const started = await queueZip(ids);
      watchJob(started.job);
      return { count: ids.length, reload: false, message: started.message };
    }
    default:
      throw new Error(`unknown media gallery action: ${action.id}`);
  }
});

/** §2 Deleted media: restore, and permanent delete for admins. */
export const deletedActionActor = refusing(async ({ action }) => {
  if (action.id !== 'restore' && action.id !== 'purge')
    throw new Error(`unknown deleted media action: ${action.id}`);
  return { count: count(await massAssetAction(action.id, action.ids)) };
});

/** §2 Directories: revoke the link and delete an empty directory (rename and share open dialogs). */
export const directoryActionActor = refusing(async ({ action }) => {
  const id = action.ids[0]!;
  if (action.id === 'revoke') await revokeDirectory(id);
  else if (action.id === 'delete') await deleteDirectory(id);
  else throw new Error(`unknown directory action: ${action.id}`);
  return { count: 1 };
});

/** The mediaAssign machine with the real calls; a job answer goes to the jobs panel. */
export const liveMediaAssignMachine = mediaAssignMachine.provide({
  actors: {
    preview: fromPromise(({ input }) => previewAutoAssign(input.assetIds)),
    assign: fromPromise(async ({ input }) => {
      const answer = await assign(input);
      return {
        message: answer.message,
        job: 'job' in answer ? answer.job : null,
        notAssigned: answer.not_assigned,
      };
    }),
  },
  actions: {
    reportJob: ({ context }) => {
      if (context.outcome?.job) watchJob(context.outcome.job);
    },
  },
});
