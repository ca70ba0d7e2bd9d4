import { initialTransition, type AnyStateMachine, type EventObject } from 'xstate';
import { getAdjacencyMap, getSimplePaths, serializeSnapshot, type AdjacencyMap } from 'xstate/graph';
import type { CatalogEvent } from './types';

export interface SimplePaths {
  /** Event sequences after `xstate.init`. */
  paths: EventObject[][];
  /** True when there were more simple paths than the budget and a spread-out subset was kept. */
  bounded: boolean;
  /** When bounded: how many paths were kept to each state at most. */
  perState: number | null;
}

type Adjacency = AdjacencyMap<unknown, EventObject>;

export type Serialize = (snapshot: { value: unknown; context: unknown }) => string;

/** The adjacency map's vertex key of a snapshot; snapshots are shared objects, so the key is memoised. */
const keys = new WeakMap<object, string>();
let serializeVertex: Serialize = (snapshot) =>
  serializeSnapshot(snapshot as unknown as Parameters<typeof serializeSnapshot>[0]);
function vertexOf(state: unknown): string {
  const snapshot = state as Parameters<typeof serializeSnapshot>[0];
  let key = keys.get(snapshot);
  if (key === undefined) {
    key = serializeVertex(snapshot as unknown as { value: unknown; context: unknown });
    keys.set(snapshot, key);
  }
  return key;
}

/** Counts simple paths (to every state, the start included) by depth-first search, giving up past `limit`. */
function countSimplePaths(adjacency: Adjacency, start: string, limit: number): number {
  let count = 0;
  const onPath = new Set<string>();
  const visit = (vertex: string): void => {
    count += 1;
    if (count > limit) return;
    onPath.add(vertex);
    for (const { state } of Object.values(adjacency[vertex as keyof Adjacency]?.transitions ?? {})) {
      const next = vertexOf(state);
      if (!onPath.has(next)) visit(next);
      if (count > limit) break;
    }
    onPath.delete(vertex);
  };
  visit(start);
  return count;
}

/**
 * The same depth-first walk, keeping at most `perState` paths to each state and `budget` paths in all, so
 * every state keeps some variety of routes while the number of paths stays fixed.
 */
function spreadSimplePaths(
  adjacency: Adjacency,
  start: string,
  budget: number,
  perState: number,
): EventObject[][] {
  const kept = new Map<string, number>();
  const paths: EventObject[][] = [];
  const onPath = new Set<string>();
  let expansions = 0;
  const visit = (vertex: string, events: EventObject[]): void => {
    expansions += 1;
    if ((kept.get(vertex) ?? 0) < perState && paths.length < budget) {
      kept.set(vertex, (kept.get(vertex) ?? 0) + 1);
      paths.push(events);
    }
    // The walk itself is bounded too: past this, every further path would be dropped anyway.
    if (paths.length >= budget || expansions > budget * 10) return;
    onPath.add(vertex);
    for (const { event, state } of Object.values(adjacency[vertex as keyof Adjacency]?.transitions ?? {})) {
      const next = vertexOf(state);
      if (!onPath.has(next)) visit(next, [...events, event]);
    }
    onPath.delete(vertex);
  };
  visit(start, []);
  return paths;
}

/** Simple paths from xstate/graph, or a bounded subset of them when their number explodes. */
export function simplePathsWithin(
  machine: AnyStateMachine,
  events: readonly CatalogEvent[],
  input: unknown,
  budget: number,
  serialize?: Serialize,
): SimplePaths {
  serializeVertex =
    serialize ??
    ((snapshot) => serializeSnapshot(snapshot as unknown as Parameters<typeof serializeSnapshot>[0]));
  const options = serialize ? { events, input, serializeState: serialize } : { events, input };
  const adjacency = getAdjacencyMap(machine, options) as Adjacency;
  const start = vertexOf(initialTransition(machine, input)[0]);
  if (countSimplePaths(adjacency, start, budget) <= budget) {
    const paths = getSimplePaths(machine, options);
    return {
      paths: paths.map((path) => path.steps.slice(1).map((step) => step.event)),
      bounded: false,
      perState: null,
    };
  }
  const perState = Math.max(1, Math.ceil(budget / Object.keys(adjacency).length));
  return { paths: spreadSimplePaths(adjacency, start, budget, perState), bounded: true, perState };
}
