import { z } from 'zod';
import { isoDate, text } from './http.ts';
import { fromCents, toCents } from './money.ts';

// The E-Rate register and the district's Category Two budget (issue 34; see docs/product.md#e-rate).
// E-Rate requires a district to keep an inventory of its Category Two (C2) equipment, and to keep
// each record 10 years after the equipment is disposed of; C2 money is a budget per five-year cycle.

/** The funding source key of E-Rate Category Two in every district's default list. */
export const ERATE_C2_KEY = 'erate_c2';
/** Years a C2 record is kept after disposal. */
export const ERATE_RETENTION_YEARS = 10;
/** Funding years in one C2 budget cycle. */
export const ERATE_CYCLE_YEARS = 5;
export const ERATE_LIMITS = { minYear: 2015, maxYear: 2100, maxBudget: 100_000_000 } as const;

export const ERATE_MESSAGES = {
  cycleStartYear: `Enter the first funding year of the cycle (${ERATE_LIMITS.minYear}–${ERATE_LIMITS.maxYear})`,
  budget: 'Enter the budget in dollars (0 or more)',
  budgetMax: 'The budget must be at most $100,000,000',
  disposedOn: 'Enter the day it was disposed of',
  disposedInFuture: 'The disposal day cannot be in the future',
  disposalNote: 'Say how it was disposed of (recycled, sold, returned…)',
  format: 'Format must be csv or xlsx',
  alreadyDisposed: 'This asset was already disposed of.',
  deleteC2: (keptUntil: string | null) =>
    keptUntil
      ? `This is E-Rate Category Two equipment: its record is kept on the E-Rate register until ${keptUntil}. It cannot be deleted before then.`
      : 'This is E-Rate Category Two equipment: E-Rate keeps its record 10 years after disposal. Use Dispose instead of Delete.',
  budgetSaved: 'Budget saved.',
  budgetFailed: 'The budget could not be saved.',
  disposed: 'Disposal recorded.',
  disposeFailed: 'The disposal could not be recorded.',
  loadFailed: 'The E-Rate register could not be loaded.',
  empty: 'No Category Two equipment yet. Assets whose funding source is E-Rate C2 appear here.',
  noBudget: 'No budget set for this cycle yet.',
  exportFailed: 'The register could not be exported.',
} as const;
const M = ERATE_MESSAGES;

// ── Rules ──────────────────────────────────────────────────────────────────────────────────────

/** The E-Rate funding year of a day: July 1 – June 30, named by the year it starts in. */
export function fundingYearOf(day: string): number {
  const [y, m] = day.split('-').map(Number);
  return m! >= 7 ? y! : y! - 1;
}

/** A five-year C2 cycle: FY<start> to FY<start+4>, July 1 of the first to June 30 after the last. */
export function c2Cycle(startYear: number) {
  const endYear = startYear + ERATE_CYCLE_YEARS - 1;
  return {
    startYear,
    endYear,
    from: `${startYear}-07-01`,
    to: `${endYear + 1}-06-30`,
    label: `FY${startYear}–FY${endYear}`,
  };
}
export type C2Cycle = ReturnType<typeof c2Cycle>;

/** Whether a purchase day falls in the cycle (a day without a purchase date counts nowhere). */
export const inCycle = (cycle: C2Cycle, day: string | null | undefined): boolean =>
  !!day && day >= cycle.from && day <= cycle.to;

/** The cycle a day falls in, counting cycles from a known start year (e.g. the district's latest). */
export function cycleStartFor(day: string, anchorStartYear: number): number {
  const fy = fundingYearOf(day);
  const offset = Math.floor((fy - anchorStartYear) / ERATE_CYCLE_YEARS);
  return anchorStartYear + offset * ERATE_CYCLE_YEARS;
}

export interface C2Equipment {
  /** Dollars (assets.cost); null: unknown, counts as 0. */
  cost: number | null;
  purchaseDate: string | null;
}

/**
 * Spent against a cycle's budget: the C2-funded equipment purchased in the cycle (disposed or not:
 * money spent stays spent), in cents; and what remains (negative when overspent).
 */
export function c2Budget(cycle: C2Cycle, budgetCents: number, equipment: C2Equipment[]) {
  const counted = equipment.filter((e) => inCycle(cycle, e.purchaseDate));
  const spentCents = counted.reduce((sum, e) => sum + toCents(e.cost ?? 0), 0);
  const remainingCents = budgetCents - spentCents;
  return {
    spentCents,
    remainingCents,
    overspent: remainingCents < 0,
    counted: counted.length,
    /** Share of the budget spent, 0–100+ (0 for a budget of 0 with nothing spent). */
    percentSpent:
      budgetCents > 0 ? Math.round((spentCents / budgetCents) * 1000) / 10 : spentCents > 0 ? 100 : 0,
  };
}

/** The last day a disposed C2 record must be kept: 10 years after disposal. */
export function keptUntil(disposedOn: string): string {
  const [y, m, d] = disposedOn.split('-').map(Number);
  const date = new Date(Date.UTC(y! + ERATE_RETENTION_YEARS, m! - 1, d!));
  // 29 February + 10 years is 1 March in a common year: keep it to the end of February.
  if (date.getUTCMonth() !== m! - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Whether a C2 record is still on the register today (in service, or disposed less than 10 years ago). */
export const onRegister = (disposedOn: string | null, today: string): boolean =>
  !disposedOn || today <= keptUntil(disposedOn);

/**
 * Why an asset may not be deleted (null: it may). C2 equipment is disposed of instead, and a
 * disposed record stays until its 10 years have passed.
 */
export function deleteRefusal(
  asset: { fundingSource: string | null; disposedOn: string | null },
  c2Keys: readonly string[],
  today: string,
): string | null {
  if (!asset.fundingSource || !c2Keys.includes(asset.fundingSource)) return null;
  if (!asset.disposedOn) return M.deleteC2(null);
  return onRegister(asset.disposedOn, today) ? M.deleteC2(keptUntil(asset.disposedOn)) : null;
}

/** The C2 keys of a district's funding sources; the default key when the district has no list yet. */
export function c2KeysOf(sources: readonly { key: string; erateC2: boolean }[]): string[] {
  return sources.length === 0 ? [ERATE_C2_KEY] : sources.filter((s) => s.erateC2).map((s) => s.key);
}

// ── Schemas ────────────────────────────────────────────────────────────────────────────────────

const districtId = z.uuid({ error: 'Not a valid district id' }).optional();

export const erateBudgetQuerySchema = z.object({
  districtId,
  /** The cycle to show; the district's latest saved cycle (or the current one) when left out. */
  cycleStartYear: z.coerce
    .number({ error: M.cycleStartYear })
    .int(M.cycleStartYear)
    .min(ERATE_LIMITS.minYear, M.cycleStartYear)
    .max(ERATE_LIMITS.maxYear, M.cycleStartYear)
    .optional(),
});

export const erateBudgetInputSchema = z.object({
  districtId,
  cycleStartYear: z
    .number({ error: M.cycleStartYear })
    .int(M.cycleStartYear)
    .min(ERATE_LIMITS.minYear, M.cycleStartYear)
    .max(ERATE_LIMITS.maxYear, M.cycleStartYear),
  /** Dollars. */
  budget: z
    .number({ error: M.budget })
    .min(0, M.budget)
    .max(ERATE_LIMITS.maxBudget, M.budgetMax)
    .transform((v) => Math.round(v * 100) / 100),
});
export type ErateBudgetInput = z.input<typeof erateBudgetInputSchema>;

export const erateBudgetSchema = z.object({
  cycleStartYear: z.number().int(),
  cycleLabel: z.string(),
  from: z.string(),
  to: z.string(),
  /** False while no budget was saved for the cycle (budget 0). */
  configured: z.boolean(),
  /** Dollars. */
  budget: z.number(),
  spent: z.number(),
  remaining: z.number(),
  overspent: z.boolean(),
  percentSpent: z.number(),
  /** How many C2 assets purchased in the cycle were counted. */
  counted: z.number().int(),
  /** The cycles the district saved a budget for, newest first. */
  cycles: z.array(z.number().int()),
});
export type ErateBudget = z.infer<typeof erateBudgetSchema>;

export function erateBudgetAnswer(
  cycle: C2Cycle,
  saved: { budgetCents: number } | null,
  equipment: C2Equipment[],
  cycles: number[],
): ErateBudget {
  const budgetCents = saved?.budgetCents ?? 0;
  const b = c2Budget(cycle, budgetCents, equipment);
  return {
    cycleStartYear: cycle.startYear,
    cycleLabel: cycle.label,
    from: cycle.from,
    to: cycle.to,
    configured: !!saved,
    budget: fromCents(budgetCents),
    spent: fromCents(b.spentCents),
    remaining: fromCents(b.remainingCents),
    overspent: b.overspent,
    percentSpent: b.percentSpent,
    counted: b.counted,
    cycles,
  };
}

export const ERATE_FORMATS = ['csv', 'xlsx'] as const;
export const erateRegisterQuerySchema = z.object({
  districtId,
  format: z.enum(ERATE_FORMATS, { error: M.format }).optional().default('csv'),
});

export const erateEquipmentQuerySchema = z.object({ districtId });

export const erateRegisterRowSchema = z.object({
  id: z.uuid(),
  assetTag: z.string(),
  name: z.string(),
  make: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  /** The site's name and the location within it ("Lakeside Elementary — MDF"). */
  location: z.string(),
  /** The purchase date (E-Rate's install date). */
  installDate: z.string().nullable(),
  cost: z.number().nullable(),
  fundingSource: z.string(),
  disposedOn: z.string().nullable(),
  disposalNote: z.string(),
  /** The last day the record is kept (10 years after disposal); null while in service. */
  keptUntil: z.string().nullable(),
});
export type ErateRegisterRow = z.infer<typeof erateRegisterRowSchema>;

/** The register's columns, as the CSV and the workbook write them. */
export const ERATE_REGISTER_COLUMNS = [
  { field: 'assetTag', label: 'Asset tag', width: 14 },
  { field: 'make', label: 'Make', width: 16 },
  { field: 'model', label: 'Model', width: 22 },
  { field: 'serialNumber', label: 'Serial number', width: 18 },
  { field: 'name', label: 'Name', width: 24 },
  { field: 'location', label: 'Location', width: 30 },
  { field: 'installDate', label: 'Install date', width: 13 },
  { field: 'cost', label: 'Cost', width: 12 },
  { field: 'fundingSource', label: 'Funding source', width: 16 },
  { field: 'disposedOn', label: 'Disposed on', width: 13 },
  { field: 'disposalNote', label: 'Disposal note', width: 24 },
  { field: 'keptUntil', label: 'Kept until', width: 13 },
] as const satisfies readonly { field: keyof ErateRegisterRow; label: string; width: number }[];

/** One row's cells in column order ('' for nothing; cost as a number). */
export const erateRegisterCells = (row: ErateRegisterRow): (string | number)[] =>
  ERATE_REGISTER_COLUMNS.map((c) => row[c.field] ?? '');

export const erateRegisterFileName = (format: (typeof ERATE_FORMATS)[number], today: string) =>
  `erate-c2-register-${today}.${format}`;

export const disposeAssetSchema = z.object({
  disposedOn: isoDate(M.disposedOn),
  note: text(500, M.disposalNote),
});
export type DisposeAssetInput = z.input<typeof disposeAssetSchema>;

export const disposedAssetSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  disposedOn: z.string(),
  disposalNote: z.string(),
  keptUntil: z.string().nullable(),
});
