import { describe, expect, it } from 'vitest';
import { convertKeys, nestsDeeperThan, snakeToCamel } from './casing.ts';

/** `depth` objects nested in one another, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = { inner_value: value };
  return value;
}

describe('key conversion', () => {
  it('converts keys of nested objects and of objects in arrays, keeping every other value', () => {
    const date = new Date(0);
    expect(
      convertKeys(
        { first_name: 'A', list_items: [{ item_id: 1 }, 'x', null], created_at: date },
        snakeToCamel,
      ),
    ).toEqual({ firstName: 'A', listItems: [{ itemId: 1 }, 'x', null], createdAt: date });
    expect(convertKeys('text', snakeToCamel)).toBe('text');
    expect(convertKeys([[{ a_b: 1 }]], snakeToCamel)).toEqual([[{ aB: 1 }]]);
  });

  it('converts any depth without overflowing the call stack', () => {
    let converted = convertKeys(nested(100_000), snakeToCamel) as { innerValue: unknown };
    let depth = 0;
    while (typeof converted === 'object') {
      converted = converted.innerValue as { innerValue: unknown };
      depth++;
    }
    expect(depth).toBe(100_000);
  });

  it('tells bodies nesting deeper than a limit, looking no deeper than the limit', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan(nested(100_000), 32)).toBe(true);
    expect(nestsDeeperThan([[[]]], 2)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });
});
