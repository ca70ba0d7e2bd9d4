import type { Chart } from '@machines/statechart-model';
import type { CoverageItem, EdgeCoverage, Tally } from './types';

const tally = (items: readonly CoverageItem[]): Tally => ({
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
