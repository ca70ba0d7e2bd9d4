import type { AssetDetailsContext } from '@machines/asset-details.machine';
import type { Check, ViewContract } from '@machines/view-contract';

const nameField = { label: 'mediaGallery.details.renameLabel' };
const directoryField = { label: 'mediaGallery.details.moveLabel' };
const rename = { role: 'button', name: 'mediaGallery.details.rename' };
const move = { role: 'button', name: 'mediaGallery.details.save' };

const renamable = (context: AssetDetailsContext) =>
  context.name.trim() !== '' && context.name !== context.details?.asset.name;

/** The page with its asset: the picture named by the file, both forms as the machine holds them, the notice. */
function pageChecks(context: AssetDetailsContext): Check[] {
  const notice = context.notice;
  return [
    { see: { role: 'img', name: { literal: context.details?.asset.name ?? '' } } },
    { see: nameField, value: context.name },
    { see: directoryField, value: context.directory },
    notice === null
      ? { absent: { role: 'status' } }
      : notice.tone === 'success'
        ? { see: { text: 'mediaGallery.details.saved', within: { role: 'status' } } }
        : { see: { text: { literal: notice.text }, within: { role: 'alert' } } },
  ];
}

/** §2 Asset details: the details page of one gallery file on every state of its machine. */
export const assetDetailsViewContract: ViewContract<AssetDetailsContext> = {
  machineId: 'assetDetails',
  screen: 'media-gallery-asset',
  route: '/media-gallery/media/:id',
  states: {
    // A skeleton while the asset is read: no forms yet.
    'assetDetails.loading': [{ absent: nameField }, { absent: { role: 'alert' } }],
    'assetDetails.failed': (context) => [
      {
        see: {
          text: { literal: context.notice?.tone === 'error' ? context.notice.text : '' },
          within: { role: 'alert' },
        },
      },
      { absent: nameField },
    ],
    'assetDetails.ready': pageChecks,
    'assetDetails.ready.idle': (context) => [
      { see: rename, disabled: !renamable(context) },
      { see: move, disabled: false },
    ],
    'assetDetails.ready.saving': [
      { see: rename, disabled: true },
      { see: move, disabled: true },
    ],
  },
  events: {
    'NAME.CHANGE': (event, context) =>
      event['name'] === context.name
        ? { app: 'typing the name already there changes nothing' }
        : { user: 'type', target: nameField, text: String(event['name']) },
    'DIRECTORY.CHOOSE': (event, context) => {
      const wanted = String(event['directory']);
      const choice = context.directories.find((directory) => String(directory.id) === wanted);
      if (wanted === context.directory)
        return { app: 'choosing the directory already chosen changes nothing' };
      return wanted === ''
        ? { user: 'choose', target: directoryField, option: 'mediaGallery.noDirectory' }
        : { user: 'choose', target: directoryField, option: { literal: choice?.name ?? wanted } };
    },
    RENAME: (_event, context) =>
      renamable(context)
        ? { user: 'click', target: rename }
        : { app: 'the rename button is disabled for an empty or unchanged name' },
    MOVE: { user: 'click', target: move },
    'xstate.done.actor.load': { server: 'server gives the asset, its usage and the directories' },
    'xstate.error.actor.load': { server: 'server answers 404 for the asset' },
    'xstate.done.actor.save': { server: 'server stores the name or directory and gives the asset again' },
    'xstate.error.actor.save': { server: 'server refuses the name (400 with faults)' },
  },
};
