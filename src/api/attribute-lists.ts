import { idResultsSchema, type IdResults } from '@contract/attribute-lists-common';
import {
  migrationDetailsSchema,
  migrationOptionsSchema,
  migrationSavedSchema,
  type MigrationDetails,
  type MigrationOptions,
  type MigrationSave,
} from '@contract/attribute-migrations';
import {
  requirementSetOptionsSchema,
  requirementSetSchema,
  type RequirementSet,
  type RequirementSetOptions,
  type RequirementSetSave,
} from '@contract/requirement-sets';
import { api } from './client';

/** The calls of the attribute lists (docs/decisions/0019): requirement sets and attribute migrations. */

const SETS = '/api/p1/requirement-sets';
const MIGRATIONS = '/api/p1/attribute-migrations';

export async function requirementSetOptions(): Promise<RequirementSetOptions> {
  return requirementSetOptionsSchema.parse(await api.get(`${SETS}/options`).json());
}

export async function requirementSet(id: number): Promise<RequirementSet> {
  return requirementSetSchema.parse(await api.get(`${SETS}/${id}`).json());
}

/** Creates (id null) or changes a set of the user's own network. */
export async function saveRequirementSet(id: number | null, body: RequirementSetSave): Promise<void> {
  if (id === null) await api.post(SETS, { json: body });
  else await api.put(`${SETS}/${id}`, { json: body });
}

export async function deleteRequirementSets(ids: readonly number[]): Promise<IdResults> {
  return idResultsSchema.parse(await api.delete(SETS, { json: { ids } }).json());
}

export async function migrationOptions(): Promise<MigrationOptions> {
  return migrationOptionsSchema.parse(await api.get(`${MIGRATIONS}/options`).json());
}

export async function migration(id: number): Promise<MigrationDetails> {
  return migrationDetailsSchema.parse(await api.get(`${MIGRATIONS}/${id}`).json());
}

/** Creates (id null) or changes a pending migration; answers its id. */
export async function saveMigration(id: number | null, body: MigrationSave): Promise<number> {
  const answer =
    id === null
      ? await api.post(MIGRATIONS, { json: body }).json()
      : await api.put(`${MIGRATIONS}/${id}`, { json: body }).json();
  return migrationSavedSchema.parse(answer).id;
}

/** §2 Modals, the attribute-migration agreement of the user's company. */
export async function agreeToMigration(id: number): Promise<MigrationDetails> {
  return migrationDetailsSchema.parse(await api.post(`${MIGRATIONS}/${id}/agree`).json());
}

export async function applyMigration(id: number): Promise<MigrationDetails> {
  return migrationDetailsSchema.parse(await api.post(`${MIGRATIONS}/${id}/apply`).json());
}

export async function deleteMigrations(ids: readonly number[]): Promise<IdResults> {
  return idResultsSchema.parse(await api.delete(MIGRATIONS, { json: { ids } }).json());
}
