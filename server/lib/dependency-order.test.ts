import { describe, expect, it } from 'vitest';
import { dependencyOrder } from './dependency-order.ts';

const t = (name: string, ...refs: string[]) => ({ name, refs });
const order = (items: ReturnType<typeof t>[]) =>
  dependencyOrder(
    items,
    (i) => i.name,
    (i) => i.refs,
  ).map((i) => i.name);

describe('dependencyOrder', () => {
  it('puts each item after those it depends on, keeping the given order otherwise', () => {
    expect(
      order([t('tickets', 'users', 'districts'), t('users', 'districts'), t('districts'), t('tags')]),
    ).toEqual(['districts', 'tags', 'users', 'tickets']);
  });

  it('ignores a dependency on itself and on names it was not given', () => {
    expect(order([t('tickets', 'tickets', 'elsewhere')])).toEqual(['tickets']);
  });

  it('names the items of a cycle', () => {
    expect(() => order([t('a', 'b'), t('b', 'a'), t('c')])).toThrow(
      'These depend on each other in a cycle: a, b',
    );
  });
});
