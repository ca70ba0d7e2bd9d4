import { firstValues, writeValues } from '@domain/attribute-values';
import { RichTextField } from '../rich-text/rich-text-field';
import { sanitizeRichHtml } from '../rich-text/sanitize-rich-html';
import type { ControlProps } from './control-props';

/** HTML typed by a user made safe to show: only the rich text allow-list (src/domain/rich-html.ts). */
export function sanitizeHtml(html: string): string {
  return sanitizeRichHtml(html);
}

/**
 * §3 html_textarea: the HTML in value[0], edited in the rich text editor (docs/decisions/0054): what the
 * user sees is what is stored, and only what the server keeps can be made.
 */
export function HtmlControl({ attribute, labels, change, ids, invalid, readOnly }: ControlProps) {
  const value = firstValues(attribute.data)[0] ?? '';
  return (
    <RichTextField
      value={value}
      onChange={(html) => change(writeValues(attribute.data, [html]))}
      labels={labels.richText}
      name={attribute.name}
      id={ids.control}
      labelledBy={ids.label}
      describedBy={ids.describedBy}
      invalid={invalid}
      required={attribute.is_required}
      readOnly={readOnly}
    />
  );
}
