import {
  bulkAssignAnswerSchema,
  bulkNumbersAnswerSchema,
  bulkNumbersLoadAnswerSchema,
  createManyAnswerSchema,
  supplierOptionsAnswerSchema,
  type BulkAssign,
  type BulkAssignAnswer,
  type BulkNumbersAnswer,
  type BulkNumbersLoadAnswer,
  type BulkNumbersSave,
  type CreateMany,
  type CreateManyAnswer,
  type SupplierOption,
} from '@contract/bulk-products';
import { api } from './client';

/** §2 Bulk numbers: the selected cards with their numbers per network. */
export async function loadBulkNumbers(ids: readonly number[]): Promise<BulkNumbersLoadAnswer> {
  const answer = await api.post('/api/p1/products/bulk-numbers/load', { json: { ids } }).json();
  return bulkNumbersLoadAnswerSchema.parse(answer);
}

/** §2 Bulk numbers: a dry run (`check_only`) or the write; a 400 carries the faults per card and network. */
export async function saveBulkNumbers(body: BulkNumbersSave): Promise<BulkNumbersAnswer> {
  return bulkNumbersAnswerSchema.parse(
    await api.post('/api/p1/products/bulk-numbers', { json: body }).json(),
  );
}

/** §2 Bulk assign: the supplier companies to pick from. */
export async function loadSupplierOptions(): Promise<SupplierOption[]> {
  const answer = await api.get('/api/p1/products/bulk-assign/suppliers').json();
  return supplierOptionsAnswerSchema.parse(answer).suppliers;
}

/** §2 Bulk assign: what would change (`check_only`), or the change; refused cards are listed. */
export async function assignSupplier(body: BulkAssign): Promise<BulkAssignAnswer> {
  return bulkAssignAnswerSchema.parse(await api.post('/api/p1/products/bulk-assign', { json: body }).json());
}

/** §2 Create many products: a dry run or the drafts' creation; a 400 carries the faults per row. */
export async function createManyProducts(body: CreateMany): Promise<CreateManyAnswer> {
  return createManyAnswerSchema.parse(await api.post('/api/p1/products/create-many', { json: body }).json());
}
