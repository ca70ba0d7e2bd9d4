import type { DirectoryCreateContext } from '@machines/directory-create.machine';
import type { ViewContract } from '@machines/view-contract';

const name = { label: 'mediaGallery.directories.name' };
const add = { role: 'button', name: 'mediaGallery.directories.add' };

/** §2 Directories: the new-directory name form above the directories list on every state of its machine. */
export const directoryCreateViewContract: ViewContract<DirectoryCreateContext> = {
  machineId: 'directoryCreate',
  screen: 'media-gallery-directories',
  route: '/media-gallery/directories',
  states: {
    'directoryCreate.editing': (context) => [
      { see: name, value: context.name },
      { see: add, disabled: context.name.trim() === '' },
      // The refusal the catalog's replay answers with (machines/directory-create.catalog.ts), gone once typed.
      context.error === null
        ? { absent: { text: { literal: 'Katalog o tej nazwie już istnieje.' } } }
        : { see: { text: { literal: context.error } } },
    ],
    'directoryCreate.saving': (context) => [
      { see: name, value: context.name },
      { see: add, disabled: true },
    ],
  },
  events: {
    'NAME.CHANGE': (event, context) =>
      event['name'] === context.name
        ? { app: 'typing the name already there changes nothing' }
        : { user: 'type', target: name, text: String(event['name']) },
    SUBMIT: (_event, context) =>
      context.name.trim() === ''
        ? { app: 'the add button is disabled without a name' }
        : { user: 'click', target: add },
    'xstate.done.actor.create': { server: 'server makes the directory' },
    'xstate.error.actor.create': { server: 'server answers 409: the name is taken' },
  },
};
