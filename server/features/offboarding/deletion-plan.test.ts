import { describe, expect, it } from 'vitest';
import { childrenFirst, planOf } from './deletion-plan.ts';

const fk = (table: string, column: string, parent: string, cascade = true) => ({
  table,
  column,
  parent,
  parentColumn: 'id',
  cascade,
});

describe('the deletion plan', () => {
  const catalogue = {
    districtColumns: new Map([
      ['users', true],
      ['tickets', false],
      ['notifications', true],
      ['parts', true],
    ]),
    foreignKeys: [
      fk('users', 'district_id', 'districts'),
      fk('tickets', 'district_id', 'districts'),
      fk('tickets', 'requester_id', 'users', false),
      fk('notifications', 'user_id', 'users'),
      fk('sessions', 'user_id', 'users'),
      fk('sessions', 'view_district_id', 'districts', false),
      fk('part_stock', 'part_id', 'parts'),
      fk('stock_notes', 'stock_id', 'part_stock'),
      fk('bulk_operations', 'created_by_id', 'users', false),
    ],
    tables: new Set([
      'districts',
      'users',
      'tickets',
      'notifications',
      'parts',
      'sessions',
      'part_stock',
      'stock_notes',
      'bulk_operations',
      'saml_seen_ids',
    ]),
  };
  const plan = planOf(catalogue);
  const where = Object.fromEntries(plan.map((s) => [s.table, s.where]));

  it('takes every table with district_id, its rows only (a null one is provider-wide)', () => {
    expect(where.tickets).toBe('(district_id = $1)');
    expect(where.parts).toBe('(district_id = $1)');
  });

  it('takes the rows that hang on the district’s rows, to any depth, and the strays of a nullable district_id', () => {
    expect(where.sessions).toBe('("user_id" in (select "id" from "users" where district_id = $1))');
    expect(where.stock_notes).toBe(
      '("stock_id" in (select "id" from "part_stock" where "part_id" in (select "id" from "parts" where district_id = $1)))',
    );
    expect(where.notifications).toBe(
      '(district_id = $1) or ("user_id" in (select "id" from "users" where district_id = $1))',
    );
    expect(where.saml_seen_ids).toBe('(scope = $1::text)');
    // Set-null references and the district row itself are not the plan's.
    expect(where.bulk_operations).toBeUndefined();
    expect(where.districts).toBeUndefined();
  });

  it('goes children first', () => {
    const order = plan.map((s) => s.table);
    const pairs = [
      ['sessions', 'users'],
      ['tickets', 'users'],
      ['stock_notes', 'part_stock'],
      ['part_stock', 'parts'],
    ];
    for (const [child, parent] of pairs)
      expect(order.indexOf(child!), `${child} before ${parent}`).toBeLessThan(order.indexOf(parent!));
  });

  it('orders a cycle too', () => {
    const parents: Record<string, string[]> = { a: ['b'], b: ['a'], c: ['a'] };
    expect(childrenFirst(['a', 'b', 'c'], (t) => parents[t] ?? [])).toEqual(['c', 'a', 'b']);
  });
});
