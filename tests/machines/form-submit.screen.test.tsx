import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormSubmitActor } from '@app/forms/use-form-submit';
import { formSubmitViewContract } from '@screens/register/form-submit.view-contract';
import { RegisterView } from '@screens/register/register-screen';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The register form on every path of the form-submit machine (§2 Register, §5 Other). */
describe('register form on every path of the form-submit machine', () => {
  it('shows faults by field, the busy button and the confirmation; typing and clicking drive it', async () => {
    const result = await runScreen(formSubmitViewContract, {
      mount: (actor) => {
        const view = render(
          <WithMessages>
            <RegisterView form={actor as FormSubmitActor} />
          </WithMessages>,
        );
        return () => {
          view.unmount();
          view.container.remove();
        };
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  });
});
