import type { AnyStateMachine } from 'xstate';
import type { Language } from '@domain/constants';
import type { ChartEdge, ChartState } from './statechart-model';

/**
 * The words a diagram shows where machines/descriptions/<id>.json has no entry yet: derived from the
 * machine itself, readable rather than exact. Shared by the export (Polish) and the viewer (any language).
 */
const WORDS = {
  pl: {
    answer: 'odpowiedź',
    failure: 'błąd',
    after: 'po',
    when: 'gdy',
    otherwise: 'w pozostałych przypadkach',
    handles: 'obsługuje:',
    anyState: 'w każdym stanie',
    anyChild: 'w każdym stanie wewnątrz',
  },
  de: {
    answer: 'Antwort',
    failure: 'Fehler',
    after: 'nach',
    when: 'wenn',
    otherwise: 'sonst',
    handles: 'verarbeitet:',
    anyState: 'in jedem Zustand',
    anyChild: 'in jedem Zustand darin',
  },
  ro: {
    answer: 'răspuns',
    failure: 'eroare',
    after: 'după',
    when: 'când',
    otherwise: 'altfel',
    handles: 'tratează:',
    anyState: 'în orice stare',
    anyChild: 'în orice stare din interior',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const chartWord = (language: Language, word: keyof (typeof WORDS)['pl']): string =>
  WORDS[language][word];

/** `validatingDraft` → `Validating draft`, `SAVE.DRAFT` → `Save draft`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[._\s-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The milliseconds of a named delay when the machine gives a fixed number (not a function of context). */
export function delayMs(machine: AnyStateMachine, delay: string | null): number | null {
  if (delay === null) return null;
  if (/^\d+$/.test(delay)) return Number(delay);
  const value: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof value === 'number' ? value : null;
}

/** `500` → `0,5 s` (pl, de, ro all write a decimal comma); the same text on every machine. */
export const seconds = (ms: number): string => `${String(ms / 1000).replace('.', ',')} s`;

/** `po 0,5 s`, or `po SEARCH_DELAY` when the delay depends on the context. */
export function delayLabel(language: Language, edge: ChartEdge, ms: number | null): string {
  return `${chartWord(language, 'after')} ${ms === null ? (edge.delay ?? '') : seconds(ms)}`;
}

export const derivedStateLabel = (state: ChartState): string => humanize(state.key);

/** `[isDraftValid]` → `gdy is draft valid`; `not(isEmpty)` keeps its operator. */
export const derivedGuardLabel = (language: Language, guard: string): string =>
  `${chartWord(language, 'when')} ${humanize(guard).toLowerCase()}`;

/** The event of an edge in words: `saveProduct: odpowiedź`, `po 2 s`, `Save draft`; '' for an `always`. */
export function derivedEventLabel(language: Language, edge: ChartEdge, ms: number | null): string {
  const actor = edge.event.replace(/^xstate\.(done|error)\.actor\./, '');
  if (edge.kind === 'done') return `${actor}: ${chartWord(language, 'answer')}`;
  if (edge.kind === 'error') return `${actor}: ${chartWord(language, 'failure')}`;
  if (edge.kind === 'after') return delayLabel(language, edge, ms);
  if (edge.kind === 'always') return '';
  return humanize(edge.event);
}

/** A whole transition in words, guard included, for when its description is missing. */
export function derivedTransitionLabel(
  language: Language,
  edge: ChartEdge,
  ms: number | null,
  fallbackBranch: boolean,
): string {
  const guard = edge.guard
    ? derivedGuardLabel(language, edge.guard)
    : fallbackBranch
      ? chartWord(language, 'otherwise')
      : '';
  return [derivedEventLabel(language, edge, ms), guard].filter(Boolean).join(', ');
}

/** An unguarded branch after guarded ones of the same event: it runs when none of them held. */
export function isFallbackBranch(edge: ChartEdge): boolean {
  return edge.guard === null && !edge.transitionId.endsWith(':0');
}
