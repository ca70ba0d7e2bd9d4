import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gs1PrefixesView, type Gs1PrefixesActor } from '@screens/connect-gs1/gs1-prefixes-screen';
import { gs1PrefixesViewContract } from '@screens/connect-gs1/gs1-prefixes.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** connect/gs1: the prefixes page on every path of its machine. */
describe('GS1 prefixes page on every path of its machine', () => {
  it('reads the prefixes, refuses a wrong one as typed, adds, removes, saves, switches company and retries', async () => {
    const result = await runScreen(gs1PrefixesViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <Gs1PrefixesView actor={actor as Gs1PrefixesActor} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 300_000);
});
