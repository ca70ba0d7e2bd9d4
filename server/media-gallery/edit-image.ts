import type { EditImage } from '@contract/media-gallery';
import { isCropInside, rotatedSize, type Rotation } from '@domain/media-gallery';
import { MEDIA_UPLOAD } from '@domain/media';

export type Edited =
  { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false; message: string };

/**
 * §2 Edit image with sharp: EXIF orientation applied, turned by a quarter turn, then cut to the crop (given
 * in pixels of the turned image), written in the image's own format. A crop outside the image is refused.
 */
export async function editImage(bytes: Uint8Array, edit: EditImage): Promise<Edited> {
  const { default: sharp } = await import('sharp');
  const source = sharp(bytes, { limitInputPixels: MEDIA_UPLOAD.MAX_PIXELS });
  const metadata = await source.metadata();
  const upright = metadata.autoOrient;
  const turned = rotatedSize(upright.width, upright.height, edit.rotate as Rotation);
  if (edit.crop !== null && !isCropInside(edit.crop, turned.width, turned.height))
    return { ok: false, message: 'mediaGallery.errors.cropOutside' };
  // Orientation and the turn first, in their own pass: extract then works on the turned pixels.
  let image = sharp(await source.rotate().rotate(edit.rotate).toBuffer(), {
    limitInputPixels: MEDIA_UPLOAD.MAX_PIXELS,
  });
  if (edit.crop !== null)
    image = image.extract({
      left: edit.crop.x,
      top: edit.crop.y,
      width: edit.crop.width,
      height: edit.crop.height,
    });
  const format =
    metadata.format === 'png' || metadata.format === 'webp' || metadata.format === 'tiff'
      ? metadata.format
      : 'jpeg';
  const output = await image
    .withMetadata({ density: metadata.density ?? 72 })
    .toFormat(format, format === 'jpeg' ? { quality: 92 } : {})
    .toBuffer({ resolveWithObject: true });
  return {
    ok: true,
    bytes: new Uint8Array(output.data),
    width: output.info.width,
    height: output.info.height,
  };
}
