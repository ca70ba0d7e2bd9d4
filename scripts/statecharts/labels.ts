import type { Chart, ChartEdge, ChartState } from '@machines/statechart-model';

/** The event part of an edge label: XState's own names, shortened where the prefix says nothing. */
export function eventLabel(edge: ChartEdge): string {
  if (edge.kind === 'after') return `after ${edge.delay ?? ''}`.trim();
  if (edge.kind === 'always') return 'always';
  return edge.event.startsWith('xstate.') ? edge.event.slice('xstate.'.length) : edge.event;
}

export const guardLabel = (edge: ChartEdge): string => (edge.guard ? `[${edge.guard}]` : '');

/** One line: `LOGGED_IN [isSameUser]`, `after SESSION_WARNING`, `always [hasUser]`. */
export const edgeLabel = (edge: ChartEdge): string =>
  [eventLabel(edge), guardLabel(edge)].filter(Boolean).join(' ');

/** XState ids of a state and its ancestors below the root, innermost first. */
export function ancestry(chart: Chart, stateId: string): ChartState[] {
  const chain: ChartState[] = [];
  const visit = (state: ChartState, trail: ChartState[]): boolean => {
    if (state.id === stateId) {
      chain.push(...[...trail, state].reverse());
      return true;
    }
    return state.children.some((child) => visit(child, [...trail, state]));
  };
  chart.root.children.some((child) => visit(child, []));
  return chain;
}

export const isWithin = (chart: Chart, stateId: string, ancestorId: string): boolean =>
  ancestry(chart, stateId).some((state) => state.id === ancestorId);

export function findState(chart: Chart, stateId: string): ChartState | undefined {
  return chart.states.find((state) => state.id === stateId);
}
