import type { MediaRemark } from '@domain/media-remark';
import type { MachineEntry } from './catalog-types';
import { mediaRemarkMachine } from './media-remark.machine';

const refusal = (status: number, message: string) => Object.assign(new Error(message), { status });

/** The remarks on the demo photo the replays answer with, newest first. */
export const demoMediaRemarks: readonly MediaRemark[] = [
  {
    id: 2,
    media_id: 7,
    author: { id: 6, name: 'Kamila Kontrolna' },
    network: { code: 'markant', name: 'Markant' },
    message: 'Tło zdjęcia nie jest białe.',
    created_at: '2026-11-12T10:15:00.000Z',
  },
  {
    id: 1,
    media_id: 7,
    author: { id: 1, name: 'Adam Administrator' },
    network: null,
    message: 'Etykieta jest nieczytelna.',
    created_at: '2026-11-10T09:30:00.000Z',
  },
];

/** §2 Modals: media remark — the remarks on one photo of a card. */
export const mediaRemarkEntry: MachineEntry = {
  id: 'mediaRemark',
  titleKey: 'statecharts.machines.mediaRemark',
  spec: '§2 Modals: media remark',
  machine: mediaRemarkMachine,
  input: { productId: 12, mediaId: 7 },
  // Every answer is the same demo list: what matters is whether it was read and what is refused.
  serialize: ({ value, context }) => {
    const c = context as { remarks: unknown; message: string; fault: unknown; error: unknown };
    return JSON.stringify([value, c.remarks !== null, c.message, c.fault, c.error]);
  },
  events: [
    { type: 'CHANGE', message: 'Brak zdjęcia tyłu opakowania.' },
    { type: 'SEND' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadRemarks', output: demoMediaRemarks },
    { type: 'xstate.error.actor.loadRemarks', error: refusal(500, 'Nie udało się wczytać uwag.') },
    { type: 'xstate.done.actor.sendRemark', output: demoMediaRemarks },
    { type: 'xstate.error.actor.sendRemark', error: refusal(400, 'Pole wymagane') },
    {
      type: 'xstate.error.actor.sendRemark',
      error: refusal(403, 'Niestety nie masz dostępu do tego zasobu.'),
    },
  ],
};
