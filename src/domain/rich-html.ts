/**
 * §3 html_textarea and a card's rich content (docs/decisions/0054): the one allow-list of rich text. The
 * server keeps only this (DOMPurify on every stored html value), the browser shows only this, and the
 * editor's schema is built from it, so what the editor makes is what is kept.
 */

/** Heading levels a text may use: the page's own title (the card's name) is the only h1. */
export const RICH_HEADING_LEVELS = [2, 3] as const;

/**
 * Elements kept, each one a thing the editor can make (paragraphs, marks, lists, links, tables, images);
 * `b` and `i` are what other tools write for bold and italic, and the editor reads them as such.
 */
export const RICH_HTML_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'a',
  'img',
  'table',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/**
 * Attributes kept. No `style`, no `class`, no `id`, no `data-*`: what a page pasted from Word or the web
 * carries in those is layout, not content, and `style` could hide text or overlay the page.
 */
export const RICH_HTML_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'colspan',
  'rowspan',
  'start',
] as const;

/** A link goes to the web, to an e-mail address or a phone number, or stays on this site. */
const LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** An image is a file this site serves (a card's media) or one on the web; never data:, never javascript:. */
const IMAGE = /^(?:https?:\/\/|\/(?!\/))/i;

/**
 * Whether an attribute may stay on this element with this value: addresses only on links and images and
 * only of the kinds above; a link opens at most a new tab.
 */
export function keepsRichAddress(tag: string, attribute: string, value: string): boolean {
  const address = value.trim();
  if (attribute === 'href') return tag === 'a' && LINK.test(address);
  if (attribute === 'src') return tag === 'img' && IMAGE.test(address);
  if (attribute === 'target') return tag === 'a' && address === '_blank';
  return true;
}

/** The target of a kept link: a new tab only, with the opener cut off. */
export const RICH_LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/**
 * DOMPurify's options for the allow-list (plain data, so the domain needs no DOMPurify): only these
 * elements and attributes, no data-* attributes, no unknown protocols; the text of a dropped element stays.
 */
export const RICH_HTML_PURIFY_OPTIONS = {
  ALLOWED_TAGS: [...RICH_HTML_TAGS],
  ALLOWED_ATTR: [...RICH_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i,
  // Plain values, not addresses: DOMPurify would otherwise hold them to the address pattern above.
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'colspan', 'rowspan', 'start'],
  KEEP_CONTENT: true,
};

/** The longest rich text kept for one language of a card (characters of html). */
export const RICH_CONTENT_MAX_LENGTH = 200_000;
