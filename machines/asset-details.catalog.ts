import type { MediaAssetDetails as AssetDetails } from '@domain/media-asset';
import type { MachineEntry } from './catalog-types';
import { assetDetailsMachine, type AssetDetailsInput } from './asset-details.machine';

const asset: AssetDetails['asset'] = {
  id: 12,
  name: 'front.jpg',
  kind: 'image',
  mime: 'image/jpeg',
  size: 48_213,
  width: 400,
  height: 300,
  version: 1,
  directory_id: null,
  directory: null,
  uploaded_by: 'Dostawca Demo',
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  deleted_at: null,
  url: '/media-gallery-api/assets/12/file?v=1',
  thumbnail_url: '/media-gallery-api/assets/12/thumbnail?v=1',
};
const details: AssetDetails = { asset, usage: [] };
const directories = [{ id: 3, name: 'Sesja wiosna', share_url: null }];

/** §2 Asset details: read, rename, move. */
export const assetDetailsEntry: MachineEntry = {
  id: 'assetDetails',
  titleKey: 'statecharts.machines.assetDetails',
  spec: '§2 Media gallery — asset details',
  machine: assetDetailsMachine,
  input: { id: 12 } satisfies AssetDetailsInput,
  // The typed name matters only as renamable or not; the flow does not depend on the rest.
  serialize: ({ value, context }) => {
    const {
      name,
      details: read,
      notice,
    } = context as {
      name: string;
      details: AssetDetails | null;
      notice: unknown;
    };
    return JSON.stringify([value, name !== '' && name !== read?.asset.name, notice !== null]);
  },
  events: [
    { type: 'NAME.CHANGE', name: 'tył.jpg' },
    { type: 'NAME.CHANGE', name: '' },
    { type: 'DIRECTORY.CHOOSE', directory: '3' },
    { type: 'RENAME' },
    { type: 'MOVE' },
    { type: 'xstate.done.actor.load', output: { details, directories } },
    { type: 'xstate.error.actor.load', error: new Error('Nie znaleziono pliku.') },
    {
      type: 'xstate.done.actor.save',
      output: { asset: { ...asset, name: 'tył.jpg', directory_id: 3, directory: 'Sesja wiosna' }, usage: [] },
    },
    { type: 'xstate.error.actor.save', error: new Error('Nazwa jest za długa.') },
  ],
};
