import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/index';
import { DEFAULT_SIMPLE_PATH_BUDGET } from './harness/run-model';
import { planPaths, startsOf } from './harness/plan-paths';
import { PureModel } from './harness/pure-model';
import { replayOnScxml } from './support/scxml-replay';
import { compileScxml } from './support/scxml-session';

const DIR = join(process.cwd(), 'docs/statecharts/');
/**
 * §2 Statecharts: every exported .scxml runs in SCION, a W3C SCXML interpreter, and goes through the same
 * states as XState on every path the model-based tests plan for the machine.
 */
describe('SCXML charts in an SCXML interpreter', () => {
  it('has a chart for every machine of the catalog and none else', () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.scxml'));
    expect(files.sort()).toEqual(machineCatalog.map((entry) => `${entry.id}.scxml`).sort());
  });

  it.each(machineCatalog.map((entry) => [entry.id, entry] as const))(
    '%s: loads and replays every planned path in the state configuration XState is in',
    async (id, entry) => {
      const file = `${DIR}${id}.scxml`;
      const factory = await compileScxml(file, readFileSync(file, 'utf8'));
      const plan = planPaths(entry, { simplePathBudget: DEFAULT_SIMPLE_PATH_BUDGET, withSimplePaths: true });
      const starts = startsOf(entry);
      // The chart's datamodel holds the first start's context; a path from another start passes its own.
      const context = (start: number) =>
        JSON.parse(
          JSON.stringify(new PureModel(entry.machine, starts[start]).initial().snapshot.context),
        ) as unknown;
      const failures: string[] = [];
      for (const path of plan.paths) {
        const failure = await replayOnScxml(entry, factory, path, context);
        if (failure) failures.push(failure);
      }
      expect(failures.slice(0, 5)).toEqual([]);
      expect(plan.paths.length).toBeGreaterThan(0);
    },
  );
});
