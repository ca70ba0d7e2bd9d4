import { mediaFileAnswerSchema, type MediaFileAnswer } from '@contract/media';
import { toRefusal } from './auth';
import { api } from './client';
import { xhrFetch } from './upload-transport';

/** Upload progress as a fraction, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

export interface UploadOptions {
  /** The card the file is for (an admin uploads for the card's company). */
  productId?: number | null;
  /** Aborts the upload (the machine's CANCEL). */
  signal?: AbortSignal;
  /** The message of a refusal that carries none (translated by the caller). */
  fallback?: string;
}

/**
 * How the bytes travel: XMLHttpRequest where the page has it (progress on every browser), else fetch
 * (progress only at the start and the end). Tests that route fetch to the server in process choose fetch.
 */
let transport: 'xhr' | 'fetch' = typeof XMLHttpRequest === 'function' ? 'xhr' : 'fetch';

export function setUploadTransport(next: 'xhr' | 'fetch'): void {
  transport = next;
}

/** A large photo on a slow line takes longer than the default 30 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * §7 POST /api/p1/product/media (multipart/form-data: file, type, product_id): the stored file with its
 * metadata and §5 photo warnings (message keys). A refusal (400 and the like) is thrown as a Refusal
 * carrying the server's translated message.
 */
export async function uploadMedia(
  file: Blob & { readonly name: string },
  type: number,
  onProgress?: UploadProgress,
  options: UploadOptions = {},
): Promise<MediaFileAnswer> {
  const form = new FormData();
  form.append('type', String(type));
  if (options.productId !== undefined && options.productId !== null)
    form.append('product_id', String(options.productId));
  form.append('file', file, file.name);
  onProgress?.(0);
  try {
    const answer = await api
      .post('/api/p1/product/media', {
        body: form,
        timeout: UPLOAD_TIMEOUT_MS,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(transport === 'xhr' && onProgress !== undefined ? { fetch: xhrFetch(onProgress) } : {}),
      })
      .json();
    onProgress?.(1);
    return mediaFileAnswerSchema.parse(answer);
  } catch (error) {
    if (options.signal?.aborted === true) throw error;
    throw toRefusal(error, options.fallback ?? '');
  }
}

/** §7 The URL of a stored file (GET /api/p1/media/{id}). */
export function mediaUrl(id: number): string {
  return `/api/p1/media/${id}`;
}
