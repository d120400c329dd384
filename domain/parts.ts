import { z } from 'zod';
import { PART_MOVE_REASONS, type PartMoveReason } from './device-money.ts';
import { text } from './http.ts';

/**
 * Spare parts (see docs/product.md#parts): a district's catalogue with stock per site (site null: its
 * central shelf), the moves that change it, the parts a repair uses, the low-stock notice, and Five
 * Star's shared pool (a part of no district, its stock on the pool's shelf) that districts draw from
 * through their repairs. Unit costs are money: technicians and viewers never see them.
 */

export const PART_LIMITS = {
  name: 120,
  sku: 60,
  model: 120,
  models: 40,
  note: 500,
  /** A unit cost, in dollars. */
  maxCost: 100_000,
  maxReorderLevel: 100_000,
  /** The most parts one move takes or brings. */
  maxQuantity: 10_000,
  search: 120,
} as const;

/** The reasons a person records by hand; `pool_draw` is recorded by a repair using a pool part. */
export const MANUAL_MOVE_REASONS = ['received', 'used', 'adjusted', 'transferred'] as const;
export type ManualMoveReason = (typeof MANUAL_MOVE_REASONS)[number];

export const PART_MOVE_LABELS: Record<PartMoveReason, string> = {
  received: 'Received',
  used: 'Used',
  adjusted: 'Adjusted',
  transferred: 'Transferred',
  pool_draw: 'Drawn from the pool',
};

/** How a shelf without a site is named: a district's central shelf, or the pool's. */
export const CENTRAL_SHELF = 'Central shelf';
export const POOL_SHELF = 'Five Star pool';

export const PART_MESSAGES = {
  notFound: 'Part not found.',
  repairNotFound: 'Repair not found.',
  siteNotFound: 'Choose a site of this district.',
  nameRequired: 'Enter the part’s name',
  modelRequired: 'A model cannot be blank',
  tooManyModels: `List at most ${PART_LIMITS.models} models`,
  cost: 'Enter a unit cost of 0 or more',
  costMax: `A unit cost must be at most $${PART_LIMITS.maxCost.toLocaleString('en-US')}`,
  reorderLevel: 'Enter a reorder level: a whole number, 0 or more',
  reorderLevelMax: `A reorder level must be at most ${PART_LIMITS.maxReorderLevel.toLocaleString('en-US')}`,
  quantity: 'Enter a whole number of parts, at least 1',
  quantityMax: `At most ${PART_LIMITS.maxQuantity.toLocaleString('en-US')} parts at a time`,
  adjustment: 'Enter the change of stock: a whole number other than 0 (−2 takes two away)',
  reason: 'Choose a reason: received, used, adjusted or transferred',
  transferSame: 'Choose another site than the one the parts leave',
  transferOnlyTo: 'Only a transfer has a site the parts go to',
  partRequired: 'Choose a part',
  poolFiveStarOnly: 'Only Five Star manages the shared pool.',
  poolNoSites: 'The shared pool has no sites: leave the site empty.',
  poolNoTransfer: 'The shared pool has one shelf: nothing to transfer.',
  costsAdminOnly: 'Only district administrators set the costs of parts.',
  doesNotFit: (model: string) => `This part does not fit the ${model}.`,
  notEnough: (have: number, wanted: number, shelf: string) =>
    `Only ${have} in stock at ${shelf}: cannot take ${wanted}. Record what was received first.`,
  saved: { title: 'Part saved', description: 'The catalogue is up to date.' },
  saveFailed: { title: 'Error', description: 'Failed to save the part' },
  moved: { title: 'Stock recorded', description: 'The stock is up to date.' },
  moveFailed: { title: 'Error', description: 'Failed to record the stock move' },
  usedForRepair: { title: 'Part used', description: 'The repair lists it and the stock is down.' },
  loadFailed: 'Parts could not be loaded.',
  movesFailed: 'The stock moves could not be loaded.',
  empty: 'No parts yet',
  noMatch: 'No parts match these filters',
} as const;

const M = PART_MESSAGES;

/** Dollars, 0 or more, kept to the cent. */
const dollars = z
  .number({ error: M.cost })
  .min(0, M.cost)
  .max(PART_LIMITS.maxCost, M.costMax)
  .transform((v) => Math.round(v * 100) / 100);

const optionalUuid = (message: string) =>
  z
    .union([z.literal(''), z.uuid({ error: message })])
    .nullish()
    .transform((v) => v || null);

export const partInputSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  /** A part of Five Star's shared pool (Five Star only; ignored on update). */
  pool: z.boolean().optional().default(false),
  name: text(PART_LIMITS.name, M.nameRequired),
  sku: text(PART_LIMITS.sku)
    .nullish()
    .transform((v) => v ?? ''),
  /** Models it fits; empty: any. */
  models: z
    .array(text(PART_LIMITS.model, M.modelRequired), { error: M.modelRequired })
    .max(PART_LIMITS.models, M.tooManyModels)
    .optional()
    .default([])
    .transform((list) => [...new Set(list)]),
  /** Dollars; administrators only (left out: unchanged, 0 for a new part). */
  unitCost: dollars.optional(),
  reorderLevel: z
    .number({ error: M.reorderLevel })
    .int(M.reorderLevel)
    .min(0, M.reorderLevel)
    .max(PART_LIMITS.maxReorderLevel, M.reorderLevelMax)
    .optional()
    .default(0),
});
export type PartInput = z.input<typeof partInputSchema>;
export type PartPayload = z.output<typeof partInputSchema>;

export const partsQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  search: text(PART_LIMITS.search).optional(),
});

const quantity = z
  .number({ error: M.quantity })
  .int(M.quantity)
  .min(1, M.quantity)
  .max(PART_LIMITS.maxQuantity, M.quantityMax);

export const moveInputSchema = z
  .object({
    /** The shelf: a site of the part's district, or null (the central shelf, the pool's shelf). */
    siteId: optionalUuid(M.siteNotFound),
    /** Parts taken or brought (1 or more); for `adjusted`, the signed change (−2 takes two away). */
    quantity: z.number({ error: M.quantity }).int(M.quantity),
    reason: z.enum(MANUAL_MOVE_REASONS, { error: M.reason }),
    /** For `transferred`: where the parts go (null: the central shelf). */
    toSiteId: optionalUuid(M.siteNotFound),
    note: text(PART_LIMITS.note)
      .nullish()
      .transform((v) => v ?? ''),
  })
  .superRefine((m, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (m.reason === 'adjusted') {
      if (m.quantity === 0) issue('quantity', M.adjustment);
      else if (Math.abs(m.quantity) > PART_LIMITS.maxQuantity) issue('quantity', M.quantityMax);
    } else if (m.quantity < 1) issue('quantity', M.quantity);
    else if (m.quantity > PART_LIMITS.maxQuantity) issue('quantity', M.quantityMax);
    if (m.reason !== 'transferred' && m.toSiteId) issue('toSiteId', M.transferOnlyTo);
    if (m.reason === 'transferred' && m.toSiteId === m.siteId) issue('toSiteId', M.transferSame);
  });
export type MoveInput = z.input<typeof moveInputSchema>;
export type MovePayload = z.output<typeof moveInputSchema>;

export const repairPartInputSchema = z.object({
  partId: z.uuid({ error: M.partRequired }),
  quantity,
  /** The district's shelf the parts come from (null: the central shelf); none for a pool part. */
  siteId: optionalUuid(M.siteNotFound),
  note: text(PART_LIMITS.note)
    .nullish()
    .transform((v) => v ?? ''),
});

export const partStockSchema = z.object({
  siteId: z.uuid().nullable(),
  /** The site's name, or the central (or pool) shelf's. */
  siteName: z.string(),
  quantity: z.number().int(),
});

export const partSchema = z.object({
  id: z.uuid(),
  /** Null: a part of Five Star's shared pool. */
  districtId: z.uuid().nullable(),
  pool: z.boolean(),
  name: z.string(),
  sku: z.string(),
  models: z.array(z.string()),
  /** Dollars; null for callers who may not see costs (technicians, viewers). */
  unitCost: z.number().nullable(),
  reorderLevel: z.number().int(),
  /** Stock per shelf (a pool part: the pool's shelf). */
  stock: z.array(partStockSchema),
  total: z.number().int(),
  /** At or below the reorder level. */
  low: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Part = z.infer<typeof partSchema>;

export const partMoveSchema = z.object({
  id: z.uuid(),
  partId: z.uuid(),
  partName: z.string(),
  /** The district it is recorded for; null: a change of the pool itself. */
  districtId: z.uuid().nullable(),
  siteId: z.uuid().nullable(),
  siteName: z.string(),
  /** The change of stock: positive brought, negative taken. */
  quantity: z.number().int(),
  reason: z.enum(PART_MOVE_REASONS),
  repairId: z.uuid().nullable(),
  /** Dollars a unit at the time; null for callers who may not see costs. */
  unitCost: z.number().nullable(),
  note: z.string(),
  movedBy: z.string().nullable(),
  movedAt: z.string(),
});
export type PartMove = z.infer<typeof partMoveSchema>;

export const moveResultSchema = z.object({ part: partSchema, moves: z.array(partMoveSchema) });
export type MoveResult = z.infer<typeof moveResultSchema>;

// ---- Rules ----

/** The signed change of stock a hand-recorded move makes at its shelf. */
export function stockDelta(reason: ManualMoveReason | 'pool_draw', quantity: number): number {
  if (reason === 'received') return quantity;
  if (reason === 'adjusted') return quantity;
  return -quantity;
}

/** The stock after a change, or null when it would fall below zero (stock is never negative). */
export function stockAfter(have: number, delta: number): number | null {
  const after = have + delta;
  return after < 0 ? null : after;
}

/** At or below the reorder level. */
export const isLow = (total: number, reorderLevel: number): boolean => total <= reorderLevel;

/**
 * Did a change take the stock across its reorder level (from above to at or below)? The notice is sent
 * once per crossing: a further fall stays below and says nothing, a receipt above and a fall again
 * crosses again.
 */
export const crossedReorderLevel = (before: number, after: number, reorderLevel: number): boolean =>
  before > reorderLevel && after <= reorderLevel;

/** Does a part listed for `models` fit a device of `model`? No models: any; names compared without case. */
export function partFits(models: readonly string[], model: string): boolean {
  if (models.length === 0 || !model.trim()) return true;
  const m = model.trim().toLowerCase();
  return models.some((x) => x.trim().toLowerCase() === m);
}

/** The notice's words when a part runs low. */
export function lowStockNotice(part: { name: string; pool: boolean }, total: number, reorderLevel: number) {
  const where = part.pool ? 'in the shared pool' : 'in stock';
  return {
    title: `${part.name} is running low`,
    body: `${total} left ${where} (reorder level ${reorderLevel}).`,
  };
}
