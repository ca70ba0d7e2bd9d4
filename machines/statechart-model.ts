import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

/**
 * The shape of one machine as the diagrams, the model tests and the coverage report see it. It lives beside
 * the machines (not in scripts/) because its ids are a contract: the SVG export writes them, the model
 * tests report coverage with them, and the app colours the SVG by them.
 */

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type ChartEdgeKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface ChartState {
  /** The XState id, e.g. `session.authorized.active`. */
  id: string;
  /** The id of the element in the SVG and of the entry in coverage/statecharts.json. */
  elementId: string;
  key: string;
  type: ChartStateType;
  /** XState id of the initial child of a compound state. */
  initial: string | null;
  /** The actors the state invokes: invoke id (as in `xstate.done.actor.<id>`) and source name. */
  invokes: { id: string; src: string }[];
  history: 'shallow' | 'deep' | null;
  children: ChartState[];
}

export interface ChartEdge {
  /** `edge:<source>:<event>:<branch>`; `:<target index>` is added only for a multi-target transition. */
  id: string;
  /** `edge:<source>:<event>:<branch>`: the same for every target of one transition. */
  transitionId: string;
  source: string;
  target: string;
  /** The event as XState names it; an eventless (`always`) transition has the event `always`. */
  event: string;
  kind: ChartEdgeKind;
  /** Guard name, or null when the branch is unguarded. */
  guard: string | null;
  /** Delay name or milliseconds of an `after` transition. */
  delay: string | null;
  /** A transition without a target runs its actions and stays (no exit, no entry). */
  targetless: boolean;
  reenter: boolean;
}

export interface Chart {
  machineId: string;
  root: ChartState;
  /** Every state node but the root, in document order. */
  states: ChartState[];
  edges: ChartEdge[];
}

const ALWAYS = 'always';

function kindOf(transition: AnyTransitionDefinition, isAlways: boolean): ChartEdgeKind {
  const event = transition.eventType;
  if (isAlways) return 'always';
  if (event.startsWith('xstate.after.')) return 'after';
  if (event.startsWith('xstate.done.')) return 'done';
  if (event.startsWith('xstate.error.')) return 'error';
  return 'event';
}

/** A readable name for any guard XState accepts: a name, `{ type }`, an inline function or and/or/not. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // and() / or() / not() return a function named after themselves that carries its operands.
    const parts = (guard as { guards?: unknown }).guards;
    const operands = Array.isArray(parts) ? parts : parts === undefined ? null : [parts];
    if (operands) return `${guard.name}(${operands.map(guardName).join(', ')})`;
    return guard.name || 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function delayOf(transition: AnyTransitionDefinition): string | null {
  if (!('delay' in transition)) return null;
  const delay: unknown = transition.delay;
  return typeof delay === 'string' || typeof delay === 'number' ? String(delay) : 'inline';
}

/** Where a transition sits among its source's branches for the same event: 0 for the first branch. */
function branchOf(transition: AnyTransitionDefinition): { event: string; branch: number; isAlways: boolean } {
  const always = transition.source.always ?? [];
  const alwaysIndex = always.indexOf(transition);
  if (alwaysIndex >= 0) return { event: ALWAYS, branch: alwaysIndex, isAlways: true };
  const branches = transition.source.transitions.get(transition.eventType) ?? [];
  return { event: transition.eventType, branch: Math.max(0, branches.indexOf(transition)), isAlways: false };
}

/** One edge per target, as `toDirectedGraph` counts them; a targetless transition loops on its source. */
export function edgesOfTransition(transition: AnyTransitionDefinition): ChartEdge[] {
  const { event, branch, isAlways } = branchOf(transition);
  const targets: readonly AnyStateNode[] = transition.target ?? [transition.source];
  const base = `edge:${transition.source.id}:${event}:${branch}`;
  return targets.map((target, index) => ({
    id: targets.length > 1 ? `${base}:${index}` : base,
    transitionId: base,
    source: transition.source.id,
    target: target.id,
    event,
    kind: kindOf(transition, isAlways),
    guard: guardName(transition.guard),
    delay: delayOf(transition),
    targetless: transition.target === undefined,
    reenter: transition.reenter,
  }));
}

/** Edge ids of a transition, for mapping the transitions a live actor took onto the diagram. */
export function edgeIdsOf(transition: AnyTransitionDefinition): string[] {
  return edgesOfTransition(transition).map((edge) => edge.id);
}

export const stateElementId = (stateId: string): string => `state:${stateId}`;

function readState(node: AnyStateNode): ChartState {
  const invokes = node.invoke.map((invoke) => ({
    id: invoke.id,
    src: typeof invoke.src === 'string' ? invoke.src : 'inline',
  }));
  return {
    id: node.id,
    elementId: stateElementId(node.id),
    key: node.key,
    type: node.type,
    initial: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
    invokes,
    history: node.type === 'history' ? node.history || 'shallow' : null,
    children: Object.values(node.states).map(readState),
  };
}

/** Every edge `toDirectedGraph` lists, plus the eventless ones it leaves out, in document order. */
function readEdges(graph: DirectedGraphNode): ChartEdge[] {
  const always = (graph.stateNode.always ?? []).flatMap(edgesOfTransition);
  const own = graph.edges.map((edge) => {
    const edges = edgesOfTransition(edge.transition);
    return edges.find((candidate) => candidate.target === edge.target.id) ?? edges[0];
  });
  return [
    ...always,
    ...own.filter((edge): edge is ChartEdge => edge !== undefined),
    ...graph.children.flatMap(readEdges),
  ];
}

function flatten(state: ChartState): ChartState[] {
  return state.children.flatMap((child) => [child, ...flatten(child)]);
}

/** §2 Statecharts: the states and transitions of one machine, with the ids the diagrams use. */
export function readChart(machine: AnyStateMachine): Chart {
  const root = readState(machine.root);
  return { machineId: machine.id, root, states: flatten(root), edges: readEdges(toDirectedGraph(machine)) };
}
