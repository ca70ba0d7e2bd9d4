import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * §2 Statecharts, a screenshot per state: the rendered screen of each state, as the jsdom replay saw it the
 * first time the state's checks held, kept as HTML in coverage/screens/dom/<machine>/<screen>/<state>.html.
 * `npm run statecharts:snapshots` renders them in Chromium with the app's CSS into the viewer's pictures.
 */
export const DOM_SNAPSHOT_DIR = join(process.cwd(), 'coverage', 'screens', 'dom');

/** Fields whose state lives in properties (typed text, ticks, chosen options), which HTML does not carry. */
export const FIELDS = 'input, textarea, option';

/**
 * What the HTML leaves out, for the renderer to put back in Chromium: each field's value in document order
 * (null: leave it; a picked file cannot be shown), and the positions among all elements of body of what the
 * states' checks found, so a screen taller than the viewport is scrolled to it.
 */
export interface SnapshotExtras {
  fields: (string | boolean | null)[];
  shown: number[];
}
export const EXTRAS_ID = 'statechart-snapshot';

function fieldState(field: Element): string | boolean | null {
  if (field instanceof HTMLOptionElement) return field.selected;
  if (field instanceof HTMLTextAreaElement) return field.value;
  if (!(field instanceof HTMLInputElement) || field.type === 'file') return null;
  return field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value;
}

/**
 * The document as HTML: the screen and Radix's portals (all in body), with the extras in a JSON block. The
 * live document is read, never copied or changed (a deep clone costs several times the serialisation).
 */
export function serialiseDocument(document: Document, shown: readonly Element[] = []): string {
  const all = [...document.body.querySelectorAll('*')];
  const extras: SnapshotExtras = {
    fields: [...document.body.querySelectorAll(FIELDS)].map(fieldState),
    shown: shown.map((element) => all.indexOf(element)).filter((index) => index >= 0),
  };
  const json = JSON.stringify(extras).replaceAll('<', '\\u003c');
  const lang = document.documentElement.getAttribute('lang') ?? 'pl';
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><script type="application/json" id="${EXTRAS_ID}">${json}</script></head>${document.body.outerHTML}</html>\n`;
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
   * (in passed/, used only where a state never rests on the screen) those the step went through. `shown`:
   * the elements the states' checks found.
   */
  keep(active: readonly string[], passed: readonly string[] = [], shown: readonly Element[] = []): void {
    const wanted = [
      ...active.map((id) => join(this.dir, `${id}.html`)),
      ...passed.filter((id) => !active.includes(id)).map((id) => join(this.dir, 'passed', `${id}.html`)),
    ].filter((file) => !DomSnapshots.written.has(file));
    if (!wanted.length) return;
    const html = serialiseDocument(document, shown);
    mkdirSync(join(this.dir, 'passed'), { recursive: true });
    for (const file of wanted) {
      writeFileSync(file, html);
      DomSnapshots.written.add(file);
    }
  }
}
