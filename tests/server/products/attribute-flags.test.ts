import { describe, expect, test } from 'vitest';
import { resolveAttributeFlags, type Assignment } from '@server/products/attribute-flags';

const SEGMENT = 1;
const FAMILY = 2;
const BRICK = 4;
const OTHER_BRICK = 5;
const OTHER_SEGMENT = 9;

const assign = (
  categoryId: number,
  attributeUuid: string,
  isRequired = false,
  isVisible = true,
): Assignment => ({
  categoryId,
  attributeUuid,
  isRequired,
  isVisible,
});

describe('resolveAttributeFlags', () => {
  const chain = [BRICK, 3, FAMILY, SEGMENT];

  test('an assignment applies to every category below it', () => {
    const flags = resolveAttributeFlags([chain], [assign(SEGMENT, 'a', true), assign(FAMILY, 'b')]);
    expect(Object.fromEntries(flags)).toEqual({
      a: { isRequired: true, isVisible: true },
      b: { isRequired: false, isVisible: true },
    });
  });

  test('assignments of other branches do not apply', () => {
    const flags = resolveAttributeFlags([chain], [assign(OTHER_SEGMENT, 'a'), assign(OTHER_BRICK, 'b')]);
    expect(flags.size).toBe(0);
  });

  test('the nearest assignment along the chain wins, in whatever order the rows come', () => {
    const rows = [assign(SEGMENT, 'a', true, true), assign(BRICK, 'a', false, false)];
    for (const order of [rows, [...rows].reverse()])
      expect(resolveAttributeFlags([chain], order).get('a')).toEqual({ isRequired: false, isVisible: false });
  });

  test('across chosen categories an attribute is required or visible when it is so for any', () => {
    const other = [OTHER_BRICK, 3, FAMILY, SEGMENT];
    const flags = resolveAttributeFlags(
      [chain, other],
      [assign(FAMILY, 'a', false, true), assign(BRICK, 'a', true, false), assign(OTHER_BRICK, 'b', true)],
    );
    expect(flags.get('a')).toEqual({ isRequired: true, isVisible: true });
    expect(flags.get('b')).toEqual({ isRequired: true, isVisible: true });
  });

  test('no chosen category, no attributes', () => {
    expect(resolveAttributeFlags([], [assign(SEGMENT, 'a')]).size).toBe(0);
  });
});
