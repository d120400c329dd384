import { describe, expect, it } from 'vitest';
import {
  canMoveRepair,
  DAMAGE_MESSAGES,
  damageInputSchema,
  damageStateAfterRepair,
  damageTicketTitle,
  repairProblem,
  repairUpdateSchema,
  whoHadIt,
} from './damage.ts';

describe('who had it', () => {
  it.each([
    [{ personId: null, checkedOutOn: null }, '2026-09-10T10:00:00Z', null],
    [{ personId: 'p1', checkedOutOn: null }, '2026-09-10T10:00:00Z', 'p1'],
    [{ personId: 'p1', checkedOutOn: '2026-09-01' }, '2026-09-10T10:00:00Z', 'p1'],
    [{ personId: 'p1', checkedOutOn: '2026-09-10' }, '2026-09-10T08:00:00Z', 'p1'],
    // It happened before this person got the device: not theirs.
    [{ personId: 'p1', checkedOutOn: '2026-09-11' }, '2026-09-10T10:00:00Z', null],
  ])('%j at %s → %s', (asset, at, who) => {
    expect(whoHadIt(asset, at)).toBe(who);
  });
});

describe('repair state moves', () => {
  it.each([
    ['open', 'shipped', true],
    ['open', 'done', true],
    ['open', 'returned', false],
    ['shipped', 'returned', true],
    ['returned', 'done', true],
    ['done', 'open', true],
    ['done', 'shipped', false],
    ['cancelled', 'done', false],
    ['cancelled', 'cancelled', true],
  ] as const)('%s → %s: %s', (from, to, ok) => {
    expect(canMoveRepair(from, to)).toBe(ok);
  });
});

describe('repair fields', () => {
  it.each([
    [{ kind: 'in_house', state: 'open' }, null],
    [{ kind: 'in_house', state: 'shipped', shippedOn: '2026-09-01' }, DAMAGE_MESSAGES.notShippedInHouse],
    [{ kind: 'sent_out', state: 'open' }, DAMAGE_MESSAGES.vendorRequired],
    [{ kind: 'warranty', state: 'cancelled' }, null],
    [{ kind: 'sent_out', state: 'shipped', vendor: 'Acme' }, DAMAGE_MESSAGES.shippedOnRequired],
    [
      { kind: 'sent_out', state: 'returned', vendor: 'Acme', shippedOn: '2026-09-01' },
      DAMAGE_MESSAGES.returnedOnRequired,
    ],
    [
      {
        kind: 'warranty',
        state: 'returned',
        vendor: 'Dell',
        shippedOn: '2026-09-05',
        returnedOn: '2026-09-01',
      },
      DAMAGE_MESSAGES.returnedBeforeShipped,
    ],
    [
      {
        kind: 'warranty',
        state: 'returned',
        vendor: 'Dell',
        shippedOn: '2026-09-01',
        returnedOn: '2026-09-05',
      },
      null,
    ],
  ] as const)('%j → %s', (v, message) => {
    expect(repairProblem(v)?.message ?? null).toBe(message);
  });

  it('puts the problem under its field', () => {
    const r = repairUpdateSchema.safeParse({ kind: 'sent_out', state: 'open' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['vendor'], message: DAMAGE_MESSAGES.vendorRequired });
  });
});

describe('warranty repairs charge nobody', () => {
  it.each([
    ['reported', 'warranty', 'no_charge'],
    ['reported', 'in_house', 'reported'],
    ['charged', 'warranty', 'charged'],
  ] as const)('%s + %s → %s', (state, kind, next) => {
    expect(damageStateAfterRepair(state, kind)).toBe(next);
  });
});

describe('the report', () => {
  it('refuses an unknown kind with the message', () => {
    const r = damageInputSchema.safeParse({ kind: 'exploded' });
    expect(r.error?.issues[0]?.message).toBe(DAMAGE_MESSAGES.kind);
  });
  it('names its ticket', () => {
    expect(damageTicketTitle('screen', { assetTag: 'LK-1', model: 'Chromebook 3110' })).toBe(
      'Screen damage: LK-1 (Chromebook 3110)',
    );
    expect(damageTicketTitle('lost', { assetTag: 'LK-2', model: '' })).toBe('Lost device: LK-2');
  });
});
