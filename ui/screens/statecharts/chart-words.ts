import type { i18n as I18n } from 'i18next';
import type { MachineEntry } from '@machines/catalog-types';
import type { Chart, ChartEdge, ChartState } from '@machines/statechart-model';
import {
  delayMs,
  derivedStateLabel,
  derivedTransitionLabel,
  isFallbackBranch,
} from '@machines/statechart-texts';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '@domain/constants';
import { statechartText } from './statechart-texts';

/** The words of one machine's states and transitions in the current language (derived where none is written). */
export interface ChartWords {
  machine: string | undefined;
  state: (state: ChartState) => { label: string; description: string | undefined; spec: string };
  transition: (edge: ChartEdge) => { label: string; description: string | undefined };
}

const languageOf = (i18n: I18n): Language =>
  LANGUAGES.find((language) => language === i18n.language) ?? DEFAULT_LANGUAGE;

export function chartWords(i18n: I18n, entry: MachineEntry): ChartWords {
  const language = languageOf(i18n);
  return {
    machine: statechartText(i18n, `machine:${entry.id}`),
    state: (state) => ({
      label: statechartText(i18n, `state:${state.id}:label`) ?? derivedStateLabel(state),
      description: statechartText(i18n, `state:${state.id}:description`),
      spec: statechartText(i18n, `state:${state.id}:spec`) ?? entry.spec,
    }),
    transition: (edge) => ({
      label:
        statechartText(i18n, `transition:${edge.transitionId}:label`) ??
        derivedTransitionLabel(
          language,
          edge,
          edge.kind === 'after' ? delayMs(entry.machine, edge.delay) : null,
          isFallbackBranch(edge),
        ),
      description: statechartText(i18n, `transition:${edge.transitionId}:description`),
    }),
  };
}

/** What a clicked element of the diagram stands for: a state, or the transitions of a line or a row. */
export type Selection = { kind: 'state'; state: ChartState } | { kind: 'transitions'; edges: ChartEdge[] };

/** `state:<id>` or one or more `edge:<…>` ids (a line lists every transition it draws). */
export function selectionOf(chart: Chart, ids: readonly string[]): Selection | null {
  const [first] = ids;
  if (first?.startsWith('state:')) {
    const state = chart.states.find((candidate) => candidate.elementId === first);
    return state ? { kind: 'state', state } : null;
  }
  const edges = chart.edges.filter((edge) => ids.includes(edge.id));
  return edges.length ? { kind: 'transitions', edges } : null;
}

/** The ids an element of the SVG stands for: its own and, for a line, the edge ids its class lists. */
export function idsOfElement(element: Element): string[] {
  const classes = (element.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => name.startsWith('edge:'));
  return [...new Set([element.id, ...classes])];
}
