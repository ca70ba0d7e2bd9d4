import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * ProseMirror (under the rich text editor) asks the layout where the cursor is, which jsdom does not
 * compute: these answer "nowhere", which is enough for typing, keys and the toolbar. Clicking into the
 * text needs real layout and is covered in Chromium (tests/e2e/rich-editor.spec.ts).
 */
export function allowProseMirror() {
  const none = () => ({
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    toJSON: () => ({}),
  });
  Range.prototype.getBoundingClientRect ??= none as () => DOMRect;
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
}

/** The rich text editor named `name`, once its chunk has loaded. */
export function findEditor(name: string): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name });
}

/** Types into the editor without clicking it (a click asks for layout): focus, then the keys. */
export async function typeInEditor(user: UserEvent, name: string, text: string) {
  const editor = await findEditor(name);
  editor.focus();
  await user.keyboard(text);
}

/** Selects the editor's whole text with Ctrl+A and deletes it. */
export async function clearEditor(user: UserEvent, name: string) {
  const editor = await findEditor(name);
  editor.focus();
  await user.keyboard('{Control>}a{/Control}{Backspace}');
}
