import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { LoginFormView, type LoginActor } from '@app/session/login-form';
import { catalogEntry } from './harness/describe-model';
import { isComplete } from './harness/coverage';
import { runModel } from './harness/run-model';
import { WithMessages } from './support/with-messages';

/** The login form as users see it, walked along every path of the login machine (§8 re-login, §2 login). */
describe('login form on every path of the login machine', () => {
  it('shows in each state what that state means to the user', async () => {
    let steps = 0;
    const result = await runModel(catalogEntry('login'), {
      simplePaths: false,
      act: (work) => act(work),
      mount: (actor) =>
        render(
          <WithMessages>
            <LoginFormView actor={actor as LoginActor} submitLabel={pl.login.submit} />
          </WithMessages>,
        ).unmount,
      onStep: (step, snapshot) => {
        steps += 1;
        const context = snapshot.context as {
          email: string;
          fault: { kind: string; message?: string; fields?: string[] } | null;
        };
        const editing = step.state === 'editing';
        const button = screen.getByRole('button', { name: editing ? pl.login.submit : pl.login.submitting });
        expect(button.hasAttribute('disabled')).toBe(!editing);
        expect(screen.getByLabelText<HTMLInputElement>(pl.login.email).value).toBe(context.email);
        const alert = screen.queryByRole('alert');
        expect(alert?.textContent ?? null).toBe(
          context.fault?.kind === 'refused' ? (context.fault.message ?? '') : null,
        );
        expect(screen.queryAllByText(pl.validation.required)).toHaveLength(
          context.fault?.kind === 'required' ? (context.fault.fields?.length ?? 0) : 0,
        );
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
    expect(steps).toBeGreaterThan(result.paths.total);
  });
});
