import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { loginMachine } from '@machines/login.machine';
import { catalogEntry } from './harness/describe-model';
import { isComplete } from './harness/coverage';
import { runModel } from './harness/run-model';

type LoginActor = ActorRefFrom<typeof loginMachine>;

/** A stand-in for a screen (the real ones live in ui/screens): what a user sees in each login state. */
function LoginStatus({ actor }: { actor: LoginActor }) {
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const fault = useSelector(actor, (snapshot) => snapshot.context.fault);
  return (
    <div>
      <p role="status">
        {state === 'submitting' ? 'Logowanie…' : state === 'succeeded' ? 'Zalogowano' : 'Zaloguj się'}
      </p>
      {fault?.kind === 'refused' && <p role="alert">{fault.message}</p>}
      <button type="submit" disabled={state !== 'editing'}>
        Zaloguj
      </button>
    </div>
  );
}

const expectedStatus: Record<string, string> = {
  editing: 'Zaloguj się',
  submitting: 'Logowanie…',
  succeeded: 'Zalogowano',
};

describe('the harness on a rendered screen', () => {
  it('walks every login path on the screen and checks what the user sees in each step', async () => {
    let steps = 0;
    const result = await runModel(catalogEntry('login'), {
      // Shortest paths plus one replay per missed transition reach everything; simple paths add only
      // orderings, which the machine test replays without rendering.
      simplePaths: false,
      act: (work) => act(work),
      mount: (actor) => render(<LoginStatus actor={actor as LoginActor} />).unmount,
      onStep: (step, snapshot) => {
        steps += 1;
        expect(screen.getByRole('status').textContent).toBe(expectedStatus[step.state]);
        expect(screen.getByRole('button', { name: 'Zaloguj' }).hasAttribute('disabled')).toBe(
          step.state !== 'editing',
        );
        const refused = (snapshot.context as { fault: { kind: string } | null }).fault?.kind === 'refused';
        expect(screen.queryByRole('alert') !== null).toBe(refused);
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
    expect(steps).toBeGreaterThan(result.paths.total);
  });
});
