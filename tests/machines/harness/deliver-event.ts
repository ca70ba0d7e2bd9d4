import type { AnyMachineSnapshot, AnyStateMachine, SimulatedClock, Actor } from 'xstate';
import type { FakeActors } from './fake-actors';
import type { CatalogEvent } from './types';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

export interface Timers {
  /**
   * Each scheduled delayed event as first seen after a step: the simulated time (xstate stamps `startedAt`
   * with Date.now()) and the milliseconds its named delay gave with the context of that moment.
   */
  seen: Map<string, { at: number; ms: number | null; entry: object }>;
}

/** The milliseconds of a named delay (`implementations.delays`, a number or a function of context). */
function delayMs(
  machine: AnyStateMachine,
  name: string,
  snapshot: AnyMachineSnapshot,
  event: CatalogEvent,
): number | null {
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return Number(delay({ context: snapshot.context, event }));
  return null;
}

const delayName = (type: string): string => type.slice(AFTER.length).split('.')[0] ?? '';

/** Notes every newly scheduled delayed event; called after every step with the event of that step. */
export function noteTimers(
  actor: Actor<AnyStateMachine>,
  clock: SimulatedClock,
  timers: Timers,
  event: CatalogEvent,
): void {
  for (const [id, due] of Object.entries(actor.system.getSnapshot()._scheduledEvents)) {
    // A state entered again schedules its timer again under the same id (and maybe in the same real
    // millisecond): a new scheduler entry object means a new timer.
    if (timers.seen.get(id)?.entry === due || !due.event.type.startsWith(AFTER)) continue;
    timers.seen.set(id, {
      at: clock.now(),
      entry: due,
      ms: delayMs(actor.logic, delayName(due.event.type), actor.getSnapshot(), event),
    });
  }
}

/** Moves the simulated clock exactly to the timer the step names, after checking it runs with the right delay. */
function advance(
  actor: Actor<AnyStateMachine>,
  clock: SimulatedClock,
  timers: Timers,
  event: CatalogEvent,
): string | null {
  const scheduled = Object.entries(actor.system.getSnapshot()._scheduledEvents).find(
    ([, due]) => due.event.type === event.type,
  );
  if (!scheduled) return `no timer is running for ${event.type}`;
  const [id, due] = scheduled;
  const timer = timers.seen.get(id);
  const name = delayName(event.type);
  if (!timer || timer.ms === null) return `delay ${name} is not in the machine's implementations.delays`;
  if (due.delay !== timer.ms)
    return `${event.type} was scheduled after ${due.delay} ms, the delay ${name} gives ${timer.ms} ms`;
  clock.increment(Math.max(0, timer.at + timer.ms - clock.now()));
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
  context: {
    actor: Actor<AnyStateMachine>;
    fakes: FakeActors;
    clock: SimulatedClock;
    timers: Timers;
    seen: (type: string) => boolean;
  },
  event: CatalogEvent,
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
  if (event.type.startsWith(AFTER)) return advance(actor, clock, timers, event);
  actor.send(event);
  return null;
}
