import type { MachineEntry } from './catalog-types';
import { directoryCreateMachine } from './directory-create.machine';

/** §2 Directories: the new-directory name form. */
export const directoryCreateEntry: MachineEntry = {
  id: 'directoryCreate',
  titleKey: 'statecharts.machines.directoryCreate',
  spec: '§2 Media gallery — Directories',
  machine: directoryCreateMachine,
  // What is typed matters only as empty or not.
  serialize: ({ value, context }) => {
    const form = context as { name: string; error: string | null };
    return JSON.stringify([value, form.name.trim() !== '', form.error !== null]);
  },
  events: [
    { type: 'NAME.CHANGE', name: 'Sesja lato' },
    { type: 'NAME.CHANGE', name: '' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.create' },
    { type: 'xstate.error.actor.create', error: new Error('Katalog o tej nazwie już istnieje.') },
  ],
};
