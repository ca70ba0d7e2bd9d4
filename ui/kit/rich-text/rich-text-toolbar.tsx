import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type ReactNode } from 'react';
import { cn } from '../cn';
import { iconButtonClass } from '../attribute-fields/styles';
import { ImageIcon, LinkIcon, TableIcon } from './rich-text-icons';
import { RichTextImagePicker } from './rich-text-image-picker';
import { RichTextLinkForm } from './rich-text-link-form';
import type { RichTextImage, RichTextLabels } from './rich-text-labels';

interface ToolProps {
  label: string;
  /** The keyboard shortcut, shown in the tooltip. */
  keys?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  /** How a letter glyph is drawn (bold for B, italic for I). */
  glyphClass?: string;
}

function Tool({ label, keys, pressed, disabled, onClick, children, glyphClass }: ToolProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={keys === undefined ? label : `${label} (${keys})`}
      aria-pressed={pressed}
      disabled={disabled}
      // The editor keeps its selection: a click on the toolbar must not take the focus away first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(iconButtonClass, 'min-w-8', pressed && 'bg-accent-50 text-accent-800')}
    >
      {typeof children === 'string' ? (
        // A letter glyph is drawn by CSS: it is a picture of the action, not text its name must contain.
        <span
          aria-hidden="true"
          data-glyph={children}
          className={cn('before:content-[attr(data-glyph)]', glyphClass)}
        />
      ) : (
        children
      )}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-0.5 h-5 w-px self-center bg-slate-200" />;

type Panel = 'link' | 'image' | null;

/**
 * §3 html_textarea, docs/decisions/0054: the editor's toolbar in the product's kit — undo/redo, paragraph
 * and headings, bold/italic/underline, lists, a link, a table (rows and columns once inside one) and an
 * image from the card's photos. Each button names its shortcut; the editor takes the same keys.
 */
export function RichTextToolbar({
  editor,
  labels,
  name,
  images,
}: {
  editor: Editor;
  labels: RichTextLabels;
  /** The field's name, so several editors on one page have distinct toolbars. */
  name: string;
  images: readonly RichTextImage[] | undefined;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
    }),
  });
  const run = () => editor.chain().focus();
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  return (
    <div className="flex flex-col gap-1">
      <div
        role="toolbar"
        aria-label={`${name}: ${labels.toolbar}`}
        className="flex flex-wrap items-center gap-0.5 rounded-t-md border-b border-slate-200 bg-slate-50 px-1 py-0.5"
      >
        <Tool label={labels.undo} keys="Ctrl+Z" disabled={!state.canUndo} onClick={() => run().undo().run()}>
          ↶
        </Tool>
        <Tool label={labels.redo} keys="Ctrl+Y" disabled={!state.canRedo} onClick={() => run().redo().run()}>
          ↷
        </Tool>
        <Divider />
        <Tool label={labels.paragraph} keys="Ctrl+Alt+0" onClick={() => run().setParagraph().run()}>
          ¶
        </Tool>
        <Tool
          label={labels.heading2}
          keys="Ctrl+Alt+2"
          pressed={state.h2}
          onClick={() => run().toggleHeading({ level: 2 }).run()}
        >
          H2
        </Tool>
        <Tool
          label={labels.heading3}
          keys="Ctrl+Alt+3"
          pressed={state.h3}
          onClick={() => run().toggleHeading({ level: 3 }).run()}
        >
          H3
        </Tool>
        <Divider />
        <Tool
          label={labels.bold}
          keys="Ctrl+B"
          pressed={state.bold}
          glyphClass="font-bold"
          onClick={() => run().toggleBold().run()}
        >
          {'B'}
        </Tool>
        <Tool
          label={labels.italic}
          keys="Ctrl+I"
          pressed={state.italic}
          glyphClass="italic"
          onClick={() => run().toggleItalic().run()}
        >
          {'I'}
        </Tool>
        <Tool
          label={labels.underline}
          keys="Ctrl+U"
          pressed={state.underline}
          glyphClass="underline"
          onClick={() => run().toggleUnderline().run()}
        >
          {'U'}
        </Tool>
        <Divider />
        <Tool
          label={labels.bulletList}
          keys="Ctrl+Shift+8"
          pressed={state.bullet}
          onClick={() => run().toggleBulletList().run()}
        >
          •≡
        </Tool>
        <Tool
          label={labels.orderedList}
          keys="Ctrl+Shift+7"
          pressed={state.ordered}
          onClick={() => run().toggleOrderedList().run()}
        >
          1≡
        </Tool>
        <Divider />
        <Tool label={labels.link} pressed={state.link || panel === 'link'} onClick={() => toggle('link')}>
          <LinkIcon />
        </Tool>
        <Tool
          label={labels.table}
          onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          <TableIcon />
        </Tool>
        {images !== undefined && (
          <Tool label={labels.image} pressed={panel === 'image'} onClick={() => toggle('image')}>
            <ImageIcon />
          </Tool>
        )}
        {state.inTable && (
          <>
            <Divider />
            <Tool label={labels.addRow} onClick={() => run().addRowAfter().run()}>
              +≡
            </Tool>
            <Tool label={labels.addColumn} onClick={() => run().addColumnAfter().run()}>
              +‖
            </Tool>
            <Tool label={labels.deleteRow} onClick={() => run().deleteRow().run()}>
              −≡
            </Tool>
            <Tool label={labels.deleteColumn} onClick={() => run().deleteColumn().run()}>
              −‖
            </Tool>
            <Tool label={labels.deleteTable} onClick={() => run().deleteTable().run()}>
              ✕▦
            </Tool>
          </>
        )}
      </div>
      {panel === 'link' && (
        <RichTextLinkForm editor={editor} labels={labels} onClose={() => setPanel(null)} />
      )}
      {panel === 'image' && images !== undefined && (
        <RichTextImagePicker editor={editor} labels={labels} images={images} onClose={() => setPanel(null)} />
      )}
    </div>
  );
}
