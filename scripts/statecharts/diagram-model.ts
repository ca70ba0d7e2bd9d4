import type { AnyStateMachine } from 'xstate';
import type { StatechartDescriptions } from '@contract/statecharts';
import type { Chart, ChartEdge, ChartEdgeKind, ChartState } from '@machines/statechart-model';
import {
  chartWord,
  delayMs,
  derivedStateLabel,
  derivedTransitionLabel,
  isFallbackBranch,
  seconds,
} from '@machines/statechart-texts';
import { edgeLabel } from './labels';

/**
 * What one view of a machine draws: which states, which lines with which words, and which transitions
 * are written as "obsługuje: …" lines inside their state. The business view speaks the descriptions'
 * Polish and hides the machine's plumbing; the technical view shows every transition with XState's names.
 */
export type ViewKind = 'business' | 'technical';

/** A transition written inside its state instead of a loop; its id is the transition's edge id. */
export interface Note {
  id: string;
  text: string;
}

export interface DrawnEdge {
  /** The SVG element id: the first chart edge the line stands for. */
  id: string;
  /** Every chart edge the line stands for (merged transitions, eventless hops through routing states). */
  edgeIds: string[];
  /** A state id, or the root id for a transition the machine takes in any state. */
  source: string;
  target: string;
  /** The words of each transition the line stands for; each row has the id of the transition's edge. */
  rows: Note[];
  kind: ChartEdgeKind;
}

/** Transitions between the same two states share one line with a row of words each. */
class Lines {
  private readonly lines = new Map<string, DrawnEdge>();

  add(edge: ChartEdge, target: string, edgeIds: string[], text: string): void {
    const key = `${edge.source}→${target}→${edge.kind === 'after' ? 'after' : 'other'}`;
    const line = this.lines.get(key);
    const row = { id: edgeIds[0] ?? edge.id, text };
    if (!line) {
      this.lines.set(key, {
        id: row.id,
        edgeIds: [...edgeIds],
        source: edge.source,
        target,
        rows: text ? [row] : [],
        kind: edge.kind,
      });
      return;
    }
    line.edgeIds.push(...edgeIds.filter((id) => !line.edgeIds.includes(id)));
    if (text && !line.rows.some((existing) => existing.text === text || existing.id === row.id))
      line.rows.push(row);
  }

  all(): DrawnEdge[] {
    return [...this.lines.values()];
  }
}

/** The initial arrow of a compound state (or the root); several when the initial state only routes. */
export interface InitialEdge {
  owner: string;
  target: string;
  label: string;
  edgeIds: string[];
}

export interface DiagramModel {
  view: ViewKind;
  chart: Chart;
  /** Routing states: entered and left at once by eventless transitions; not drawn in the business view. */
  hidden: ReadonlySet<string>;
  /**
   * Routing states drawn as a decision diamond: drawn straight through, one with 4 ways in and 2 out would
   * be 8 lines instead of 6 (bulk edit's status routing: 35 instead of 12). Kept where that saves 2 lines.
   */
  choices: ReadonlySet<string>;
  title: (state: ChartState) => string;
  /** Smaller lines under a state's title (the actors it invokes, in the technical view). */
  details: (state: ChartState) => string[];
  notes: ReadonlyMap<string, Note[]>;
  notesHeading: string;
  edges: DrawnEdge[];
  initials: InitialEdge[];
}

/** A targetless transition or one back to its own source: it does not move the flow anywhere. */
const isFolded = (edge: ChartEdge): boolean => edge.targetless || edge.source === edge.target;

/** States the machine only passes through: atomic, no actor, left only by eventless transitions ending unguarded. */
export function routingStates(chart: Chart): Set<string> {
  return new Set(
    chart.states
      .filter((state) => {
        if (state.type !== 'atomic' || state.invokes.length) return false;
        const out = chart.edges.filter((edge) => edge.source === state.id);
        const last = out.at(-1);
        return (
          out.length > 0 && out.every((edge) => edge.kind === 'always') && last !== undefined && !last.guard
        );
      })
      .map((state) => state.id),
  );
}

function technicalLabel(machine: AnyStateMachine, edge: ChartEdge): string {
  const ms = edge.kind === 'after' ? delayMs(machine, edge.delay) : null;
  const label = edgeLabel(edge);
  return ms === null ? label : `${label} (${seconds(ms)})`;
}

/** §2 Statecharts: every transition drawn, with XState's names; self-loops as lines inside the state. */
export function technicalModel(chart: Chart, machine: AnyStateMachine): DiagramModel {
  const notes = new Map<string, Note[]>();
  const lines = new Lines();
  for (const edge of chart.edges) {
    const text = technicalLabel(machine, edge);
    if (isFolded(edge)) notes.set(edge.source, [...(notes.get(edge.source) ?? []), { id: edge.id, text }]);
    else lines.add(edge, edge.target, [edge.id], text);
  }
  const compound = [chart.root, ...chart.states].filter((state) => state.initial);
  return {
    view: 'technical',
    chart,
    hidden: new Set(),
    choices: new Set(),
    title: (state) => (state.type === 'history' ? (state.history === 'deep' ? 'H*' : 'H') : state.key),
    details: (state) => state.invokes.map(({ src }) => `invoke ${src}`),
    notes,
    notesHeading: 'handles:',
    edges: lines.all(),
    initials: compound.map((state) => ({
      owner: state.id,
      target: state.initial ?? '',
      label: '',
      edgeIds: [],
    })),
  };
}

interface Hop {
  edgeIds: string[];
  target: string;
  labels: string[];
}

/** §2 Statecharts for product owners: the descriptions' words, routing states and eventless hops hidden. */
export function businessModel(
  chart: Chart,
  machine: AnyStateMachine,
  descriptions: StatechartDescriptions | null,
): DiagramModel {
  const routing = routingStates(chart);
  const choices = new Set(
    [...routing].filter((id) => {
      const ways = chart.edges.filter((edge) => edge.target === id).length;
      const branches = chart.edges.filter((edge) => edge.source === id).length;
      return ways * branches > ways + branches + 1;
    }),
  );
  const hidden = new Set([...routing].filter((id) => !choices.has(id)));
  const transitionLabel = (edge: ChartEdge): string => {
    const described = descriptions?.transitions?.[edge.transitionId]?.label?.pl?.trim();
    if (described) return described;
    const ms = edge.kind === 'after' ? delayMs(machine, edge.delay) : null;
    return derivedTransitionLabel('pl', edge, ms, isFallbackBranch(edge));
  };
  /** Where an edge really leads: through routing states to the states that rest, with every hop's words. */
  const hops = (edge: ChartEdge, seen: ReadonlySet<string>): Hop[] => {
    const own = { edgeIds: [edge.id], target: edge.target, labels: [transitionLabel(edge)] };
    if (!hidden.has(edge.target) || seen.has(edge.target)) return [own];
    const next = new Set([...seen, edge.target]);
    return chart.edges
      .filter((out) => out.source === edge.target)
      .flatMap((out) => hops(out, next))
      .map((hop) => ({
        edgeIds: [edge.id, ...hop.edgeIds],
        target: hop.target,
        labels: [...own.labels, ...hop.labels],
      }));
  };
  const words = (labels: string[]) => labels.filter(Boolean).join(', ');

  const notes = new Map<string, Note[]>();
  const lines = new Lines();
  for (const edge of chart.edges) {
    if (hidden.has(edge.source)) continue;
    if (isFolded(edge)) {
      const note = { id: edge.id, text: transitionLabel(edge) };
      notes.set(edge.source, [...(notes.get(edge.source) ?? []), note]);
      continue;
    }
    for (const hop of hops(edge, new Set())) lines.add(edge, hop.target, hop.edgeIds, words(hop.labels));
  }

  const initials = [chart.root, ...chart.states]
    .filter((state) => state.initial && !hidden.has(state.id))
    .flatMap((state): InitialEdge[] => {
      const initial = state.initial ?? '';
      if (!hidden.has(initial)) return [{ owner: state.id, target: initial, label: '', edgeIds: [] }];
      return chart.edges
        .filter((out) => out.source === initial)
        .flatMap((out) => hops(out, new Set([initial])))
        .map((hop) => ({
          owner: state.id,
          target: hop.target,
          label: words(hop.labels),
          edgeIds: hop.edgeIds,
        }));
    });

  return {
    view: 'business',
    chart,
    hidden,
    choices,
    title: (state) => descriptions?.states?.[state.id]?.label?.pl?.trim() || derivedStateLabel(state),
    details: () => [],
    notes,
    notesHeading: chartWord('pl', 'handles'),
    edges: lines.all(),
    initials,
  };
}

/** The words "w każdym stanie" for the machine's own transitions, as the business view writes them. */
export const anyStateLabel = (view: ViewKind): string =>
  view === 'business' ? chartWord('pl', 'anyState') : 'any state';
