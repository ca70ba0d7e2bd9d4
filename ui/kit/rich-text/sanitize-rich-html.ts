import DOMPurify from 'dompurify';
import { keepsRichAddress, RICH_HTML_PURIFY_OPTIONS } from '@domain/rich-html';

// An instance of its own: the address hook below belongs to the rich-text allow-list only.
const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (!keepsRichAddress(node.nodeName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false;
});

/**
 * §3 html_textarea: rich text made safe to show with the same allow-list the server keeps
 * (src/domain/rich-html.ts): scripts, handlers, styles and javascript: or data: addresses removed.
 */
export function sanitizeRichHtml(html: string): string {
  return purifier.sanitize(html, RICH_HTML_PURIFY_OPTIONS);
}

// Word wraps its list bullets and its private markup in conditional comments, hidden (`<!--[if …]>…
// <![endif]-->`) or revealed (`<!--[if …]-->…<!--[endif]-->`); their text is not content.
const WORD_CONDITIONALS =
  /<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->|<!--\[if[^\]]*\]-->[\s\S]*?<!--\[endif\]-->/gi;
const WORD_FRAGMENT_MARKERS = /<!--(?:Start|End)Fragment-->/gi;

/**
 * Paste from Word or a web page cleaned before the editor reads it: Word's conditional blocks (list
 * bullets, VML shapes) dropped, then only the allow-list kept, so no style, class or font survives.
 */
export function cleanPastedHtml(html: string): string {
  return sanitizeRichHtml(html.replace(WORD_CONDITIONALS, '').replace(WORD_FRAGMENT_MARKERS, ''));
}
