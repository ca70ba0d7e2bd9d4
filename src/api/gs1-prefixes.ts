import { gs1PrefixesAnswerSchema, type Gs1PrefixesAnswer } from '@contract/gs1-prefixes';
import { toRefusal } from './auth';
import { api } from './client';

/** GET /api/connect/gs1: the company's prefixes and its cards outside them (docs/decisions/0050). */
export const fetchGs1Prefixes = async (companyId: number | null): Promise<Gs1PrefixesAnswer> =>
  gs1PrefixesAnswerSchema.parse(
    await api
      .get('/api/connect/gs1', companyId === null ? {} : { searchParams: { company_id: companyId } })
      .json(),
  );

/** PUT /api/connect/gs1: the whole list; a refusal carries the faults per prefix. */
export async function saveGs1Prefixes(
  companyId: number | null,
  prefixes: readonly string[],
  fallback: string,
): Promise<Gs1PrefixesAnswer> {
  try {
    const json = companyId === null ? { prefixes } : { company_id: companyId, prefixes };
    return gs1PrefixesAnswerSchema.parse(await api.put('/api/connect/gs1', { json }).json());
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}
