import { fromPromise } from 'xstate';
import { uploadAsset } from '@api/media-gallery';
import type { GalleryUploaded, GalleryUploadInput } from '@machines/gallery-upload.machine';

/**
 * §2 The gallery upload machine's one side effect: send one file with progress. The machine stops the actor
 * when the user cancels the file, which aborts the request (`signal`).
 */
export const galleryUploadActor = (fallback: () => string) =>
  fromPromise<GalleryUploaded, GalleryUploadInput>(async ({ input, signal }) => {
    // The machine holds the browser's File as a PickedFile (machines know no DOM types).
    const file = input.source as File;
    const directoryId = input.directory === '' ? null : Number(input.directory);
    const asset = await uploadAsset(file, directoryId, input.onProgress, fallback(), signal);
    return { id: asset.id, name: asset.name };
  });
