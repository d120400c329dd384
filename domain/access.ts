import type { Role } from './roles.ts';
import { SERVICE_LEVEL_LABELS, type ServiceLevel, tierAllows } from './tiers.ts';

/**
 * Who may do what, decided in one place. For each area of the product: the service tier a district
 * needs, the feature toggle a provider admin can switch off for a district, and what each role may
 * do there. The server's one guard applies this table to every route; the client reads it to show,
 * dim or explain.
 */

/** What a request asks of an area: to read it, to change it, or to administer it. */
export const PERMISSIONS = ['read', 'write', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The feature toggles of Manage Permissions, saved per district (all on unless switched off). */
export const FEATURE_TOGGLES = [
  'tickets',
  'assets',
  'sparky',
  'integrations',
  'analytics',
  'bulkOperations',
] as const;
export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];
export type FeatureToggles = Record<FeatureToggle, boolean>;

export const DEFAULT_FEATURES: FeatureToggles = {
  tickets: true,
  assets: true,
  sparky: true,
  integrations: true,
  analytics: true,
  bulkOperations: true,
};

/** A district's toggles as stored (missing keys are on). */
export function featuresOf(stored: Partial<Record<string, boolean>> | null | undefined): FeatureToggles {
  const features = { ...DEFAULT_FEATURES };
  for (const key of FEATURE_TOGGLES) if (stored?.[key] === false) features[key] = false;
  return features;
}

const ALL: Permission[] = ['read', 'write', 'admin'];
const READ_WRITE: Permission[] = ['read', 'write'];
const READ: Permission[] = ['read'];
const NONE: Permission[] = [];

interface AreaRule {
  /** The lowest service tier whose districts have the area (none: every tier). */
  tier?: ServiceLevel;
  /** The feature toggle that can switch the area off for a district. */
  toggle?: FeatureToggle;
  /** Five Star, the provider, works here in any district whatever its tier (in a district view too). */
  providerAnyTier?: true;
  /** What each effective role may do. A provider admin outside a district view acts on any district. */
  roles: Record<Role, readonly Permission[]>;
}

/** Most district work: everybody of the staff reads, staff change, administrators administer; requesters none. */
const districtWork = {
  provider_admin: ALL,
  district_admin: ALL,
  technician: READ_WRITE,
  viewer: READ,
  requester: NONE,
} as const satisfies Record<Role, readonly Permission[]>;

/**
 * Tickets and Sparky: staff as in most district work; requesters read and write too, but only on the
 * endpoints declared `requesters: 'own'` (their own tickets, their own conversations): the guard
 * refuses them every other endpoint of every area.
 */
const requesterToo = { ...districtWork, requester: READ_WRITE } as const satisfies Record<
  Role,
  readonly Permission[]
>;

export const ACCESS = {
  /** The district list and a district's page; creating districts is the provider's. */
  districts: {
    roles: { provider_admin: ALL, district_admin: READ, technician: READ, viewer: READ, requester: NONE },
  },
  dashboard: { roles: districtWork },
  /** People of a district, for pickers (assignees, technicians). */
  people: { roles: districtWork },
  projects: { roles: districtWork },
  meetings: { roles: districtWork },
  tasks: { roles: districtWork },
  assets: { tier: 'analysis', toggle: 'assets', roles: districtWork },
  /** Reading for all; technicians manage seats (write); administrators add, edit, renew, import (admin). */
  licenses: { tier: 'analysis', roles: districtWork },
  tickets: { tier: 'ascend', toggle: 'tickets', roles: requesterToo },
  /** The help portal (/help): anyone's own tickets and devices; the front door of requesters. */
  portal: { tier: 'ascend', toggle: 'tickets', roles: requesterToo },
  sparky: { tier: 'ascend', toggle: 'sparky', roles: requesterToo },
  /**
   * The Password Vault: viewers read the list but never a secret (reveals need write); Five Star
   * works in a district's vault only inside its district view (there it is its administrator).
   */
  vault: {
    tier: 'ascend',
    roles: {
      provider_admin: NONE,
      district_admin: ALL,
      technician: READ_WRITE,
      viewer: READ,
      requester: NONE,
    },
  },
  /**
   * Technology Assessment (Analysis) and the Onsite Tech Toolkit (Ascend): one forms engine and
   * document library; everybody reads, staff add and answer, viewers read only. The routes are
   * checked against `assessments`; an item of the toolkit also needs `toolkit` (its service checks).
   */
  assessments: { tier: 'analysis', roles: districtWork },
  toolkit: { tier: 'ascend', roles: districtWork },
  /** Technician visits: everybody reads; technicians move their own visits on (write); schedulers book and move them (admin). */
  visits: { tier: 'ascend', roles: districtWork },
  /** User Management's extras (roles, imports, every account): an Apex feature, Five Star's in any district. */
  users: {
    tier: 'apex',
    providerAnyTier: true,
    roles: { provider_admin: ALL, district_admin: ALL, technician: NONE, viewer: NONE, requester: NONE },
  },
  /** System Settings' extras (name, SLA targets, on-call phone): an Apex feature, Five Star's in any district. */
  settings: {
    tier: 'apex',
    providerAnyTier: true,
    roles: { provider_admin: ALL, district_admin: ALL, technician: NONE, viewer: NONE, requester: NONE },
  },
  /**
   * The District profile: what other features need and a tier never locks (a tier sells features,
   * not the data they run on): enrollment, school day, time zone, email domains, inviting the
   * district's own staff and giving waiting accounts access. Every tier's administrators keep it.
   */
  profile: {
    roles: { provider_admin: ALL, district_admin: ALL, technician: NONE, viewer: NONE, requester: NONE },
  },
  /**
   * The working calendar (time zone, working hours, closed days): data the SLA clock and schedules
   * run on, so every tier has it (like the District profile) and every staff role reads it; its
   * administrators keep it (a district administrator flips "Closed today" in the morning).
   */
  calendar: {
    roles: { provider_admin: ALL, district_admin: ALL, technician: READ, viewer: READ, requester: NONE },
  },
  /**
   * SLA targets per priority: every staff role reads the district's; its administrators set its own
   * (its contract); Five Star keeps the tiers' defaults (checked against `admin`).
   */
  sla: {
    roles: { provider_admin: ALL, district_admin: ALL, technician: READ, viewer: READ, requester: NONE },
  },
  /**
   * Service monitors, incidents and status (issue 32): a foundation like the District profile, so every
   * tier has it; every staff role reads; the district's administrators and Five Star add and change.
   */
  monitors: {
    roles: { provider_admin: ALL, district_admin: ALL, technician: READ, viewer: READ, requester: NONE },
  },
  /** The district's schools and buildings: everybody picks from them, administrators keep them. */
  sites: {
    roles: { provider_admin: ALL, district_admin: ALL, technician: READ, viewer: READ, requester: NONE },
  },
  /** Five Star's own operations: background jobs, the mail outbox (and later permissions, bulk work, audit). */
  admin: {
    roles: { provider_admin: ALL, district_admin: NONE, technician: NONE, viewer: NONE, requester: NONE },
  },
  /** The audit log: Five Star reads every district's, a district's administrators read their own. */
  audit: {
    roles: { provider_admin: ALL, district_admin: READ, technician: NONE, viewer: NONE, requester: NONE },
  },
  /**
   * Device money (issue 34): fee schedules, insurance, waivers, charges, asset costs and the E-Rate
   * register. Hidden from technicians and viewers, as license costs are; an inventory feature.
   */
  money: {
    tier: 'analysis',
    toggle: 'assets',
    roles: { provider_admin: ALL, district_admin: ALL, technician: NONE, viewer: NONE, requester: NONE },
  },
  /**
   * Student data privacy (issue 36): vendor agreements, retention, a person's data. Every tier (the
   * law binds every district); the district's administrators and Five Star only. Offboarding a
   * district is the districts area's (Five Star's alone).
   */
  privacy: {
    roles: { provider_admin: ALL, district_admin: ALL, technician: NONE, viewer: NONE, requester: NONE },
  },
  /** Analytics & Reports: everybody of the district reads (View Only is for this); nothing here changes data. */
  analytics: { tier: 'altitude', toggle: 'analytics', roles: districtWork },
  integrations: {
    tier: 'altitude',
    toggle: 'integrations',
    roles: { provider_admin: ALL, district_admin: ALL, technician: NONE, viewer: NONE, requester: NONE },
  },
} as const satisfies Record<string, AreaRule>;
export type AccessArea = keyof typeof ACCESS;

/** The caller as the access rules see it: effective role, the district's tier and toggles. */
export interface Accessor {
  role: Role;
  /** True for a provider admin outside any district view: tiers and toggles do not bind them. */
  providerWide: boolean;
  /** True for a Five Star account, in a district view too (areas marked `providerAnyTier` ignore the tier). */
  provider?: boolean;
  serviceLevel: ServiceLevel;
  features: FeatureToggles;
}

export const ACCESS_MESSAGES = {
  role: 'You do not have permission to do this.',
  tier: (tier: ServiceLevel) =>
    `This feature needs the ${SERVICE_LEVEL_LABELS[tier]} service level or higher.`,
  toggle: (toggle: FeatureToggle) => TOGGLE_OFF[toggle],
  waiting: 'Your account is waiting for access to a district.',
  districtNotFound: 'District not found.',
  chooseDistrict: 'Choose a district first.',
} as const;

const TOGGLE_OFF: Record<FeatureToggle, string> = {
  tickets: 'Support tickets are turned off for this district',
  assets: 'Asset management is turned off for this district',
  sparky: 'The AI assistant is turned off for this district',
  integrations: 'Ticketing integration is turned off for this district',
  analytics: 'Analytics is turned off for this district',
  bulkOperations: 'Bulk operations are turned off for this district',
};

/** Whether the caller may do `permission` in `area`, and if not, why. */
export type AccessVerdict =
  | { ok: true }
  | { ok: false; reason: 'role' }
  | { ok: false; reason: 'tier'; tier: ServiceLevel }
  | { ok: false; reason: 'toggle'; toggle: FeatureToggle };

export function accessVerdict(area: AccessArea, permission: Permission, who: Accessor): AccessVerdict {
  const rule: AreaRule = ACCESS[area];
  if (!rule.roles[who.role].includes(permission)) return { ok: false, reason: 'role' };
  if (who.providerWide) return { ok: true };
  if (rule.tier && !tierAllows(who.serviceLevel, rule.tier) && !(who.provider && rule.providerAnyTier))
    return { ok: false, reason: 'tier', tier: rule.tier };
  if (rule.toggle && !who.features[rule.toggle]) return { ok: false, reason: 'toggle', toggle: rule.toggle };
  return { ok: true };
}

/** The words of a refusal, as the API answers them and the screens show them. */
export function denialMessage(verdict: Exclude<AccessVerdict, { ok: true }>): string {
  if (verdict.reason === 'tier') return ACCESS_MESSAGES.tier(verdict.tier);
  if (verdict.reason === 'toggle') return ACCESS_MESSAGES.toggle(verdict.toggle);
  return ACCESS_MESSAGES.role;
}

/** Why the caller may not do `permission` in `area`, or null when they may. */
export function accessDenied(area: AccessArea, permission: Permission, who: Accessor): string | null {
  const verdict = accessVerdict(area, permission, who);
  return verdict.ok ? null : denialMessage(verdict);
}
