import type { Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { keepsRichAddress } from '@domain/rich-html';
import { Button } from '../button';
import { inputClass } from '../attribute-fields/styles';
import type { RichTextLabels } from './rich-text-labels';

/**
 * The address of a link on the selected text: an address the allow-list keeps (web, e-mail, phone, this
 * site) sets it, an empty one or "Remove" takes the link off. Enter applies, Escape closes.
 */
export function RichTextLinkForm({
  editor,
  labels,
  onClose,
}: {
  editor: Editor;
  labels: RichTextLabels;
  onClose: () => void;
}) {
  const id = useId();
  const current = editor.getAttributes('link') as { href?: string };
  const [address, setAddress] = useState(current.href ?? 'https://');
  const trimmed = address.trim();
  const valid = trimmed === '' || keepsRichAddress('a', 'href', trimmed);
  const apply = () => {
    if (!valid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (trimmed === '') chain.unsetLink().run();
    else chain.setLink({ href: trimmed }).run();
    onClose();
  };
  return (
    <form
      className="flex flex-wrap items-center gap-2 px-1"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
          editor.commands.focus();
        }
      }}
    >
      <label htmlFor={id} className="text-xs text-slate-600">
        {labels.linkAddress}
      </label>
      <input
        id={id}
        // The form opens on a click of the toolbar: the address is what the user came to type.
        ref={(input) => input?.focus()}
        type="url"
        value={address}
        aria-invalid={!valid || undefined}
        onChange={(event) => setAddress(event.target.value)}
        className={inputClass(!valid, 'w-72')}
      />
      <Button type="submit" size="sm" disabled={!valid}>
        {labels.linkApply}
      </Button>
      {current.href !== undefined && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {labels.linkRemove}
        </Button>
      )}
    </form>
  );
}
