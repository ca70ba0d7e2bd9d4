import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { cn } from '../cn';
import { focusRing } from '../attribute-fields/styles';
import { richTextExtensions } from './rich-text-extensions';
import type { RichTextImage, RichTextLabels } from './rich-text-labels';
import { RichTextToolbar } from './rich-text-toolbar';
import { cleanPastedHtml, sanitizeRichHtml } from './sanitize-rich-html';

export interface RichTextEditorProps {
  /** The stored html; the editor reads it through the allow-list. */
  value: string;
  /** The editor's html on every change; an empty document is ''. */
  onChange: (html: string) => void;
  labels: RichTextLabels;
  /** The field's name: the editable area's accessible name and the toolbar's prefix. */
  name: string;
  id?: string | undefined;
  /** A visible label of the field; without it the name is the accessible name. */
  labelledBy?: string | undefined;
  describedBy?: string | undefined;
  invalid?: boolean;
  required?: boolean;
  readOnly?: boolean;
  /** The card's photos an image can show; without them the toolbar offers no image. */
  images?: readonly RichTextImage[] | undefined;
  /** Taller on the rich content page than inline in the card form. */
  size?: 'field' | 'page';
}

const CONTENT_CLASSES =
  'max-w-none px-3 py-2 text-sm text-slate-800 outline-none [&_a]:text-accent-700 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_img]:max-h-48 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-1 [&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_ul]:list-disc';

/**
 * The editor's html as stored: '' for an empty document, and without the empty paragraph the editor keeps
 * after a closing list or table so the cursor can leave it (it adds it again on load).
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

/**
 * §3 html_textarea and a card's rich content (docs/decisions/0054): a WYSIWYG editor on Tiptap whose
 * schema is the allow-list, with the kit's toolbar, the usual shortcuts, undo/redo, and paste from Word or
 * web pages cleaned to the allow-list. Loaded in its own chunk (RichTextField) so other pages do not
 * carry it.
 */
export function RichTextEditor({
  value,
  onChange,
  labels,
  name,
  id,
  labelledBy,
  describedBy,
  invalid = false,
  required = false,
  readOnly = false,
  images,
  size = 'field',
}: RichTextEditorProps) {
  const extensions = useMemo(() => richTextExtensions(), []);
  // The latest value and callback, read by the editor's update handler without recreating the editor.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const editor = useEditor({
    extensions,
    content: sanitizeRichHtml(value),
    editable: !readOnly,
    // Only a real change is reported: the editor also "updates" when it normalises what it loaded.
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      if (html !== latest.current.value) latest.current.onChange(html);
    },
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        ...(id === undefined ? {} : { id }),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy === undefined ? { 'aria-label': name } : { 'aria-labelledby': labelledBy }),
        ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: cn(CONTENT_CLASSES, size === 'page' ? 'min-h-80' : 'min-h-24'),
      },
    },
  });
  // A value changed from outside (a reload, another language) replaces the document; the editor's own
  // changes come back equal and leave the cursor where it is.
  // An editor replaced by a new one (useEditor recreates it as the page loads again) has no schema left.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (htmlOf(editor) !== value) editor.commands.setContent(sanitizeRichHtml(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    // Without an update event: making the editor editable is not a change of its value.
    if (!editor.isDestroyed) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col rounded-md border bg-white shadow-xs focus-within:outline-2 focus-within:outline-accent-600',
        invalid ? 'border-red-500' : 'border-slate-300',
        readOnly && 'bg-slate-50',
        focusRing,
      )}
    >
      {!readOnly && <RichTextToolbar editor={editor} labels={labels} name={name} images={images} />}
      <EditorContent editor={editor} />
    </div>
  );
}
