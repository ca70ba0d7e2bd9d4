/** A text the user cannot read in full on the page: where it is, what it says and why. */
export interface ClippedText {
  selector: string;
  text: string;
  why: string;
}

/**
 * Runs in the page (passed to page.evaluate, so it holds everything it needs): every visible label,
 * header, button, link, menu item, tab, option, select and grid cell whose text is cut off — wider than its
 * box with the overflow hidden, more lines than a line clamp shows, a select narrower than its chosen
 * option, or text spilling past a box that clips it — and that offers no other way to read the whole
 * text (a title, an aria-label or an aria-description on it or around it, or a described-by element).
 */
export function findClippedTexts(): ClippedText[] {
  const CANDIDATES = [
    'label',
    'th',
    'legend',
    'h1',
    'h2',
    'h3',
    'dt',
    'button',
    'a[href]',
    'select',
    'option',
    '[role=columnheader]',
    '[role=gridcell]',
    '[role=menuitem]',
    '[role=menuitemradio]',
    '[role=menuitemcheckbox]',
    '[role=tab]',
    '[role=option]',
    // Whatever the product itself cuts with an ellipsis, wherever it stands (the dashboard's status labels).
    '.truncate',
    '[class*=line-clamp]',
  ].join(',');
  const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const hidesOverflow = (value: string) => value === 'hidden' || value === 'clip';
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (style === undefined) {
      style = getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };
  const viewportBottom = window.innerHeight;

  function visible(element: Element): boolean {
    if (element.closest('[aria-hidden=true], .sr-only, [contenteditable=true]')) return false;
    // Only what is on the screen: a long list's rows out of view are not laid out until scrolled to, and
    // share their columns with the rows in view.
    const row = element.closest('[role=row]');
    if (row !== null) {
      const rowBox = row.getBoundingClientRect();
      if (rowBox.bottom < 0 || rowBox.top > viewportBottom) return false;
    }
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    const style = styleOf(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  }

  /** A title, aria-label or aria-description on the element or around it that holds the whole text. */
  function readableElsewhere(element: Element, text: string): boolean {
    for (let at: Element | null = element; at !== null; at = at.parentElement) {
      const words = [
        at.getAttribute('title'),
        at.getAttribute('aria-label'),
        at.getAttribute('aria-description'),
      ];
      const describedBy = at.getAttribute('aria-describedby');
      for (const id of describedBy?.split(/\s+/) ?? [])
        words.push(document.getElementById(id)?.textContent ?? '');
      if (words.some((word) => normal(word).includes(text))) return true;
    }
    return false;
  }

  /** The nearest ancestor that cuts off what spills out of it (not a scroll box: that one scrolls to it). */
  function clippingAncestor(element: Element): Element | null {
    for (let at = element.parentElement; at !== null && at !== document.body; at = at.parentElement) {
      if (hidesOverflow(styleOf(at).overflowX)) return at;
    }
    return null;
  }

  let canvas: CanvasRenderingContext2D | null = null;
  function textWidth(text: string, font: string): number {
    canvas ??= document.createElement('canvas').getContext('2d');
    if (canvas === null) return 0;
    canvas.font = font;
    return canvas.measureText(text).width;
  }

  function whyClipped(element: HTMLElement): string | null {
    const style = styleOf(element);
    if (element instanceof HTMLSelectElement) {
      const chosen = normal(element.selectedOptions[0]?.textContent);
      // The arrow takes about 1.25rem inside the padding on the right.
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 4;
      return chosen !== '' && textWidth(chosen, style.font) > room ? 'select narrower than its choice' : null;
    }
    if (hidesOverflow(style.overflowX) && element.scrollWidth > element.clientWidth + 1) return 'cut off';
    if (style.webkitLineClamp !== 'none' && element.scrollHeight > element.clientHeight + 1)
      return 'more lines than shown';
    const ancestor = clippingAncestor(element);
    if (ancestor !== null) {
      const outer = ancestor.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      const inner = range.getBoundingClientRect();
      if (inner.width > 0 && (inner.right > outer.right + 1 || inner.left < outer.left - 1))
        return 'spills out of a box that cuts it';
    }
    return null;
  }

  function selectorOf(element: Element): string {
    const parts: string[] = [];
    for (let at: Element | null = element; at !== null && parts.length < 4; at = at.parentElement) {
      const role = at.getAttribute('role');
      const testId = at.getAttribute('data-testid');
      parts.unshift(
        at.tagName.toLowerCase() +
          (at.id ? `#${at.id}` : '') +
          (role ? `[role=${role}]` : '') +
          (testId ? `[data-testid=${testId}]` : ''),
      );
      if (at.id || testId) break;
    }
    return parts.join(' > ');
  }

  const found: ClippedText[] = [];
  const seen = new Set<Element>();
  for (const candidate of document.querySelectorAll(CANDIDATES)) {
    if (!(candidate instanceof HTMLElement) || !visible(candidate)) continue;
    // The candidate and every element in it that holds text of its own: a truncated span inside a button.
    const holders = [candidate, ...candidate.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        element instanceof HTMLSelectElement ||
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && normal(node.textContent) !== '',
        ),
    );
    for (const holder of holders) {
      if (seen.has(holder) || !visible(holder)) continue;
      seen.add(holder);
      const why = whyClipped(holder);
      if (why === null) continue;
      const text =
        holder instanceof HTMLSelectElement
          ? normal(holder.selectedOptions[0]?.textContent)
          : normal(holder.textContent);
      if (text === '' || readableElsewhere(holder, text)) continue;
      found.push({ selector: selectorOf(holder), text, why });
    }
  }
  return found;
}
