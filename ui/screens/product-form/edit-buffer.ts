import type { AttributeData } from '@domain/product';

/**
 * Attribute edits on their way to the form machine. A keystroke's frame then only renders the field typed
 * in (the row shows its own draft); the machine, the row store and the faults follow right after that
 * frame is painted (§9: a keystroke reaches the next paint within one frame on a 1,000-attribute card).
 * Keystrokes of one field that arrive before then are one event with the newest data.
 */
export interface EditBuffer {
  put(uuid: string, data: AttributeData[]): void;
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
  const waiting = new Map<string, AttributeData[]>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting.size === 0) return;
    const edits = [...waiting];
    waiting.clear();
    for (const [uuid, data] of edits) send(uuid, data);
  };
  return {
    put(uuid, data) {
      if (isClean()) {
        waiting.delete(uuid);
        send(uuid, data);
        return;
      }
      waiting.set(uuid, data);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    flush,
  };
}
