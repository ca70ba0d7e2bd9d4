import fc from 'fast-check';

/**
 * R2 bodies: arbitrary JSON, and near-valid bodies made by mutating a body of the right shape (a contract
 * sample or a hand-made valid one) — wrong types, huge and NaN-ish numbers, long and odd unicode strings
 * (lone surrogates too), deep nesting, nulls, extra and missing keys.
 */

/** Strings a parser or a database tends to trip over. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '1e999',
    '0x1F',
    '9'.repeat(40),
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud83dy',
    '\u202e\u2066',
    '😀'.repeat(50),
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\r\n\t',
    '2026-02-30',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 256, max: 70_000 }).map((length) => 'ą'.repeat(length)),
);

/** Numbers outside what a column or a domain rule expects. */
const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    -0,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays or objects nested deeper than any contract goes. */
const deepNesting = fc
  .integer({ min: 50, max: 3000 })
  .chain((depth) =>
    fc.constantFrom<unknown>(
      JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`),
      JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    ),
  );

/** A value of the wrong kind for whatever key it lands on. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }, [[]]),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 300 }),
  deepNesting,
  fc.jsonValue({ maxDepth: 3 }),
);

/** A path to a value inside a JSON body: object keys and array indexes. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (prefix.length > 6) return out;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

function setAt(body: unknown, path: (string | number)[], value: unknown | typeof REMOVE): unknown {
  if (path.length === 0) return value === REMOVE ? undefined : value;
  const [head, ...rest] = path;
  if (Array.isArray(body)) {
    const copy = [...body];
    if (value === REMOVE && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const copy = { ...(body as Record<string, unknown>) };
  if (value === REMOVE && rest.length === 0) delete copy[String(head)];
  else copy[String(head)] = setAt(copy[String(head)], rest, value);
  return copy;
}

const REMOVE = Symbol('remove');

/** One change to a body: a value replaced, a key removed, an extra key, the element repeated many times. */
function mutation(base: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(base);
  const at = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(at, nastyValue).map(([path, value]) => setAt(base, path, value)) },
    ...(paths.length > 1
      ? [
          {
            weight: 2,
            arbitrary: fc.constantFrom(...paths.slice(1)).map((path) => setAt(base, path, REMOVE)),
          },
        ]
      : []),
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'extra'), fc.string()), nastyValue)
        .map(([key, value]) =>
          base !== null && typeof base === 'object' && !Array.isArray(base)
            ? { ...base, [key]: value }
            : value,
        ),
    },
  );
}

/** A near-valid body: one to three mutations of the base. */
export function nearValid(base: unknown): fc.Arbitrary<unknown> {
  return fc
    .integer({ min: 1, max: 3 })
    .chain((times) => {
      let arbitrary: fc.Arbitrary<unknown> = fc.constant(base);
      for (let i = 0; i < times; i += 1) arbitrary = arbitrary.chain((body) => mutation(body));
      return arbitrary;
    })
    .filter((body) => body !== undefined);
}

/** What the fuzz sends: a JSON body, or raw text that is not JSON at all. */
export type FuzzBody = { body: unknown } | { raw: string };

/** Bodies for an endpoint whose well-formed body looks like `base`. */
export function fuzzBody(base: unknown): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 6, arbitrary: nearValid(base).map((body) => ({ body })) },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((body) => ({ body })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.constantFrom('{', '{"a":', "{'a':1}", '[1,]', 'NaN'),
        )
        .map((raw) => ({ raw })),
    },
  );
}
