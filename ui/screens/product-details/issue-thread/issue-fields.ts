import { CARD_ISSUE } from '@domain/issues';

/** A field an issue can be about: its §5 namespace and identify, and its name on screen. */
export interface IssueField {
  ns: string;
  identify: string;
  label: string;
}

/** The value of a field in the report form's select. */
export const fieldKey = (field: { ns: string; identify: string }) => `${field.ns}|${field.identify}`;

/** The field of a select value (the whole card when it names none). */
export function fieldOfKey(key: string): { ns: string; identify: string } {
  const at = key.indexOf('|');
  return at < 0 ? CARD_ISSUE : { ns: key.slice(0, at), identify: key.slice(at + 1) };
}
