import type { DOMPurify } from 'dompurify';
import { and, eq } from 'drizzle-orm';
import type { SavedAttribute } from '@domain/product';
import { keepsRichAddress, RICH_HTML_PURIFY_OPTIONS } from '@domain/rich-html';
import type { Db } from '../db/client';
import { attributes } from '../db/schema';
import { inUuids } from '../db/uuid-list';

let purifier: Promise<DOMPurify> | null = null;

/**
 * DOMPurify on a jsdom window, loaded on first use: a save without rich text never pays for it, and the
 * server starts without jsdom in memory. Addresses are checked per element (src/domain/rich-html.ts):
 * DOMPurify alone would keep a data: image.
 */
function purify(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: create }, { JSDOM }]) => {
      const instance = create(new JSDOM('').window as unknown as Parameters<typeof create>[0]);
      instance.addHook('uponSanitizeAttribute', (node, data) => {
        if (!keepsRichAddress(node.nodeName.toLowerCase(), data.attrName, data.attrValue))
          data.keepAttr = false;
      });
      return instance;
    },
  );
  return purifier;
}

/**
 * Rich text as it may be stored and shown: only the allow-list of src/domain/rich-html.ts (the editor's
 * own elements), so scripts, handlers, styles and javascript: or data: addresses are gone.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await purify()).sanitize(html, RICH_HTML_PURIFY_OPTIONS);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every html_textarea value of a save payload sanitised before it is stored: the browser sanitises what it
 * shows, and the server never keeps what another client could be made to run (§3 html_textarea).
 */
export async function sanitizeRichText(
  db: Pick<Db, 'select'>,
  saved: SavedAttribute[],
): Promise<SavedAttribute[]> {
  const uuids = saved.map((attribute) => attribute.uuid).filter((uuid) => UUID.test(uuid));
  if (uuids.length === 0) return saved;
  const rich = await db
    .select({ uuid: attributes.uuid })
    .from(attributes)
    .where(and(inUuids(attributes.uuid, uuids), eq(attributes.type, 'html_textarea')));
  if (rich.length === 0) return saved;
  const richUuids = new Set(rich.map((row) => row.uuid));
  const dompurify = await purify();
  return saved.map((attribute) =>
    richUuids.has(attribute.uuid)
      ? {
          ...attribute,
          data: attribute.data.map((entry) => ({
            ...entry,
            value: entry.value.map((html) => dompurify.sanitize(html, RICH_HTML_PURIFY_OPTIONS)),
          })),
        }
      : attribute,
  );
}
