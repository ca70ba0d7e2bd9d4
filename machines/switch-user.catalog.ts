import type { MachineEntry } from './catalog-types';
import { switchUserMachine } from './switch-user.machine';
import { flagsForRole } from '@domain/user';

const supplier = {
  id: 2,
  first_name: 'Piotr',
  last_name: 'Dostawca',
  email: 'supplier@demo.pim',
  company_id: 2,
  network_name: null,
  network_code: null,
  media_gallery_token: null,
  role: 'supplier' as const,
  ...flagsForRole('supplier'),
};

/** The replay's one account to act as (the screen test answers with it). */
export const SWITCH_TARGET = {
  user_id: 2,
  name: 'Piotr Dostawca',
  email: 'supplier@demo.pim',
  company_name: 'Mleczarnia Łąkowa',
  expires_on: '2099-12-31',
};

/** §6 Switch user: the "act as…" dialog of the user menu. */
export const switchUserEntry: MachineEntry = {
  id: 'switchUser',
  titleKey: 'switchUser.machineTitle',
  spec: '§6 Switch user',
  machine: switchUserMachine,
  serialize: ({ value, context }) => {
    const form = context as { targets: unknown[]; chosen: number | null; error: string | null };
    return JSON.stringify([value, form.targets.length > 0, form.chosen !== null, form.error !== null]);
  },
  events: [
    { type: 'CHOOSE', userId: 2 },
    { type: 'CHOOSE', userId: null },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadTargets', output: [SWITCH_TARGET] },
    { type: 'xstate.error.actor.loadTargets', error: new Error('offline') },
    {
      type: 'xstate.done.actor.switchTo',
      output: {
        user: supplier,
        permissions: ['product.edit'],
        csrf_token: 'csrf',
        switched_by: { id: 1, name: 'Anna Administratorka', email: 'admin@demo.pim' },
      },
    },
    { type: 'xstate.error.actor.switchTo', error: new Error('Nie możesz działać jako ten użytkownik.') },
  ],
};
