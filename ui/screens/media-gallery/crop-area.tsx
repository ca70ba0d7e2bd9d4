import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampCrop,
  nudgeCrop,
  rotatedSize,
  toImagePixels,
  type Rect,
  type Rotation,
} from '@domain/media-gallery';

const MAX_W = 640;
const MAX_H = 440;

/**
 * §2 Edit image: the photo turned as it will be saved, and a selection rectangle drawn with the pointer
 * or moved (arrows) and resized (Shift + arrows) with the keyboard. The rectangle is kept in pixels of the
 * turned full-size image; the preview is only scaled.
 */
export function CropArea({
  src,
  width,
  height,
  rotation,
  crop,
  onCrop,
}: {
  src: string;
  width: number;
  height: number;
  rotation: Rotation;
  crop: Rect | null;
  onCrop: (crop: Rect | null) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const turned = rotatedSize(width, height, rotation);
  const scale = Math.min(1, MAX_W / turned.width, MAX_H / turned.height);
  const shown = { width: turned.width * scale, height: turned.height * scale };
  const point = (event: PointerEvent) => {
    const bounds = box.current!.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  };
  const fromShown = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    clampCrop(
      toImagePixels(
        {
          x: Math.min(a.x, b.x),
          y: Math.min(a.y, b.y),
          width: Math.abs(a.x - b.x),
          height: Math.abs(a.y - b.y),
        },
        scale,
      ),
      turned.width,
      turned.height,
    );
  const step = Math.max(1, Math.round(10 / scale));
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const current =
      crop ??
      clampCrop(
        { x: turned.width / 4, y: turned.height / 4, width: turned.width / 2, height: turned.height / 2 },
        turned.width,
        turned.height,
      );
    onCrop(nudgeCrop(current, move[0], move[1], event.shiftKey, turned.width, turned.height));
  };
  return (
    <div
      ref={box}
      role="group"
      tabIndex={0}
      aria-label={t('mediaGallery.edit.crop')}
      aria-describedby="crop-help"
      onKeyDown={onKey}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setStart(point(event));
      }}
      onPointerMove={(event) => {
        if (start !== null) onCrop(fromShown(start, point(event)));
      }}
      onPointerUp={(event) => {
        if (start !== null) {
          const end = point(event);
          if (Math.abs(end.x - start.x) > 3 && Math.abs(end.y - start.y) > 3) onCrop(fromShown(start, end));
        }
        setStart(null);
      }}
      className="relative touch-none overflow-hidden rounded border border-slate-300 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      style={{ width: shown.width, height: shown.height, cursor: 'crosshair' }}
    >
      <img
        src={src}
        alt=""
        draggable={false}
        className="absolute top-1/2 left-1/2 max-w-none"
        style={{
          width: width * scale,
          height: height * scale,
          transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
        }}
      />
      {crop !== null && (
        <div
          aria-hidden="true"
          data-testid="crop-selection"
          className="absolute border-2 border-accent-500 shadow-[0_0_0_9999px_rgba(15,23,42,0.45)]"
          style={{
            left: crop.x * scale,
            top: crop.y * scale,
            width: crop.width * scale,
            height: crop.height * scale,
          }}
        />
      )}
    </div>
  );
}
