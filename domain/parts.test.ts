import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money.ts';
import {
  crossedReorderLevel,
  isLow,
  lowStockNotice,
  moveInputSchema,
  PART_MESSAGES,
  partFits,
  partInputSchema,
  stockAfter,
  stockDelta,
} from './parts.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('stock arithmetic', () => {
  it.each([
    ['received', 5, 5],
    ['used', 2, -2],
    ['transferred', 3, -3],
    ['pool_draw', 1, -1],
    ['adjusted', -4, -4],
    ['adjusted', 2, 2],
  ] as const)('%s %i changes the shelf by %i', (reason, quantity, delta) => {
    expect(stockDelta(reason, quantity)).toBe(delta);
  });

  it('never goes below zero', () => {
    expect(stockAfter(3, -3)).toBe(0);
    expect(stockAfter(3, -4)).toBeNull();
    expect(stockAfter(0, 5)).toBe(5);
  });
});

describe('low stock', () => {
  it.each([
    // before, after, level, crossed
    [5, 3, 3, true], // falls to the level
    [5, 2, 3, true], // falls past it
    [3, 2, 3, false], // already at it: no second notice
    [2, 1, 3, false], // below it
    [2, 6, 3, false], // a receipt
    [6, 4, 3, false], // still above
    [1, 0, 0, true], // a level of 0: running out
  ])('%i → %i with level %i crossed: %s', (before, after, level, crossed) => {
    expect(crossedReorderLevel(before, after, level)).toBe(crossed);
  });

  it('is low at or below the level', () => {
    expect(isLow(3, 3)).toBe(true);
    expect(isLow(4, 3)).toBe(false);
  });

  it('words the notice', () => {
    expect(lowStockNotice({ name: 'Screen 11.6"', pool: false }, 2, 3)).toEqual({
      title: 'Screen 11.6" is running low',
      body: '2 left in stock (reorder level 3).',
    });
    expect(lowStockNotice({ name: 'Charger', pool: true }, 0, 5).body).toBe(
      '0 left in the shared pool (reorder level 5).',
    );
  });
});

describe('fit', () => {
  it('fits any model when none is listed, else the listed ones without case', () => {
    expect(partFits([], 'Chromebook 3110')).toBe(true);
    expect(partFits(['Chromebook 3110'], 'chromebook 3110 ')).toBe(true);
    expect(partFits(['Chromebook 3110'], 'Chromebook 3100')).toBe(false);
    expect(partFits(['Chromebook 3110'], '')).toBe(true);
  });
});

describe('money', () => {
  it('converts dollars and cents', () => {
    expect(toCents(45)).toBe(4500);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });
});

describe('schemas', () => {
  it('takes a part with defaults', () => {
    const r = partInputSchema.parse({ name: ' Screen ', models: ['A', 'A', 'B'] });
    expect(r).toMatchObject({ name: 'Screen', sku: '', models: ['A', 'B'], reorderLevel: 0, pool: false });
    expect(r.unitCost).toBeUndefined();
    expect(partInputSchema.parse({ name: 'X', unitCost: 12.345 }).unitCost).toBe(12.35);
  });

  it.each([
    [{ name: '' }, PART_MESSAGES.nameRequired],
    [{ name: 'X', unitCost: -1 }, PART_MESSAGES.cost],
    [{ name: 'X', unitCost: 100_001 }, PART_MESSAGES.costMax],
    [{ name: 'X', reorderLevel: 1.5 }, PART_MESSAGES.reorderLevel],
    [{ name: 'X', reorderLevel: -1 }, PART_MESSAGES.reorderLevel],
    [{ name: 'X', reorderLevel: 100_001 }, PART_MESSAGES.reorderLevelMax],
    [{ name: 'X', models: [' '] }, PART_MESSAGES.modelRequired],
    [{ name: 'X', models: Array.from({ length: 41 }, (_, i) => `M${i}`) }, PART_MESSAGES.tooManyModels],
  ])('refuses a part %j', (input, message) => {
    expect(firstMessage(partInputSchema.safeParse(input))).toBe(message);
  });

  const site = '00000000-0000-4000-8000-000000000001';
  it.each([
    [{ reason: 'received', quantity: 0 }, PART_MESSAGES.quantity],
    [{ reason: 'used', quantity: 1.5 }, PART_MESSAGES.quantity],
    [{ reason: 'used', quantity: 10_001 }, PART_MESSAGES.quantityMax],
    [{ reason: 'adjusted', quantity: 0 }, PART_MESSAGES.adjustment],
    [{ reason: 'adjusted', quantity: -10_001 }, PART_MESSAGES.quantityMax],
    [{ reason: 'pool_draw', quantity: 1 }, PART_MESSAGES.reason],
    [{ reason: 'transferred', quantity: 1 }, PART_MESSAGES.transferSame],
    [{ reason: 'received', quantity: 1, toSiteId: site }, PART_MESSAGES.transferOnlyTo],
    [{ reason: 'received', quantity: 1, siteId: 'x' }, PART_MESSAGES.siteNotFound],
  ])('refuses a move %j', (input, message) => {
    expect(firstMessage(moveInputSchema.safeParse(input))).toBe(message);
  });

  it('takes a transfer to the central shelf and a negative adjustment', () => {
    expect(moveInputSchema.parse({ reason: 'transferred', quantity: 2, siteId: site })).toMatchObject({
      siteId: site,
      toSiteId: null,
    });
    expect(moveInputSchema.parse({ reason: 'adjusted', quantity: -2, siteId: '' }).siteId).toBeNull();
  });
});
