import type { DirectoryDialogsContext } from '@machines/directory-dialogs.machine';
import type { Check, ViewContract } from '@machines/view-contract';

const renameDialog = { role: 'dialog', name: 'mediaGallery.directories.renameTitle' };
const shareDialog = { role: 'dialog', name: 'mediaGallery.directories.shareTitle' };
const name = { label: 'mediaGallery.directories.name' };
const save = { role: 'button', name: 'mediaGallery.details.save' };
const close = { role: 'button', name: 'mediaGallery.directories.close' };

const refusal = (context: DirectoryDialogsContext): Check[] =>
  context.error === null ? [] : [{ see: { text: { literal: context.error } } }];

/** The share refusal above the table, when the last share was refused. */
const shareRefusal = (context: DirectoryDialogsContext): Check =>
  context.error === null
    ? { absent: { role: 'alert' } }
    : { see: { text: { literal: context.error }, within: { role: 'alert' } } };

/**
 * §2 Directories: the rename dialog and the share link of the directories list. Opening them is a row action
 * of the list's data table (its own machine, replayed in tests/ui/media-gallery.test.tsx), so those two
 * events are app causes here.
 */
export const directoryDialogsViewContract: ViewContract<DirectoryDialogsContext> = {
  machineId: 'directoryDialogs',
  screen: 'media-gallery-directories',
  route: '/media-gallery/directories',
  states: {
    'directoryDialogs.idle': (context) => [
      { absent: renameDialog },
      { absent: shareDialog },
      shareRefusal(context),
    ],
    'directoryDialogs.renaming': (context) => [
      { see: renameDialog },
      { see: name, value: context.draft },
      ...refusal(context),
    ],
    'directoryDialogs.renaming.editing': (context) => [{ see: save, disabled: context.draft.trim() === '' }],
    'directoryDialogs.renaming.saving': [{ see: save, disabled: true }],
    // The share request runs with nothing new on the screen until its answer.
    'directoryDialogs.sharing': [{ absent: renameDialog }, { absent: shareDialog }],
    'directoryDialogs.shared': (context) => [
      { see: shareDialog },
      { see: { role: 'textbox', name: 'mediaGallery.directories.shareTitle' }, value: context.url ?? '' },
    ],
  },
  events: {
    'RENAME.OPEN': { app: 'the user picks "Zmień nazwę" in a directory row of the list' },
    SHARE: { app: 'the user picks "Udostępnij link" in a directory row of the list' },
    'NAME.CHANGE': (event, context) =>
      event['name'] === context.draft
        ? { app: 'typing the name already there changes nothing' }
        : { user: 'type', target: name, text: String(event['name']) },
    SUBMIT: (_event, context) =>
      context.draft.trim() === ''
        ? { app: 'the save button is disabled without a name' }
        : { user: 'click', target: save },
    // The rename dialog has no close button (Escape or a click outside); the share dialog has "Zamknij".
    CLOSE: (_event, context) =>
      context.url === null ? { user: 'press', key: '{Escape}' } : { user: 'click', target: close },
    'xstate.done.actor.rename': { server: 'server renames the directory' },
    'xstate.error.actor.rename': { server: 'server answers 409: the name is taken' },
    'xstate.done.actor.share': { server: 'server makes the share link' },
    'xstate.error.actor.share': { server: 'server refuses the share' },
  },
};
