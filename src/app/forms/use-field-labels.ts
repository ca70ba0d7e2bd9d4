import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldLabels } from '@kit/attribute-fields/labels';
import { richTextLabels } from './rich-text-labels';

const KEYS = [
  'required',
  'readOnly',
  'unit',
  'chooseUnit',
  'chooseValue',
  'customValue',
  'add',
  'remove',
  'clear',
  'yes',
  'no',
  'from',
  'to',
  'first',
  'second',
  'third',
  'mode',
  'under',
  'over',
  'range',
  'none',
  'search',
  'noResults',
  'loading',
  'specialValue',
  'value',
  'text',
  'htmlSource',
  'preview',
  'bold',
  'italic',
  'list',
  'fileId',
  'uploading',
  'uploadFailed',
  'unknownType',
] as const satisfies readonly (keyof FieldLabels)[];

/** The attribute fields' words in the user's language: one object per language, so memoised fields stay put. */
export function useFieldLabels(): FieldLabels {
  // react-i18next gives a new `t` only when the language changes, so the labels follow it and nothing else.
  const { t } = useTranslation();
  return useMemo(
    () => ({
      ...(Object.fromEntries(
        KEYS.map((key) => [key, t(`productForm.fieldLabels.${key}`)]),
      ) as unknown as FieldLabels),
      // §3 html_textarea: the rich text editor (docs/decisions/0054).
      richText: richTextLabels(t),
      // §2 value select modal (docs/decisions/0044).
      valueSelect: {
        open: t('valueSelect.open'),
        search: t('valueSelect.search'),
        chosen: (count: number) => t('valueSelect.chosen', { count }),
        noResults: t('valueSelect.noResults'),
        none: t('valueSelect.none'),
        apply: t('valueSelect.apply'),
        cancel: t('valueSelect.cancel'),
      },
    }),
    [t],
  );
}
