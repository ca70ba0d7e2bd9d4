import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiTokenCreateView, type ApiTokenCreateActor } from '@screens/api-tokens/api-token-create-dialog';
import { apiTokenCreateViewContract } from '@screens/api-tokens/api-token-create.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The new-token dialog on every path of its machine (§2 api-token-method-config). */
describe('new API token dialog on every path of its machine', () => {
  it('names the token, picks scopes and a day, shows a refusal, and shows the secret once made', async () => {
    const result = await runScreen(apiTokenCreateViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <ApiTokenCreateView actor={actor as ApiTokenCreateActor} onClose={() => undefined} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
