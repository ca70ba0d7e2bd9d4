import { fromPromise } from 'xstate';
import { agreeToMigration, applyMigration, migration, migrationOptions } from '@api/attribute-lists';
import { toRefusal } from '@api/auth';
import type { MigrationRecord } from '@domain/migration-record';
import type {
  MigrationPageRead,
  MigrationReadInput,
  MigrationStepInput,
} from '@machines/migration-page.machine';

/** §7 attribute migrations: the migration (none for a new one) and, for the administrator, the options. */
export const loadMigrationPageActor = () =>
  fromPromise<MigrationPageRead, MigrationReadInput>(async ({ input }) => {
    const { id, manages } = input;
    const [details, options] = await Promise.all([
      id === null || !Number.isInteger(id) ? null : migration(id),
      manages ? migrationOptions() : null,
    ]);
    return { details, options };
  });

/** §2 Modals, the agreement, and the apply: answered with the migration as it now is. */
export const migrationStepActor = (fallback: () => string) =>
  fromPromise<MigrationRecord, MigrationStepInput>(async ({ input }) => {
    try {
      return input.step === 'agree' ? await agreeToMigration(input.id) : await applyMigration(input.id);
    } catch (error) {
      throw toRefusal(error, fallback());
    }
  });
