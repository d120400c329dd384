// Damage reports and repairs (issue 34, see docs/product.md#repairs): a damage of an asset opens a
// repair ticket and an in-house repair; repairs are done in house, sent out (vendor, RMA, shipped,
// returned) or under warranty (which charges nobody); a loaner may go to the person meanwhile.
// Pure rules and the API's shapes; the vocabulary lists are in device-money.ts.

import { z } from 'zod';
import {
  DAMAGE_KINDS,
  DAMAGE_SOURCES,
  DAMAGE_STATES,
  type DamageKind,
  type DamageState,
  REPAIR_KINDS,
  REPAIR_STATES,
  type RepairKind,
  type RepairState,
} from './device-money.ts';
import { isoDate, isoDateTime, text } from './http.ts';

export const DAMAGE_KIND_LABELS: Record<DamageKind, string> = {
  screen: 'Screen',
  keyboard: 'Keyboard',
  charger: 'Charger',
  liquid: 'Liquid',
  lost: 'Lost',
  stolen: 'Stolen',
  other: 'Other',
};
export const DAMAGE_STATE_LABELS: Record<DamageState, string> = {
  reported: 'Reported',
  charged: 'Charged',
  no_charge: 'No charge',
};
export const DAMAGE_SOURCE_LABELS = {
  asset: 'Asset page',
  ticket: 'Ticket',
  scan: 'Scan',
  checklist: 'Onsite checklist',
} as const satisfies Record<(typeof DAMAGE_SOURCES)[number], string>;
export const REPAIR_KIND_LABELS: Record<RepairKind, string> = {
  in_house: 'In house',
  sent_out: 'Sent out',
  warranty: 'Warranty',
};
export const REPAIR_STATE_LABELS: Record<RepairState, string> = {
  open: 'Open',
  shipped: 'Shipped',
  returned: 'Returned',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** The most photos one report keeps. */
export const DAMAGE_PHOTOS_MAX = 10;
export const DAMAGE_PAGE_SIZE = 50;
/** The longest repair time one repair records (a week of work, in minutes). */
export const REPAIR_MINUTES_MAX = 10_080;

export const DAMAGE_MESSAGES = {
  kind: 'Choose what happened: screen, keyboard, charger, liquid, lost, stolen or other.',
  occurredAt: 'Not a valid date and time',
  occurredInFuture: 'The damage cannot have happened in the future.',
  photos: 'Not a valid photo id',
  tooManyPhotos: `At most ${DAMAGE_PHOTOS_MAX} photos.`,
  photoNotFound: 'Photo not found: attach it to a ticket of the district first.',
  ticketId: 'Not a valid ticket id',
  ticketNotFound: 'Ticket not found',
  visitId: 'Not a valid visit id',
  visitNotFound: 'Visit not found',
  status: 'The status is reported, charged or no charge.',
  state: 'The state is open, shipped, returned, done or cancelled.',
  repairKind: 'Choose in house, sent out or warranty.',
  personId: 'Not a valid person id',
  assetId: 'Not a valid asset id',
  technicianId: 'Not a valid technician id',
  technicianNotFound: 'Technician not found',
  shippedOn: 'Not a valid shipping date',
  returnedOn: 'Not a valid return date',
  minutes: `The time is a whole number of minutes, 0 to ${REPAIR_MINUTES_MAX}.`,
  limit: 'The limit is 1 to 200.',
  cursor: 'Not a valid cursor',
  notFound: 'Damage report not found',
  assetNotFound: 'Asset not found',
  repairNotFound: 'Repair not found',
  vendorRequired: 'Name the vendor the device goes to.',
  shippedOnRequired: 'Give the day it was shipped.',
  returnedOnRequired: 'Give the day it came back.',
  returnedBeforeShipped: 'It cannot come back before it was shipped.',
  notShippedInHouse: 'An in-house repair is not shipped: choose sent out or warranty.',
  move: (from: RepairState, to: RepairState) =>
    `A repair that is ${REPAIR_STATE_LABELS[from].toLowerCase()} cannot become ${REPAIR_STATE_LABELS[to].toLowerCase()}.`,
  loanerNoPerson: 'Nobody had this device: a loaner goes to the person it was assigned to.',
  loanerSame: 'The loaner must be another device.',
  loanerNotAvailable: (tag: string) => `${tag} is not available: it is checked out or not active.`,
  loanerClosed: 'This repair is finished: no loaner is needed.',
  loanerAlready: (tag: string) => `Loaner ${tag} is already out for this repair.`,
  reported: 'Damage reported. A repair ticket is open.',
  saved: 'Repair saved.',
  loanerOut: (tag: string, name: string) => `Loaner ${tag} checked out to ${name}.`,
  loadFailed: 'Damage reports could not be loaded.',
  repairsLoadFailed: 'Repairs could not be loaded.',
  reportFailed: 'The damage could not be reported.',
  photosFailed: 'The photo could not be kept with the damage report.',
  saveFailed: 'The repair could not be saved.',
  loanerFailed: 'The loaner could not be checked out.',
} as const;

const limit = z.coerce
  .number({ error: DAMAGE_MESSAGES.limit })
  .int(DAMAGE_MESSAGES.limit)
  .min(1, DAMAGE_MESSAGES.limit)
  .max(200, DAMAGE_MESSAGES.limit)
  .optional();

export const damageKindSchema = z.enum(DAMAGE_KINDS, { error: DAMAGE_MESSAGES.kind });

/** POST /api/assets/:id/damage. */
export const damageInputSchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  kind: damageKindSchema,
  note: text(2000).optional(),
  /** Where it happened, in words (a room, the bus). */
  place: text(200).optional(),
  occurredAt: isoDateTime(DAMAGE_MESSAGES.occurredAt).optional(),
  /** Attachment ids of photos already attached to a ticket of the district. */
  photos: z
    .array(z.uuid({ error: DAMAGE_MESSAGES.photos }), { error: DAMAGE_MESSAGES.photos })
    .max(DAMAGE_PHOTOS_MAX, DAMAGE_MESSAGES.tooManyPhotos)
    .optional(),
  /** Reported from a ticket: that ticket becomes the repair ticket (no new one is opened). */
  ticketId: z.uuid({ error: DAMAGE_MESSAGES.ticketId }).optional(),
  /**
   * Reported on an onsite visit (its checklist): the source is `checklist` and the visit's ticket
   * becomes the repair ticket (unless a ticketId is given).
   */
  visitId: z.uuid({ error: DAMAGE_MESSAGES.visitId }).optional(),
});
export type DamageInput = z.input<typeof damageInputSchema>;

export const damageListQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  status: z.enum(DAMAGE_STATES, { error: DAMAGE_MESSAGES.status }).optional(),
  personId: z.uuid({ error: DAMAGE_MESSAGES.personId }).optional(),
  assetId: z.uuid({ error: DAMAGE_MESSAGES.assetId }).optional(),
  cursor: z.string().max(500).optional(),
  limit,
});

export const damageReportSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  assetId: z.uuid(),
  assetTag: z.string(),
  assetName: z.string(),
  model: z.string(),
  kind: z.enum(DAMAGE_KINDS),
  source: z.enum(DAMAGE_SOURCES),
  state: z.enum(DAMAGE_STATES),
  /** Who had it: the person the asset was assigned to when it happened. */
  personId: z.uuid().nullable(),
  personName: z.string().nullable(),
  siteId: z.uuid().nullable(),
  siteName: z.string().nullable(),
  place: z.string(),
  note: z.string(),
  photoIds: z.array(z.string()),
  occurredAt: z.string(),
  ticketId: z.uuid().nullable(),
  ticketNumber: z.string().nullable(),
  repairId: z.uuid().nullable(),
  repairKind: z.enum(REPAIR_KINDS).nullable(),
  repairState: z.enum(REPAIR_STATES).nullable(),
  reportedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type DamageReport = z.infer<typeof damageReportSchema>;

export const damagePageSchema = z.object({
  items: z.array(damageReportSchema),
  nextCursor: z.string().nullable(),
});

/** POST /api/damage/:id/photos: photos attached to a ticket of the district since the report. */
export const damagePhotosInputSchema = z.object({
  photos: z
    .array(z.uuid({ error: DAMAGE_MESSAGES.photos }), { error: DAMAGE_MESSAGES.photos })
    .min(1, DAMAGE_MESSAGES.photos)
    .max(DAMAGE_PHOTOS_MAX, DAMAGE_MESSAGES.tooManyPhotos),
});

export const damageCreatedSchema = z.object({
  damage: damageReportSchema,
  ticket: z.object({ id: z.uuid(), ticketNumber: z.string() }).nullable(),
});

export const repairListQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  state: z.enum(REPAIR_STATES, { error: DAMAGE_MESSAGES.state }).optional(),
  cursor: z.string().max(500).optional(),
  limit,
});

export const repairSchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  assetId: z.uuid(),
  assetTag: z.string(),
  assetName: z.string(),
  model: z.string(),
  damageReportId: z.uuid().nullable(),
  damageKind: z.enum(DAMAGE_KINDS).nullable(),
  /** Who had the device (the damage report's person): the loaner goes to them. */
  personId: z.uuid().nullable(),
  personName: z.string().nullable(),
  ticketId: z.uuid().nullable(),
  ticketNumber: z.string().nullable(),
  kind: z.enum(REPAIR_KINDS),
  state: z.enum(REPAIR_STATES),
  technicianId: z.uuid().nullable(),
  technicianName: z.string().nullable(),
  minutes: z.number().int(),
  vendor: z.string(),
  rmaNumber: z.string(),
  shippedOn: z.string().nullable(),
  returnedOn: z.string().nullable(),
  loanerAssetId: z.uuid().nullable(),
  loanerTag: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Repair = z.infer<typeof repairSchema>;

export const repairPageSchema = z.object({
  items: z.array(repairSchema),
  nextCursor: z.string().nullable(),
});

/** PUT /api/repairs/:id: the whole repair as the dialog edits it. */
export const repairUpdateSchema = z
  .object({
    kind: z.enum(REPAIR_KINDS, { error: DAMAGE_MESSAGES.repairKind }),
    state: z.enum(REPAIR_STATES, { error: DAMAGE_MESSAGES.state }),
    vendor: text(200).optional(),
    rmaNumber: text(100).optional(),
    shippedOn: isoDate(DAMAGE_MESSAGES.shippedOn).nullable().optional(),
    returnedOn: isoDate(DAMAGE_MESSAGES.returnedOn).nullable().optional(),
    minutes: z
      .number({ error: DAMAGE_MESSAGES.minutes })
      .int(DAMAGE_MESSAGES.minutes)
      .min(0, DAMAGE_MESSAGES.minutes)
      .max(REPAIR_MINUTES_MAX, DAMAGE_MESSAGES.minutes)
      .optional(),
    technicianId: z.uuid({ error: DAMAGE_MESSAGES.technicianId }).nullable().optional(),
    note: text(2000).optional(),
  })
  .superRefine((v, ctx) => {
    const problem = repairProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type RepairUpdate = z.output<typeof repairUpdateSchema>;
export type RepairUpdatePayload = z.input<typeof repairUpdateSchema>;

export const loanerInputSchema = z.object({
  assetId: z.uuid({ error: DAMAGE_MESSAGES.assetId }),
});

/** What a repair's fields must agree on, whatever state it comes from: the first problem, with its field. */
export function repairProblem(v: {
  kind: RepairKind;
  state: RepairState;
  vendor?: string;
  shippedOn?: string | null;
  returnedOn?: string | null;
}): { field: 'vendor' | 'shippedOn' | 'returnedOn' | 'state'; message: string } | null {
  const away = v.kind !== 'in_house';
  if (!away && (v.state === 'shipped' || v.state === 'returned'))
    return { field: 'state', message: DAMAGE_MESSAGES.notShippedInHouse };
  if (away && v.state !== 'cancelled' && !v.vendor?.trim())
    return { field: 'vendor', message: DAMAGE_MESSAGES.vendorRequired };
  if ((v.state === 'shipped' || v.state === 'returned') && !v.shippedOn)
    return { field: 'shippedOn', message: DAMAGE_MESSAGES.shippedOnRequired };
  if (v.state === 'returned' && !v.returnedOn)
    return { field: 'returnedOn', message: DAMAGE_MESSAGES.returnedOnRequired };
  if (v.shippedOn && v.returnedOn && v.returnedOn < v.shippedOn)
    return { field: 'returnedOn', message: DAMAGE_MESSAGES.returnedBeforeShipped };
  return null;
}

/**
 * How a repair's state may move: open → shipped → returned → done, done or cancelled from any open
 * state, and a done or cancelled repair may be reopened. Staying is always allowed.
 */
const REPAIR_MOVES: Record<RepairState, readonly RepairState[]> = {
  open: ['shipped', 'done', 'cancelled'],
  shipped: ['open', 'returned', 'done', 'cancelled'],
  returned: ['shipped', 'done', 'cancelled'],
  done: ['open'],
  cancelled: ['open'],
};

export function canMoveRepair(from: RepairState, to: RepairState): boolean {
  return from === to || REPAIR_MOVES[from].includes(to);
}

/** A repair is finished when done or cancelled (closedAt is set then). */
export const isRepairClosed = (state: RepairState) => state === 'done' || state === 'cancelled';

/**
 * The damage's state after its repair is saved: a warranty repair charges nobody, so a report still
 * waiting for the administrator becomes `no_charge`; a decided charge is left alone.
 */
export function damageStateAfterRepair(current: DamageState, kind: RepairKind): DamageState {
  return kind === 'warranty' && current === 'reported' ? 'no_charge' : current;
}

/**
 * Who had the asset when the damage happened: the person it is assigned to now, if it was already
 * checked out to them then (checked out on or before that day); else nobody known.
 */
export function whoHadIt(
  asset: { personId: string | null; checkedOutOn: string | null },
  occurredAt: string,
): string | null {
  if (!asset.personId) return null;
  if (!asset.checkedOutOn) return asset.personId;
  return asset.checkedOutOn <= occurredAt.slice(0, 10) ? asset.personId : null;
}

/** The title of the repair ticket a damage opens. */
export function damageTicketTitle(kind: DamageKind, asset: { assetTag: string; model: string }): string {
  const what =
    kind === 'lost' || kind === 'stolen'
      ? `${DAMAGE_KIND_LABELS[kind]} device`
      : `${DAMAGE_KIND_LABELS[kind]} damage`;
  return `${what}: ${asset.assetTag}${asset.model ? ` (${asset.model})` : ''}`.slice(0, 200);
}
