import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './journey';
import { DEMO, catalogs, expectAccessible, logIn } from './support';

const { pl, de, ro } = catalogs;
const rich = pl.richContent;
const SHOTS = 'bench/.tmp/rich-editor';

/** What Word puts on the clipboard: conditional bullets, classes, inline styles, fonts and o:p. */
const FROM_WORD =
  '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->' +
  '<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1;color:red"><!--[if !supportLists]--><span style="font-family:Symbol">·<span style="font:7.0pt">&nbsp;</span></span><!--[endif]-->' +
  '<span style="font-size:14pt;font-family:Comic Sans MS">Tłoczony z jabłek</span><o:p></o:p></p>' +
  '<img src="file:///C:/Users/x/obraz.png" onerror="window.__pasted=1"><!--EndFragment--></body></html>';

/** The first card the demo supplier may edit, read through the rich content's own answer. */
async function editableCard(page: Page): Promise<number> {
  for (let id = 1; id <= 200; id += 1) {
    const answer = await page.request.get(`/api/p1/product/${id}/rich-content`);
    if (answer.ok() && ((await answer.json()) as { can_edit: boolean }).can_edit) return id;
  }
  throw new Error('the supplier may edit no card');
}

async function switchLanguage(page: Page, menu: string, to: string, lang: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('the supplier formats, pastes from Word, saves, reloads and previews a card’s rich content', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await logIn(page, DEMO.supplier);
  const id = await editableCard(page);

  // From the card's details to its rich content.
  await page.goto(`/react/product/${id}/details`);
  await page.getByRole('link', { name: rich.title }).click();
  await expect(page).toHaveURL(new RegExp(`/react/rich-editor/${id}$`));
  const editor = page.getByRole('textbox', { name: rich.editorName.replace('{{language}}', 'Polski') });
  await expect(editor).toBeVisible();

  // Format: a heading, then a bold word, from the toolbar and the keyboard.
  const stamp = `Sok ${Date.now()}`;
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(stamp);
  await page.getByRole('button', { name: pl.richText.heading2 }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Świeży');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' i zimny.');
  await expect(editor.locator('h2')).toHaveText(stamp);
  await expect(editor.locator('strong')).toHaveText('Świeży');

  // Paste from Word: only the text and the allow-list's elements arrive.
  await page.keyboard.press('Enter');
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Tłoczony z jabłek');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, FROM_WORD);
  await expect(editor).toContainText('Tłoczony z jabłek');
  await expect(editor.locator('[style], [class*="Mso"], span, img[src^="file:"]')).toHaveCount(0);
  await expect(editor).not.toContainText('·');
  await page.screenshot({ path: `${SHOTS}/editor-pl.png` });
  await expectAccessible(page);

  // Save, then reload: the text is what the server kept.
  await page.getByRole('button', { name: rich.save }).click();
  await expect(page.getByText(rich.saved)).toBeVisible();
  const stored = (await (await page.request.get(`/api/p1/product/${id}/rich-content`)).json()) as {
    content: { pl?: string };
  };
  expect(stored.content.pl).toContain(`<h2>${stamp}</h2>`);
  expect(stored.content.pl).toContain('<strong>Świeży</strong>');
  expect(stored.content.pl).not.toMatch(/style=|class=|<span|onerror|file:/);
  await page.reload();
  await expect(editor.locator('h2')).toHaveText(stamp);
  await expect(editor.locator('strong')).toHaveText('Świeży');
  await expect(editor).toContainText('Tłoczony z jabłek');
  expect(await page.evaluate(() => (window as { __pasted?: number }).__pasted)).toBeUndefined();

  // German and Romanian, then Polish again for the journeys after this one (the language is stored).
  await switchLanguage(page, pl.nav.language, 'Deutsch', 'de');
  await expect(page.getByRole('button', { name: de.richContent.save })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editor-de.png` });
  await switchLanguage(page, de.nav.language, 'Română', 'ro');
  await expect(page.getByRole('button', { name: ro.richContent.save })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editor-ro.png` });
  await switchLanguage(page, ro.nav.language, 'Polski', 'pl');

  // The shop preview: name, photos, key attributes and the description; printable without its bar.
  await page.getByRole('link', { name: rich.preview }).click();
  await expect(page).toHaveURL(new RegExp(`/react/rich-content/preview/${id}$`));
  const description = page.getByRole('region', { name: rich.description });
  await expect(description.locator('h2')).toHaveText(stamp);
  await expect(description.locator('strong')).toHaveText('Świeży');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/preview-pl.png`, fullPage: true });
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: rich.print })).toBeHidden();
  await expect(description.locator('h2')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/preview-print.png`, fullPage: true });
});
