import { Editor } from '@tiptap/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Attribute, AttributeData } from '@domain/product';
import { AttributeField } from '@kit/attribute-fields/attribute-field';
import { richTextExtensions } from '@kit/rich-text/rich-text-extensions';
import { RichTextField } from '@kit/rich-text/rich-text-field';
import { cleanPastedHtml, sanitizeRichHtml } from '@kit/rich-text/sanitize-rich-html';
import { FIELD_LABELS, RICH_TEXT_LABELS as L } from './support/field-labels';
import { allowProseMirror, findEditor, typeInEditor } from './support/prosemirror-in-jsdom';

beforeAll(allowProseMirror);

const description: Attribute = {
  uuid: 'a-opis',
  name: 'Opis',
  type: 'html_textarea',
  section_code: 'general',
  is_required: false,
  is_read_only: false,
  data: [],
} as unknown as Attribute;

/** The card form's html_textarea field, with every change it writes. */
function renderDescription(data: AttributeData[] = []) {
  const seen: { data: AttributeData[] } = { data };
  function Harness() {
    const [value, setValue] = useState<Attribute>({ ...description, data });
    const onChange = useCallback((_uuid: string, next: AttributeData[]) => {
      seen.data = next;
      setValue((current) => ({ ...current, data: next }));
    }, []);
    return <AttributeField attribute={value} errors={{}} labels={FIELD_LABELS} onChange={onChange} />;
  }
  render(<Harness />);
  return seen;
}

describe('§3 html_textarea: the rich text editor (docs/decisions/0054)', () => {
  it('"Bold" on an empty field makes nothing: no <strong></strong> around nothing', async () => {
    const user = userEvent.setup();
    const field = renderDescription();
    await findEditor('Opis');
    await user.click(screen.getByRole('button', { name: L.bold }));
    expect(field.data).toEqual([]);
  });

  it('the toolbar and the shortcuts format the text; undo takes the last step back', async () => {
    const user = userEvent.setup();
    const field = renderDescription([{ value: ['<p>Bardzo dobre</p>'] } as AttributeData]);
    const editor = await findEditor('Opis');
    editor.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: L.bold }));
    expect(field.data[0]?.value).toEqual(['<p><strong>Bardzo dobre</strong></p>']);
    expect(screen.getByRole('button', { name: L.bold }).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Control>}i{/Control}');
    expect(field.data[0]?.value).toEqual(['<p><strong><em>Bardzo dobre</em></strong></p>']);
    await user.click(screen.getByRole('button', { name: L.undo }));
    expect(field.data[0]?.value).toEqual(['<p><strong>Bardzo dobre</strong></p>']);
    await user.click(screen.getByRole('button', { name: L.bulletList }));
    expect(field.data[0]?.value).toEqual(['<ul><li><p><strong>Bardzo dobre</strong></p></li></ul>']);
  });

  it('typed text is written; a table and a heading come from the toolbar', async () => {
    const user = userEvent.setup();
    const field = renderDescription();
    await typeInEditor(user, 'Opis', 'Sok');
    expect(field.data[0]?.value).toEqual(['<p>Sok</p>']);
    await user.click(screen.getByRole('button', { name: L.heading2 }));
    expect(field.data[0]?.value).toEqual(['<h2>Sok</h2>']);
    await user.click(screen.getByRole('button', { name: L.table }));
    expect(field.data[0]?.value[0]).toMatch(/<table[^>]*>.*<th[^>]*>.*<\/table>/);
    // Inside the table, its rows and columns can be changed.
    expect(screen.getByRole('button', { name: L.addRow })).toBeTruthy();
  });

  it('a link takes an address the server keeps; a javascript: address cannot be applied', async () => {
    const user = userEvent.setup();
    const field = renderDescription([{ value: ['<p>Strona</p>'] } as AttributeData]);
    const editor = await findEditor('Opis');
    editor.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: L.link }));
    const address = screen.getByLabelText(L.linkAddress);
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    expect(screen.getByRole('button', { name: L.linkApply })).toHaveProperty('disabled', true);
    await user.clear(address);
    await user.type(address, 'https://example.com{Enter}');
    expect(field.data[0]?.value).toEqual([
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">Strona</a></p>',
    ]);
  });

  it('an image comes from the card’s photos with the product’s media address', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(
      <RichTextField
        value="<p>Zdjęcie</p>"
        onChange={(html) => changes.push(html)}
        labels={L}
        name="Opis rozszerzony"
        images={[{ src: '/api/p1/media/7', name: 'front.jpg' }]}
      />,
    );
    (await findEditor('Opis rozszerzony')).focus();
    await user.click(screen.getByRole('button', { name: L.image }));
    await user.click(screen.getByRole('button', { name: 'front.jpg' }));
    await waitFor(() => expect(changes.at(-1)).toContain('<img src="/api/p1/media/7" alt="front.jpg">'));
  });

  it('stored html with a script, a handler or a style is shown without them', async () => {
    render(
      <RichTextField
        value={
          '<p style="color:red" onclick="x()">Tekst<script>alert(1)</script></p><img src="x" onerror="alert(2)">'
        }
        onChange={() => undefined}
        labels={L}
        name="Opis"
        readOnly
      />,
    );
    const editor = await findEditor('Opis');
    expect(editor.innerHTML).not.toMatch(/script|onerror|onclick|style=/);
    expect(editor.textContent).toBe('Tekst');
  });
});

describe('the allow-list is the editor’s schema', () => {
  it('what the editor makes is kept as it is by the allow-list', () => {
    const editor = new Editor({
      extensions: richTextExtensions(),
      content:
        '<h2>Sok</h2><h3>Skład</h3><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s> <a href="https://example.com">e</a></p>' +
        '<ul><li><p>f</p></li></ul><ol><li><p>g</p></li></ol><blockquote><p>h</p></blockquote><hr>' +
        '<img src="/api/p1/media/3" alt="front"><table><tbody><tr><th><p>i</p></th><td><p>j</p></td></tr></tbody></table>',
    });
    const made = editor.getHTML();
    const kept = new Editor({ extensions: richTextExtensions(), content: sanitizeRichHtml(made) }).getHTML();
    expect(kept).toBe(made);
    // Only the table's column sizes (style) are dropped, and the editor makes them again.
    expect(sanitizeRichHtml(made)).toBe(made.replace(/ style="[^"]*"/g, ''));
  });

  it('paste from Word is cleaned: its bullets, classes, styles and fonts are gone', () => {
    const word =
      '<!--StartFragment--><p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><!--[if !supportLists]--><span style="font-family:Symbol">·<span style="font:7.0pt">&nbsp;</span></span><!--[endif]--><b><span style="font-size:12pt;mso-bidi-font-weight:normal">Świeży</span></b> <o:p></o:p>sok</p><!--EndFragment-->';
    expect(cleanPastedHtml(word)).toBe('<p><b>Świeży</b> sok</p>');
  });
});
