import { createMachine, transition, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/index';
import { loginMachine } from '@machines/login.machine';
import { catalogEntry } from './harness/describe-model';
import { isComplete } from './harness/coverage';
import { planPaths, startsOf } from './harness/plan-paths';
import { PureModel } from './harness/pure-model';
import { runModel } from './harness/run-model';
import { stateToString } from './harness/state-value';
import type { MachineEntry } from './harness/types';

const login = catalogEntry('login');

/** The login machine with one target changed, as a typo or a renamed state would: `succeeded` becomes unreachable. */
function loginWithWrongTarget(): AnyStateMachine {
  const { config } = loginMachine;
  const submitting = config.states?.['submitting'];
  const invoke = submitting?.invoke;
  if (!invoke || Array.isArray(invoke) || typeof invoke !== 'object')
    throw new Error('login.submitting changed shape');
  return createMachine({
    ...config,
    states: {
      ...config.states,
      submitting: { ...submitting, invoke: { ...invoke, onDone: { target: 'editing' } } },
    },
  }).provide(loginMachine.implementations);
}

/** The login machine whose guard never passes: nothing is ever submitted. */
const loginWithClosedGuard = (): AnyStateMachine =>
  loginMachine.provide({ guards: { isComplete: () => false } });

const uncovered = (result: Awaited<ReturnType<typeof runModel>>) => ({
  states: result.states.filter((state) => !state.covered).map((state) => state.id),
  transitions: result.transitions.filter((edge) => !edge.covered).map((edge) => edge.id),
});

describe('the model-based harness', () => {
  it('covers the production login machine fully (the baseline of the checks below)', async () => {
    const result = await runModel(login);
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  });

  describe('(a) a wrong target that leaves a state unreachable', () => {
    it('reports the state and its transitions as not covered', async () => {
      const result = await runModel({ ...login, machine: loginWithWrongTarget() });
      expect(isComplete(result.totals)).toBe(false);
      expect(uncovered(result).states).toEqual(['state:login.succeeded']);
      expect(uncovered(result).transitions).toEqual(['edge:login.succeeded:RESET:0']);
    });

    it('fails the replay when the production model is replayed on the broken machine', async () => {
      const result = await runModel(login, { replayOn: loginWithWrongTarget() });
      expect(result.failures.length).toBeGreaterThan(0);
      expect(result.failures[0]?.message).toMatch(/expected succeeded .* live actor is in editing/);
    });
  });

  describe('(b) a guard that never passes', () => {
    it('reports the guarded branch and what lies behind it as not covered', async () => {
      const result = await runModel({ ...login, machine: loginWithClosedGuard() });
      expect(isComplete(result.totals)).toBe(false);
      expect(uncovered(result).states).toEqual(['state:login.submitting', 'state:login.succeeded']);
      expect(uncovered(result).transitions).toEqual([
        'edge:login.editing:SUBMIT:0',
        'edge:login.submitting:xstate.done.actor.login:0',
        'edge:login.submitting:xstate.error.actor.login:0',
        'edge:login.succeeded:RESET:0',
      ]);
    });

    it('fails the replay when the production model is replayed on the broken machine', async () => {
      const result = await runModel(login, { replayOn: loginWithClosedGuard() });
      expect(result.failures.some((failure) => /expected submitting/.test(failure.message))).toBe(true);
    });
  });

  it('reports a catalog that forgets an event (the transition it drives is never reached)', async () => {
    const events = login.events.filter((event) => event.type !== 'xstate.done.actor.login');
    const result = await runModel({ ...login, events });
    expect(uncovered(result).states).toEqual(['state:login.succeeded']);
  });

  it('fails a step when the per-state assertion fails', async () => {
    const result = await runModel(login, {
      assertState: (state) => {
        if (state === 'succeeded') throw new Error('the screen shows no greeting');
      },
    });
    expect(result.failures.length).toBeGreaterThan(0);
    expect(result.failures.every((failure) => failure.message === 'the screen shows no greeting')).toBe(true);
  });

  it('predicts exactly what transition() from xstate computes, for every planned step of the catalog', () => {
    const checked = machineCatalog.flatMap((entry: MachineEntry) => {
      const starts = startsOf(entry);
      return planPaths(entry, { simplePathBudget: 50, withSimplePaths: true }).paths.flatMap((path) => {
        const steps = new PureModel(entry.machine, starts[path.start]).predict(path.events);
        return steps.slice(1).map((step, index) => {
          const before = steps[index]?.snapshot;
          if (!before) throw new Error('a path without a start');
          const [expected] = transition(entry.machine, before, step.event);
          return (
            stateToString(expected.value) === stateToString(step.snapshot.value) &&
            expected.status === step.snapshot.status
          );
        });
      });
    });
    expect(checked.length).toBeGreaterThan(100);
    expect(checked.every(Boolean)).toBe(true);
  });
});
