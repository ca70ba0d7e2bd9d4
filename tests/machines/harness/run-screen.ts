import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, waitFor } from '@testing-library/react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { Check, ViewContract } from '@machines/view-contract';
import { catalogEntry } from './describe-model';
import { DomSnapshots } from './dom-snapshot';
import { runModel } from './run-model';
import { assertCheck, findAll, performCause } from './screen-dom';
import type { CoverageItem, ModelResult, PlannedPath, RunModelOptions } from './types';

/** Where each screen replay leaves its coverage for `npm run test:model` to gather. */
// In jsdom `import.meta.url` is not a file URL; tests run from the project root.
export const SCREEN_COVERAGE_DIR = join(process.cwd(), 'coverage', 'screens');

/** How long a step's checks may take to hold on the screen before the step fails. */
const SCREEN_WAIT_MS = 15_000;

/** Ids of the active states and all their ancestors, root excluded. */
function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  const ids = new Set<string>();
  for (const node of snapshot._nodes as { id: string; parent?: unknown }[]) {
    if (node.parent) ids.add(node.id);
  }
  return [...ids];
}

function checksOf<Context>(
  contract: ViewContract<Context>,
  stateId: string,
  context: Context,
): readonly Check[] {
  const checks = contract.states[stateId];
  if (checks === undefined)
    throw new Error(`view contract of ${contract.machineId} says nothing about state ${stateId}`);
  return typeof checks === 'function' ? checks(context) : checks;
}

export interface ScreenReplayOptions {
  /** Renders the screen on the live actor; returns the cleanup (RTL's `unmount`). */
  mount: (actor: AnyActorRef, path: PlannedPath) => (() => void) | void;
  /** Extra assertions after the contract's checks (rarely needed). */
  onStep?: RunModelOptions['onStep'];
  /** Bound of simple paths; screens replay shortest and per-transition paths by default. */
  simplePaths?: boolean;
  /** Paths walked besides the planned ones (RunModelOptions.extraPaths). */
  extraPaths?: RunModelOptions['extraPaths'];
  /**
   * False to walk every planned path; by default the screen walks the fewest of them that show every
   * state, transition and guard outcome the plan shows (each step renders and queries the screen).
   */
  coveringPaths?: boolean;
}

/**
 * §2 Statecharts, screen replay: every generated path of the machine walked on the rendered screen. User
 * events happen through the screen as the contract says (a click, typing); server answers settle the
 * machine's actors; timers move the simulated clock. After every step, the checks of every active state
 * must hold on the screen. The result is the screen's coverage, written to coverage/screens/<machine>.json,
 * and the screen's HTML in each state the first time its checks held (coverage/screens/dom).
 */
export async function runScreen<Context>(
  contract: ViewContract<Context>,
  options: ScreenReplayOptions,
): Promise<ModelResult> {
  const entry = catalogEntry(contract.machineId);
  const snapshots = new DomSnapshots(contract.machineId, contract.screen);
  const result = await runModel(entry, {
    simplePaths: options.simplePaths ?? false,
    ...(options.extraPaths ? { extraPaths: options.extraPaths } : {}),
    coveringPaths: options.coveringPaths ?? true,
    act: (work) => act(work),
    mount: options.mount,
    cause: async (event, snapshot) => {
      const cause = contract.events[event.type];
      if (cause === undefined)
        throw new Error(`view contract of ${contract.machineId} says nothing about event ${event.type}`);
      const resolved =
        typeof cause === 'function'
          ? cause(event, snapshot.context as Context, activeStateIds(snapshot))
          : cause;
      return performCause(resolved);
    },
    onStep: async (step, snapshot) => {
      const checks = activeStateIds(snapshot).flatMap((stateId) =>
        checksOf(contract, stateId, snapshot.context as Context),
      );
      // What the user sees may come a little later than the machine's step (a lazy chunk, an effect):
      // wait for it as a user would, up to a ceiling that only a broken screen reaches.
      await waitFor(() => checks.forEach(assertCheck), { timeout: SCREEN_WAIT_MS, interval: 20 });
      // The screen as the user sees it in these states, for the statechart viewer's screenshots.
      const shown = checks.flatMap((check) => ('see' in check ? findAll(check.see).slice(0, 1) : []));
      snapshots.keep(activeStateIds(snapshot), step.passed, shown);
      await options.onStep?.(step, snapshot);
    },
  });
  writeScreenCoverage(contract, result);
  return result;
}

/** One file per machine and screen; `npm run test:model` merges the screens of one machine. */
export function writeScreenCoverage<Context>(contract: ViewContract<Context>, result: ModelResult): void {
  mkdirSync(SCREEN_COVERAGE_DIR, { recursive: true });
  const file = join(SCREEN_COVERAGE_DIR, `${contract.machineId}.${contract.screen}.json`);
  const { states, transitions, totals, paths, failures, ms } = result;
  // Guard outcomes once the harness reports them (the coverage gate counts them on the screen too).
  const { guardOutcomes } = result as ModelResult & { guardOutcomes?: CoverageItem[] };
  writeFileSync(
    file,
    `${JSON.stringify({ machineId: contract.machineId, screen: contract.screen, route: contract.route, states, transitions, ...(guardOutcomes ? { guardOutcomes } : {}), totals, paths, failures, ms }, null, 2)}\n`,
  );
}
