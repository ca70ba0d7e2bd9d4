import type { Browser, Page } from '@playwright/test';
import type { ViewContract } from '@machines/view-contract';
import type { CatalogEvent, PlannedPath, PredictedStep } from '@tests/machines/harness/types';
import { arrangements } from './arrangements';
import { expectCheck, performUserCause } from './contract-locators';
import { activeStateIds, planReplay, type ReplayPath, type ReplayPlan, type ReplayStep } from './replay-plan';
import { RequestGate } from './request-gate';
import { StateScreenshots, screenshotsWanted } from './state-screenshots';

/** The viewport of every replay, and so of the statechart viewer's screenshots. */
export const REPLAY_VIEWPORT = { width: 1280, height: 800 };

/** One flow of the Chromium replay: a view contract and how to bring its screen up in a browser. */
export interface ContractReplayFlow<Context> {
  /** The flow in the test title (`login screen`). */
  name: string;
  contract: ViewContract<Context>;
  /**
   * Logs in (or not) and opens the screen or card, so that its machine stands in its initial state for
   * the catalog input `start`. Runs in a fresh browser context for every path.
   */
  setup: (page: Page, start: number) => Promise<void>;
  /**
   * Opens the screen after the setup, once the replay watches the page's requests: a screen whose machine
   * starts by asking the server (loading a session, the settings) is opened here, so that the answer
   * waits while the loading state is checked.
   */
  open?: (page: Page, start: number) => Promise<void>;
  /** The catalog start inputs the setup can open (default: the first). */
  starts?: readonly number[];
  /** How the browser makes `app` causes happen, by event type; paths with any other app cause are skipped. */
  app?: Record<string, (page: Page) => Promise<void>>;
  /**
   * What the user does on the screen before a user cause of that event type, so that the cause sends the
   * path's case of the event (a save of a card with or without its names); not a cause of its own.
   */
  before?: Record<string, (page: Page, event: CatalogEvent) => Promise<void>>;
  /**
   * The API paths of the machine's own requests, the ones held while it waits (default: all of `/api/`).
   * A screen whose user steps ask the server for other things (a picker's search) names its machine's.
   */
  requests?: RegExp;
  /** At most this many paths (default 8): the e2e suite must stay short. */
  maxPaths?: number;
  /** Paths offered besides the planned ones (the jsdom test's `extraPaths`: the user's own ways). */
  extraPaths?: readonly PlannedPath[];
}

/** A flow of any context, as the registry lists them. */
export type AnyContractReplayFlow = ContractReplayFlow<never>;

export const defineContractReplay = <Context>(flow: ContractReplayFlow<Context>): AnyContractReplayFlow =>
  flow as AnyContractReplayFlow;

/**
 * The next cause that is not a timer: a server answer means the screen is waiting for the server. So does
 * the end of the path: the model leaves the machine where the last event put it, so an answer the screen
 * asks for then (a confirmed delete's request) must not move it on before its state is checked.
 */
function waitsForServer(steps: readonly ReplayStep[], from: number): boolean {
  for (const step of steps.slice(from)) {
    if ('timer' in step.cause) continue;
    return 'server' in step.cause;
  }
  return true;
}

/** Whether the predicted snapshot has an invoked actor running (the machine waits for an answer). */
const invokes = (predicted: PredictedStep): boolean =>
  Object.keys((predicted.snapshot as { children?: object }).children ?? {}).length > 0;

const describePath = (replay: ReplayPath) =>
  replay.path.events.map((event) => event.type).join(' › ') || '(initial state)';

class PathReplay {
  constructor(
    private readonly flow: AnyContractReplayFlow,
    private readonly page: Page,
    private readonly gate: RequestGate,
    private readonly screenshots: StateScreenshots | null,
    private readonly label: string,
  ) {}

  /** The checks of every active state (ancestors included), with Playwright's auto-waiting expect. */
  async expectState(predicted: PredictedStep, where: string): Promise<void> {
    const ids = activeStateIds(predicted.snapshot);
    for (const id of ids) {
      const checks = this.flow.contract.states[id];
      if (checks === undefined)
        throw new Error(`view contract of ${this.flow.contract.machineId} says nothing about state ${id}`);
      const list = typeof checks === 'function' ? checks(predicted.snapshot.context as never) : checks;
      for (const check of list) await expectCheck(this.page, check, `${where}, state ${id}`);
    }
    await this.screenshots?.take(this.page, ids);
  }

  async step(steps: readonly ReplayStep[], index: number): Promise<void> {
    const { event, cause, predicted } = steps[index] as ReplayStep;
    const where = `${this.label}, step ${index + 1} (${event.type})`;
    // The model's machine still waits for an actor after this step (a newer choice comes before the
    // answer): its request is held until a server step answers it.
    const waits = waitsForServer(steps, index + 1) || invokes(predicted);
    if ('user' in cause) {
      await this.flow.before?.[event.type]?.(this.page, event);
      if (waits) this.gate.hold();
      await performUserCause(this.page, cause);
    } else if ('app' in cause) {
      if (waits) this.gate.hold();
      const happen = this.flow.app?.[event.type];
      if (!happen) throw new Error(`${where}: the flow does not say how "${cause.app}" happens`);
      await happen(this.page);
    } else if ('server' in cause) {
      if (cause.arrange !== undefined) {
        const arrange = arrangements[cause.arrange];
        if (!arrange) throw new Error(`${where}: no arrangement "${cause.arrange}"`);
        await this.gate.waitForRequest(where);
        await arrange({ page: this.page, held: this.gate.requests });
      }
      await this.gate.release(waits);
    }
    // A timer runs out on the page's own clock; the next state's checks wait for it.
    await this.expectState(predicted, where);
  }
}

/**
 * §2 Statecharts, Chromium replay: the flow's machine's paths (shortest, plus one per transition, those
 * the browser can cause, bounded) walked on the real screen against the real server. Each path starts in
 * a fresh browser context; user causes are clicks and typing, server answers are the real server's, made
 * to be what the path says by a named arrangement; after each step the checks of every active state hold.
 */
export async function replayFlow(
  browser: Browser,
  baseURL: string,
  flow: AnyContractReplayFlow,
  plan: ReplayPlan,
): Promise<void> {
  const screenshots = screenshotsWanted()
    ? new StateScreenshots(flow.contract.machineId, flow.contract.screen)
    : null;
  try {
    for (const [number, replay] of plan.paths.entries())
      await replayPath(browser, baseURL, flow, replay, number, screenshots);
  } finally {
    // Even after a failed path: the index then lists exactly the pictures this run took.
    screenshots?.save();
  }
}

async function replayPath(
  browser: Browser,
  baseURL: string,
  flow: AnyContractReplayFlow,
  replay: ReplayPath,
  number: number,
  screenshots: StateScreenshots | null,
): Promise<void> {
  const { contract } = flow;
  const label = `${contract.machineId} on ${contract.screen}, path ${number + 1} (${describePath(replay)})`;
  const context = await browser.newContext({ baseURL, locale: 'pl-PL', viewport: REPLAY_VIEWPORT });
  const page = await context.newPage();
  let gate: RequestGate | null = null;
  try {
    await flow.setup(page, replay.path.start);
    gate = await RequestGate.on(page, flow.requests);
    if (flow.open) {
      if (waitsForServer(replay.steps, 0)) gate.hold();
      await flow.open(page, replay.path.start);
    }
    const path = new PathReplay(flow, page, gate, screenshots, label);
    await path.expectState(replay.init, `${label}, initial state`);
    for (let index = 0; index < replay.steps.length; index += 1) await path.step(replay.steps, index);
  } finally {
    await gate?.release(false);
    await context.close();
  }
}

export function planFlow(flow: AnyContractReplayFlow): ReplayPlan {
  return planReplay(flow.contract, {
    starts: flow.starts ?? [0],
    appEvents: new Set(Object.keys(flow.app ?? {})),
    maxPaths: flow.maxPaths ?? 8,
    extraPaths: flow.extraPaths ?? [],
  });
}
