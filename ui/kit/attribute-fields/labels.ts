import type { RichTextLabels } from '../rich-text/rich-text-labels';
import type { ValueSelectLabels } from './value-select-dialog';

/**
 * Every word the attribute fields show: the kit does not translate, the screen passes translated strings
 * (one object for the whole form, so its identity stays stable and memoised fields do not re-render).
 */
export interface FieldLabels {
  /** Said after a required field's name (the visible mark is an asterisk). */
  required: string;
  readOnly: string;
  unit: string;
  chooseUnit: string;
  chooseValue: string;
  /** Prefix of the option that takes the typed text as a custom value. */
  customValue: string;
  add: string;
  remove: string;
  clear: string;
  yes: string;
  no: string;
  /** rangenumber ends. */
  from: string;
  to: string;
  /** twonumber and threenumber positions. */
  first: string;
  second: string;
  third: string;
  /** selectrangenumber mode select and its modes. */
  mode: string;
  under: string;
  over: string;
  range: string;
  none: string;
  search: string;
  noResults: string;
  loading: string;
  /** The menu of available_validation_values ("n/a", "bd"). */
  specialValue: string;
  /** The number of an entry of multiselect_number, the text of multiselect_text and checkbox_text. */
  value: string;
  text: string;
  /** html_textarea. */
  htmlSource: string;
  preview: string;
  bold: string;
  italic: string;
  list: string;
  /** fileupload. */
  fileId: string;
  uploading: string;
  uploadFailed: string;
  /** The alert for a type the form does not know (§5: 'Unknown attribute type'). */
  unknownType: string;
  /** html_textarea: the rich text editor's toolbar. */
  richText: RichTextLabels;
  /** §2 value select modal; without it long lists offer no modal. */
  valueSelect?: ValueSelectLabels;
}
