import type { MachineEntry } from './catalog-types';
import { galleryUploadMachine } from './gallery-upload.machine';
import { Refusal } from '@domain/refusal';

const photo = (name: string) => ({ name, size: 2048 });

/** §2 Media gallery upload queue: picked files checked, sent one after another, each one cancellable. */
export const galleryUploadEntry: MachineEntry = {
  id: 'galleryUpload',
  titleKey: 'statecharts.machines.galleryUpload',
  spec: '§2 Media gallery: upload one or many files with per-file progress',
  machine: galleryUploadMachine,
  // Keys 1 and 2 are the files the catalog cancels; later files matter only by their state, and the
  // queue is bounded to the first three files that are not finished.
  serialize: ({ value, context }) => {
    const { items } = context as { items: { key: number; state: string }[] };
    const open = items
      .filter((item) => item.state === 'waiting' || item.state === 'uploading')
      .map((item) => (item.key <= 2 ? `${item.key}:${item.state}` : item.state));
    return JSON.stringify([value, open.slice(0, 3), items.length > open.length]);
  },
  events: [
    { type: 'FILES.ADD', files: [photo('front.jpg')] },
    { type: 'FILES.ADD', files: [photo('front.jpg'), photo('tyl.jpg')] },
    { type: 'FILES.ADD', files: [{ name: 'notatki.txt', size: 12 }] },
    { type: 'DIRECTORY.SET', directory: '3' },
    { type: 'PROGRESS', key: 1, progress: 0.5 },
    { type: 'CANCEL', key: 1 },
    { type: 'CANCEL', key: 2 },
    { type: 'CLEAR' },
    { type: 'xstate.done.actor.upload', output: { id: 8, name: 'front.jpg' } },
    { type: 'xstate.error.actor.upload', error: new Refusal('Plik nie jest zdjęciem ani PDF-em.') },
  ],
};
