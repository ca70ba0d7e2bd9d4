import DOMPurify from 'dompurify';
import { useRef } from 'react';
import { firstValues, writeValues } from '@domain/attribute-values';
import type { ControlProps } from './control-props';
import { iconButtonClass, inputClass } from './styles';

/** HTML typed by a user made safe to show: scripts, event handlers and javascript: links removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/** The text with the part between start and end wrapped in before/after, and where that part now is. */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  before: string,
  after: string,
): { text: string; start: number; end: number } {
  const inner = text.slice(start, end);
  return {
    text: text.slice(0, start) + before + inner + after + text.slice(end),
    start: start + before.length,
    end: start + before.length + inner.length,
  };
}

const TAGS = {
  bold: ['<strong>', '</strong>'],
  italic: ['<em>', '</em>'],
  list: ['<ul>\n  <li>', '</li>\n</ul>'],
} as const;

/**
 * §3 html_textarea: the HTML source in value[0], edited as text, with a live preview rendered only
 * through sanitizeHtml; a toolbar wraps the selection in bold, italic or a list.
 */
export function HtmlControl({ attribute, labels, change, ids, invalid, readOnly }: ControlProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const value = firstValues(attribute.data)[0] ?? '';
  const wrap = (tag: keyof typeof TAGS) => {
    const element = area.current;
    if (!element) return;
    const [before, after] = TAGS[tag];
    const next = wrapSelection(value, element.selectionStart, element.selectionEnd, before, after);
    change(writeValues(attribute.data, [next.text]));
    // The controlled value is replaced on the next render; the selection follows it there.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {!readOnly && (
        <div role="toolbar" aria-label={`${attribute.name}: ${labels.htmlSource}`} className="flex gap-0.5">
          {(['bold', 'italic', 'list'] as const).map((tag) => (
            <button
              key={tag}
              type="button"
              className={iconButtonClass}
              aria-controls={ids.control}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => wrap(tag)}
            >
              <span className={tag === 'bold' ? 'font-bold' : tag === 'italic' ? 'italic' : ''}>
                {labels[tag]}
              </span>
            </button>
          ))}
        </div>
      )}
      <textarea
        ref={area}
        id={ids.control}
        rows={5}
        readOnly={readOnly}
        spellCheck={false}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        aria-required={attribute.is_required || undefined}
        onChange={(event) => change(writeValues(attribute.data, [event.target.value]))}
        className={inputClass(invalid, 'h-auto min-h-24 py-1.5 font-mono text-xs')}
      />
      {value.trim() !== '' && (
        <section
          aria-label={`${attribute.name}: ${labels.preview}`}
          className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
        >
          <p className="mb-1 text-[11px] font-medium tracking-wide text-slate-500 uppercase">
            {labels.preview}
          </p>
          <div
            className="text-sm text-slate-800 [&_li]:ml-4 [&_ol]:list-decimal [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }}
          />
        </section>
      )}
    </div>
  );
}
