import { qcAnswerSchema, qcMassAnswerSchema, type QcAnswer } from '@contract/qc-list';
import type { QcChain } from '@domain/qc-chains';
import type { QcStatus } from '@domain/qc-status';
import { api } from './client';

export interface QcChangeInput {
  chain: QcChain;
  status: QcStatus;
  comment: string;
}

/** §7 GET /api/p1/product/qc/{id}: the card and every chain's verdict. */
export async function fetchQc(id: number, signal?: AbortSignal): Promise<QcAnswer> {
  return qcAnswerSchema.parse(
    await api.get(`/api/p1/product/qc/${id}`, signal === undefined ? {} : { signal }).json(),
  );
}

/** §7 POST /api/p1/product/qc/{id} (body: QC status, its chain and the reason). */
export async function changeQc(id: number, change: QcChangeInput): Promise<QcAnswer> {
  return qcAnswerSchema.parse(await api.post(`/api/p1/product/qc/${id}`, { json: change }).json());
}

/** The same change for the selected cards, all or nothing; answers how many were changed. */
export async function changeQcOfMany(ids: readonly number[], change: QcChangeInput): Promise<number> {
  const answer = await api.post('/api/p1/products/qc', { json: { ids, ...change } }).json();
  return qcMassAnswerSchema.parse(answer).count;
}
