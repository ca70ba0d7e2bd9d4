import { massAnswerSchema, type MassAnswer } from '@contract/list-params';
import {
  assortmentAddedSchema,
  assortmentCandidatesSchema,
  assortmentEntryAnswerSchema,
  assortmentSummarySchema,
  type AssortmentCandidates,
  type AssortmentEntryAnswer,
  type AssortmentEntryBody,
  type AssortmentSummary,
} from '@contract/shop-assortment';
import type { AssortmentStatus } from '@domain/shop-assortment';
import { toRefusal } from './auth';
import { api } from './client';

const PATH = '/api/shop/assortment';

/** §2 shop-management: counts and completeness of the network's assortment (an admin names the network). */
export async function assortmentSummary(network: string | null): Promise<AssortmentSummary> {
  const searchParams = network === null ? {} : { searchParams: { network } };
  return assortmentSummarySchema.parse(await api.get(`${PATH}/summary`, searchParams).json());
}

/** Cards available to the network and not yet in its assortment. */
export async function assortmentCandidates(query: string, fallback: string): Promise<AssortmentCandidates> {
  try {
    const searchParams = query === '' ? {} : { searchParams: { q: query } };
    return assortmentCandidatesSchema.parse(await api.get(`${PATH}/candidates`, searchParams).json());
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** Adds the cards as planned; answers how many joined. A refusal comes back in the user's words. */
export async function addToAssortment(ids: readonly number[], fallback: string): Promise<number> {
  try {
    return assortmentAddedSchema.parse(await api.post(PATH, { json: { product_ids: ids } }).json()).added;
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** The network's number and status of one card; refusals carry their faults by field. */
export async function saveAssortmentEntry(
  id: number,
  body: AssortmentEntryBody,
  fallback: string,
): Promise<AssortmentEntryAnswer> {
  try {
    return assortmentEntryAnswerSchema.parse(await api.put(`${PATH}/${id}`, { json: body }).json());
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

export async function setAssortmentStatus(
  ids: readonly number[],
  status: AssortmentStatus,
): Promise<MassAnswer> {
  return massAnswerSchema.parse(
    await api.put(`${PATH}/status`, { json: { product_ids: ids, status } }).json(),
  );
}

export async function removeFromAssortment(ids: readonly number[]): Promise<MassAnswer> {
  return massAnswerSchema.parse(await api.delete(PATH, { json: { product_ids: ids } }).json());
}
