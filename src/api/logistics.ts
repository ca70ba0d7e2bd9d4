import {
  eanValidateAnswerSchema,
  logisticValidateAnswerSchema,
  type EanValidateAnswer,
  type LogisticValidateBody,
} from '@contract/logistic';
import type { Fault } from '@contract/fault';
import { api, HTTPError } from './client';

/** A 400 answer's body parsed with the schema, or null for any other failure. */
function refusedWith<T>(error: unknown, parse: (data: unknown) => T | null): T | null {
  if (error instanceof HTTPError && error.response.status === 400) return parse(error.data);
  return null;
}

/**
 * §7 POST /api/p1/logistic/validate {logistic, category_ids}: the package faults (namespace logistic), []
 * when the structures pass. Any other failure is thrown (§8: reported, except 401).
 */
export async function validateLogistics(body: LogisticValidateBody): Promise<Fault[]> {
  try {
    return logisticValidateAnswerSchema.parse(
      await api.post('/api/p1/logistic/validate', { json: body }).json(),
    ).errors;
  } catch (error) {
    const refused = refusedWith(error, (data) => logisticValidateAnswerSchema.safeParse(data).data ?? null);
    if (refused !== null) return refused.errors;
    throw error;
  }
}

/**
 * §7 POST /api/p1/logistic/validate/ean {ean, product_id}: no errors when the EAN is good and free; else the
 * fault (namespace ean) and the ids of the products that already carry it.
 */
export async function validateEan(ean: string, productId: number | null = null): Promise<EanValidateAnswer> {
  try {
    return eanValidateAnswerSchema.parse(
      await api
        .post('/api/p1/logistic/validate/ean', {
          json: productId === null ? { ean } : { ean, product_id: productId },
        })
        .json(),
    );
  } catch (error) {
    const refused = refusedWith(error, (data) => eanValidateAnswerSchema.safeParse(data).data ?? null);
    if (refused !== null) return refused;
    throw error;
  }
}
