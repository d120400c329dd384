// Fees and charges of device damage (issue 34, docs/product.md#charges): the fee schedule, insurance
// plans, waivers, the charge arithmetic, the school year, payment imports and the family
// statement's words in English and Spanish. Pure rules and the API's shapes.

import { z } from 'zod';
import {
  CHARGE_STATES,
  type ChargeState,
  DAMAGE_KINDS,
  DAMAGE_STATES,
  type DamageKind,
  WAIVER_KINDS,
  type WaiverKind,
} from './device-money.ts';
import { isoDate, text } from './http.ts';
import { formatCents } from './money.ts';

// ——— Words ———

export const DAMAGE_KIND_LABELS: Record<DamageKind, string> = {
  screen: 'Screen',
  keyboard: 'Keyboard',
  charger: 'Charger',
  liquid: 'Liquid damage',
  lost: 'Lost device',
  stolen: 'Stolen device',
  other: 'Other damage',
};

export const CHARGE_STATE_LABELS: Record<ChargeState, string> = {
  open: 'Open',
  paid: 'Paid',
  waived: 'Waived',
};

export const WAIVER_KIND_LABELS: Record<WaiverKind, string> = {
  free_lunch: 'Free lunch',
  reduced_lunch: 'Reduced lunch',
  other: 'Other',
};

/** The share a waiver of each kind takes off unless the administrator says otherwise. */
export const WAIVER_DEFAULT_PERCENT: Record<WaiverKind, number> = {
  free_lunch: 100,
  reduced_lunch: 50,
  other: 100,
};

/** Limits of what the screens and imports take. */
export const CHARGE_LIMITS = {
  maxAmount: 100_000,
  maxScheduleItems: 200,
  maxDeductibles: 10,
  maxIncidentsPerYear: 50,
  maxImportBytes: 1_000_000,
  maxImportRows: 5_000,
  previewRows: 50,
  listMax: 500,
} as const;

export const CHARGE_MESSAGES = {
  amount: 'Enter an amount of 0 or more dollars.',
  amountMax: `An amount is at most $${CHARGE_LIMITS.maxAmount.toLocaleString('en-US')}.`,
  price: 'Enter a price of 0 or more dollars.',
  kind: 'Choose a damage kind.',
  duplicateItem: (kind: string, model: string) =>
    `${kind}${model ? ` for ${model}` : ''} is in the schedule twice.`,
  priceRequired: (kind: string) => `${kind} needs a price (only lost and stolen use the replacement cost).`,
  tooManyItems: `A fee schedule has at most ${CHARGE_LIMITS.maxScheduleItems} prices.`,
  planName: 'Give the plan a name.',
  planNameTaken: 'A plan with this name already exists.',
  premium: 'Enter a premium of 0 or more dollars.',
  covers: 'Choose at least one damage kind the plan covers.',
  deductible: 'Enter deductibles of 0 or more dollars.',
  tooManyDeductibles: `A plan has at most ${CHARGE_LIMITS.maxDeductibles} deductibles.`,
  incidents: `Covered incidents per year are 1 to ${CHARGE_LIMITS.maxIncidentsPerYear}, or empty for no limit.`,
  planNotFound: 'Insurance plan not found.',
  planInactive: 'This plan is no longer offered.',
  schoolYear: 'A school year looks like 2026-27.',
  paidOn: 'The paid date must be a date (YYYY-MM-DD).',
  personId: 'Not a valid person id',
  personNotFound: 'Person not found.',
  waiverKind: 'Choose free lunch, reduced lunch or other, or none.',
  waiverPercent: 'A waiver takes 0 to 100 %.',
  damageNotFound: 'Damage report not found.',
  noPerson: 'Nobody had this device when it was damaged: there is nobody to charge.',
  alreadyDecided: 'The charge of this damage has been decided already.',
  chargeNotFound: 'Charge not found.',
  status: 'Choose open, paid or waived.',
  waiveNote: 'Say why the charge is waived.',
  note: 'A note is at most 1000 characters.',
  csvRequired: 'Choose the CSV file of the payment system.',
  csvTooLarge: 'The file is too large (at most 1 MB).',
  csvColumns: 'The file needs the columns reference, student id or email, amount and date.',
  csvTooManyRows: `A file has at most ${CHARGE_LIMITS.maxImportRows.toLocaleString('en-US')} payments.`,
  importRejected: 'Nothing was imported: fix the rejected rows first.',
  lang: 'The language is en or es.',
  held: (name: string, owed: number) => `Held: ${name} owes ${formatCents(owed)} — see Fees & charges.`,
  // Toasts of the screen.
  loadFailed: 'Charges could not be loaded.',
  scheduleSaved: 'Fee schedule saved.',
  scheduleFailed: 'The fee schedule could not be saved.',
  planSaved: 'Insurance plan saved.',
  planFailed: 'The insurance plan could not be saved.',
  confirmed: 'Charge recorded.',
  confirmFailed: 'The charge could not be recorded.',
  updated: 'Charge updated.',
  updateFailed: 'The charge could not be updated.',
  imported: (n: number) => `${n} payment${n === 1 ? '' : 's'} recorded.`,
  importFailed: 'The payments could not be imported.',
  waiverSaved: 'Waiver saved.',
  waiverFailed: 'The waiver could not be saved.',
  enrolled: 'Enrolled.',
  enrollFailed: 'The enrollment could not be saved.',
  emptyOpen: 'Nothing is owed: no open charges and no damage waiting for a decision.',
  emptyHistory: 'No charges yet.',
} as const;

const M = CHARGE_MESSAGES;

// ——— School year ———

/** The school year of a day (July 1 – June 30): '2026-11-27' → '2026-27', '2027-03-01' → '2026-27'. */
export function schoolYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of a school year ('2026-27' → 2026-07-01 … 2027-06-30). */
export function schoolYearRange(schoolYear: string): { from: string; to: string } {
  const start = Number(schoolYear.slice(0, 4));
  return { from: `${start}-07-01`, to: `${start + 1}-06-30` };
}

const SCHOOL_YEAR = /^(\d{4})-(\d{2})$/;
export const isSchoolYear = (s: string) => {
  const m = SCHOOL_YEAR.exec(s);
  return !!m && (Number(m[1]) + 1) % 100 === Number(m[2]) && Number(m[1]) >= 1900 && Number(m[1]) < 2200;
};

// ——— The charge arithmetic ———

export interface FeeItem {
  kind: DamageKind;
  /** '' for every model. */
  model: string;
  /** Null: the replacement cost (lost, stolen). */
  priceCents: number | null;
}

export interface PlanTerms {
  name: string;
  covers: readonly string[];
  /** By incident number; the last repeats. */
  deductiblesCents: readonly number[];
  incidentsPerYear: number | null;
}

export interface ChargeInput {
  kind: DamageKind;
  model: string;
  schedule: readonly FeeItem[];
  /** What replacing the device costs (the asset's cost, else the model's, else the district's default). */
  replacementCents: number | null;
  /** The person's plan this school year, if any. */
  plan: PlanTerms | null;
  /** Incidents the plan already covered for the person this school year. */
  incidentsUsed: number;
  waiver: { kind: WaiverKind; percent: number } | null;
}

export interface BreakdownLine {
  label: string;
  cents: number;
}

export interface ChargeProposal {
  amountCents: number;
  lines: BreakdownLine[];
  /** Whether the plan covered this incident (it then counts toward the plan's incidents). */
  covered: boolean;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** The schedule's price of a kind for a model: the model's own, else every model's; undefined when none. */
export function scheduledPrice(schedule: readonly FeeItem[], kind: DamageKind, model: string) {
  const own = model ? schedule.find((i) => i.kind === kind && i.model === model) : undefined;
  return own ?? schedule.find((i) => i.kind === kind && i.model === '');
}

/**
 * What a damage costs its family, and how: the schedule's price (or the replacement cost), what
 * the insurance plan leaves (its deductible for this incident, while incidents remain), then the
 * waiver's share off. Every step is a line of the breakdown; the lines add up to the amount.
 */
export function computeCharge(input: ChargeInput): ChargeProposal {
  const what = `${DAMAGE_KIND_LABELS[input.kind]}${input.model ? `, ${input.model}` : ''}`;
  const item = scheduledPrice(input.schedule, input.kind, input.model);
  const replaces = item ? item.priceCents === null : input.kind === 'lost' || input.kind === 'stolen';
  let price: number;
  const lines: BreakdownLine[] = [];
  if (!replaces) {
    price = item?.priceCents ?? 0;
    lines.push({ label: item ? what : `${what}: no price in the fee schedule`, cents: price });
  } else if (input.replacementCents !== null) {
    price = input.replacementCents;
    lines.push({ label: `${what}: replacement cost`, cents: price });
  } else {
    price = 0;
    lines.push({ label: `${what}: replacement cost unknown`, cents: 0 });
  }

  let covered = false;
  let due = price;
  const plan = input.plan;
  if (plan && price > 0) {
    const n = input.incidentsUsed + 1;
    if (!plan.covers.includes(input.kind)) {
      lines.push({
        label: `Insurance ${plan.name} does not cover ${DAMAGE_KIND_LABELS[input.kind].toLowerCase()}`,
        cents: 0,
      });
    } else if (plan.incidentsPerYear !== null && n > plan.incidentsPerYear) {
      lines.push({
        label: `Insurance ${plan.name}, ${ordinal(n)} incident: over the ${plan.incidentsPerYear} covered this school year`,
        cents: 0,
      });
    } else {
      covered = true;
      const ds = plan.deductiblesCents;
      const deductible = ds.length ? ds[Math.min(n, ds.length) - 1]! : 0;
      due = Math.min(price, deductible);
      lines.push({
        label: `Insurance ${plan.name}, ${ordinal(n)} incident: deductible ${formatCents(deductible)}`,
        cents: due - price,
      });
    }
  }

  const waiver = input.waiver;
  if (waiver && due > 0 && waiver.percent > 0) {
    const off = Math.round((due * Math.min(100, waiver.percent)) / 100);
    lines.push({ label: `${WAIVER_KIND_LABELS[waiver.kind]} waiver ${waiver.percent} %`, cents: -off });
    due -= off;
  }
  return { amountCents: due, lines, covered };
}

// ——— Payment imports ———

/** Which header names (lower-cased, trimmed) each column of a payment file may have. */
export const PAYMENT_COLUMNS = {
  reference: [
    'reference',
    'ref',
    'payment reference',
    'transaction id',
    'transaction',
    'payment id',
    'receipt',
  ],
  studentId: ['student id', 'student_id', 'studentid', 'sis id', 'sis_id', 'student number', 'id number'],
  email: ['email', 'student email', 'e-mail'],
  amount: ['amount', 'amount paid', 'paid', 'payment amount', 'total'],
  date: ['date', 'paid on', 'payment date', 'paid date', 'transaction date'],
} as const;
export type PaymentColumn = keyof typeof PAYMENT_COLUMNS;

/** The index of each column in a header row (−1 when absent). */
export function paymentColumns(header: readonly string[]): Record<PaymentColumn, number> {
  const names = header.map((h) => h.trim().toLowerCase());
  const find = (col: PaymentColumn) =>
    names.findIndex((n) => (PAYMENT_COLUMNS[col] as readonly string[]).includes(n));
  return {
    reference: find('reference'),
    studentId: find('studentId'),
    email: find('email'),
    amount: find('amount'),
    date: find('date'),
  };
}

/** "$45.00", "45", "1,045.50" → cents; null when not an amount above 0. */
export function parseAmount(cell: string): number | null {
  const clean = cell.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const cents = Math.round(Number(clean) * 100);
  return cents > 0 ? cents : null;
}

/** "2026-11-27", "11/27/2026" → "2026-11-27"; null otherwise. */
export function parsePaymentDate(cell: string): string | null {
  const s = cell.trim();
  let iso: string | null = null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) iso = s;
  else if (us) iso = `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * Which open charges a payment pays: one charge of exactly that amount, else the oldest ones
 * whose total is exactly the amount; null when it matches neither (a partial payment is recorded
 * by hand). `open` is oldest first.
 */
export function matchPayment(
  amountCents: number,
  open: readonly { id: string; cents: number }[],
): string[] | null {
  const exact = open.find((c) => c.cents === amountCents);
  if (exact) return [exact.id];
  let sum = 0;
  const ids: string[] = [];
  for (const c of open) {
    sum += c.cents;
    ids.push(c.id);
    if (sum === amountCents) return ids;
    if (sum > amountCents) return null;
  }
  return null;
}

export const IMPORT_ROW_MESSAGES = {
  reference: 'The reference is missing.',
  referenceUsed: (ref: string) => `Payment ${ref} was imported already.`,
  referenceTwice: (ref: string) => `Payment ${ref} is in the file twice.`,
  who: 'The student id or email is missing.',
  personUnknown: (who: string) => `No person of the district has the id or email ${who}.`,
  amount: 'The amount is not an amount above $0.',
  date: 'The date is not a date (YYYY-MM-DD or MM/DD/YYYY).',
  nothingOpen: (name: string) => `${name} has no open charges.`,
  noMatch: (name: string, amount: number, open: number) =>
    `${formatCents(amount)} does not match ${name}'s open charges (${formatCents(open)} in all): record it by hand.`,
} as const;

// ——— Statement (family letter) in English and Spanish ———

export const STATEMENT_LANGS = ['en', 'es'] as const;
export type StatementLang = (typeof STATEMENT_LANGS)[number];

// Its words: domain/locales/statement.en.ts and statement.es.ts (statementText, statementDescription).

// ——— Schemas ———

const districtId = z.uuid({ error: 'Not a valid district id' }).optional();

/** Dollars, 0 or more, kept to the cent. */
const dollars = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(CHARGE_LIMITS.maxAmount, M.amountMax)
    .transform((v) => Math.round(v * 100) / 100);

const damageKind = z.enum(DAMAGE_KINDS, { error: M.kind });
const money = z.number();

export const lineSchema = z.object({ label: z.string(), amount: money });
export type ChargeLine = z.infer<typeof lineSchema>;

export const feeScheduleItemSchema = z.object({
  kind: damageKind,
  model: text(200).optional().default(''),
  /** Null: the replacement cost (lost and stolen only). */
  price: dollars(M.price).nullable(),
});

export const feeScheduleSchema = z.object({
  districtId: z.uuid(),
  items: z.array(z.object({ kind: z.enum(DAMAGE_KINDS), model: z.string(), price: money.nullable() })),
  /** Hold check-out of a device to a person with open charges. */
  holdCheckout: z.boolean(),
  /** The replacement cost when neither the asset nor its model has one. */
  replacementDefault: money.nullable(),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

export const saveFeeScheduleSchema = z
  .object({
    districtId,
    items: z.array(feeScheduleItemSchema).max(CHARGE_LIMITS.maxScheduleItems, M.tooManyItems),
    holdCheckout: z.boolean({ error: 'holdCheckout must be true or false.' }),
    replacementDefault: dollars(M.price).nullable().optional().default(null),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.items.forEach((item, i) => {
      const key = `${item.kind}\u0000${item.model.toLowerCase()}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'model'],
          message: M.duplicateItem(DAMAGE_KIND_LABELS[item.kind], item.model),
        });
      seen.add(key);
      if (item.price === null && item.kind !== 'lost' && item.kind !== 'stolen')
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'price'],
          message: M.priceRequired(DAMAGE_KIND_LABELS[item.kind]),
        });
    });
  });
export type SaveFeeSchedulePayload = z.input<typeof saveFeeScheduleSchema>;

export const insurancePlanSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  premium: money,
  covers: z.array(z.enum(DAMAGE_KINDS)),
  deductibles: z.array(money),
  incidentsPerYear: z.number().int().nullable(),
  active: z.boolean(),
  /** People enrolled this school year. */
  enrolled: z.number().int(),
});
export type InsurancePlan = z.infer<typeof insurancePlanSchema>;

export const insurancePlanInputSchema = z.object({
  districtId,
  name: text(100, M.planName),
  premium: dollars(M.premium),
  covers: z.array(damageKind, { error: M.covers }).min(1, M.covers).max(DAMAGE_KINDS.length, M.covers),
  deductibles: z
    .array(dollars(M.deductible), { error: M.deductible })
    .max(CHARGE_LIMITS.maxDeductibles, M.tooManyDeductibles),
  incidentsPerYear: z
    .number({ error: M.incidents })
    .int(M.incidents)
    .min(1, M.incidents)
    .max(CHARGE_LIMITS.maxIncidentsPerYear, M.incidents)
    .nullable(),
  active: z.boolean().optional().default(true),
});
export type InsurancePlanPayload = z.input<typeof insurancePlanInputSchema>;

export const enrollmentInputSchema = z.object({
  districtId,
  personId: z.uuid({ error: M.personId }),
  planId: z.uuid({ error: 'Not a valid plan id' }),
  schoolYear: z.string({ error: M.schoolYear }).refine(isSchoolYear, M.schoolYear),
  paidOn: isoDate(M.paidOn).nullable().optional(),
});

export const enrollmentSchema = z.object({
  personId: z.uuid(),
  planId: z.uuid(),
  planName: z.string(),
  schoolYear: z.string(),
  paidOn: z.string().nullable(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const waiverInputSchema = z.object({
  districtId,
  kind: z.enum(WAIVER_KINDS, { error: M.waiverKind }).nullable(),
  percent: z
    .number({ error: M.waiverPercent })
    .int(M.waiverPercent)
    .min(0, M.waiverPercent)
    .max(100, M.waiverPercent)
    .optional(),
});
export type WaiverPayload = z.input<typeof waiverInputSchema>;

export const waiverSchema = z.object({ kind: z.enum(WAIVER_KINDS), percent: z.number().int() }).nullable();
export type Waiver = z.infer<typeof waiverSchema>;

/** A person's money side, for the People page (administrators). */
export const personChargesSchema = z.object({
  personId: z.uuid(),
  waiver: waiverSchema,
  enrollment: enrollmentSchema.nullable(),
  openTotal: money,
});
export type PersonCharges = z.infer<typeof personChargesSchema>;

export const chargeProposalSchema = z.object({
  damageId: z.uuid(),
  assetId: z.uuid(),
  assetTag: z.string(),
  kind: z.enum(DAMAGE_KINDS),
  model: z.string(),
  personId: z.uuid().nullable(),
  personName: z.string().nullable(),
  occurredAt: z.string(),
  schoolYear: z.string(),
  state: z.enum(DAMAGE_STATES),
  amount: money,
  lines: z.array(lineSchema),
  /** The charge made of it, once decided. */
  chargeId: z.uuid().nullable(),
});
export type ChargeProposalAnswer = z.infer<typeof chargeProposalSchema>;

export const confirmChargeSchema = z.object({
  districtId,
  /** Another amount than the proposal's (an adjustment, audited). */
  amount: dollars(M.amount).optional(),
  note: text(1000).optional(),
});
export type ConfirmChargePayload = z.input<typeof confirmChargeSchema>;

export const chargeSchema = z.object({
  id: z.uuid(),
  personId: z.uuid(),
  personName: z.string(),
  damageId: z.uuid().nullable(),
  description: z.string(),
  amount: money,
  lines: z.array(lineSchema),
  status: z.enum(CHARGE_STATES),
  note: z.string(),
  paymentRef: z.string().nullable(),
  paidOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const listChargesQuerySchema = z.object({
  districtId,
  personId: z.uuid({ error: M.personId }).optional(),
  status: z.enum(CHARGE_STATES, { error: M.status }).optional(),
});

export const updateChargeSchema = z
  .object({
    districtId,
    amount: dollars(M.amount).optional(),
    status: z.enum(CHARGE_STATES, { error: M.status }),
    note: text(1000).optional().default(''),
    paidOn: isoDate(M.paidOn).optional(),
  })
  .refine((v) => v.status !== 'waived' || v.note !== '', { path: ['note'], message: M.waiveNote });
export type UpdateChargePayload = z.input<typeof updateChargeSchema>;

export const importPaymentsSchema = z.object({
  districtId,
  csv: z
    .string({ error: M.csvRequired })
    .min(1, M.csvRequired)
    .max(CHARGE_LIMITS.maxImportBytes, M.csvTooLarge),
  /** true (the default): check and preview only. */
  dryRun: z.boolean().optional().default(true),
});

export const paymentImportReportSchema = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  valid: z.number().int(),
  /** Charges marked paid (0 on a dry run). */
  paid: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), message: z.string() })),
  preview: z.array(
    z.object({
      row: z.number().int(),
      reference: z.string(),
      personName: z.string(),
      amount: money,
      paidOn: z.string(),
      charges: z.number().int(),
    }),
  ),
});
export type PaymentImportReport = z.infer<typeof paymentImportReportSchema>;

export const statementQuerySchema = z.object({
  districtId,
  /** Without it: the language of the person's portal account (users.locale), else English. */
  lang: z.enum(STATEMENT_LANGS, { error: M.lang }).optional(),
});
