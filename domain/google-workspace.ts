import { z } from 'zod';
import { text } from './http.ts';
import { REMOTE_URL_MESSAGES, remoteUrlProblem } from './remote-calls.ts';

/**
 * Google Workspace (see docs/product.md#google-workspace): a district's Chromebooks from the Admin
 * console's Directory API, mapped onto the inventory, previewed as a diff an administrator
 * approves, reconciled both ways, optionally written back. Pure rules and payloads only.
 */

export const GOOGLE_MESSAGES = {
  keyRequired: "Paste the service account's JSON key",
  keyNotJson: 'The key is not JSON: paste the whole file Google gave you',
  keyNotServiceAccount: 'The key is not a service account key (its type must be "service_account")',
  keyMissing: (field: string) => `The key has no ${field}: download a new JSON key`,
  adminRequired: 'Enter the address of an administrator to act as',
  adminInvalid: 'Enter an email address',
  customerInvalid: 'The customer id is my_customer or an id like C01abc2de',
  percentInvalid: 'Enter a share from 0 to 100 %',
  scheduleInvalid: 'Choose nightly, hourly or manual',
  siteInvalid: 'Choose a site',
  orgUnitInvalid: 'An org unit path starts with / (like /Students/North)',
  ouSitesSaved: 'Org unit sites saved',
  ouSitesFailed: { title: 'Error', description: 'Failed to save the org unit sites' },
  orgUnitsLoadFailed: 'The org units could not be loaded.',
  runNotFound: 'Sync run not found.',
  notAwaiting: 'This sync is not waiting for approval.',
  superseded: 'A newer sync replaced this one before it was approved.',
  approved: 'Sync approved: the changes are being applied',
  approveFailed: { title: 'Error', description: 'Failed to approve the sync' },
  dryRunStarted: 'Dry run started: the changes will be shown for approval',
  deviceNotFound: 'Device not found.',
  assetNotFound: 'Asset not found.',
  fixed: 'Fixed',
  fixFailed: { title: 'Error', description: 'Failed to apply the fix' },
} as const;
const M = GOOGLE_MESSAGES;

/** The directory scopes the service account is delegated (read devices and write their notes, OUs, users). */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/admin.directory.device.chromeos',
  'https://www.googleapis.com/auth/admin.directory.orgunit.readonly',
  'https://www.googleapis.com/auth/admin.directory.user.readonly',
] as const;
export const GOOGLE_DEFAULT_API_ROOT = 'https://admin.googleapis.com';
/** The Directory API's page limits. */
export const GOOGLE_PAGE = { devices: 300, users: 500 } as const;

// --- Credentials ----------------------------------------------------------------------------------

/** The fields of a service account key the connector uses. */
export interface ServiceAccountKey {
  type: 'service_account';
  client_email: string;
  private_key: string;
  token_uri: string;
  private_key_id?: string;
}

/** The key's problem in words (null: usable as far as its form goes). */
export function serviceAccountKeyProblem(raw: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return M.keyNotJson;
  }
  const k = (parsed ?? {}) as Record<string, unknown>;
  if (k.type !== 'service_account') return M.keyNotServiceAccount;
  for (const field of ['client_email', 'private_key', 'token_uri'] as const)
    if (typeof k[field] !== 'string' || !k[field]) return M.keyMissing(field);
  return null;
}

export const parseServiceAccountKey = (raw: string) => JSON.parse(raw) as ServiceAccountKey;

export const googleCredentialsSchema = z.object({
  serviceAccountKey: z
    .string({ error: M.keyRequired })
    .trim()
    .min(1, M.keyRequired)
    .max(20_000, 'Must be at most 20000 characters')
    .superRefine((v, ctx) => {
      const problem = serviceAccountKeyProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  adminEmail: z
    .string({ error: M.adminRequired })
    .trim()
    .min(1, M.adminRequired)
    .max(254, M.adminInvalid)
    .pipe(z.email({ error: M.adminInvalid }))
    .transform((v) => v.toLowerCase()),
  customerId: z
    .string({ error: M.customerInvalid })
    .trim()
    .regex(/^(my_customer|C[0-9a-zA-Z]{4,30})$/, M.customerInvalid)
    .default('my_customer'),
});
export type GoogleCredentials = z.output<typeof googleCredentialsSchema>;

// --- Options --------------------------------------------------------------------------------------

export const GOOGLE_SCHEDULES = ['nightly', 'hourly', 'manual'] as const;
export type GoogleSchedule = (typeof GOOGLE_SCHEDULES)[number];
export const GOOGLE_SCHEDULE_LABELS: Record<GoogleSchedule, string> = {
  nightly: 'Nightly',
  hourly: 'Hourly',
  manual: 'Only when asked',
};
/** Minutes between scheduled syncs (manual: never scheduled). */
export const SCHEDULE_MINUTES: Record<GoogleSchedule, number | null> = {
  nightly: 24 * 60,
  hourly: 60,
  manual: null,
};

const apiRoot = z
  .string({ error: REMOTE_URL_MESSAGES.urlInvalid })
  .trim()
  .max(500, 'Must be at most 500 characters')
  .superRefine((v, ctx) => {
    const problem = remoteUrlProblem(v, true);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => v.replace(/\/+$/, ''));

/** An org unit path as Google writes it: "/", or "/Students/North" (no trailing slash). */
export const orgUnitPathSchema = text(500, M.orgUnitInvalid).regex(
  /^\/([^/]+(\/[^/]+)*)?$/,
  M.orgUnitInvalid,
);

/** Org unit path → site id (null: no site); OUs not listed take their name's site, else their parent's. */
const storedOuSites = z
  .record(z.string().max(500), z.uuid({ error: M.siteInvalid }).nullable(), {
    error: 'OU sites must be a table',
  })
  .refine((v) => Object.keys(v).length <= 2000, 'At most 2000 org units');
/** The same table as the mapping screen sends it: every key an org unit path. */
export const ouSitesSchema = storedOuSites.superRefine((v, ctx) => {
  const bad = Object.keys(v).find((path) => !orgUnitPathSchema.safeParse(path).success);
  if (bad !== undefined) ctx.addIssue({ code: 'custom', message: M.orgUnitInvalid, path: [bad] });
});

export const googleOptionsSchema = z.object({
  /** The Directory API's root (a setting so tests and labs use a local server). */
  apiRoot: apiRoot.default(GOOGLE_DEFAULT_API_ROOT),
  schedule: z.enum(GOOGLE_SCHEDULES, { error: M.scheduleInvalid }).default('nightly'),
  /** Write the portal's tag, site and person back to the console's annotated fields. */
  writeBack: z.boolean({ error: 'Write-back must be true or false' }).default(false),
  /** Org unit path → site id (null: no site); OUs not listed take their name's site, else their parent's. */
  ouSites: storedOuSites.default({}),
  /** A sync that would change more than this share of the inventory waits for approval again. */
  approveAbovePercent: z.coerce
    .number({ error: M.percentInvalid })
    .min(0, M.percentInvalid)
    .max(100, M.percentInvalid)
    .default(10),
  /** The category new Chromebooks get (a key of the district's list). */
  category: text(50).min(1, 'Choose a category').default('laptop'),
  /** Fill rostered people's missing emails from Google's users (by SIS id, else by a unique full name). */
  googleUserEmails: z.boolean({ error: 'Emails from Google must be true or false' }).default(true),
  /** Add Google users of the staff org unit that match nobody as staff people. */
  createStaffFromGoogle: z.boolean({ error: 'Staff from Google must be true or false' }).default(false),
  /** The org unit (with its sub-units) whose unmatched users become staff; empty: none. */
  staffOrgUnit: z.union([z.literal(''), orgUnitPathSchema]).default(''),
});
export type GoogleOptions = z.output<typeof googleOptionsSchema>;

export const saveGoogleSchema = z.object({
  districtId: z.uuid({ error: 'Choose a district first.' }).optional(),
  enabled: z.boolean({ error: 'Say whether the integration is enabled (true or false)' }),
  credentials: googleCredentialsSchema.optional(),
  options: googleOptionsSchema.default(googleOptionsSchema.parse({})),
});
export type SaveGooglePayload = z.input<typeof saveGoogleSchema>;

// --- The Directory API's records (what the sync reads) --------------------------------------------

export interface GoogleDevice {
  deviceId: string;
  serialNumber?: string;
  status?: string;
  model?: string;
  osVersion?: string;
  macAddress?: string;
  lastSync?: string;
  orgUnitPath?: string;
  annotatedUser?: string;
  annotatedLocation?: string;
  annotatedAssetId?: string;
  recentUsers?: { type?: string; email?: string }[];
  autoUpdateExpiration?: string;
  autoUpdateThrough?: string;
}

export interface GoogleOrgUnit {
  name: string;
  orgUnitPath: string;
  orgUnitId?: string;
  parentOrgUnitPath?: string;
}

// --- Mapping rules --------------------------------------------------------------------------------

/** The last day of updates: `autoUpdateThrough` (a date or time), else `autoUpdateExpiration` (ms since 1970). */
export function supportEndOf(
  d: Pick<GoogleDevice, 'autoUpdateThrough' | 'autoUpdateExpiration'>,
): string | null {
  if (d.autoUpdateThrough) {
    const m = d.autoUpdateThrough.match(/^(\d{4}-\d{2}-\d{2})/);
    if (m) return m[1]!;
  }
  if (d.autoUpdateExpiration && /^\d{1,15}$/.test(d.autoUpdateExpiration)) {
    const at = new Date(Number(d.autoUpdateExpiration));
    if (!Number.isNaN(at.getTime())) return at.toISOString().slice(0, 10);
  }
  return null;
}

type AssetStatus = 'active' | 'maintenance' | 'retired' | 'lost';

/**
 * The asset status a device's Google status asks for: deprovisioned → retired, disabled → lost,
 * active → active (a device in the portal's repair shop stays in maintenance).
 */
export function assetStatusOf(googleStatus: string | undefined, current: AssetStatus | null): AssetStatus {
  if (googleStatus === 'DEPROVISIONED') return 'retired';
  if (googleStatus === 'DISABLED') return 'lost';
  if (current === 'maintenance') return 'maintenance';
  return 'active';
}

/** The person's address a device names: the annotated user (when an address), else the most recent user. */
export function userEmailOf(d: Pick<GoogleDevice, 'annotatedUser' | 'recentUsers'>): string | null {
  const annotated = d.annotatedUser?.trim().toLowerCase();
  if (annotated?.includes('@')) return annotated;
  const recent = d.recentUsers
    ?.find((u) => u.email)
    ?.email?.trim()
    .toLowerCase();
  return recent || null;
}

/** The tag of a new asset: the annotated asset id when set, else the serial number. */
export const tagOf = (d: Pick<GoogleDevice, 'annotatedAssetId' | 'serialNumber'>) =>
  d.annotatedAssetId?.trim() || (d.serialNumber ?? '').trim();

/** How an org unit got its site: chosen on the mapping screen, by its name, from its parent, or none. */
export const OU_SITE_SOURCES = ['chosen', 'name', 'parent', 'none'] as const;
export type OuSiteSource = (typeof OU_SITE_SOURCES)[number];

/**
 * Each org unit's site and where it comes from: the one chosen for it (a site, or none), else the
 * site named like the OU (case-insensitive), else its parent's (a school's sub-OUs belong to the
 * school), else none.
 */
export function ouSiteMapping(
  units: Pick<GoogleOrgUnit, 'name' | 'orgUnitPath'>[],
  sites: { id: string; name: string }[],
  chosen: Record<string, string | null>,
): Map<string, { siteId: string | null; source: OuSiteSource }> {
  const byName = new Map(sites.map((s) => [s.name.trim().toLowerCase(), s.id]));
  const out = new Map<string, { siteId: string | null; source: OuSiteSource }>();
  const root = (): { siteId: string | null; source: OuSiteSource } =>
    '/' in chosen ? { siteId: chosen['/']!, source: 'chosen' } : { siteId: null, source: 'none' };
  const sorted = [...units].sort((a, b) => a.orgUnitPath.length - b.orgUnitPath.length);
  for (const u of sorted) {
    if (Object.hasOwn(chosen, u.orgUnitPath)) {
      out.set(u.orgUnitPath, { siteId: chosen[u.orgUnitPath]!, source: 'chosen' });
      continue;
    }
    const named = byName.get(u.name.trim().toLowerCase());
    if (named) {
      out.set(u.orgUnitPath, { siteId: named, source: 'name' });
      continue;
    }
    if (u.orgUnitPath === '/') {
      out.set('/', root());
      continue;
    }
    // The nearest listed ancestor's site (a tree with a gap still inherits).
    let parent = u.orgUnitPath;
    let inherited: string | null | undefined;
    while (parent !== '/' && inherited === undefined) {
      parent = parent.slice(0, parent.lastIndexOf('/')) || '/';
      inherited = out.get(parent)?.siteId;
    }
    // A parent mapped to no site keeps its children without one too.
    const siteId = inherited === undefined ? root().siteId : inherited;
    out.set(u.orgUnitPath, { siteId, source: siteId ? 'parent' : 'none' });
  }
  if (!out.has('/')) out.set('/', root());
  return out;
}

/** Each org unit's site (see ouSiteMapping), as the sync reads it. */
export function ouSiteTable(
  units: Pick<GoogleOrgUnit, 'name' | 'orgUnitPath'>[],
  sites: { id: string; name: string }[],
  chosen: Record<string, string | null>,
): Map<string, string | null> {
  return new Map([...ouSiteMapping(units, sites, chosen)].map(([path, m]) => [path, m.siteId]));
}

/** The site of an org unit path by the table (a path the tree did not list takes its nearest parent's). */
export function siteOfPath(table: Map<string, string | null>, path: string | undefined): string | null {
  let p = path || '/';
  for (;;) {
    if (table.has(p)) return table.get(p)!;
    if (p === '/' || !p.includes('/')) return null;
    p = p.slice(0, p.lastIndexOf('/')) || '/';
  }
}

/** The inventory fields a sync keeps in step, as the diff names them. */
export const SYNCED_FIELDS = ['model', 'status', 'siteId', 'personId', 'supportEndsAt'] as const;
export type SyncedField = (typeof SYNCED_FIELDS)[number];
export const SYNCED_FIELD_LABELS: Record<SyncedField, string> = {
  model: 'Model',
  status: 'Status',
  siteId: 'Site',
  personId: 'Person',
  supportEndsAt: 'Support ends',
};
export type SyncedValues = Record<SyncedField, string | null>;

/** The fields that differ, in the diff's order (a device that says nothing of a field changes nothing). */
export function changedFields(
  current: SyncedValues,
  wanted: SyncedValues,
): { field: SyncedField; from: string | null; to: string | null }[] {
  const out: { field: SyncedField; from: string | null; to: string | null }[] = [];
  for (const field of SYNCED_FIELDS) {
    if (field === 'model' && !wanted.model) continue;
    if (current[field] !== wanted[field]) out.push({ field, from: current[field], to: wanted[field] });
  }
  return out;
}

/**
 * Whether a sync waits for an administrator: the first one, one asked as a dry run, and one
 * changing more than `percent` of the inventory (creations, updates and retirements over the
 * number of assets, the new ones included).
 */
export function approvalReason(input: {
  firstSync: boolean;
  dryRun: boolean;
  changes: number;
  inventory: number;
  percent: number;
}): string | null {
  if (input.firstSync) return 'The first sync is always reviewed before it runs.';
  if (input.dryRun) return 'A dry run was asked for.';
  const share =
    input.inventory === 0 ? (input.changes > 0 ? 100 : 0) : (input.changes / input.inventory) * 100;
  if (share > input.percent)
    return `It would change ${Math.round(share * 10) / 10} % of the inventory (above ${input.percent} %).`;
  return null;
}

// --- Answers --------------------------------------------------------------------------------------

/** Rows of each list the diff keeps (counts are always complete). */
export const DIFF_LIST_MAX = 500;

const change = z.object({
  field: z.enum(SYNCED_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export const syncDiffSchema = z.object({
  runId: z.uuid(),
  status: z.enum(['pending', 'approved', 'applied', 'superseded']),
  reason: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  counts: z.object({
    devices: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    retire: z.number().int(),
    unchanged: z.number().int(),
    unmappedOrgUnits: z.number().int(),
    unmappedModels: z.number().int(),
    noMatch: z.number().int(),
    inventory: z.number().int(),
  }),
  create: z.array(
    z.object({
      deviceId: z.string(),
      serialNumber: z.string(),
      assetTag: z.string(),
      model: z.string(),
      orgUnitPath: z.string(),
      siteName: z.string().nullable(),
      personName: z.string().nullable(),
      supportEndsAt: z.string().nullable(),
    }),
  ),
  update: z.array(
    z.object({
      assetId: z.uuid(),
      assetTag: z.string(),
      serialNumber: z.string(),
      changes: z.array(change),
    }),
  ),
  retire: z.array(z.object({ assetId: z.uuid(), assetTag: z.string(), serialNumber: z.string() })),
  unmappedOrgUnits: z.array(z.object({ orgUnitPath: z.string(), devices: z.number().int() })),
  unmappedModels: z.array(z.object({ model: z.string(), devices: z.number().int() })),
  noMatch: z.array(z.object({ assetId: z.uuid(), assetTag: z.string(), serialNumber: z.string() })),
});
export type SyncDiff = z.infer<typeof syncDiffSchema>;

export const runParamsSchema = z.object({ runId: z.uuid({ error: GOOGLE_MESSAGES.runNotFound }) });

// --- Reconcile ------------------------------------------------------------------------------------

export const reconcileSchema = z.object({
  lastSync: z.string().nullable(),
  googleOnly: z.array(
    z.object({
      deviceId: z.string(),
      serialNumber: z.string(),
      model: z.string(),
      status: z.string(),
      orgUnitPath: z.string(),
    }),
  ),
  inventoryOnly: z.array(
    z.object({
      assetId: z.uuid(),
      assetTag: z.string(),
      serialNumber: z.string(),
      model: z.string(),
      status: z.string(),
    }),
  ),
  counts: z.object({
    googleOnly: z.number().int(),
    inventoryOnly: z.number().int(),
    matched: z.number().int(),
  }),
});
export type Reconcile = z.infer<typeof reconcileSchema>;

export const reconcileFixSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      districtId: z.uuid({ error: 'Choose a district first.' }).optional(),
      action: z.literal('add'),
      deviceId: text(100, 'Name the Google device'),
    }),
    z.object({
      districtId: z.uuid({ error: 'Choose a district first.' }).optional(),
      action: z.literal('retire'),
      assetId: z.uuid({ error: GOOGLE_MESSAGES.assetNotFound }),
    }),
  ],
  { error: 'Choose a fix: add or retire' },
);
export type ReconcileFix = z.infer<typeof reconcileFixSchema>;
export const reconcileFixResultSchema = z.object({ assetId: z.uuid(), message: z.string() });

// --- An asset's Google facts ----------------------------------------------------------------------

/** What Google's Admin console last said of an asset's Chromebook (the asset details show it). */
export const assetGoogleFactsSchema = z.object({
  deviceId: z.string(),
  status: z.string(),
  model: z.string(),
  osVersion: z.string().nullable(),
  macAddress: z.string().nullable(),
  /** When the device last synced with Google. */
  lastSync: z.string().nullable(),
  orgUnitPath: z.string(),
  /** The site the org unit maps to, when it does. */
  siteName: z.string().nullable(),
  /** Its last automatic update day (ISO date). */
  supportEndsAt: z.string().nullable(),
  /** When our sync last read it. */
  seenAt: z.string(),
});
/** `device` is null for an asset Google does not know. */
export const assetGoogleSchema = z.object({ device: assetGoogleFactsSchema.nullable() });
export type AssetGoogle = z.infer<typeof assetGoogleSchema>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A support end date as people say it: "Updates until June 2027", or "Updates ended June 2025"
 * (past: the day is before today, both ISO dates).
 */
export function supportEndLabel(supportEndsAt: string, today: string): { text: string; past: boolean } {
  const month = MONTHS[Number(supportEndsAt.slice(5, 7)) - 1] ?? '';
  const when = `${month} ${supportEndsAt.slice(0, 4)}`;
  const past = supportEndsAt.slice(0, 10) < today.slice(0, 10);
  return { text: past ? `Updates ended ${when}` : `Updates until ${when}`, past };
}

// --- Google's device status in words --------------------------------------------------------------

const GOOGLE_STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
  DEPROVISIONED: 'Deprovisioned',
  PROVISIONED: 'Provisioned',
  PRE_PROVISIONED: 'Pre-provisioned',
  INACTIVE: 'Inactive',
  RETURN_APPROVED: 'Return approved',
  RETURN_ARRIVED: 'Return arrived',
  UNKNOWN: 'Unknown',
};

/** A Chrome device's status as people say it ("DEPROVISIONED" → "Deprovisioned"; an unknown word is made readable). */
export function googleStatusLabel(status: string): string {
  const known = GOOGLE_STATUS_LABELS[status.toUpperCase()];
  if (known) return known;
  const words = status.replace(/_/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}

// --- Org unit → site mapping screen ---------------------------------------------------------------

/** The org unit tree as the last sync stored it, each unit with its site and where that comes from. */
export const orgUnitTreeSchema = z.object({
  units: z.array(
    z.object({
      orgUnitPath: z.string(),
      name: z.string(),
      /** Chrome devices in this unit itself (not its sub-units). */
      devices: z.number().int(),
      siteId: z.uuid().nullable(),
      siteName: z.string().nullable(),
      source: z.enum(OU_SITE_SOURCES),
      /** What the mapping screen set: a site id, null (no site), or absent (by name or parent). */
      chosen: z.uuid().nullable().optional(),
    }),
  ),
  sites: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** When the tree was last read from Google (null: never). */
  readAt: z.string().nullable(),
});
export type OrgUnitTree = z.infer<typeof orgUnitTreeSchema>;

export const saveOuSitesSchema = z.object({
  districtId: z.uuid({ error: 'Choose a district first.' }).optional(),
  ouSites: ouSitesSchema,
});
export type SaveOuSites = z.infer<typeof saveOuSitesSchema>;
