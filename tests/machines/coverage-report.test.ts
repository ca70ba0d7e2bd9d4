import { describe, expect, it } from 'vitest';
import type { ChartEdgeKind } from '@machines/statechart-model';
import { coverageHtml } from '../../scripts/statecharts/coverage-html';
import {
  coverageJson,
  coverageTable,
  gateFailures,
  passesGate,
  type MachineCoverage,
  type MachineResult,
} from '../../scripts/statecharts/coverage-report';
import { screenUnion, type ScreenFile } from '../../scripts/statecharts/screen-coverage';

/** A small machine: a form that waits for the server, with a delayed hint and a guarded submit. */
const STATES = ['state:form.editing', 'state:form.saving', 'state:form.saved'];
const EDGES: [string, ChartEdgeKind][] = [
  ['edge:form.editing:SUBMIT:0', 'event'],
  ['edge:form.editing:SUBMIT:1', 'event'],
  ['edge:form.saving:xstate.done.actor.save:0', 'done'],
  ['edge:form.saving:xstate.error.actor.save:0', 'error'],
  ['edge:form.saving:xstate.after.SLOW.form.saving:0', 'after'],
];
const GUARDS = ['guard:form.editing:SUBMIT:isValid:true', 'guard:form.editing:SUBMIT:isValid:false'];
const kinds = new Map(EDGES);
const all = (ids: readonly string[], covered = true) => ids.map((id) => ({ id, covered }));

function machineResult(guards: boolean): MachineResult {
  return {
    id: 'form',
    states: all(STATES),
    transitions: EDGES.map(([id]) => ({ id, source: '', target: '', event: '', covered: true })),
    totals: {
      states: { covered: 3, total: 3 },
      transitions: { covered: 5, total: 5 },
      guards: { covered: guards ? 2 : 0, total: guards ? 2 : 0 },
      actions: { covered: 0, total: 0 },
    },
    guardOutcomes: guards ? all(GUARDS) : [],
    actions: [],
    staleEvents: [],
    parallel: [],
    paths: { shortest: 4, simple: 0, transition: 1, guard: 0, total: 5 },
    notes: [],
    failures: [],
    ms: 3,
  };
}

const screenFile = (screen: string, covered: (id: string) => boolean): ScreenFile => ({
  machineId: 'form',
  screen,
  states: STATES.map((id) => ({ id, covered: covered(id) })),
  transitions: EDGES.map(([id]) => ({ id, covered: covered(id) })),
  failures: [],
});

function coverage(files: ScreenFile[], screenless: string | null = null, guards = false): MachineCoverage {
  const result = machineResult(guards);
  return { result, kinds, screen: screenUnion(result, files), screenless };
}

describe('statechart coverage report: on the machine and on the screen', () => {
  it('fails a machine whose screen wrote no coverage, unless it is listed as shown on no screen', () => {
    const missing = coverage([]);
    expect(passesGate(missing)).toBe(false);
    expect(gateFailures(missing).join()).toContain('no screen coverage');
    expect(coverageTable([missing])).toMatch(/^form\s+3\/3 100 %\s+missing\s+5\/5 100 %\s+missing.*FAIL$/m);
    expect(passesGate(coverage([], 'shown on no screen: a background sync'))).toBe(true);
  });

  it('passes a machine whose screens together walk every state and transition', () => {
    const complete = coverage([
      screenFile('form-page', (id) => !id.includes('after')),
      screenFile('form-dialog', (id) => id.includes('after') || id === 'state:form.editing'),
    ]);
    expect(gateFailures(complete)).toEqual([]);
    expect(coverageTable([complete])).toMatch(
      /^form\s+3\/3 100 %\s+3\/3 100 %\s+5\/5 100 %\s+5\/5 100 %.*\s1\/1\s+1\/1\s+2\/2\s+2\/2\s+0\/0\s+form-dialog, form-page\s+ok$/m,
    );
    const json = JSON.parse(coverageJson([complete], new Date(0))) as {
      machines: { screen: { screens: string[]; totals: { delayed: unknown; doneError: unknown } } }[];
    };
    expect(json.machines[0]?.screen.screens).toEqual(['form-dialog', 'form-page']);
    expect(json.machines[0]?.screen.totals.delayed).toEqual({ covered: 1, total: 1 });
    expect(json.machines[0]?.screen.totals.doneError).toEqual({ covered: 2, total: 2 });
  });

  it('fails a machine whose screen misses a delayed transition, and names it', () => {
    const partial = coverage([screenFile('form-page', (id) => !id.includes('after'))]);
    expect(passesGate(partial)).toBe(false);
    expect(coverageTable([partial])).toMatch(/\s1\/1\s+0\/1\s+2\/2\s+2\/2\s+0\/0\s+form-page\s+FAIL$/m);
    expect(coverageHtml([partial], new Date(0))).toContain(
      'not on a screen: edge:form.saving:xstate.after.SLOW.form.saving:0',
    );
  });

  it('prints guard outcomes on both columns when the harness reports them', () => {
    const withGuards = coverage([screenFile('form-page', () => true)], null, true);
    expect(coverageTable([withGuards])).toMatch(/guard outcomes\s+on screen/);
    // The screen file has no guard outcomes: none of them counts as shown.
    expect(coverageTable([withGuards])).toMatch(/\s2\/2\s+0\/2\s/);
    expect(passesGate(withGuards)).toBe(false);
  });
});
