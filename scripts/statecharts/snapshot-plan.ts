import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isChromiumReplay, type ScreenshotIndex } from './screenshot-index';

/** A jsdom snapshot of one state on one screen: coverage/screens/dom/<machine>/<screen>/<state>.html. */
export interface DomSnapshot {
  screen: string;
  path: string;
}

const htmlIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.html'))
        .sort()
    : [];

/**
 * The snapshots of one machine by state id: the screen where the state rested (first screen by name), else
 * where a step passed it without resting (passed/: a routing state shows as the screen the step left).
 */
export function readDomSnapshots(dir: string, machineId: string): Map<string, DomSnapshot> {
  const found = new Map<string, DomSnapshot>();
  const machineDir = join(dir, machineId);
  if (!existsSync(machineDir)) return found;
  const screens = readdirSync(machineDir).sort();
  for (const folder of ['', 'passed'])
    for (const screen of screens)
      for (const name of htmlIn(join(machineDir, screen, folder))) {
        const stateId = name.slice(0, -'.html'.length);
        if (!found.has(stateId)) found.set(stateId, { screen, path: join(machineDir, screen, folder, name) });
      }
  return found;
}

export interface MachinePlan {
  machineId: string;
  /** States to picture from their snapshot (no Chromium replay picture). */
  render: { stateId: string; snapshot: DomSnapshot }[];
  /** States with neither picture nor snapshot: their screen test did not reach them or did not run. */
  missing: string[];
}

/**
 * §2 Statecharts, a screenshot per state: the Chromium replay's picture wins where there is one; every
 * other state of the machine is pictured from its jsdom snapshot.
 */
export function planMachine(
  machineId: string,
  stateIds: readonly string[],
  index: ScreenshotIndex,
  snapshots: ReadonlyMap<string, DomSnapshot>,
  pictureExists: (file: string) => boolean,
): MachinePlan {
  const entries = index[machineId] ?? {};
  const byReplay = (stateId: string) => {
    const entry = entries[stateId];
    return entry !== undefined && isChromiumReplay(entry) && pictureExists(entry.file);
  };
  const plan: MachinePlan = { machineId, render: [], missing: [] };
  for (const stateId of stateIds) {
    if (byReplay(stateId)) continue;
    const snapshot = snapshots.get(stateId);
    if (snapshot) plan.render.push({ stateId, snapshot });
    else plan.missing.push(stateId);
  }
  return plan;
}
