import { beforeAll, describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/index';
import { runModel } from './run-model';
import type { MachineEntry, ModelResult, RunModelOptions } from './types';

export function catalogEntry(id: string): MachineEntry {
  const entry = machineCatalog.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`machine ${id} is not in machines/index.ts`);
  return entry;
}

/**
 * The model-based test every machine gets: replay every planned path on a live actor, then require every
 * state and every transition of the chart to have been reached (ARCHITECTURE.md, Coverage).
 */
export function describeModel(id: string, options: RunModelOptions = {}): void {
  describe(`${id} (model-based)`, () => {
    let result: ModelResult;
    beforeAll(async () => {
      result = await runModel(catalogEntry(id), options);
    });

    it('replays every path on a live actor as the model predicts', () => {
      expect(result.failures).toEqual([]);
      expect(result.paths.total).toBeGreaterThan(0);
    });

    it('reaches every state', () => {
      expect(result.states.filter((state) => !state.covered).map((state) => state.id)).toEqual([]);
    });

    it('fires every transition, one per guard branch', () => {
      expect(result.transitions.filter((edge) => !edge.covered).map((edge) => edge.id)).toEqual([]);
    });

    it('shows both outcomes of every guard: taken, and refused in its source state', () => {
      expect(result.guardOutcomes.filter((item) => !item.covered).map((item) => item.id)).toEqual([]);
    });

    it('executes every named action of the machine', () => {
      expect(result.actions.filter((item) => !item.covered).map((item) => item.id)).toEqual([]);
    });

    it('has no catalog event that no reachable state takes', () => {
      expect(result.staleEvents).toEqual([]);
    });
  });
}
