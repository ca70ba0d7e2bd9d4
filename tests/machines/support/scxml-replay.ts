import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { recordGuards } from '../../../scripts/statecharts/guard-outcomes';
import { startsOf } from '../harness/plan-paths';
import { PureModel } from '../harness/pure-model';
import { describePath } from '../harness/replay-path';
import type { CatalogEvent, MachineEntry, PlannedPath } from '../harness/types';
import { ScxmlSession, type PendingSend } from './scxml-session';

const AFTER = 'xstate.after.';
const ACTOR_ANSWER = /^xstate\.(?:done|error)\.actor\.(.+)$/;

/** XState's active atomic states, as SCXML's configuration lists them. */
export function atomicStates(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id)
    .sort();
}

/** The milliseconds XState schedules a named delay with, for the context it has when it schedules it. */
function delayMs(machine: AnyStateMachine, event: string, snapshot: AnyMachineSnapshot): number | null {
  const name = event.slice(AFTER.length).split('.')[0] ?? '';
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') {
    return Number(
      (delay as (args: unknown) => unknown)({ context: snapshot.context, event: { type: 'xstate.init' } }),
    );
  }
  return null;
}

/** The event's payload as SCXML data, with the guards' outcomes as the chart's header asks for. */
function scxmlData(event: CatalogEvent, guards: Record<string, boolean>): Record<string, unknown> {
  const { type, ...payload } = event;
  void type;
  return { ...payload, guards };
}

/**
 * Replays one planned path on XState's pure model and on a SCION session of the exported chart side by
 * side; returns the first difference, or null.
 */
export async function replayOnScxml(
  entry: MachineEntry,
  factory: object,
  path: PlannedPath,
  context: (start: number) => unknown,
): Promise<string | null> {
  const recorder = recordGuards(entry.machine);
  const model = new PureModel(recorder.machine, startsOf(entry)[path.start]);
  let step = model.initial();
  const start = recorder.take();
  const sendProblems: string[] = [];
  let current = step.snapshot;
  const onSend = (send: PendingSend) => {
    const expected = delayMs(entry.machine, send.event, current);
    if (send.event.startsWith(AFTER) && expected !== send.ms) {
      sendProblems.push(`${send.event} is sent after ${send.ms} ms, XState waits ${String(expected)} ms`);
    }
  };
  const session = new ScxmlSession(
    factory,
    { context: context(path.start), startGuards: start.outcomes },
    onSend,
  );
  session.start();
  const where = (index: number, event: string) => `step ${index} (${event}) of ${describePath(path)}`;
  const compare = (index: number, event: string): string | null => {
    const problems = [...session.errors, ...sendProblems];
    if (problems.length) return `${where(index, event)}: ${problems.join('; ')}`;
    const expected = atomicStates(current);
    const actual = session.configuration();
    if (expected.join() !== actual.join() || (current.status === 'done') !== session.isFinal()) {
      return `${where(index, event)}: XState is in [${expected.join(', ')}] (${current.status}), SCXML in [${actual.join(', ')}]${session.isFinal() ? ' (final)' : ''}`;
    }
    return null;
  };
  const first = compare(0, 'xstate.init');
  if (first) return first;
  for (const [offset, event] of path.events.entries()) {
    step = model.step(current, event);
    current = step.snapshot;
    const taken = recorder.take();
    if (taken.conflicting.length) {
      return `${where(offset + 1, event.type)}: guards ${taken.conflicting.join(', ')} gave both answers in one step`;
    }
    const actor = ACTOR_ANSWER.exec(event.type)?.[1];
    if (actor !== undefined && !(await session.invocation(actor))) {
      return `${where(offset + 1, event.type)}: no invocation ${actor} is running in SCXML to answer`;
    }
    if (event.type.startsWith(AFTER)) {
      if (!session.fire(event.type, { guards: taken.outcomes }))
        return `${where(offset + 1, event.type)}: SCXML has no pending send of it`;
    } else {
      session.send(event.type, scxmlData(event, taken.outcomes));
    }
    const problem = compare(offset + 1, event.type);
    if (problem) return problem;
  }
  return null;
}
