import type { MediaUploadContext } from '@machines/media-upload.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

/** The front photo's slot of the card's media section (the catalog's machine uploads type 2). */
const slot: Target = { role: 'region', name: 'media.types.2' };
const fileField: Target = {
  label: { key: 'media.replaceFor', values: { type: 'Zdjęcie frontu' } },
  within: slot,
};
const progress: Target = { role: 'progressbar', within: slot };
const failure: Target = { role: 'alert', within: slot };

/** The file the slot shows after the last stored upload. */
const uploadedFile = (context: MediaUploadContext): Check[] =>
  context.uploaded === null ? [] : [{ see: { text: { literal: context.uploaded.filename }, within: slot } }];

/**
 * §4 Media, §5, §8 file messages: one slot of the product card's media section (`/product/{id}/edit`), on
 * a card that has a front photo and a label photo named `etykieta.jpg`. A picked name already on the card
 * is refused before anything is sent; the front photo's own name replaces it.
 */
export const mediaUploadViewContract: ViewContract<MediaUploadContext> = {
  machineId: 'mediaUpload',
  screen: 'product-form',
  route: '/product/:id/edit',
  states: {
    'mediaUpload.idle': (context) => [
      { see: fileField, disabled: false },
      { absent: progress },
      { absent: failure },
      ...uploadedFile(context),
    ],
    'mediaUpload.uploading': (context) => [
      { see: { text: 'media.uploading', within: slot } },
      { see: progress },
      { see: { text: { literal: `${Math.round(context.progress * 100)}%` }, within: slot } },
      { see: { role: 'button', name: 'media.cancel', within: slot } },
      { see: fileField, disabled: true },
    ],
    'mediaUpload.failed': (context) => [
      { see: { text: context.error?.key ?? 'media.uploadFailed', within: failure } },
      ...(context.error?.detail
        ? [{ see: { text: { literal: context.error.detail }, within: failure } }]
        : []),
      { see: { role: 'button', name: 'media.dismiss', within: slot } },
      { see: fileField, disabled: false },
    ],
  },
  events: {
    UPLOAD: (event) => ({
      user: 'upload',
      target: fileField,
      file: (event['source'] as { name: string }).name,
    }),
    PROGRESS: { server: 'the upload reports its progress' },
    CANCEL: { user: 'click', target: { role: 'button', name: 'media.cancel', within: slot } },
    DISMISS: { user: 'click', target: { role: 'button', name: 'media.dismiss', within: slot } },
    'xstate.done.actor.upload': { server: 'server stores the photo' },
    'xstate.error.actor.upload': { server: 'server refuses the file (400, its reason)' },
  },
};
