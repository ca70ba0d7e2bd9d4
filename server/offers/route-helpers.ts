import type { Context } from 'hono';
import { safeParse } from 'zod/v4/core';
import { z } from 'zod/mini';
import { networkCodeSchema } from '@contract/offers';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { errorAnswer, faultAnswer } from '../http/answers';
import type { Refused } from './offer-writes';

const MAX_ID = 2_147_483_647;
const pathId = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number).check(z.lte(MAX_ID)));

/** A 400 fault of one field, translated. */
export function fieldFault(c: Context<AppEnv>, namespace: string, field: string, key: string) {
  return faultAnswer(c, [
    { namespace, field, message: translate(c.get('language'), key), type: 'validation' },
  ]);
}

/**
 * The `{chain}` and `{id}` of a §7 chain call: a malformed one is a 400 (nothing is read), a chain other
 * than the user's own a 403 (a category or master-data manager works for one chain).
 */
export function chainTarget(
  c: Context<AppEnv>,
  namespace: string,
): { ok: true; chain: string; id: number } | { ok: false; response: Response } {
  const chain = safeParse(networkCodeSchema, c.req.param('chain'));
  if (!chain.success) return { ok: false, response: fieldFault(c, namespace, 'chain', 'validation.invalid') };
  const id = safeParse(pathId, c.req.param('id'));
  if (!id.success) return { ok: false, response: fieldFault(c, namespace, 'id', 'validation.invalid') };
  if (c.get('user')?.network_code !== chain.data)
    return { ok: false, response: errorAnswer(c, 403, 'session.forbidden') };
  return { ok: true, chain: chain.data, id: id.data };
}

/** A refused write as its answer: a 400 fault on the field, or a 404. */
export function refusal(c: Context<AppEnv>, namespace: string, refused: Refused) {
  if (refused.refused === 'not_found') return errorAnswer(c, 404, 'errors.notFoundApi');
  if (refused.refused === 'conflict') return errorAnswer(c, 409, 'errors.conflict');
  return fieldFault(c, namespace, refused.field, refused.key);
}

/** PostgreSQL's unique violation: a concurrent writer took the same open offer. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
