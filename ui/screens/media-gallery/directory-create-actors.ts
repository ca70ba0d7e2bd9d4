import { fromPromise } from 'xstate';
import { createDirectory } from '@api/media-gallery';
import { refusalText } from './refusal-text';

/** §2 Directories: a new directory, its refusal in the user's language (the first fault, else the message). */
export const createDirectoryActor = (fallback: () => string) =>
  fromPromise<void, string>(async ({ input }) => {
    try {
      await createDirectory(input);
    } catch (error) {
      throw new Error(refusalText(error, fallback()));
    }
  });
