import { cinRequestAnswerSchema, type CinRequestAnswer } from '@contract/cin-panel';
import type { CinChain } from '@domain/cin';
import { api } from './client';

/** §7 POST /api/p1/product/send-get-cin-file {ids}: one outcome per card, for the chain. */
export async function sendCinRequest(
  ids: readonly number[],
  chain: CinChain | null,
): Promise<CinRequestAnswer> {
  const json = chain === null ? { ids } : { ids, chain };
  return cinRequestAnswerSchema.parse(await api.post('/api/p1/product/send-get-cin-file', { json }).json());
}
