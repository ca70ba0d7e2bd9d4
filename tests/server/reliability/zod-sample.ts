import type { $ZodType, $ZodTypes } from 'zod/v4/core';

/**
 * A body of the right shape for a contract schema: every key of every object, one element per array, the
 * first choice of every enum and union. The values are plausible, not necessarily valid (a regex or a
 * length check may still refuse them): the fuzz mutates these shapes into near-valid bodies.
 */
export function sampleOf(schema: $ZodType, depth = 0): unknown {
  if (depth > 8) return null;
  const next = (inner: $ZodType) => sampleOf(inner, depth + 1);
  const typed = schema as $ZodTypes;
  const def = typed._zod.def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape).map(([key, value]) => [key, next(value)]));
    case 'array':
      return [next(def.element)];
    case 'tuple':
      return def.items.map((item) => next(item));
    case 'record':
      return { key: next(def.valueType) };
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'union':
      return def.options[0] === undefined ? null : next(def.options[0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return next(def.innerType);
    case 'pipe':
      return next(def.in);
    case 'lazy':
      return next(def.getter());
    case 'string':
      return stringSample('format' in def ? def.format : undefined);
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'date':
      return '2026-01-01';
    default:
      return 'x';
  }
}

function stringSample(format: unknown): string {
  switch (format) {
    case 'email':
      return 'jan.kowalski@example.pl';
    case 'uuid':
    case 'guid':
      return '00000000-0000-4000-8000-000000000000';
    case 'datetime':
      return '2026-01-01T00:00:00Z';
    case 'date':
      return '2026-01-01';
    default:
      return 'Jogurt naturalny';
  }
}
