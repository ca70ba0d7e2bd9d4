import type { Context } from 'hono';
import type { Fault } from '@contract/fault';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';

/**
 * The path (`edits.0.data`, `_` for the body itself) of the first string, value or key, that `isBad`
 * refuses, or null. Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
function badStringPath(root: unknown, isBad: (text: string) => boolean): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isBad(value)) return path.length === 0 ? '_' : path.join('.');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    const children: { value: unknown; path: string[] }[] = [];
    for (const [key, item] of entries) {
      // A bad key is named as it reads (a lone surrogate shown as U+FFFD, U+0000 left out).
      if (isBad(key)) return [...path, key.toWellFormed().replaceAll(NUL, '')].join('.');
      children.push({ value: item, path: [...path, key] });
    }
    // Reversed onto the stack, so the first field of the body is looked at first.
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return null;
}

const NUL = '\u0000';

/**
 * A lone surrogate only gets into a body as a JSON escape ("\ud800"), and PostgreSQL refuses it in text
 * and jsonb, so it is stopped here.
 */
export const malformedStringPath = (root: unknown) => badStringPath(root, (text) => !text.isWellFormed());

/**
 * PostgreSQL stores no U+0000 in text or jsonb (the write fails), so a body carrying one is bad input,
 * refused like any other (docs/decisions/0031), not a failed write.
 */
const nulCharacterPath = (root: unknown) => badStringPath(root, (text) => text.includes(NUL));

/** An escape that may stand for a surrogate: without one in the text, no string of it can be malformed. */
const SURROGATE_ESCAPE = /\\u[dD][89abcdefABCDEF]/;

const NUL_ESCAPE = /\\u0000/;

export type JsonRead = { ok: true; value: unknown } | { ok: false; fault: Fault };

/**
 * Every JSON body of the server is read here: malformed JSON, strings that are not well-formed Unicode and
 * strings holding U+0000 become one translated fault (`errors.badJson`, `validation.malformedText` or
 * `validation.invalid`, on the field). An empty
 * body is `empty` when the endpoint allows none, else malformed.
 */
export async function readJson(
  c: Context<AppEnv>,
  namespace: string,
  options: { empty?: unknown } = {},
): Promise<JsonRead> {
  const text = await c.req.text();
  const fault = (field: string, key: string): JsonRead => ({
    ok: false,
    fault: { namespace, field, message: translate(c.get('language'), key, { field }), type: 'validation' },
  });
  if (options.empty !== undefined && text.trim() === '') return { ok: true, value: options.empty };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fault('_', 'errors.badJson');
  }
  const malformed = SURROGATE_ESCAPE.test(text) ? malformedStringPath(value) : null;
  if (malformed !== null) return fault(malformed, 'validation.malformedText');
  // U+0000 only gets into a string as an escape.
  const nul = NUL_ESCAPE.test(text) ? nulCharacterPath(value) : null;
  return nul === null ? { ok: true, value } : fault(nul, 'validation.invalid');
}
