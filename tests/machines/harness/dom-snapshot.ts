import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * §2 Statecharts, a screenshot per state: the rendered screen of each state, as the jsdom replay saw it the
 * first time the state's checks held, kept as HTML in coverage/screens/dom/<machine>/<screen>/<state>.html.
 * `npm run statecharts:snapshots` renders them in Chromium with the app's CSS into the viewer's pictures.
 */
export const DOM_SNAPSHOT_DIR = join(process.cwd(), 'coverage', 'screens', 'dom');

/** Values the user typed or chose live in properties, which HTML does not carry: copy them into attributes. */
function keepFieldValues(live: Element, copy: Element): void {
  const fields = 'input, textarea, select, option';
  const liveFields = [...live.querySelectorAll(fields)];
  const copied = [...copy.querySelectorAll(fields)];
  liveFields.forEach((field, index) => {
    const target = copied[index];
    if (!target) return;
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio')
        target.toggleAttribute('checked', field.checked);
      // A picked file cannot be shown as a value (Chromium refuses one on a file field).
      else if (field.type !== 'file') target.setAttribute('value', field.value);
    } else if (field instanceof HTMLTextAreaElement) target.textContent = field.value;
    else if (field instanceof HTMLOptionElement) target.toggleAttribute('selected', field.selected);
  });
}

/** The document as HTML: the screen and Radix's portals (all in body), without scripts. */
export function serialiseDocument(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  keepFieldValues(document.body, body);
  body.querySelectorAll('script').forEach((script) => script.remove());
  const lang = document.documentElement.getAttribute('lang') ?? 'pl';
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"></head>${body.outerHTML}</html>\n`;
}

/** Writes the first snapshot of each state of one machine on one screen; starts the screen over once. */
export class DomSnapshots {
  /** Screens started over in this test file (a screen replayed twice keeps its first pictures). */
  private static readonly started = new Set<string>();
  private static readonly written = new Set<string>();
  private readonly dir: string;

  constructor(machineId: string, screen: string) {
    this.dir = join(DOM_SNAPSHOT_DIR, machineId, screen);
    if (!DomSnapshots.started.has(this.dir)) {
      // A renamed state must leave no file behind.
      rmSync(this.dir, { recursive: true, force: true });
      DomSnapshots.started.add(this.dir);
    }
  }

  /**
   * Serialises the screen once for the states among these that have no snapshot yet: the active ones, and
   * (in passed/, used only where a state never rests on the screen) those the step went through.
   */
  keep(active: readonly string[], passed: readonly string[] = []): void {
    const wanted = [
      ...active.map((id) => join(this.dir, `${id}.html`)),
      ...passed.filter((id) => !active.includes(id)).map((id) => join(this.dir, 'passed', `${id}.html`)),
    ].filter((file) => !DomSnapshots.written.has(file));
    if (!wanted.length) return;
    const html = serialiseDocument(document);
    mkdirSync(join(this.dir, 'passed'), { recursive: true });
    for (const file of wanted) {
      writeFileSync(file, html);
      DomSnapshots.written.add(file);
    }
  }
}
