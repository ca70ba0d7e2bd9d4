import { fromPromise } from 'xstate';
import { fetchAsset, fetchDirectoryOptions, updateAsset } from '@api/media-gallery';
import type { MediaAssetDetails as AssetDetails } from '@domain/media-asset';
import type { AssetDetailsRead, AssetSaveInput } from '@machines/asset-details.machine';
import { refusalText } from './refusal-text';

/** §2 Asset details: the asset and the directories (a failed directories read leaves only "no directory"). */
export const loadAssetActor = (notFound: () => string) =>
  fromPromise<AssetDetailsRead, number>(async ({ input }) => {
    try {
      const [details, directories] = await Promise.all([
        fetchAsset(input),
        fetchDirectoryOptions().catch(() => []),
      ]);
      return { details, directories };
    } catch (error) {
      throw new Error(refusalText(error, notFound()));
    }
  });

/** A rename or a move, then the asset read again so the page shows what the server keeps. */
export const saveAssetActor = (fallback: () => string) =>
  fromPromise<AssetDetails, AssetSaveInput>(async ({ input }) => {
    try {
      await updateAsset(input.id, input.body);
      return await fetchAsset(input.id);
    } catch (error) {
      throw new Error(refusalText(error, fallback()));
    }
  });
