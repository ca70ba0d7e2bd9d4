import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { $ZodError, $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import type { Fault } from '@contract/fault';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { readJson } from './json-body';

/** An error answer: `{message, code}` with the message in the user's language. */
export function errorAnswer(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  key: string,
  values: Record<string, string | number> = {},
) {
  return c.json({ message: translate(c.get('language'), key, values), code: key }, status);
}

/** A 400 answer in the fault shape of §3. */
export function faultAnswer(c: Context<AppEnv>, errors: Fault[], warnings: Fault[] = []) {
  return c.json({ errors, warnings }, 400);
}

/** Turns zod issues into §3 faults, translating the message keys the contract schemas carry. */
export function faultsFromZod(c: Context<AppEnv>, error: $ZodError, namespace: string): Fault[] {
  // One fault per field (§5: only one fault per value is listed): the first check that failed says most.
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.') || '_';
    if (seen.has(field)) return [];
    seen.add(field);
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    return [{ namespace, field, message: translate(c.get('language'), key), type: 'validation' as const }];
  });
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads the JSON body and parses it with the contract schema; bad input never reaches the handler. */
export async function parseBody<S extends $ZodType>(
  c: Context<AppEnv>,
  schema: S,
  namespace: string,
): Promise<Parsed<output<S>>> {
  const body = await readJson(c, namespace);
  if (!body.ok) return { ok: false, response: faultAnswer(c, [body.fault]) };
  const result = safeParse(schema, body.value);
  if (!result.success)
    return { ok: false, response: faultAnswer(c, faultsFromZod(c, result.error, namespace)) };
  return { ok: true, data: result.data };
}
