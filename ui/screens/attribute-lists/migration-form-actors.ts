import { fromPromise } from 'xstate';
import { toRefusal } from '@api/auth';
import { saveMigration } from '@api/attribute-lists';
import type { MigrationSaveInput } from '@machines/migration-form.machine';

/** §7 attribute migrations: the form's save (POST new, PUT pending), refusals in the user's language. */
export const saveMigrationActor = (fallback: () => string) =>
  fromPromise<number, MigrationSaveInput>(async ({ input }) => {
    try {
      return await saveMigration(input.id, input.body);
    } catch (error) {
      throw toRefusal(error, fallback());
    }
  });
