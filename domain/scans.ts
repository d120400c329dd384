// Scan-first inventory (issue 33): one scan of a label (QR or barcode) checks an asset in, checks it
// out or marks it found in an audit. Scans carry an idempotency key made by the client, so a scan
// queued offline and sent twice changes things once. Pure rules and the API's shapes.

import { z } from 'zod';
import { ASSET_STATUSES } from './asset-vocabulary.ts';
import { DAMAGE_KINDS } from './device-money.ts';

export const SCAN_MODES = ['check_in', 'check_out', 'audit'] as const;
export type ScanMode = (typeof SCAN_MODES)[number];
export const SCAN_RESULTS = ['ok', 'already', 'unknown', 'wrong_site', 'conflict'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
export const ASSET_CONDITIONS = ['good', 'damaged'] as const;
export type AssetCondition = (typeof ASSET_CONDITIONS)[number];

export const SCAN_MODE_LABELS: Record<ScanMode, string> = {
  check_in: 'Check in',
  check_out: 'Check out',
  audit: 'Audit',
};

/** The most scans GET /api/scans/recent answers (and its default). */
export const RECENT_SCANS_MAX = 200;
export const RECENT_SCANS_DEFAULT = 50;

/** Validation messages of a scan (plain words; the tests compare them). */
export const SCAN_INPUT_MESSAGES = {
  mode: 'Choose check in, check out or audit.',
  codeRequired: 'Scan or type a code.',
  codeTooLong: 'A code is at most 500 characters.',
  scannedAt: 'The scan time must be a date and time with its offset.',
  scanKey: 'A scan key is 8 to 100 characters.',
  personId: 'Not a valid person id',
  auditId: 'Not a valid audit id',
  siteId: 'Not a valid site id',
  condition: 'The condition is good or damaged.',
  damageKind: `What is damaged is one of: ${DAMAGE_KINDS.join(', ')}.`,
  personRequired: 'Choose the person to check the device out to.',
  auditRequired: 'Choose the audit this scan belongs to.',
} as const;

export const scanSchema = z
  .object({
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
    mode: z.enum(SCAN_MODES, { error: SCAN_INPUT_MESSAGES.mode }),
    /** A tag, a serial, or a URL PUBLIC_URL/a/<tag> (the QR). */
    code: z
      .string({ error: SCAN_INPUT_MESSAGES.codeRequired })
      .trim()
      .min(1, SCAN_INPUT_MESSAGES.codeRequired)
      .max(500, SCAN_INPUT_MESSAGES.codeTooLong),
    /** When it was scanned (offline scans arrive later). */
    scannedAt: z.iso.datetime({ offset: true, error: SCAN_INPUT_MESSAGES.scannedAt }),
    /** Idempotency key, made by the client per scan. */
    scanKey: z
      .string({ error: SCAN_INPUT_MESSAGES.scanKey })
      .min(8, SCAN_INPUT_MESSAGES.scanKey)
      .max(100, SCAN_INPUT_MESSAGES.scanKey),
    /** check_out: to whom (a rostered person). */
    personId: z.uuid({ error: SCAN_INPUT_MESSAGES.personId }).optional(),
    /** audit: which campaign. */
    auditId: z.uuid({ error: SCAN_INPUT_MESSAGES.auditId }).optional(),
    /** Where the scanning happens (wrong_site when the asset's site differs). */
    siteId: z.uuid({ error: SCAN_INPUT_MESSAGES.siteId }).optional(),
    condition: z.enum(ASSET_CONDITIONS, { error: SCAN_INPUT_MESSAGES.condition }).optional(),
    /** condition damaged: what is damaged (the damage report's kind; 'other' unless told). */
    damageKind: z.enum(DAMAGE_KINDS, { error: SCAN_INPUT_MESSAGES.damageKind }).optional(),
    accessories: z.object({ charger: z.boolean().optional(), case: z.boolean().optional() }).optional(),
    /** The asset's updatedAt the scanner saw, if any: 'conflict' when it changed since. */
    expectedVersion: z.string().max(100).optional(),
  })
  .superRefine((scan, ctx) => {
    if (scan.mode === 'check_out' && !scan.personId)
      ctx.addIssue({ code: 'custom', path: ['personId'], message: SCAN_INPUT_MESSAGES.personRequired });
    if (scan.mode === 'audit' && !scan.auditId)
      ctx.addIssue({ code: 'custom', path: ['auditId'], message: SCAN_INPUT_MESSAGES.auditRequired });
  });
export type ScanPayload = z.input<typeof scanSchema>;
export type Scan = z.output<typeof scanSchema>;

export const scanAssetSchema = z.object({
  id: z.uuid(),
  assetTag: z.string(),
  name: z.string(),
  model: z.string(),
  status: z.enum(ASSET_STATUSES),
  siteId: z.uuid().nullable(),
  siteName: z.string().nullable(),
  personId: z.uuid().nullable(),
  personName: z.string().nullable(),
  /** The asset's version (its updatedAt) after the scan: send it back as expectedVersion. */
  version: z.string(),
});
export type ScanAsset = z.infer<typeof scanAssetSchema>;

export const scanAnswerSchema = z.object({
  result: z.enum(SCAN_RESULTS),
  asset: scanAssetSchema.optional(),
  message: z.string(),
});
export type ScanAnswer = z.infer<typeof scanAnswerSchema>;

/** A scan as the progress lists show it. */
export const recentScanSchema = z.object({
  id: z.uuid(),
  scanKey: z.string(),
  mode: z.enum(SCAN_MODES),
  code: z.string(),
  result: z.enum(SCAN_RESULTS),
  message: z.string(),
  assetId: z.uuid().nullable(),
  assetTag: z.string().nullable(),
  assetName: z.string().nullable(),
  siteId: z.uuid().nullable(),
  auditId: z.uuid().nullable(),
  userName: z.string(),
  scannedAt: z.string(),
  receivedAt: z.string(),
});
export type RecentScan = z.infer<typeof recentScanSchema>;

export const recentScansQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  mode: z.enum(SCAN_MODES, { error: SCAN_INPUT_MESSAGES.mode }).optional(),
  siteId: z.uuid({ error: SCAN_INPUT_MESSAGES.siteId }).optional(),
  auditId: z.uuid({ error: SCAN_INPUT_MESSAGES.auditId }).optional(),
  limit: z.coerce
    .number({ error: `The limit is 1 to ${RECENT_SCANS_MAX}.` })
    .int(`The limit is 1 to ${RECENT_SCANS_MAX}.`)
    .min(1, `The limit is 1 to ${RECENT_SCANS_MAX}.`)
    .max(RECENT_SCANS_MAX, `The limit is 1 to ${RECENT_SCANS_MAX}.`)
    .default(RECENT_SCANS_DEFAULT),
});

/** The live event every recorded scan publishes (two technicians see each other's progress). */
export interface ScanRecordedEvent {
  districtId: string;
  mode: ScanMode;
  auditId?: string;
  siteId?: string;
  assetId: string | null;
  result: ScanResult;
}

/**
 * The tag a scanned code names: the label's QR holds `PUBLIC_URL/a/<tag>` (the tag URL-encoded);
 * a barcode or a typed code is the tag (or serial) itself. Pure: any URL whose path is `/a/<tag>`
 * on the portal's own origin gives its tag; anything else comes back trimmed, as it was.
 */
export function codeToTag(code: string, publicUrl: string): string {
  const trimmed = code.trim();
  const base = publicUrl.replace(/\/+$/, '');
  let rest: string | null = null;
  if (base && trimmed.toLowerCase().startsWith(`${base.toLowerCase()}/a/`))
    rest = trimmed.slice(base.length + 3);
  else {
    // The same portal behind another scheme or with a trailing slash: compare origins.
    try {
      const url = new URL(trimmed);
      const own = new URL(base);
      const prefix = own.pathname.replace(/\/+$/, '');
      if (url.host.toLowerCase() === own.host.toLowerCase() && url.pathname.startsWith(`${prefix}/a/`))
        rest = url.pathname.slice(prefix.length + 3);
    } catch {
      return trimmed;
    }
  }
  if (rest === null) return trimmed;
  const tag = rest.split(/[/?#]/)[0] ?? '';
  try {
    return decodeURIComponent(tag).trim() || trimmed;
  } catch {
    return tag.trim() || trimmed;
  }
}

/**
 * Offline scans arrive late: within one asset they apply in the order they were scanned. A scan
 * older than the newest scan already applied to its asset must not undo it (answered 'conflict').
 */
export function isStale(scannedAt: string, lastAppliedAt: string | null): boolean {
  if (!lastAppliedAt) return false;
  return Date.parse(scannedAt) < Date.parse(lastAppliedAt);
}

/** Whether the asset changed since the scanner saw it (an expectedVersion given and different). */
export function versionDiffers(expectedVersion: string | undefined, current: string): boolean {
  if (!expectedVersion) return false;
  const a = Date.parse(expectedVersion);
  const b = Date.parse(current);
  if (Number.isNaN(a) || Number.isNaN(b)) return expectedVersion !== current;
  return a !== b;
}

/** Plain words per result (the answer's `message`); some take the asset's tag or a detail. */
export const SCAN_MESSAGES = {
  unknown: (code: string) => `No asset has the tag or serial number "${code}".`,
  checkedIn: (tag: string) => `${tag} checked in.`,
  checkedInNotes: (tag: string, notes: string) => `${tag} checked in: ${notes}.`,
  alreadyIn: (tag: string) => `${tag} is already checked in.`,
  checkedOut: (tag: string, person: string) => `${tag} checked out to ${person}.`,
  checkedOutAlsoHolds: (tag: string, person: string, others: string) =>
    `${tag} checked out to ${person}, who also holds ${others}.`,
  alreadyOut: (tag: string, person: string) => `${tag} is already checked out to ${person}.`,
  outToSomeoneElse: (tag: string, person: string) => `${tag} is checked out to ${person}. Check it in first.`,
  notAvailable: (tag: string, status: string) =>
    `${tag} is ${status.toLowerCase()} and cannot be checked out.`,
  found: (tag: string) => `${tag} found.`,
  alreadyFound: (tag: string) => `${tag} was already found in this audit.`,
  unexpected: (tag: string, site: string) => `${tag} belongs to ${site}, not this audit's site.`,
  unexpectedNoSite: (tag: string) => `${tag} has no site and is not on this audit's list.`,
  wrongSite: (tag: string, site: string) => `${tag} belongs to ${site}. Set it aside.`,
  wrongLocation: (tag: string) => `${tag} is of this site but not on this audit's list (another room).`,
  damageNoted: 'Damage noted in its history.',
  changedSince: (tag: string) => `${tag} changed since this scanner last saw it. Check it and scan again.`,
  olderThanLast: (tag: string) =>
    `${tag} was scanned again later on another device; this earlier scan was not applied.`,
  auditClosed: 'This audit is closed.',
  damagedTicket: (ticketNumber: string) => `Ticket ${ticketNumber} opened for the damage.`,
  chargerMissing: 'charger missing',
  caseMissing: 'case missing',
  damaged: 'damaged',
} as const;

/** Errors of POST /api/scans that are not about a field's shape (404s and 409s). */
export const SCAN_ERRORS = {
  personNotFound: 'Person not found',
  auditNotFound: 'Audit not found',
  siteNotFound: 'Site not found',
  keyReused: 'This scan key was already used for another scan.',
} as const;

/** What a check-in notes about the accessories that came back (empty when nothing is missing). */
export function accessoryNotes(accessories: Scan['accessories'] | undefined): string[] {
  const notes: string[] = [];
  if (accessories?.charger === false) notes.push(SCAN_MESSAGES.chargerMissing);
  if (accessories?.case === false) notes.push(SCAN_MESSAGES.caseMissing);
  return notes;
}

/**
 * The day a device checked out by a scan is due back: the last day of the school year it is handed
 * out in (June 30; a school year ends June 30, as in fleet.ts). Issue day in August: next June 30.
 */
export function defaultDueOn(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return `${month >= 7 ? year + 1 : year}-06-30`;
}

/** What the rules of a custody scan (check in, check out) look at. */
export interface CustodyFacts {
  mode: 'check_in' | 'check_out';
  asset: {
    assetTag: string;
    status: (typeof ASSET_STATUSES)[number];
    siteId: string | null;
    siteName: string | null;
    /** Who or which room holds it; null in stock. */
    assignedTo: string | null;
    personId: string | null;
    /** Its updatedAt (ISO). */
    version: string;
  };
  /** Where the scanning happens, if said. */
  scanSiteId?: string;
  expectedVersion?: string;
  scannedAt: string;
  /** When the newest custody scan already applied to this asset (ok or already) was scanned. */
  lastAppliedAt: string | null;
  /** check_out: the person, by id and name. */
  person?: { id: string; name: string };
}

export type CustodyDecision =
  | { result: 'ok'; action: 'check_in' | 'check_out'; message: string }
  | { result: Exclude<ScanResult, 'ok' | 'unknown'>; action: 'none'; message: string };

/**
 * The rules of a custody scan, in order: a device of another site is set aside (nothing changes);
 * a scan repeating what is already so answers 'already'; an asset changed since the scanner saw it,
 * or a scan older than the newest one applied to it (an offline scan arriving late), answers
 * 'conflict' and changes nothing; else the check-in or check-out happens.
 */
export function decideCustody(f: CustodyFacts): CustodyDecision {
  const tag = f.asset.assetTag;
  if (f.scanSiteId && f.asset.siteId && f.asset.siteId !== f.scanSiteId)
    return {
      result: 'wrong_site',
      action: 'none',
      message: SCAN_MESSAGES.wrongSite(tag, f.asset.siteName ?? ''),
    };
  if (f.mode === 'check_in' && f.asset.assignedTo === null)
    return { result: 'already', action: 'none', message: SCAN_MESSAGES.alreadyIn(tag) };
  if (f.mode === 'check_out' && f.asset.assignedTo !== null && f.person && f.asset.personId === f.person.id)
    return { result: 'already', action: 'none', message: SCAN_MESSAGES.alreadyOut(tag, f.asset.assignedTo) };
  if (versionDiffers(f.expectedVersion, f.asset.version))
    return { result: 'conflict', action: 'none', message: SCAN_MESSAGES.changedSince(tag) };
  if (isStale(f.scannedAt, f.lastAppliedAt))
    return { result: 'conflict', action: 'none', message: SCAN_MESSAGES.olderThanLast(tag) };
  if (f.mode === 'check_in')
    return { result: 'ok', action: 'check_in', message: SCAN_MESSAGES.checkedIn(tag) };
  if (f.asset.assignedTo !== null)
    return {
      result: 'conflict',
      action: 'none',
      message: SCAN_MESSAGES.outToSomeoneElse(tag, f.asset.assignedTo),
    };
  if (f.asset.status !== 'active')
    return { result: 'conflict', action: 'none', message: SCAN_MESSAGES.notAvailable(tag, f.asset.status) };
  return { result: 'ok', action: 'check_out', message: SCAN_MESSAGES.checkedOut(tag, f.person?.name ?? '') };
}

/** What an audit scan looks at: the audit and the asset's item in it, if any. */
export interface AuditScanFacts {
  assetTag: string;
  assetSiteId: string | null;
  assetSiteName: string | null;
  /** The asset's location text (its room). */
  assetLocation: string;
  audit: { state: 'open' | 'closed'; siteId: string; room: string | null };
  item: { expected: boolean; found: boolean } | null;
}

export type AuditScanDecision = {
  result: Exclude<ScanResult, 'unknown'>;
  action: 'none' | 'mark_found' | 'add_unexpected';
  message: string;
};

/**
 * An audit scan: a closed audit takes no scans ('conflict'); an item found already answers
 * 'already'; an expected one is marked found. An asset not on the list is added as found: of the
 * audit's site (and room) it simply is found ('ok': it was in repair when the audit started);
 * else it answers 'wrong_site' (it belongs to another site, or to another room of this one).
 */
export function decideAuditScan(f: AuditScanFacts): AuditScanDecision {
  if (f.audit.state === 'closed')
    return { result: 'conflict', action: 'none', message: SCAN_MESSAGES.auditClosed };
  if (f.item?.found)
    return { result: 'already', action: 'none', message: SCAN_MESSAGES.alreadyFound(f.assetTag) };
  if (f.item?.expected)
    return { result: 'ok', action: 'mark_found', message: SCAN_MESSAGES.found(f.assetTag) };
  if (f.assetSiteId !== f.audit.siteId)
    return {
      result: 'wrong_site',
      action: 'add_unexpected',
      message: f.assetSiteName
        ? SCAN_MESSAGES.unexpected(f.assetTag, f.assetSiteName)
        : SCAN_MESSAGES.unexpectedNoSite(f.assetTag),
    };
  const room = f.audit.room;
  if (room && room.trim().toLowerCase() !== f.assetLocation.trim().toLowerCase())
    return {
      result: 'wrong_site',
      action: 'add_unexpected',
      message: SCAN_MESSAGES.wrongLocation(f.assetTag),
    };
  return { result: 'ok', action: 'add_unexpected', message: SCAN_MESSAGES.found(f.assetTag) };
}
