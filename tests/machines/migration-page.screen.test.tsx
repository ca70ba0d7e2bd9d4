import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import {
  MigrationPageView,
  type MigrationPageActor,
} from '@screens/attribute-lists/edit-attribute-migration-screen';
import { migrationPageViewContract } from '@screens/attribute-lists/migration-page.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The attribute-migration page on every path of its machine (§2 edit-attribute-migration, §2 Modals). */
describe('attribute-migration page on every path of its machine', () => {
  it('reads the migration, agrees and applies after a confirmation by clicking, and retries a failed read', async () => {
    const result = await runScreen(migrationPageViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <Router hook={memoryLocation({ path: '/attribute-migration/5' }).hook}>
              <MigrationPageView actor={actor as MigrationPageActor} />
            </Router>
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
