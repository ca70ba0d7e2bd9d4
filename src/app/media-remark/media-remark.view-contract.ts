import type { MediaRemarkContext } from '@machines/media-remark.machine';
import type { Check, ViewContract } from '@machines/view-contract';

const submit = { role: 'button', name: 'mediaRemark.submit' };
const field = { label: 'mediaRemark.message' };
// The demo remarks the catalog's replay answers with (machines/media-remark.catalog.ts).
const list = { role: 'list', name: 'mediaRemark.listLabel' };

const refusal = (context: MediaRemarkContext): readonly Check[] => [
  context.error === null
    ? { absent: { role: 'alert' } }
    : { see: { text: { literal: context.error }, within: { role: 'alert' } } },
  ...(context.fault === null ? [] : [{ see: { text: { literal: context.fault } } }]),
];

/**
 * §2 Modals: media remark — the modal on one photo of a card, as a reviewer sees it on every state of
 * its machine: the remarks newest first, the field and "Dodaj uwagę", a 400 at the field, a 403 in red.
 */
export const mediaRemarkViewContract: ViewContract<MediaRemarkContext> = {
  machineId: 'mediaRemark',
  screen: 'product-details',
  route: '/product/12/details',
  states: {
    'mediaRemark.loading': [{ see: { role: 'status', name: 'mediaRemark.loading' } }, { absent: field }],
    'mediaRemark.failed': (context) => [
      { see: { role: 'button', name: 'mediaRemark.retry' } },
      { see: { text: { literal: context.error ?? '' } } },
    ],
    'mediaRemark.ready': (context) => [
      { see: list },
      { see: { text: { literal: 'Tło zdjęcia nie jest białe.' }, within: list } },
      { see: field, value: context.message },
      { see: submit, disabled: false },
      ...refusal(context),
    ],
    'mediaRemark.sending': [{ see: submit, disabled: true }, { absent: { role: 'alert' } }],
    'mediaRemark.refused': (context) => [{ see: field, value: context.message }, ...refusal(context)],
  },
  events: {
    CHANGE: (event) => ({ user: 'type', target: field, text: String(event['message']) }),
    SEND: { user: 'click', target: submit },
    RETRY: { user: 'click', target: { role: 'button', name: 'mediaRemark.retry' } },
    'xstate.done.actor.loadRemarks': { server: 'server answers the remarks on the photo' },
    'xstate.error.actor.loadRemarks': { server: 'server fails to read the remarks' },
    'xstate.done.actor.sendRemark': { server: 'server stores the remark and answers the photo’s remarks' },
    'xstate.error.actor.sendRemark': (event) => ({
      server:
        (event['error'] as { status?: number }).status === 400
          ? 'server answers 400: the remark is empty or too long'
          : 'server answers 403: the user does not review cards',
    }),
  },
};
