import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { LoginFormView, type LoginActor } from '@app/session/login-form';
import { loginViewContract } from '@app/session/login.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The login form as users see it, walked along every path of the login machine (§8 re-login, §2 login). */
describe('login form on every path of the login machine', () => {
  it('shows in each state what that state means to the user, driven by typing and clicking', async () => {
    const result = await runScreen(loginViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <LoginFormView actor={actor as LoginActor} submitLabel={pl.login.submit} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
