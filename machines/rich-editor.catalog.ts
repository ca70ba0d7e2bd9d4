import type { MachineEntry } from './catalog-types';
import { richEditorMachine, type RichEditorLoaded } from './rich-editor.machine';

const refusal = (status: number, message: string) => Object.assign(new Error(message), { status });

/** The demo card the replays answer with: its name, one photo, and a Polish description. */
export const demoRichEditorCard: RichEditorLoaded = {
  name: 'Sok jabłkowy 1 l',
  images: [{ src: '/api/p1/media/7', name: 'front.jpg' }],
  content: { pl: '<h2>Sok jabłkowy</h2><p>Tłoczony z polskich jabłek.</p>' },
  version: 3,
  canEdit: true,
};

/** docs/decisions/0054: a card's rich content on the rich-editor page. */
export const richEditorEntry: MachineEntry = {
  id: 'richEditor',
  titleKey: 'statecharts.machines.richEditor',
  spec: '§2 Routes: rich-editor/{id}',
  machine: richEditorMachine,
  input: { productId: 12 },
  // The answers are the same demo card: what matters is whether it was read, edited and what is refused.
  serialize: ({ value, context }) => {
    const c = context as { loaded: unknown; content: { pl?: string }; error: unknown };
    return JSON.stringify([value, c.loaded !== null, c.content.pl ?? '', c.error]);
  },
  events: [
    { type: 'EDIT', language: 'pl', html: '<p>Nowy opis</p>' },
    { type: 'SAVE' },
    { type: 'RETRY' },
    { type: 'RELOAD' },
    { type: 'xstate.done.actor.loadRichContent', output: demoRichEditorCard },
    { type: 'xstate.error.actor.loadRichContent', error: refusal(500, 'Nie udało się wczytać opisu karty.') },
    {
      type: 'xstate.done.actor.saveRichContent',
      output: { content: { pl: '<p>Nowy opis</p>' }, version: 4 },
    },
    {
      type: 'xstate.error.actor.saveRichContent',
      error: refusal(
        409,
        'Opis został w międzyczasie zmieniony przez kogoś innego. Twoje zmiany nie zostały zapisane.',
      ),
    },
    {
      type: 'xstate.error.actor.saveRichContent',
      error: refusal(403, 'Niestety nie masz dostępu do tego zasobu.'),
    },
  ],
};
