import type { AttributeData } from '@domain/product';

/**
 * Attribute edits on their way to the form machine. A keystroke's frame then only renders the field typed
 * in (the row shows its own draft); the machine, the row store and the faults follow right after that
 * frame is painted (§9: a keystroke reaches the next paint within one frame on a 1,000-attribute card).
 * Keystrokes of one field that arrive before then are one event with the newest data.
 */
export interface EditBuffer {
  put(uuid: string, data: AttributeData[]): void;
  /** Any other edit typed into the card (a logistics field): `run` hands it to the form; per `key` the newest wins. */
  defer(key: string, run: () => void): void;
  /** Sends what is waiting now: before a save, when a field loses focus. */
  flush(): void;
}

type Task = (run: () => void) => void;

/** After the next frame is painted; right away (next task) where there are no frames (jsdom, tests). */
export const afterNextPaint: Task = (run) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
};

/**
 * `send` delivers an edit to the machine. While the card has no unsaved change (`isClean`) an edit is
 * sent at once, so the leave guards know of the first change in the same event that made it.
 */
export function createEditBuffer(
  send: (uuid: string, data: AttributeData[]) => void,
  isClean: () => boolean,
  schedule: Task = afterNextPaint,
): EditBuffer {
  const waiting = new Map<string, () => void>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting.size === 0) return;
    const edits = [...waiting.values()];
    waiting.clear();
    for (const run of edits) run();
  };
  const defer = (key: string, run: () => void) => {
    if (isClean()) {
      waiting.delete(key);
      run();
      return;
    }
    waiting.set(key, run);
    if (!scheduled) {
      scheduled = true;
      schedule(flush);
    }
  };
  return {
    put: (uuid, data) => defer(`attribute:${uuid}`, () => send(uuid, data)),
    defer,
    flush,
  };
}
