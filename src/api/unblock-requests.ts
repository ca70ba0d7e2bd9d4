import type { FileUnblockRequest } from '@contract/unblock-requests';
import { toRefusal } from './auth';
import { api } from './client';

/** A blocked user's request to be unblocked (no session: the account cannot log in). */
export async function fileUnblockRequest(body: FileUnblockRequest, fallback: string): Promise<void> {
  try {
    await api.post('/api/unblock-request', { json: body, context: { silentSession: true } });
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

export async function acceptUnblockRequest(id: number): Promise<void> {
  await api.put(`/api/unblock-requests/${id}/accept`, { json: {} });
}

export async function rejectUnblockRequest(id: number, reason: string): Promise<void> {
  await api.put(`/api/unblock-requests/${id}/reject`, { json: { reason } });
}
