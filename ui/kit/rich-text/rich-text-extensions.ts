import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { keepsRichAddress, RICH_HEADING_LEVELS, RICH_LINK_TARGET } from '@domain/rich-html';

/**
 * The editor's schema, built from the allow-list of src/domain/rich-html.ts: only the elements the server
 * keeps can be made (no code, no h1), links and images only with addresses the server keeps, tables
 * without stored column widths (the server drops `style`).
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: [...RICH_HEADING_LEVELS] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { ...RICH_LINK_TARGET },
        isAllowedUri: (url) => keepsRichAddress('a', 'href', url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}
