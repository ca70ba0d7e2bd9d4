import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/index';
import { readChart } from '@machines/statechart-model';
import {
  SCREENSHOT_DIR,
  SCREENSHOT_SOURCES,
  readScreenshotIndex,
} from '../../scripts/statecharts/screenshot-index';
import { SCREENLESS_MACHINES } from '../../scripts/statecharts/screenless-machines';
import { planMachine, type DomSnapshot } from '../../scripts/statecharts/snapshot-plan';

const index = readScreenshotIndex();
const screenMachines = machineCatalog.filter((entry) => SCREENLESS_MACHINES[entry.id] === undefined);

/**
 * §2 Statecharts for product owners: the viewer shows the screen in every state of every machine that drives
 * one. A new or renamed state fails here until `npm run statecharts:snapshots` has pictured it.
 */
describe('a screenshot of every state in the statechart viewer', () => {
  it.each(screenMachines.map((entry) => [entry.id, entry] as const))(
    '%s: every state has a listed picture whose file is there',
    (id, entry) => {
      const entries = index[id] ?? {};
      const states = readChart(entry.machine).states.filter((state) => state.type !== 'history');
      const without = states
        .map((state) => state.id)
        .filter((stateId) => {
          const file = entries[stateId]?.file;
          return file === undefined || !existsSync(join(SCREENSHOT_DIR, file));
        });
      expect(without, 'run `npm run statecharts:snapshots` and commit docs/statecharts/screens').toEqual([]);
    },
  );

  it('lists no picture of a state the machine no longer has', () => {
    const known = new Map(
      machineCatalog.map((entry) => [entry.id, new Set(readChart(entry.machine).states.map((s) => s.id))]),
    );
    const stale = Object.entries(index).flatMap(([machineId, states]) =>
      Object.keys(states)
        .filter((stateId) => !known.get(machineId)?.has(stateId))
        .map((stateId) => `${machineId}: ${stateId}`),
    );
    expect(stale).toEqual([]);
  });

  it('keeps the Chromium replay picture of a state and pictures the others from their jsdom snapshot', () => {
    const snapshot = (screen: string): DomSnapshot => ({ screen, path: `${screen}.html` });
    const plan = planMachine(
      'login',
      ['login.editing', 'login.submitting', 'login.failed', 'login.gone'],
      {
        login: {
          'login.editing': { screen: 'login', file: 'login/login.editing.jpg' },
          'login.submitting': {
            screen: 'login',
            file: 'login/login.submitting.jpg',
            source: SCREENSHOT_SOURCES.chromiumReplay,
          },
          // Listed, but its file was lost: the snapshot pictures it again.
          'login.failed': {
            screen: 'login',
            file: 'login/login.failed.jpg',
            source: SCREENSHOT_SOURCES.chromiumReplay,
          },
        },
      },
      new Map([
        ['login.editing', snapshot('login')],
        ['login.submitting', snapshot('login')],
        ['login.failed', snapshot('login')],
      ]),
      (file) => file !== 'login/login.failed.jpg',
    );
    expect(plan.render).toEqual([{ stateId: 'login.failed', snapshot: snapshot('login') }]);
    expect(plan.missing).toEqual(['login.gone']);
  });
});
