import { useCallback, useEffect, useRef, useState } from 'react';
import { DELAYS } from '@domain/constants';
import type { FormActor } from './form-actors';

/** How far below the top of the window a section counts as the one being read (below the sticky header). */
const READING_LINE_PX = 140;

interface Boundary {
  code: string;
  top: number;
}

/**
 * §2 Navigator anchors: which section the user is reading. Section boundaries are measured once and then
 * recalculated 2500 ms after form changes (§4, §9), so a burst of edits that moves sections costs one
 * measurement instead of one per keystroke.
 */
export function useSectionSpy(codes: readonly string[], form: FormActor): string | null {
  const [active, setActive] = useState<string | null>(codes[0] ?? null);
  const boundaries = useRef<Boundary[]>([]);
  const key = codes.join('|');

  const locate = useCallback(() => {
    const line = window.scrollY + READING_LINE_PX;
    let current = boundaries.current[0]?.code ?? null;
    for (const boundary of boundaries.current) if (boundary.top <= line) current = boundary.code;
    setActive(current);
  }, []);

  const measure = useCallback(() => {
    boundaries.current = key
      .split('|')
      .filter(Boolean)
      .map((code) => {
        const element = document.getElementById(`section-${code}`);
        return { code, top: element ? element.getBoundingClientRect().top + window.scrollY : Infinity };
      });
    locate();
  }, [key, locate]);

  useEffect(() => {
    measure();
    window.addEventListener('scroll', locate, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', locate);
      window.removeEventListener('resize', measure);
    };
  }, [measure, locate]);

  // Edits are watched on the actor, outside React: typing re-renders nothing here, it only moves the timer.
  useEffect(() => {
    let revision = form.getSnapshot().context.revision;
    let timer: number | undefined;
    const subscription = form.subscribe((snapshot) => {
      if (snapshot.context.revision === revision) return;
      revision = snapshot.context.revision;
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, DELAYS.SECTION_BOUNDARY);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer);
    };
  }, [form, measure]);

  return active;
}
