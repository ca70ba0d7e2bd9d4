import type { Chart } from '@machines/statechart-model';
import { guardOutcomeId } from './guard-outcomes';
import type { CoverageItem, EdgeCoverage, ModelResult, ParallelCoverage, Tally } from './types';

export const tally = (items: readonly CoverageItem[]): Tally => ({
  covered: items.filter((item) => item.covered).length,
  total: items.length,
});

/**
 * Coverage against the whole chart: every state node but the root (parents included) and every edge of
 * `toDirectedGraph` plus the eventless ones (one per guard branch; done, error, after and always each count).
 * Ids are the SVG element ids, so the app can colour the diagram with this list as it is.
 */
export function coverageOf(chart: Chart, states: ReadonlySet<string>, edges: ReadonlySet<string>) {
  const stateItems: CoverageItem[] = chart.states.map((state) => ({
    id: state.elementId,
    covered: states.has(state.id),
  }));
  const edgeItems: EdgeCoverage[] = chart.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    event: edge.event,
    covered: edges.has(edge.id),
  }));
  return {
    states: stateItems,
    transitions: edgeItems,
    totals: { states: tally(stateItems), transitions: tally(edgeItems) },
  };
}

export const isComplete = (totals: { states: Tally; transitions: Tally }): boolean =>
  totals.states.covered === totals.states.total && totals.transitions.covered === totals.transitions.total;

export const percent = ({ covered, total }: Tally): string =>
  total === 0 ? '100 %' : `${Math.floor((covered / total) * 100)} %`;

/** Both outcomes of every guarded branch of the chart, in document order. */
export function guardCoverage(chart: Chart, outcomes: ReadonlySet<string>): CoverageItem[] {
  const guarded = [
    ...new Set(chart.edges.filter((edge) => edge.guard !== null).map((edge) => edge.transitionId)),
  ];
  return guarded.flatMap((transitionId) =>
    (['yes', 'no'] as const).map((outcome) => {
      const id = guardOutcomeId(transitionId, outcome);
      return { id, covered: outcomes.has(id) };
    }),
  );
}

export const actionCoverage = (names: readonly string[], seen: ReadonlySet<string>): CoverageItem[] =>
  names.map((name) => ({ id: name, covered: seen.has(name) }));

/** Groups `<state>|<combination>` ids by parallel state: reachable on the model, covered when replayed. */
export function parallelCoverage(
  reachable: ReadonlySet<string>,
  replayed: ReadonlySet<string>,
): ParallelCoverage[] {
  const byState = new Map<string, CoverageItem[]>();
  for (const key of [...reachable].sort()) {
    const [state = '', combination = ''] = key.split('|');
    byState.set(state, [...(byState.get(state) ?? []), { id: combination, covered: replayed.has(key) }]);
  }
  return [...byState].map(([state, combinations]) => ({ state, combinations, totals: tally(combinations) }));
}

/**
 * What a model run must show besides its states and transitions (ARCHITECTURE.md, Coverage): both outcomes
 * of every guard, every named action executed, every catalog event live, every replay as predicted. Empty
 * when the run passes; parallel combinations are reported only.
 */
export function strictProblems(result: ModelResult): string[] {
  const missing = (items: readonly CoverageItem[]) =>
    items.filter((item) => !item.covered).map((item) => item.id);
  return [
    ...result.failures.map(
      (failure) => `failed at step ${failure.step} of ${failure.path}: ${failure.message}`,
    ),
    ...missing(result.states).map((id) => `state not reached: ${id}`),
    ...missing(result.transitions).map((id) => `transition not fired: ${id}`),
    ...missing(result.guardOutcomes).map((id) => `guard outcome not shown: ${id}`),
    ...missing(result.actions).map((id) => `action never executed: ${id}`),
    ...result.staleEvents.map(
      (id) => `catalog event ${id} is taken by no reachable state (stale, or a payload no state asks about)`,
    ),
  ];
}
