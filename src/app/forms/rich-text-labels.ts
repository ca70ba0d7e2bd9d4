import type { TFunction } from 'i18next';
import type { RichTextLabels } from '@kit/rich-text/rich-text-labels';

const KEYS = [
  'toolbar',
  'undo',
  'redo',
  'paragraph',
  'heading2',
  'heading3',
  'bold',
  'italic',
  'underline',
  'bulletList',
  'orderedList',
  'link',
  'linkAddress',
  'linkApply',
  'linkRemove',
  'table',
  'addRow',
  'addColumn',
  'deleteRow',
  'deleteColumn',
  'deleteTable',
  'image',
  'noImages',
  'close',
] as const satisfies readonly (keyof RichTextLabels)[];

/** The rich text editor's words in the user's language (docs/decisions/0054). */
export function richTextLabels(t: TFunction): RichTextLabels {
  return Object.fromEntries(KEYS.map((key) => [key, t(`richText.${key}`)])) as unknown as RichTextLabels;
}
