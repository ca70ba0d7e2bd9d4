import { fromPromise } from 'xstate';
import { toRefusal } from '@api/auth';
import {
  changeBulkField,
  chooseBulkColumns,
  createBulkEdit,
  editBulkCells,
  getBulkEdit,
  saveBulkEdit,
  validateBulkEdit,
} from '@api/bulk-edit';
import type { BulkGrid, BulkSaveMode, BulkSaveStarted } from '@domain/bulk-edit';
import type { BulkRequest } from '@machines/bulk-edit.machine';

/** A refusal keeps the server's translated words; an empty message lets the screen say its generic one. */
async function refused<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toRefusal(error, '');
  }
}

function apply(id: number, request: BulkRequest): Promise<BulkGrid> {
  if (request.kind === 'edits') return editBulkCells(id, request.edits);
  if (request.kind === 'change') return changeBulkField(id, request.change);
  return chooseBulkColumns(id, request.columns);
}

/** The real IO of the bulkEdit machine (§4 Bulk edit statuses), given with `.provide()`. */
export const bulkEditActors = {
  createSession: fromPromise<number, { ids: number[] }>(({ input }) => refused(createBulkEdit(input.ids))),
  loadGrid: fromPromise<BulkGrid, { id: number }>(({ input }) => refused(getBulkEdit(input.id))),
  apply: fromPromise<BulkGrid, { id: number; request: BulkRequest }>(({ input }) =>
    refused(apply(input.id, input.request)),
  ),
  validate: fromPromise<BulkGrid, { id: number }>(({ input }) => refused(validateBulkEdit(input.id))),
  startSave: fromPromise<BulkSaveStarted, { id: number; mode: BulkSaveMode }>(({ input }) =>
    refused(saveBulkEdit(input.id, input.mode)),
  ),
};

/** `bulk-edit/new?ids=1,2,3` (the products list's mass action): the selected ids, at most 1,000. */
export function idsOfSearch(search: string): number[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
  ].slice(0, 1000);
}
