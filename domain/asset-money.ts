// Money on assets (see docs/product.md#asset-money): purchase, cost, vendor, PO, funding source,
// warranty and straight-line depreciation. Pure rules: the value of an asset at a date, its
// depreciation in a fiscal year (July–June), warranty windows, the default years per category and
// the district's funding sources. Cost, vendor, PO and funding source are money: only the roles of
// the `money` area see them.

import { z } from 'zod';
import { ACCESS } from './access.ts';
import { hasControlCharacters, isoDate } from './http.ts';
import type { Role } from './roles.ts';

/** Years of straight-line depreciation by category key, when neither asset nor category says. */
export const DEFAULT_DEPRECIATION_YEARS: Readonly<Record<string, number>> = {
  chromebook: 4,
  laptop: 4,
  tablet: 4,
  phone: 3,
  hotspot: 3,
  desktop: 5,
  interactive_display: 7,
  projector: 5,
  document_camera: 5,
  printer: 5,
  network: 7,
  server: 5,
  other: 5,
};
/** A category the table does not name. */
export const FALLBACK_DEPRECIATION_YEARS = 5;
export const DEPRECIATION_YEARS_MAX = 30;
/** "Warranty ending soon": within this many days. */
export const WARRANTY_SOON_DAYS = 90;
export const ASSET_COST_MAX = 10_000_000;
export const FUNDING_SOURCES_MAX = 30;
export const FUNDING_LABEL_MAX = 60;

export const ASSET_MONEY_MESSAGES = {
  cost: `Cost must be an amount in dollars from 0 to ${ASSET_COST_MAX.toLocaleString('en-US')}, with at most two decimals.`,
  purchaseDate: 'Purchase date must be a date as YYYY-MM-DD.',
  warrantyEndsAt: 'Warranty end must be a date as YYYY-MM-DD.',
  warrantyBeforePurchase: 'The warranty cannot end before the purchase date.',
  depreciationYears: `Depreciation years must be a whole number from 1 to ${DEPRECIATION_YEARS_MAX}.`,
  vendor: 'Vendor must be at most 120 characters.',
  poNumber: 'PO number must be at most 60 characters.',
  fundingSource: (keys: readonly string[]) =>
    keys.length
      ? `Funding source must be one of: ${keys.join(', ')}.`
      : 'This district has no funding sources.',
  fundingLabel: `Every funding source needs a name of at most ${FUNDING_LABEL_MAX} characters.`,
  fundingKey: 'A funding source key uses lowercase letters, digits and _, and starts with a letter.',
  fundingNone: 'Keep at least one funding source.',
  fundingTooMany: `A district may have at most ${FUNDING_SOURCES_MAX} funding sources.`,
  fundingDuplicate: (label: string) => `Two funding sources are named "${label}": names must be different.`,
  fundingInUse: (label: string, count: number) =>
    `${label} funds ${count.toLocaleString('en-US')} ${count === 1 ? 'asset' : 'assets'}: give ${count === 1 ? 'it' : 'them'} another funding source before removing ${label}.`,
  fundingSaved: { title: 'Funding Sources Saved', description: 'Assets can use the new list.' },
  fundingSaveFailed: { title: 'Error', description: 'Failed to save the funding sources' },
  fundingLoadFailed: 'The funding sources could not be loaded.',
} as const;
const M = ASSET_MONEY_MESSAGES;

/** Whether a role sees asset cost, vendor, PO and funding (the `money` area: administrators, Five Star). */
export function canSeeAssetMoney(role: Role): boolean {
  return ACCESS.money.roles[role].includes('read');
}

// ---- Depreciation ----------------------------------------------------------------------------

/** The years an asset depreciates over: its own, else its category's, else the default of its key. */
export function depreciationYearsOf(
  asset: { category: string; depreciationYears?: number | null },
  categories: readonly { key: string; depreciationYears?: number | null }[] = [],
): number {
  if (asset.depreciationYears) return asset.depreciationYears;
  const own = categories.find((c) => c.key === asset.category)?.depreciationYears;
  return own || DEFAULT_DEPRECIATION_YEARS[asset.category] || FALLBACK_DEPRECIATION_YEARS;
}

const dayNumber = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000;
/** The same day `years` later (Feb 29 becomes Mar 1 in a common year). */
export function addYearsIso(iso: string, years: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}
const cents = (dollars: number) => Math.round(dollars * 100);

export interface Depreciable {
  cost: number | null;
  purchaseDate: string | null;
  /** The years in effect (depreciationYearsOf). */
  years: number;
}

/**
 * Straight line: the book value at the start of `date`, in dollars to the cent. The cost on the
 * purchase date and before, nothing from `years` after it; in between, by the day. Null without
 * a cost or a purchase date.
 */
export function valueAt(asset: Depreciable, date: string): number | null {
  if (asset.cost === null || asset.purchaseDate === null) return null;
  const now = dayNumber(date);
  const total = cents(asset.cost);
  if (now <= dayNumber(asset.purchaseDate)) return total / 100;
  if (now >= dayNumber(addYearsIso(asset.purchaseDate, asset.years))) return 0;
  // Whole years since the purchase, then the share of the current one by the day: each year
  // loses the same amount whatever its length.
  let whole = 0;
  while (dayNumber(addYearsIso(asset.purchaseDate, whole + 1)) <= now) whole++;
  const from = dayNumber(addYearsIso(asset.purchaseDate, whole));
  const to = dayNumber(addYearsIso(asset.purchaseDate, whole + 1));
  const used = (whole + (now - from) / (to - from)) / asset.years;
  return Math.round(total * (1 - used)) / 100;
}

/** A fiscal year, July 1 to June 30: "FY2026-27" runs from 2026-07-01 to 2027-06-30. */
export interface FiscalYear {
  label: string;
  from: string;
  to: string;
}
export function fiscalYearOf(date: string): FiscalYear {
  const year = Number(date.slice(0, 4));
  const first = Number(date.slice(5, 7)) >= 7 ? year : year - 1;
  return {
    label: `FY${first}-${String((first + 1) % 100).padStart(2, '0')}`,
    from: `${first}-07-01`,
    to: `${first + 1}-06-30`,
  };
}

/** How much value the asset loses in the fiscal year (from its first day to the next year's first day). */
export function depreciationIn(asset: Depreciable, fy: FiscalYear): number | null {
  const before = valueAt(asset, fy.from);
  const after = valueAt(asset, addYearsIso(fy.from, 1));
  if (before === null || after === null) return null;
  return Math.round((before - after) * 100) / 100;
}

// ---- Warranty ---------------------------------------------------------------------------------

export const WARRANTY_STATES = ['none', 'active', 'ending', 'expired'] as const;
export type WarrantyState = (typeof WARRANTY_STATES)[number];
export const WARRANTY_LABELS: Record<WarrantyState, string> = {
  none: 'No warranty recorded',
  active: 'Under warranty',
  ending: 'Warranty ending soon',
  expired: 'Warranty expired',
};

/** `ending`: its last day is today or within WARRANTY_SOON_DAYS; `expired`: the day has passed. */
export function warrantyState(endsOn: string | null, today: string): WarrantyState {
  if (!endsOn) return 'none';
  const left = dayNumber(endsOn) - dayNumber(today);
  if (left < 0) return 'expired';
  return left <= WARRANTY_SOON_DAYS ? 'ending' : 'active';
}

/** The window "warranty ending in 90 days" counts: today to today + 90, both included. */
export function warrantyWindow(today: string, days = WARRANTY_SOON_DAYS): { from: string; to: string } {
  const to = new Date((dayNumber(today) + days) * 86_400_000).toISOString().slice(0, 10);
  return { from: today, to };
}

// ---- Funding sources --------------------------------------------------------------------------

export const fundingSourceSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Counts against the E-Rate Category Two budget. */
  erateC2: z.boolean(),
});
export type FundingSource = z.infer<typeof fundingSourceSchema>;

/** The list every district starts with (it edits it on the Inventory's funding sources dialog). */
export const DEFAULT_FUNDING_SOURCES: FundingSource[] = [
  { key: 'erate_c2', label: 'E-Rate C2', erateC2: true },
  { key: 'esser', label: 'ESSER', erateC2: false },
  { key: 'title_i', label: 'Title I', erateC2: false },
  { key: 'title_ii', label: 'Title II', erateC2: false },
  { key: 'title_iii', label: 'Title III', erateC2: false },
  { key: 'title_iv', label: 'Title IV', erateC2: false },
  { key: 'local_bond', label: 'Local bond', erateC2: false },
  { key: 'general_fund', label: 'General fund', erateC2: false },
  { key: 'grant', label: 'Grant', erateC2: false },
];

const FUNDING_KEY = /^[a-z][a-z0-9_]{0,39}$/;
/** A new source's key from its name ("Title V" -> "title_v"), unique among `taken`. */
export function fundingKeyFromLabel(label: string, taken: readonly string[]): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, 36) || 'source';
  let key = base;
  for (let n = 2; taken.includes(key); n++) key = `${base}_${n}`;
  return key;
}

/** PUT /api/funding-sources: the whole list in order; a row without a key is new (its key comes from its name). */
export const saveFundingSourcesSchema = z
  .object({
    sources: z
      .array(
        z.object({
          key: z.string({ error: M.fundingKey }).regex(FUNDING_KEY, M.fundingKey).optional(),
          label: z
            .string({ error: M.fundingLabel })
            .trim()
            .min(1, M.fundingLabel)
            .max(FUNDING_LABEL_MAX, M.fundingLabel)
            .refine((s) => !hasControlCharacters(s), M.fundingLabel),
          erateC2: z
            .boolean({ error: 'Say whether it is E-Rate Category Two: true or false.' })
            .default(false),
        }),
        { error: M.fundingNone },
      )
      .min(1, M.fundingNone)
      .max(FUNDING_SOURCES_MAX, M.fundingTooMany),
  })
  .superRefine((v, ctx) => {
    const labels = new Set<string>();
    v.sources.forEach((s, i) => {
      const l = s.label.toLowerCase();
      if (labels.has(l))
        ctx.addIssue({ code: 'custom', path: ['sources', i, 'label'], message: M.fundingDuplicate(s.label) });
      labels.add(l);
    });
  })
  .transform((v) => {
    const taken = v.sources.flatMap((s) => (s.key ? [s.key] : []));
    const seen = new Set<string>();
    return v.sources.map((s) => {
      // A repeated key (a copied row) becomes a new source rather than overwriting the first.
      let key = s.key && !seen.has(s.key) ? s.key : fundingKeyFromLabel(s.label, [...taken, ...seen]);
      if (seen.has(key)) key = fundingKeyFromLabel(s.label, [...taken, ...seen]);
      seen.add(key);
      return { key, label: s.label, erateC2: s.erateC2 };
    });
  });
export type SaveFundingSourcesPayload = z.input<typeof saveFundingSourcesSchema>;

/** The label of a funding source key (the key itself once the source is gone). */
export function fundingLabel(sources: readonly FundingSource[], key: string | null): string {
  if (!key) return '';
  return sources.find((s) => s.key === key)?.label ?? key;
}

// ---- Asset fields -----------------------------------------------------------------------------

/** Dollars with at most two decimals, from 0 to ASSET_COST_MAX. */
export const dollarsSchema = z
  .number({ error: M.cost })
  .min(0, M.cost)
  .max(ASSET_COST_MAX, M.cost)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.cost);

/**
 * The money fields of the Add Asset and Edit dialogs. Each may be null to clear it; left out, it
 * stays as it is. Cost, vendor, PO and funding source are ignored from a role that sees no money.
 */
export const assetMoneyFieldsSchema = z.object({
  purchaseDate: isoDate(M.purchaseDate).nullable().optional(),
  cost: dollarsSchema.nullable().optional(),
  vendor: z.string({ error: M.vendor }).trim().max(120, M.vendor).nullable().optional(),
  poNumber: z.string({ error: M.poNumber }).trim().max(60, M.poNumber).nullable().optional(),
  /** A key of the district's funding sources. */
  fundingSource: z
    .string({ error: M.fundingSource([]) })
    .trim()
    .max(40)
    .nullable()
    .optional(),
  warrantyEndsAt: isoDate(M.warrantyEndsAt).nullable().optional(),
  depreciationYears: z
    .number({ error: M.depreciationYears })
    .int(M.depreciationYears)
    .min(1, M.depreciationYears)
    .max(DEPRECIATION_YEARS_MAX, M.depreciationYears)
    .nullable()
    .optional(),
});

/** The cross-field rule: a warranty does not end before the purchase. */
export function warrantyAfterPurchase(v: { purchaseDate?: string | null; warrantyEndsAt?: string | null }) {
  return !v.purchaseDate || !v.warrantyEndsAt || v.warrantyEndsAt >= v.purchaseDate;
}

/** An import cell as dollars ("$1,249.00", "1249"); null when empty, undefined when not an amount. */
export function dollarsFromText(text: string): number | null | undefined {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!t) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  const n = Number(t);
  return n <= ASSET_COST_MAX ? n : undefined;
}

/** An import cell as a day: "2026-03-14" or "3/14/2026"; null when empty, undefined when not a date. */
export function dayFromText(text: string): string | null | undefined {
  const t = text.trim();
  if (!t) return null;
  let iso = t;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (us) iso = `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) return undefined;
  const year = Number(iso.slice(0, 4));
  return year >= 1900 && year <= 2200 ? iso : undefined;
}
