import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MigrationFormView, type MigrationFormActor } from '@screens/attribute-lists/migration-form';
import { migrationFormViewContract } from '@screens/attribute-lists/migration-form.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The administrator's attribute-migration form on every path of its machine (§2 edit-attribute-migration). */
describe('attribute-migration form on every path of its machine', () => {
  it('edits the name, attributes and value mapping and saves, driven by typing and choosing', async () => {
    const result = await runScreen(migrationFormViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <MigrationFormView actor={actor as MigrationFormActor} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
