import { fromPromise } from 'xstate';
import { renameDirectory, shareDirectory } from '@api/media-gallery';
import type { RenameInput } from '@machines/directory-dialogs.machine';
import { refusalText } from './refusal-text';

/** §2 Directories: rename and share, their refusals in the user's language (the first fault, else the message). */
export const renameDirectoryActor = (fallback: () => string) =>
  fromPromise<void, RenameInput>(async ({ input }) => {
    try {
      await renameDirectory(input.id, input.name);
    } catch (error) {
      throw new Error(refusalText(error, fallback()));
    }
  });

export const shareDirectoryActor = (fallback: () => string) =>
  fromPromise<string, number>(async ({ input }) => {
    try {
      const url = await shareDirectory(input);
      // A share answer always carries its link; without one there is nothing to show.
      if (url === null) throw new Error(fallback());
      return url;
    } catch (error) {
      throw new Error(refusalText(error, fallback()));
    }
  });
