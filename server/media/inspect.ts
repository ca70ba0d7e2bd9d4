import type { Metadata } from 'sharp';
import { MEDIA_TYPE } from '@domain/constants';
import { MEDIA_UPLOAD } from '@domain/media';

/** The image formats a photo may have, with the content type they are served with. */
const IMAGE_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  tiff: 'image/tiff',
} as const;
type ImageFormat = keyof typeof IMAGE_TYPES;

export const PDF_TYPE = 'application/pdf';
export const BINARY_TYPE = 'application/octet-stream';

/** What the upload stores besides the bytes; metadata is null for a file that is not an image. */
export interface Inspected {
  mime: string;
  width: number | null;
  height: number | null;
  dpi: number | null;
  format: string | null;
  colorSpace: string | null;
}

export type Inspection = { ok: true; file: Inspected } | { ok: false; message: string };

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format by its leading bytes (never by the name or the browser's content type). */
function sniff(bytes: Uint8Array): ImageFormat | 'pdf' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

/**
 * §5 Photo requirements need width, height, density, format and colour space: read from the header with
 * sharp, which refuses an image above MEDIA_UPLOAD.MAX_PIXELS before decoding anything (a decompression
 * bomb). A JPEG, PNG, WebP or TIFF image is required for every type but other (5), which may be any file
 * (a PDF is served as one, anything else only as a download).
 */
export async function inspectUpload(bytes: Uint8Array, mediaType: number): Promise<Inspection> {
  const kind = sniff(bytes);
  if (kind === null || kind === 'pdf') {
    if (mediaType !== MEDIA_TYPE.OTHER) return { ok: false, message: 'media.errors.notAnImage' };
    const mime = kind === 'pdf' ? PDF_TYPE : BINARY_TYPE;
    return { ok: true, file: { mime, width: null, height: null, dpi: null, format: null, colorSpace: null } };
  }
  let metadata: Metadata;
  try {
    // Loaded on the first upload: the native image library stays out of the server's start and memory.
    const { default: sharp } = await import('sharp');
    metadata = await sharp(bytes, { limitInputPixels: MEDIA_UPLOAD.MAX_PIXELS }).metadata();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, message: tooLarge ? 'media.errors.tooManyPixels' : 'media.errors.unreadable' };
  }
  // The leading bytes and the decoder must agree on what the file is.
  if (metadata.format !== kind) return { ok: false, message: 'media.errors.unreadable' };
  // Width and height as the photo is seen: EXIF orientation applied.
  const { width, height } = metadata.autoOrient;
  return {
    ok: true,
    file: {
      mime: IMAGE_TYPES[kind],
      width,
      height,
      dpi: metadata.density === undefined ? null : Math.round(metadata.density),
      format: kind,
      colorSpace: metadata.space ?? null,
    },
  };
}

/** Content types the browser may show in place; anything else is only offered as a download. */
export function isInline(mime: string): boolean {
  return mime === PDF_TYPE || (Object.values(IMAGE_TYPES) as string[]).includes(mime);
}
