import { describe, expect, it } from 'vitest';
import { loginViewContract } from '@app/session/login.view-contract';
import { planReplay } from '../e2e/support/replay-plan';

/** Which paths of a machine the Chromium replay walks, and what it leaves out and why. */
describe('Chromium replay plan of a view contract', () => {
  it('leaves out a path whose app cause the flow cannot make happen, and says so', () => {
    const plan = planReplay(loginViewContract, { starts: [0], appEvents: new Set(), maxPaths: 8 });
    const replayed = plan.paths.map((path) => path.path.events.map((event) => event.type).join(' '));
    expect(replayed.sort()).toEqual([
      'CHANGE CHANGE SUBMIT xstate.done.actor.login',
      'CHANGE CHANGE SUBMIT xstate.error.actor.login',
      'SUBMIT',
    ]);
    expect([...plan.skipped]).toEqual([['app: the session takes the new login and hands the form back', 1]]);
    expect(plan.walked.states.size).toBe(plan.totals.states);
    expect(plan.walked.edges.size).toBe(plan.totals.edges - 1);
  });

  it('walks every transition once the flow performs the app cause, within the bound', () => {
    const plan = planReplay(loginViewContract, { starts: [0], appEvents: new Set(['RESET']), maxPaths: 8 });
    expect(plan.walked.edges.size).toBe(plan.totals.edges);
    expect(plan.skipped.size).toBe(0);
    const bounded = planReplay(loginViewContract, {
      starts: [0],
      appEvents: new Set(['RESET']),
      maxPaths: 1,
    });
    expect(bounded.paths).toHaveLength(1);
    expect(bounded.bounded).toBeGreaterThan(0);
  });

  it('skips the paths of a server answer whose arrangement the browser does not know', () => {
    const plan = planReplay(
      {
        ...loginViewContract,
        events: {
          ...loginViewContract.events,
          'xstate.error.actor.login': { server: 'server refuses', arrange: 'noSuchArrangement' },
        },
      },
      { starts: [0], appEvents: new Set(['RESET']), maxPaths: 8 },
    );
    expect(plan.skipped.get('arrangement "noSuchArrangement" not in tests/e2e/support/arrangements.ts')).toBe(
      1,
    );
    expect(
      plan.paths.some((path) => path.path.events.some((event) => event.type.startsWith('xstate.error'))),
    ).toBe(false);
  });
});
