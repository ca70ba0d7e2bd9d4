import type { QueueItem } from '@domain/gallery-upload';
import type { GalleryUploadContext } from '@machines/gallery-upload.machine';
import type { Check, ViewContract } from '@machines/view-contract';

const isOpen = (item: QueueItem) => item.state === 'waiting' || item.state === 'uploading';
const cancelOf = (item: QueueItem) => ({
  role: 'button',
  name: { key: 'mediaGallery.upload.cancelFile', values: { name: item.name, number: item.key } },
});
const clear = { role: 'button', name: 'mediaGallery.upload.clear' };

/** A text shown `count` times, or not at all. */
const shown = (text: string, count: number): Check =>
  count > 0 ? { see: { text }, count } : { absent: { text } };

/** What the list says about each picked file, in any state of the queue. */
function queueChecks(context: GalleryUploadContext): Check[] {
  const { items } = context;
  const count = (state: QueueItem['state']) => items.filter((item) => item.state === state).length;
  const messages: Check[] = items.flatMap((item) =>
    item.message === null
      ? []
      : [
          {
            see: {
              text:
                'text' in item.message
                  ? { literal: item.message.text }
                  : { key: item.message.key, values: item.message.values ?? {} },
            },
          },
        ],
  );
  return [
    { see: { label: 'mediaGallery.upload.directory' }, value: context.directory },
    ...items.map((item): Check => (isOpen(item) ? { see: cancelOf(item) } : { absent: cancelOf(item) })),
    shown('mediaGallery.upload.done', count('done')),
    shown('mediaGallery.upload.cancelled', count('cancelled')),
    ...messages,
    items.some((item) => !isOpen(item)) ? { see: clear } : { absent: clear },
  ];
}

/** §2 Media gallery upload: the upload panel above the assets list, on every state of its queue. */
export const galleryUploadViewContract: ViewContract<GalleryUploadContext> = {
  machineId: 'galleryUpload',
  screen: 'media-gallery-upload',
  route: '/media-gallery',
  states: {
    'galleryUpload.idle': queueChecks,
    'galleryUpload.uploading': (context) => {
      const running = context.items.find((item) => item.state === 'uploading');
      return [
        ...queueChecks(context),
        ...(running
          ? [
              {
                see: {
                  role: 'progressbar',
                  name: { key: 'mediaGallery.upload.progress', values: { name: running.name } },
                },
              },
              { see: { text: { literal: `${running.percent} %` } } },
            ]
          : []),
      ];
    },
  },
  events: {
    // The browser's file dialog cannot be driven from a page: the picked files reach the input as is.
    'FILES.ADD': { app: 'the user picks files in the browser’s file dialog' },
    'DIRECTORY.SET': (event, context) =>
      event['directory'] === context.directory
        ? { app: 'the same directory chosen again changes nothing on the page' }
        : {
            user: 'choose',
            target: { label: 'mediaGallery.upload.directory' },
            option: { literal: 'Opakowania' },
          },
    PROGRESS: { app: 'the browser reports the bytes sent' },
    CANCEL: (event, context) => {
      const item = context.items.find((candidate) => candidate.key === event['key']);
      return item
        ? { user: 'click', target: cancelOf(item) }
        : { app: 'a file no longer on the list cannot be cancelled' };
    },
    CLEAR: { user: 'click', target: clear },
    'xstate.done.actor.upload': { server: 'server stores the file (201)' },
    'xstate.error.actor.upload': { server: 'server refuses the file (400)', arrange: 'notAnImage' },
  },
};
