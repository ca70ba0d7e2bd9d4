import {
  assetDetailsSchema,
  assetSchema,
  assignAnswerSchema,
  autoPreviewAnswerSchema,
  directoryOptionsSchema,
  shareAnswerSchema,
  sharedDirectorySchema,
  type Asset,
  type AssetDetails,
  type AssignAnswer,
  type AssignMode,
  type AutoPreviewAnswer,
  type DirectoryOption,
  type EditImage,
  type SharedDirectory,
} from '@contract/media-gallery';
import { jobStartedSchema, type JobStarted } from '@contract/jobs';
import { toRefusal } from './auth';
import { api } from './client';
import { filenameOf } from './product-actions';
import { currentMediaGalleryToken } from './session-bridge';
import { xhrFetch } from './upload-transport';

let configured: string | null = null;

/** The page config's media_gallery_url, for pages whose config was not injected (tests, the dev server). */
export function setMediaGalleryUrl(url: string): void {
  configured = url;
}

/** §1 The media gallery's address (`media_gallery_url`; the same server by default). */
export function galleryBase(): string {
  const injected =
    typeof window === 'undefined'
      ? undefined
      : (window.__PAGE_CONFIG__ as { media_gallery_url?: unknown } | undefined);
  const url =
    typeof injected?.media_gallery_url === 'string'
      ? injected.media_gallery_url
      : (configured ?? '/media-gallery-api');
  return url.replace(/\/+$/, '');
}

const at = (path: string) => `${galleryBase()}${path}`;

/** Calls the gallery; a refusal becomes a Refusal carrying the server's translated message. */
async function guarded<T>(run: () => Promise<T>, fallback = ''): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

let transport: 'xhr' | 'fetch' = typeof XMLHttpRequest === 'function' ? 'xhr' : 'fetch';
/** Tests that route fetch to the server in process choose fetch (as for the card's media upload). */
export function setGalleryUploadTransport(next: 'xhr' | 'fetch'): void {
  transport = next;
}

/**
 * §2 Upload one file to the gallery with progress (0 to 1), reusing the card upload's transport; aborting
 * `signal` cancels it (the server then keeps nothing of it).
 */
export function uploadAsset(
  file: Blob & { readonly name: string },
  directoryId: number | null,
  onProgress: (fraction: number) => void,
  fallback: string,
  signal?: AbortSignal,
): Promise<Asset> {
  const form = new FormData();
  if (directoryId !== null) form.append('directory_id', String(directoryId));
  form.append('file', file, file.name);
  onProgress(0);
  return guarded(async () => {
    const answer = await api
      .post(at('/assets'), {
        body: form,
        timeout: 10 * 60_000,
        ...(signal === undefined ? {} : { signal }),
        ...(transport === 'xhr' ? { fetch: xhrFetch(onProgress) } : {}),
      })
      .json();
    onProgress(1);
    return assetSchema.parse(answer);
  }, fallback);
}

export const assetsPath = () => at('/assets');
export const deletedAssetsPath = () => at('/deleted-assets');
export const directoriesPath = () => at('/directories');

export const fetchAsset = (id: number): Promise<AssetDetails> =>
  guarded(async () => assetDetailsSchema.parse(await api.get(at(`/assets/${id}`)).json()));

export const updateAsset = (id: number, body: { name?: string; directory_id?: number | null }) =>
  guarded(() => api.patch(at(`/assets/${id}`), { json: body }).json());

export const editAssetImage = (id: number, body: EditImage) =>
  guarded(
    async () =>
      (await api.post(at(`/assets/${id}/edit-image`), { json: body }).json()) as { version: number },
  );

export const massAssetAction = (action: 'delete' | 'restore' | 'purge', ids: readonly number[]) =>
  guarded(() => api.post(at(`/assets/${action}`), { json: { ids } }).json());

export const moveAssets = (ids: readonly number[], directoryId: number | null) =>
  guarded(() => api.post(at('/assets/move'), { json: { ids, directory_id: directoryId } }).json());

/** §7 queue a zip of the assets: the job the jobs panel watches. */
export const queueZip = (ids: readonly number[]): Promise<JobStarted> =>
  guarded(async () =>
    jobStartedSchema.parse(await api.post(at('/assets/download'), { json: { ids } }).json()),
  );

export const fetchDirectoryOptions = (): Promise<DirectoryOption[]> =>
  guarded(
    async () => directoryOptionsSchema.parse(await api.get(at('/directory-options')).json()).directories,
  );

export const createDirectory = (name: string) =>
  guarded(() => api.post(at('/directories'), { json: { name } }).json());
export const renameDirectory = (id: number, name: string) =>
  guarded(() => api.patch(at(`/directories/${id}`), { json: { name } }).json());
export const deleteDirectory = (id: number) => guarded(() => api.delete(at(`/directories/${id}`)).json());
export const shareDirectory = (id: number) =>
  guarded(
    async () => shareAnswerSchema.parse(await api.post(at(`/directories/${id}/share`)).json()).share_url,
  );
export const revokeDirectory = (id: number) =>
  guarded(() => api.delete(at(`/directories/${id}/share`)).json());

/** Public: the shared directory by its token (no session needed). */
export const fetchSharedDirectory = (token: string): Promise<SharedDirectory> =>
  guarded(async () =>
    sharedDirectorySchema.parse(
      await api.get(at(`/shared/${encodeURIComponent(token)}`), { context: { silentSession: true } }).json(),
    ),
  );

export const previewAutoAssign = (assetIds: readonly number[]): Promise<AutoPreviewAnswer> =>
  guarded(async () =>
    autoPreviewAnswerSchema.parse(
      await api.post(at('/automatic-assign/preview'), { json: { asset_ids: assetIds } }).json(),
    ),
  );

export function assign(body: {
  auto: boolean;
  assetIds: readonly number[];
  productIds: readonly number[];
  type: number;
  mode: AssignMode;
}): Promise<AssignAnswer> {
  return guarded(async () => {
    const answer = body.auto
      ? await api
          .post(at('/automatic-assign'), {
            json: { asset_ids: body.assetIds, type: body.type, mode: body.mode },
          })
          .json()
      : await api
          .post(at('/mass-assign'), {
            json: {
              asset_ids: body.assetIds,
              product_ids: body.productIds,
              type: body.type,
              mode: body.mode,
            },
          })
          .json();
    return assignAnswerSchema.parse(answer);
  });
}

/**
 * §7 GET {media gallery host}/queued-download/download/{id} with the media-gallery token as Authorization:
 * the zip, under the content-disposition name or 'media.zip'.
 */
export async function downloadQueuedZip(jobId: number): Promise<{ blob: Blob; filename: string }> {
  const token = currentMediaGalleryToken();
  const response = await api.get(at(`/queued-download/download/${jobId}`), {
    headers: token === null ? {} : { Authorization: token },
    timeout: 5 * 60_000,
  });
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), 'media.zip'),
  };
}

/** The file of an asset as a download (not shown in place). */
export const assetDownloadUrl = (id: number) => at(`/assets/${id}/file?download=1`);
