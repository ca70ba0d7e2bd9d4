import { getShortestPaths } from 'xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { PureModel } from './pure-model';
import { simplePathsWithin } from './simple-paths';
import type { CatalogEvent, MachineEntry, PathOrigin, PlannedPath } from './types';

export interface PlanOptions {
  simplePathBudget: number;
  /** Without simple paths, the transition replays make up for the transitions only they would reach. */
  withSimplePaths: boolean;
}

export interface Plan {
  paths: PlannedPath[];
  notes: string[];
  /** Edges some planned path fires on the pure model (over every start). */
  reachable: Set<string>;
}

/** The start inputs of an entry: each of `inputs`, or the one `input`. */
export function startsOf(entry: MachineEntry): unknown[] {
  return entry.inputs ? [...entry.inputs] : [entry.input];
}

/** Path steps type their event as `{ type }`: find the catalog's own event (with its payload) again. */
function catalogEvent(entry: MachineEntry, event: EventObject, notes: Set<string>): CatalogEvent {
  const own = entry.events.find((candidate) => candidate === event);
  if (own) return own;
  notes.add(
    `event ${event.type} is accepted by the machine but missing from the catalog; sent without payload`,
  );
  return { type: event.type };
}

class PathSet {
  readonly paths: PlannedPath[] = [];
  private readonly keys = new Set<string>();
  constructor(private readonly entry: MachineEntry) {}

  add(origin: PathOrigin, start: number, events: CatalogEvent[], goal: string | null = null): boolean {
    const key = `${start}:${events.map((event) => this.entry.events.indexOf(event) + ':' + event.type).join(',')}`;
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    this.paths.push({ origin, start, events, goal });
    return true;
  }
}

/**
 * Shortest and simple paths from xstate/graph, then one replay per transition they miss: from every
 * reachable snapshot, every catalog event is tried on the pure model (notes/model-based-testing.md).
 */
export function planPaths(entry: MachineEntry, { simplePathBudget, withSimplePaths }: PlanOptions): Plan {
  const notes = new Set<string>();
  const reachable = new Set<string>();
  const usedEvents = new Set<CatalogEvent>();
  const set = new PathSet(entry);
  startsOf(entry).forEach((input, start) => {
    const events = entry.events;
    const shortest = getShortestPaths(
      entry.machine,
      entry.serialize ? { events, input, serializeState: entry.serialize } : { events, input },
    );
    const shortestEvents = shortest.map((path) =>
      path.steps.slice(1).map((step) => catalogEvent(entry, step.event, notes)),
    );
    shortestEvents.forEach((path) => set.add('shortest', start, path));

    const simple = withSimplePaths
      ? simplePathsWithin(entry.machine, events, input, simplePathBudget, entry.serialize)
      : { paths: [], bounded: false, perState: null };
    if (simple.bounded) {
      notes.add(
        `start ${start + 1}: more than ${simplePathBudget} simple paths; bounded to ${simple.paths.length} (at most ${simple.perState} per reachable state)`,
      );
    }
    simple.paths.forEach((path) =>
      set.add(
        'simple',
        start,
        path.map((event) => catalogEvent(entry, event, notes)),
      ),
    );

    const model = new PureModel(entry.machine, input);
    const reached = new Set(
      set.paths
        .filter((path) => path.start === start)
        .flatMap((path) => model.predict(path.events).flatMap((step) => step.edges)),
    );
    shortest.forEach((path, index) => {
      const snapshot = path.state as AnyMachineSnapshot;
      for (const event of events) {
        const fired = model.step(snapshot, event).edges;
        if (fired.length) usedEvents.add(event);
        const goal = fired.find((edge) => !reached.has(edge));
        if (goal === undefined) continue;
        set.add('transition', start, [...(shortestEvents[index] ?? []), event], goal);
        fired.forEach((edge) => reached.add(edge));
      }
    });
    reached.forEach((edge) => reachable.add(edge));
  });
  for (const event of entry.events.filter((candidate) => !usedEvents.has(candidate))) {
    notes.add(
      `catalog event ${event.type} fires nothing in any reachable state (stale, or a payload no guard accepts)`,
    );
  }
  return { paths: set.paths, notes: [...notes], reachable };
}
