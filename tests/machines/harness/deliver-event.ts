import type { AnyMachineSnapshot, AnyStateMachine, SimulatedClock, Actor } from 'xstate';
import type { FakeActors } from './fake-actors';
import type { CatalogEvent } from './types';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

export interface Timers {
  /** Simulated time at which each scheduled event was first seen (xstate stamps `startedAt` with Date.now()). */
  seenAt: Map<string, number>;
}

/** Notes the simulated time of every newly scheduled delayed event; called after every step. */
export function noteTimers(actor: Actor<AnyStateMachine>, clock: SimulatedClock, timers: Timers): void {
  for (const id of Object.keys(actor.system.getSnapshot()._scheduledEvents)) {
    if (!timers.seenAt.has(id)) timers.seenAt.set(id, clock.now());
  }
}

/** The milliseconds of a named delay (`implementations.delays`, a number or a function of context). */
function delayMs(machine: AnyStateMachine, name: string, snapshot: AnyMachineSnapshot, event: CatalogEvent): number | null {
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return Number(delay({ context: snapshot.context, event }));
  return null;
}

function advance(actor: Actor<AnyStateMachine>, clock: SimulatedClock, timers: Timers, event: CatalogEvent, previous: CatalogEvent): string | null {
  const name = event.type.slice(AFTER.length).split('.')[0] ?? '';
  const ms = delayMs(actor.logic, name, actor.getSnapshot(), previous);
  if (ms === null) return `delay ${name} is not in the machine's implementations.delays`;
  const scheduled = Object.entries(actor.system.getSnapshot()._scheduledEvents).find(([, due]) => due.event.type === event.type);
  if (!scheduled) return `no timer is running for ${event.type}`;
  const [id, due] = scheduled;
  if (due.delay !== ms) return `${event.type} was scheduled after ${due.delay} ms, the delay ${name} says ${ms} ms`;
  clock.increment(Math.max(0, (timers.seenAt.get(id) ?? clock.now()) + ms - clock.now()));
  return null;
}

/** Waits until the root actor has processed an event its child sends asynchronously. */
async function processed(seen: () => boolean): Promise<void> {
  for (let tick = 0; tick < 100 && !seen(); tick += 1) await Promise.resolve();
}

/**
 * Makes one path step happen on the live actor the way it happens in the app: a fake actor settles, the
 * simulated clock moves to a timer, or the event is sent. Returns why it could not, or null.
 */
export async function deliverEvent(
  context: { actor: Actor<AnyStateMachine>; fakes: FakeActors; clock: SimulatedClock; timers: Timers; seen: (type: string) => boolean },
  event: CatalogEvent,
  previous: CatalogEvent,
): Promise<string | null> {
  const { actor, fakes, clock, timers, seen } = context;
  if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
    const isDone = event.type.startsWith(DONE);
    const id = event.type.slice((isDone ? DONE : ERROR).length);
    const settled = fakes.settle(id, isDone ? { output: event['output'] } : { error: event['error'] });
    if (!settled) return `no actor "${id}" is running to ${isDone ? 'finish' : 'fail'}`;
    await processed(() => seen(event.type));
    return seen(event.type) ? null : `the machine never received ${event.type}`;
  }
  if (event.type.startsWith(AFTER)) return advance(actor, clock, timers, event, previous);
  actor.send(event);
  return null;
}
