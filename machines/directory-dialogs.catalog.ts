import type { MachineEntry } from './catalog-types';
import { directoryDialogsMachine } from './directory-dialogs.machine';

/** §2 Directories: rename and share around the directories list. */
export const directoryDialogsEntry: MachineEntry = {
  id: 'directoryDialogs',
  titleKey: 'statecharts.machines.directoryDialogs',
  spec: '§2 Media gallery — Directories',
  machine: directoryDialogsMachine,
  events: [
    { type: 'RENAME.OPEN', id: 7, name: 'Sesja wiosna' },
    { type: 'NAME.CHANGE', name: 'Sesja lato' },
    { type: 'NAME.CHANGE', name: '' },
    { type: 'SUBMIT' },
    { type: 'SHARE', id: 7 },
    { type: 'CLOSE' },
    { type: 'xstate.done.actor.rename' },
    { type: 'xstate.error.actor.rename', error: new Error('Katalog o tej nazwie już istnieje.') },
    { type: 'xstate.done.actor.share', output: 'http://localhost/media-gallery-api/shared/abc' },
    { type: 'xstate.error.actor.share', error: new Error('Nie udało się wykonać operacji.') },
  ],
};
