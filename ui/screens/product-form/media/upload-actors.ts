import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { mediaUploadMachine } from '@machines/media-upload.machine';

export type MediaUploadActor = ActorRefFrom<typeof mediaUploadMachine>;

/**
 * Running upload actors handed to the card's media slots, by media type. The card gives none: each slot
 * runs its own. The mediaUpload screen replay hands its live actor to one slot of the real card.
 */
const UploadActorsContext = createContext<Readonly<Partial<Record<number, MediaUploadActor>>>>({});

export const UploadActorsProvider = UploadActorsContext.Provider;

export function useGivenUploadActor(type: number): MediaUploadActor | undefined {
  return useContext(UploadActorsContext)[type];
}
