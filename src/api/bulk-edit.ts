import {
  bulkEditAnswerSchema,
  bulkEditCreatedSchema,
  bulkSaveStartedSchema,
  type BulkEditAnswer,
  type BulkSaveMode,
  type BulkSaveStarted,
} from '@contract/bulk-edit';
import type { BulkCellEdit, BulkChange } from '@domain/bulk-edit';
import { api } from './client';

/** §4 Bulk edit: a session over the selected cards; answers its id. */
export async function createBulkEdit(ids: readonly number[]): Promise<number> {
  const body: unknown = await api.post('/api/bulk-edit', { json: { ids } }).json();
  return bulkEditCreatedSchema.parse(body).id;
}

/** The session as a grid of cards × chosen columns. */
export async function getBulkEdit(id: number): Promise<BulkEditAnswer> {
  return bulkEditAnswerSchema.parse(await api.get(`/api/bulk-edit/${id}`).json());
}

async function post(id: number, action: string, json: unknown): Promise<BulkEditAnswer> {
  return bulkEditAnswerSchema.parse(await api.post(`/api/bulk-edit/${id}/${action}`, { json }).json());
}

export const editBulkCells = (id: number, edits: BulkCellEdit[]) => post(id, 'edits', { edits });
/** §2 bulk product changes: one field set (or cleared, data null) on every card. */
export const changeBulkField = (id: number, change: BulkChange) => post(id, 'change', change);
export const chooseBulkColumns = (id: number, columns: string[]) => post(id, 'columns', { columns });
export const validateBulkEdit = (id: number) => post(id, 'validate', {});

/** §2 bulk save: queues the save job (202) and answers it for the jobs panel. */
export async function saveBulkEdit(id: number, mode: BulkSaveMode): Promise<BulkSaveStarted> {
  return bulkSaveStartedSchema.parse(await api.post(`/api/bulk-edit/${id}/save`, { json: { mode } }).json());
}
