import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { ChartEdge } from '@machines/statechart-model';

/** XState's own actions behind `after`: the delayed raise on entry and its cancel on exit (SCXML has its own). */
const TIMER_ACTIONS = new Set(['xstate.raise', 'xstate.cancel']);

/** The name of one action as written in the machine: `'assignRequest'`, `{ type }`, or a built-in's type. */
function actionName(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return TIMER_ACTIONS.has(type) ? null : type.replace(/^xstate\./, '');
    return action.name || 'inline';
  }
  if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type);
  return null;
}

const names = (actions: readonly unknown[]): string[] =>
  actions.map(actionName).filter((name): name is string => name !== null);

/** The XState transition an edge of the chart stands for (`edge:<source>:<event>:<branch>`). */
function transitionOf(machine: AnyStateMachine, edge: ChartEdge): AnyTransitionDefinition | undefined {
  const node: AnyStateNode = machine.getStateNodeById(edge.source);
  const branch = Number(edge.transitionId.slice(edge.transitionId.lastIndexOf(':') + 1));
  const branches = edge.kind === 'always' ? (node.always ?? []) : (node.transitions.get(edge.event) ?? []);
  return branches[branch];
}

/** Names of the actions a transition runs, in order. */
export function transitionActions(machine: AnyStateMachine, edge: ChartEdge): string[] {
  return names(transitionOf(machine, edge)?.actions ?? []);
}

/** Names of a state's entry and exit actions, without the timers of its delayed transitions. */
export function stateActions(machine: AnyStateMachine, stateId: string): { entry: string[]; exit: string[] } {
  const node: AnyStateNode = machine.getStateNodeById(stateId);
  return { entry: names(node.entry), exit: names(node.exit) };
}

/** Each action as `<log label="action">`: the interpreter's log shows which actions XState runs, by name. */
export const actionLogs = (actions: readonly string[], indent: string): string[] =>
  actions.map((name) => `${indent}<log label="action" expr="'${name.replace(/['"\\<&]/g, '')}'"/>`);
