import { ACCESS, type AccessArea, type FeatureToggle, type Permission } from './access.ts';
import type { Role } from './roles.ts';
import { SERVICE_LEVEL_LABELS, type ServiceLevel } from './tiers.ts';

// Manage Permissions (see docs/product.md#manage-permissions): the feature toggles' words and the
// access-level table, both read from the access table of access.ts.

/** What each toggle switches, under its label (FEATURE_TOGGLE_LABELS of admin.ts). */
export const FEATURE_TOGGLE_DESCRIPTIONS: Record<FeatureToggle, string> = {
  tickets: 'The ticket queue, ticket pages and the support badge.',
  assets: 'The device inventory, its imports and exports.',
  sparky: 'SPARK, the assistant that answers questions and drafts tickets.',
  integrations: 'The ConnectWise, IncidentIQ and BrightGauge connectors.',
  analytics: 'Reports and trends across the district.',
  bulkOperations: 'Whether Five Star’s bulk operations may change this district.',
};

export const PERMISSIONS_MESSAGES = {
  saved: (target: string) => `Permissions saved for ${target}`,
  saveFailed: 'The permissions could not be saved.',
  allDistricts: 'All districts (defaults for new districts)',
  unsaved: 'Unsaved changes',
  leaveTitle: 'Leave without saving?',
  leaveBody: 'The changed toggles have not been saved. Leaving now discards them.',
} as const;

/** The access levels of a district's people, as Manage Permissions names them. */
export const ACCESS_LEVELS: { role: Role; label: string }[] = [
  { role: 'district_admin', label: 'Administrator' },
  { role: 'technician', label: 'Technician' },
  { role: 'viewer', label: 'View Only' },
  { role: 'requester', label: 'Staff & Students' },
];

/** The words of the areas the access-level table lists (every area but Five Star's own operations). */
export const ACCESS_AREA_LABELS: Record<Exclude<AccessArea, 'admin'>, string> = {
  dashboard: 'Dashboard',
  districts: 'District page',
  projects: 'Projects',
  meetings: 'Meetings',
  tasks: 'Tasks',
  people: 'People pickers',
  sites: 'Schools and buildings',
  assets: 'Asset inventory',
  money: 'Device fees, charges and costs',
  licenses: 'License tracking',
  tickets: 'Support tickets',
  portal: 'Help portal',
  sparky: 'AI assistant',
  integrations: 'Ticketing integrations',
  users: 'User management',
  settings: 'System settings',
  profile: 'District profile',
  calendar: 'Working calendar',
  sla: 'SLA targets',
  monitors: 'System status and monitors',
  audit: 'Audit log',
  privacy: 'Student data privacy',
  vault: 'Password vault',
  visits: 'Technician visits',
  assessments: 'Technology assessment',
  toolkit: 'Onsite tech toolkit',
  analytics: 'Analytics and reports',
};

/** What a role may do in an area, from its permissions: the highest one wins. */
export type AccessLevel = 'full' | 'change' | 'read' | 'own' | 'none';
export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  full: 'Full access',
  change: 'Read and change',
  read: 'Read only',
  own: 'Their own only',
  none: 'No access',
};

export function accessLevelOf(permissions: readonly Permission[]): AccessLevel {
  if (permissions.includes('admin')) return 'full';
  if (permissions.includes('write')) return 'change';
  if (permissions.includes('read')) return 'read';
  return 'none';
}

export interface AccessTableRow {
  area: AccessArea;
  label: string;
  /** The lowest tier that has it, in words ('Every tier' when none). */
  tier: string;
  toggle: FeatureToggle | null;
  levels: Record<Role, AccessLevel>;
}

interface Rule {
  tier?: ServiceLevel;
  toggle?: FeatureToggle;
  roles: Record<Role, readonly Permission[]>;
}

/** The access-level table of Manage Permissions: one row per area, built from ACCESS. */
export function accessTable(): AccessTableRow[] {
  const areas = (Object.keys(ACCESS) as AccessArea[]).filter(
    (area): area is Exclude<AccessArea, 'admin'> => area !== 'admin',
  );
  return areas.map((area) => {
    const rule: Rule = ACCESS[area];
    return {
      area,
      label: ACCESS_AREA_LABELS[area],
      tier: rule.tier ? `${SERVICE_LEVEL_LABELS[rule.tier]} and up` : 'Every tier',
      toggle: rule.toggle ?? null,
      levels: {
        provider_admin: accessLevelOf(rule.roles.provider_admin),
        district_admin: accessLevelOf(rule.roles.district_admin),
        technician: accessLevelOf(rule.roles.technician),
        viewer: accessLevelOf(rule.roles.viewer),
        // Requesters reach only their own tickets, conversations and devices (endpoints marked `requesters`).
        requester: rule.roles.requester.length ? 'own' : 'none',
      },
    };
  });
}
