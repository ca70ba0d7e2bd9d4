import { assign, createMachine, setup, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { strictProblems } from './harness/coverage';
import { runModel } from './harness/run-model';
import type { MachineEntry } from './harness/types';

/**
 * The stricter checks of the harness: a guard must be seen refusing as well as passing, every catalog
 * event must be taken somewhere, every named action must run; parallel combinations are counted.
 */

/** A door that opens for a code of 4 digits; the guard sits on a state reached after one step. */
const doorMachine = setup({
  types: {
    events: {} as { type: 'WAKE' } | { type: 'CODE'; code: string },
    context: {} as { refused: boolean },
  },
  guards: { isFourDigits: ({ event }) => event.type === 'CODE' && /^\d{4}$/.test(event.code) },
  actions: {
    markRefused: assign({ refused: true }),
    beep: () => {},
    neverUsed: () => {},
  },
}).createMachine({
  id: 'door',
  context: { refused: false },
  initial: 'asleep',
  states: {
    asleep: { on: { WAKE: 'locked' } },
    locked: {
      on: { CODE: [{ guard: 'isFourDigits', target: 'open', actions: 'beep' }, { actions: 'markRefused' }] },
    },
    open: { type: 'final' },
  },
});

const door = (events: MachineEntry['events'], machine: AnyStateMachine = doorMachine): MachineEntry => ({
  id: 'door',
  titleKey: 'door',
  spec: 'test',
  machine,
  events,
});

const uncovered = (items: readonly { id: string; covered: boolean }[]) =>
  items.filter((item) => !item.covered).map((item) => item.id);

describe('the strict model harness', () => {
  it('requires the "no" of a guard: a catalog with only the passing payload fails', async () => {
    const result = await runModel(door([{ type: 'WAKE' }, { type: 'CODE', code: '1234' }]));
    expect(uncovered(result.transitions)).toEqual(['edge:door.locked:CODE:1']);
    expect(uncovered(result.guardOutcomes)).toEqual(['guard:edge:door.locked:CODE:0:no']);
    expect(strictProblems(result)).toContain('guard outcome not shown: guard:edge:door.locked:CODE:0:no');
  });

  it('plans a replay where the guard says no, and shows it on the live actor', async () => {
    const result = await runModel(
      door([{ type: 'WAKE' }, { type: 'CODE', code: '1234' }, { type: 'CODE', code: '12' }]),
      { simplePaths: false },
    );
    expect(result.failures).toEqual([]);
    expect(result.guardOutcomes).toEqual([
      { id: 'guard:edge:door.locked:CODE:0:yes', covered: true },
      { id: 'guard:edge:door.locked:CODE:0:no', covered: true },
    ]);
  });

  it('counts a "no" when the refused event is ignored altogether', async () => {
    const strictDoor = createMachine({
      ...doorMachine.config,
      states: {
        ...doorMachine.config.states,
        locked: { on: { CODE: { guard: 'isFourDigits', target: 'open', actions: 'beep' } } },
      },
    }).provide(doorMachine.implementations);
    const result = await runModel(
      door([{ type: 'WAKE' }, { type: 'CODE', code: '1234' }, { type: 'CODE', code: '12' }], strictDoor),
    );
    expect(uncovered(result.guardOutcomes)).toEqual([]);
  });

  it('fails a catalog event that no reachable state takes', async () => {
    const result = await runModel(
      door([
        { type: 'WAKE' },
        { type: 'CODE', code: '1234' },
        { type: 'CODE', code: '12' },
        { type: 'KNOCK' },
      ]),
    );
    expect(result.staleEvents).toEqual(['KNOCK #3']);
    expect(strictProblems(result).some((problem) => problem.includes('KNOCK #3'))).toBe(true);
  });

  it('requires every named action to be seen executing, built-in assign and custom alike', async () => {
    const result = await runModel(
      door([{ type: 'WAKE' }, { type: 'CODE', code: '1234' }, { type: 'CODE', code: '12' }]),
    );
    expect(result.actions).toEqual([
      { id: 'markRefused', covered: true },
      { id: 'beep', covered: true },
      { id: 'neverUsed', covered: false },
    ]);
    expect(strictProblems(result)).toEqual(['action never executed: neverUsed']);
  });

  it('does not count an action of a branch the live machine did not take', async () => {
    const result = await runModel(door([{ type: 'WAKE' }, { type: 'CODE', code: '12' }]));
    expect(uncovered(result.actions)).toEqual(['beep', 'neverUsed']);
  });

  it('reports the region combinations of a parallel state', async () => {
    const lamp = createMachine({
      id: 'lamp',
      type: 'parallel',
      states: {
        power: { initial: 'off', states: { off: { on: { SWITCH: 'on' } }, on: { on: { SWITCH: 'off' } } } },
        colour: { initial: 'warm', states: { warm: { on: { TINT: 'cold' } }, cold: {} } },
      },
    });
    const result = await runModel({
      id: 'lamp',
      titleKey: 'lamp',
      spec: 'test',
      machine: lamp,
      events: [{ type: 'SWITCH' }, { type: 'TINT' }],
    });
    expect(result.parallel).toEqual([
      {
        state: 'lamp',
        combinations: [
          { id: 'power.off + colour.cold', covered: true },
          { id: 'power.off + colour.warm', covered: true },
          { id: 'power.on + colour.cold', covered: true },
          { id: 'power.on + colour.warm', covered: true },
        ],
        totals: { covered: 4, total: 4 },
      },
    ]);
  });
});
