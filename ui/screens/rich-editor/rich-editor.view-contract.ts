import type { RichEditorContext } from '@machines/rich-editor.machine';
import type { Check, ViewContract } from '@machines/view-contract';

const save = { role: 'button', name: 'richContent.save' };
const editor = { role: 'textbox', name: { key: 'richContent.editorName', values: { language: 'Polski' } } };
const tabs = { role: 'tablist', name: 'richContent.languages' };

const edits = (context: RichEditorContext): readonly Check[] => [
  { see: tabs },
  { see: editor },
  {
    see: {
      text: {
        literal: context.content.pl === '<p>Nowy opis</p>' ? 'Nowy opis' : 'Tłoczony z polskich jabłek.',
      },
    },
  },
];

/**
 * rich-editor/{id} (docs/decisions/0054): the page on every state of its machine — the card's name in the
 * heading, the language tabs and the editor with the stored text, "Zapisz opis", the saved note, a refusal
 * in red with the edits kept, a conflict with "Wczytaj zapisany opis".
 */
export const richEditorViewContract: ViewContract<RichEditorContext> = {
  machineId: 'richEditor',
  screen: 'rich-editor',
  route: '/rich-editor/12',
  states: {
    'richEditor.loading': [{ see: { role: 'status', name: 'richContent.loading' } }, { absent: save }],
    'richEditor.loadFailed': (context) => [
      { see: { role: 'button', name: 'richContent.retry' } },
      { see: { text: { literal: context.error ?? '' }, within: { role: 'alert' } } },
      { absent: save },
    ],
    'richEditor.editing': (context) => [
      {
        see: { role: 'heading', name: { key: 'richContent.heading', values: { name: 'Sok jabłkowy 1 l' } } },
      },
      ...edits(context),
      { see: save, disabled: false },
      { absent: { role: 'alert' } },
    ],
    'richEditor.saving': (context) => [...edits(context), { see: save, disabled: true }],
    'richEditor.saved': (context) => [
      ...edits(context),
      { see: { text: 'richContent.saved' } },
      { see: save, disabled: false },
    ],
    'richEditor.saveFailed': (context) => [
      ...edits(context),
      { see: { text: { literal: context.error ?? '' }, within: { role: 'alert' } } },
      { see: save, disabled: false },
    ],
    'richEditor.conflict': (context) => [
      { see: { text: { literal: context.error ?? '' }, within: { role: 'alert' } } },
      { see: { role: 'button', name: 'richContent.reload' } },
      { see: save, disabled: true },
    ],
  },
  events: {
    // The editor reports every change of the text itself (typing is walked in Chromium, tests/e2e).
    EDIT: { app: 'the rich text editor reports the edited text of the language' },
    SAVE: { user: 'click', target: save },
    RETRY: { user: 'click', target: { role: 'button', name: 'richContent.retry' } },
    RELOAD: { user: 'click', target: { role: 'button', name: 'richContent.reload' } },
    'xstate.done.actor.loadRichContent': { server: 'server answers the card and its rich content' },
    'xstate.error.actor.loadRichContent': { server: 'server fails to read the card' },
    'xstate.done.actor.saveRichContent': {
      server: 'server keeps the content and answers it with a new version',
    },
    'xstate.error.actor.saveRichContent': (event) => ({
      server:
        (event['error'] as { status?: number }).status === 409
          ? 'server answers 409: someone saved the content in between'
          : 'server answers 403: the user may not change the card',
    }),
  },
};
