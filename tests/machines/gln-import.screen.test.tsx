import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlnImportView, type GlnImportActor } from '@screens/gln-import/gln-import-screen';
import { glnImportViewContract } from '@screens/gln-import/gln-import.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** §6 Import GLN file: the import screen on every path of its machine. */
describe('GLN import screen on every path of its machine', () => {
  it('picks a file, reads the report, refuses all-or-nothing over bad rows, applies at once or by a job', async () => {
    const result = await runScreen(glnImportViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <GlnImportView actor={actor as GlnImportActor} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 300_000);
});
