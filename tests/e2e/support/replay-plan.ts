import type { AnyMachineSnapshot } from 'xstate';
import { readChart } from '@machines/statechart-model';
import type { Cause, ViewContract } from '@machines/view-contract';
import { machineCatalog } from '@machines/index';
import { planPaths, startsOf } from '@tests/machines/harness/plan-paths';
import { PureModel } from '@tests/machines/harness/pure-model';
import type { CatalogEvent, PlannedPath, PredictedStep } from '@tests/machines/harness/types';
import { arrangements } from './arrangements';

/** One step of a path as Chromium replays it: the event, how it comes about, what the model predicts. */
export interface ReplayStep {
  event: CatalogEvent;
  cause: Cause;
  predicted: PredictedStep;
}

export interface ReplayPath {
  path: PlannedPath;
  /** The predicted init step (index 0), then one per event. */
  init: PredictedStep;
  steps: ReplayStep[];
}

export interface ReplayPlan {
  machineId: string;
  /** Paths to replay, those adding most states and transitions first, at most `maxPaths`. */
  paths: ReplayPath[];
  planned: number;
  /** Why paths were left out, with how many: `no arrangement for "server refuses…"`, `app: …`. */
  skipped: Map<string, number>;
  /** Left out beyond the bound although replayable (they reach nothing the chosen ones do not). */
  bounded: number;
  /** State ids and edge ids the chosen paths walk, and all there are. */
  walked: { states: Set<string>; edges: Set<string> };
  /** How many states and transitions the machine has. */
  totals: { states: number; edges: number };
}

export interface PlanOptions {
  /** The start inputs (indexes into the catalog entry's inputs) the flow's setup opens. */
  starts: readonly number[];
  /** Event types of `app` causes the flow makes happen in the browser. */
  appEvents: ReadonlySet<string>;
  maxPaths: number;
}

function resolveCause<Context>(
  contract: ViewContract<Context>,
  event: CatalogEvent,
  snapshot: AnyMachineSnapshot,
): Cause {
  const cause = contract.events[event.type];
  if (cause === undefined)
    throw new Error(`view contract of ${contract.machineId} says nothing about event ${event.type}`);
  return typeof cause === 'function' ? cause(event, snapshot.context as Context) : cause;
}

/** Why Chromium cannot make this cause happen, or null when it can. */
function whyNot(event: CatalogEvent, cause: Cause, appEvents: ReadonlySet<string>): string | null {
  if ('server' in cause) {
    if (cause.arrange !== undefined)
      return cause.arrange in arrangements
        ? null
        : `arrangement "${cause.arrange}" not in tests/e2e/support/arrangements.ts`;
    // A done answer is the real server's ordinary answer; any other answer needs an arrangement.
    return event.type.startsWith('xstate.done.') ? null : `no arrangement for "${cause.server}"`;
  }
  if ('app' in cause) return appEvents.has(event.type) ? null : `app: ${cause.app}`;
  return null;
}

/** Ids of the active states and their ancestors, root excluded. */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as { id: string; parent?: unknown }[])
    .filter((node) => node.parent)
    .map((node) => node.id);
}

/**
 * The harness's paths of the contract's machine (shortest, plus one per transition), predicted on the pure
 * model, without those Chromium cannot cause; then greedily the ones that walk most not yet walked states
 * and transitions, up to the bound, so the e2e time stays small.
 */
export function planReplay<Context>(contract: ViewContract<Context>, options: PlanOptions): ReplayPlan {
  // Not the harness's catalogEntry: its module imports vitest, which a Playwright spec must not load.
  const entry = machineCatalog.find((candidate) => candidate.id === contract.machineId);
  if (!entry) throw new Error(`view contract: machine ${contract.machineId} is not in machines/index.ts`);
  const plan = planPaths(entry, { simplePathBudget: 0, withSimplePaths: false });
  const models = startsOf(entry).map((input) => new PureModel(entry.machine, input));
  const skipped = new Map<string, number>();
  const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  const candidates: { replay: ReplayPath; reaches: Set<string> }[] = [];
  for (const path of plan.paths) {
    if (!options.starts.includes(path.start)) {
      skip(`start input ${path.start + 1} is not opened by the flow's setup`);
      continue;
    }
    const predicted = models[path.start]?.predict(path.events) ?? [];
    const steps = path.events.map((event, index) => {
      const before = predicted[index] as PredictedStep;
      return {
        event,
        cause: resolveCause(contract, event, before.snapshot),
        predicted: predicted[index + 1] as PredictedStep,
      };
    });
    const reason = steps
      .map((step) => whyNot(step.event, step.cause, options.appEvents))
      .find((why) => why !== null);
    if (reason) {
      skip(reason);
      continue;
    }
    const reaches = new Set(
      predicted.flatMap((step) => [
        ...activeStateIds(step.snapshot).map((id) => `state:${id}`),
        ...step.edges,
      ]),
    );
    candidates.push({ replay: { path, init: predicted[0] as PredictedStep, steps }, reaches });
  }
  const walked = new Set<string>();
  const chosen: ReplayPath[] = [];
  while (chosen.length < options.maxPaths) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = [...candidate.reaches].filter((id) => !walked.has(id)).length;
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && best && candidate.replay.steps.length < best.replay.steps.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best.replay);
    best.reaches.forEach((id) => walked.add(id));
    candidates.splice(candidates.indexOf(best), 1);
  }
  const chart = readChart(entry.machine);
  const bounded = candidates.filter((candidate) =>
    [...candidate.reaches].some((id) => !walked.has(id)),
  ).length;
  return {
    machineId: contract.machineId,
    paths: chosen,
    planned: plan.paths.length,
    skipped,
    bounded,
    walked: {
      states: new Set(
        [...walked].filter((id) => id.startsWith('state:')).map((id) => id.slice('state:'.length)),
      ),
      edges: new Set([...walked].filter((id) => !id.startsWith('state:'))),
    },
    totals: { states: chart.states.length, edges: chart.edges.length },
  };
}

/** One line per flow for the e2e output: what was replayed, what was skipped and why. */
export function describePlan(plan: ReplayPlan, screen: string): string {
  const skipped = [...plan.skipped].map(([reason, count]) => `${count} × ${reason}`);
  return [
    `${plan.machineId} on ${screen}: ${plan.paths.length} of ${plan.planned} paths replayed in Chromium` +
      ` (states ${plan.walked.states.size}/${plan.totals.states}, transitions ${plan.walked.edges.size}/${plan.totals.edges})`,
    ...(plan.bounded ? [`  ${plan.bounded} more replayable paths left out by the bound`] : []),
    ...skipped.map((line) => `  skipped: ${line}`),
  ].join('\n');
}
