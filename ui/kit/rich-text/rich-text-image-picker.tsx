import type { Editor } from '@tiptap/react';
import { Button } from '../button';
import type { RichTextImage, RichTextLabels } from './rich-text-labels';

/**
 * Images from the card's media: the card's photos as buttons; a click inserts the photo (<img> with the
 * product's media address and the file name as its text alternative) where the cursor is.
 */
export function RichTextImagePicker({
  editor,
  labels,
  images,
  onClose,
}: {
  editor: Editor;
  labels: RichTextLabels;
  images: readonly RichTextImage[];
  onClose: () => void;
}) {
  return (
    <div role="group" aria-label={labels.image} className="flex flex-wrap items-center gap-2 px-1">
      {images.length === 0 ? (
        <p className="text-xs text-slate-600">{labels.noImages}</p>
      ) : (
        images.map((image) => (
          <button
            key={image.src}
            type="button"
            aria-label={image.name}
            title={image.name}
            onClick={() => {
              editor.chain().focus().setImage({ src: image.src, alt: image.name }).run();
              onClose();
            }}
            className="size-16 overflow-hidden rounded-md border border-slate-200 bg-white hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            <img src={image.src} alt="" className="size-full object-contain" />
          </button>
        ))
      )}
      <Button variant="ghost" size="sm" onClick={onClose}>
        {labels.close}
      </Button>
    </div>
  );
}
