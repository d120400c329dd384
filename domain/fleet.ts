// The AUE cliff (see docs/product.md#fleet): devices by the day their maker stops updating them,
// bucketed by school year, with what replacing them costs. Pure rules and the API's shapes.

import { z } from 'zod';

/**
 * The school year a day falls in: a school year ends June 30, so 2027-03-01 and 2026-07-01 are
 * both in "2026-27", and 2027-06-30 is its last day.
 */
export function schoolYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Past support: its last update day is before today. */
export const isPastSupport = (supportEndsOn: string, today: string) => supportEndsOn < today;

/** Students per working device, to one decimal; null when the site has no working device. */
export function studentsPerDevice(students: number, workingDevices: number): number | null {
  if (workingDevices === 0) return null;
  return Math.round((students / workingDevices) * 10) / 10;
}

/** Cents as dollars with two decimals, the way the API speaks money. */
export const dollars = (cents: number) => Math.round(cents) / 100;

export interface SupportRow {
  supportEndsOn: string;
  model: string;
  devices: number;
}

/**
 * Devices and the cost to replace them per school year, in order; devices past support are counted
 * in their own year too (the screen highlights those years).
 */
export function bucketBySchoolYear(
  rows: readonly SupportRow[],
  unitCostCents: ReadonlyMap<string, number>,
  today: string,
) {
  const years = new Map<string, { devices: number; cents: number; pastSupport: number }>();
  let pastDevices = 0;
  let pastCents = 0;
  for (const r of rows) {
    const key = schoolYearOf(r.supportEndsOn);
    const y = years.get(key) ?? { devices: 0, cents: 0, pastSupport: 0 };
    const cents = (unitCostCents.get(r.model) ?? 0) * r.devices;
    y.devices += r.devices;
    y.cents += cents;
    if (isPastSupport(r.supportEndsOn, today)) {
      y.pastSupport += r.devices;
      pastDevices += r.devices;
      pastCents += cents;
    }
    years.set(key, y);
  }
  return {
    years: [...years.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([schoolYear, y]) => ({
        schoolYear,
        devices: y.devices,
        pastSupport: y.pastSupport,
        replacementCost: dollars(y.cents),
      })),
    pastSupport: { devices: pastDevices, replacementCost: dollars(pastCents) },
  };
}

export const FLEET_MESSAGES = {
  loadFailed: 'The fleet could not be loaded.',
  costSaved: 'Unit cost saved.',
  costFailed: 'The unit cost could not be saved.',
  modelRequired: 'Name the model.',
  costInvalid: 'Enter a cost between $0 and $100,000.',
  empty: 'No device has a support end date yet. Connect Google Workspace or edit a device to add one.',
} as const;

const yearSchema = z.object({
  schoolYear: z.string(),
  devices: z.number().int(),
  pastSupport: z.number().int(),
  replacementCost: z.number(),
});

const siteSchema = z.object({
  siteId: z.uuid().nullable(),
  siteName: z.string(),
  devices: z.number().int(),
  pastSupport: z.number().int(),
  workingDevices: z.number().int(),
  students: z.number().int(),
  studentsPerDevice: z.number().nullable(),
});

const modelSchema = z.object({
  model: z.string(),
  devices: z.number().int(),
  pastSupport: z.number().int(),
  unitCost: z.number().nullable(),
  replacementCost: z.number(),
});

const districtRollupSchema = z.object({
  districtId: z.uuid(),
  districtName: z.string(),
  devices: z.number().int(),
  pastSupport: z.number().int(),
  replacementCost: z.number(),
  pastSupportShare: z.number(),
});

/** GET /api/fleet/aue: one district, or (Five Star outside a district) every district with `byDistrict`. */
export const fleetAueSchema = z.object({
  today: z.string(),
  devices: z.number().int(),
  /** Devices without a support end date (not in any year). */
  unknownSupport: z.number().int(),
  years: z.array(yearSchema),
  pastSupport: z.object({ devices: z.number().int(), replacementCost: z.number() }),
  bySite: z.array(siteSchema),
  byModel: z.array(modelSchema),
  byDistrict: z.array(districtRollupSchema).nullable(),
});
export type FleetAue = z.infer<typeof fleetAueSchema>;

export const fleetQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

export const fleetExportQuerySchema = fleetQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Format must be csv or xlsx.' }).optional(),
});

export const modelCostSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  model: z
    .string({ error: FLEET_MESSAGES.modelRequired })
    .trim()
    .min(1, FLEET_MESSAGES.modelRequired)
    .max(120, 'Model must be at most 120 characters'),
  /** Dollars, to the cent. */
  unitCost: z
    .number({ error: FLEET_MESSAGES.costInvalid })
    .min(0, FLEET_MESSAGES.costInvalid)
    .max(100_000, FLEET_MESSAGES.costInvalid),
});

export const modelCostAnswerSchema = z.object({ model: z.string(), unitCost: z.number() });
