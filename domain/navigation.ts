import { ACCESS, type AccessArea, type Permission } from './access.ts';
import type { Role } from './roles.ts';
import type { ServiceLevel } from './tiers.ts';

/** The sidebar (docs/product.md#shell). Each tier group's APIs are gated at the same tier (domain/access.ts). */
export interface NavLink {
  to: string;
  label: string;
  badge?: 'support-count' | 'active';
  connected?: boolean;
  /**
   * The access area behind the link (domain/access.ts): a role that may not read it does not see
   * the link, and the sidebar marks it when the district has the area switched off.
   */
  area?: AccessArea;
  /** What the role must be allowed in `area` to see the link (read unless told). */
  permission?: Permission;
  /**
   * Stands for the district open in the provider's menu (its page, or the working district): the
   * sidebar links it by name, marked Active, and leaves it out while none is open. Its `to` is a
   * district page that always exists (Benson's), for the checks that visit every link.
   */
  openDistrict?: true;
  /** Marked current on its own path only, not on the paths under it (/help, not /help/tickets). */
  exact?: true;
}
export interface NavGroup {
  title: string;
  tier?: ServiceLevel;
  links: NavLink[];
}

export const ADMIN_NAV: NavGroup[] = [
  {
    title: 'Quick Actions',
    links: [
      { to: '/', label: 'Admin Dashboard' },
      { to: '/create-district', label: 'Create New District' },
      { to: '/permissions', label: 'Manage Permissions' },
      { to: '/bulk-operations', label: 'Bulk Operations' },
    ],
  },
  {
    title: 'District Instances',
    links: [
      { to: '/districts', label: 'All Districts Overview' },
      { to: '/district-profile', label: 'District Profiles' },
      { to: '/analytics', label: 'Analytics & Reports' },
      { to: '/inventory/fleet', label: 'Fleet' },
      { to: '/inventory/parts', label: 'Parts pool' },
      { to: '/status', label: 'System Status' },
      { to: '/instance/benson', label: 'Open district', badge: 'active', openDistrict: true },
    ],
  },
  {
    title: 'Operations',
    links: [
      { to: '/admin/jobs', label: 'Background Jobs' },
      { to: '/admin/mail', label: 'Mail Outbox' },
      { to: '/admin/knowledge', label: 'Sparky Knowledge Base' },
      { to: '/canned-responses', label: 'Canned Responses' },
      { to: '/rules', label: 'Ticket Rules' },
      { to: '/admin/integrations', label: 'Integrations' },
      { to: '/integrations/webhooks', label: 'Webhooks' },
      { to: '/audit', label: 'Audit Log' },
    ],
  },
];

export const DISTRICT_NAV: NavGroup[] = [
  {
    title: 'Client Success',
    links: [
      { to: '/', label: 'Dashboard' },
      // Every tier: the health of the services the district runs on (docs/product.md#system-status).
      { to: '/status', label: 'System Status', area: 'monitors' },
      { to: '/meetings', label: 'Meetings' },
      { to: '/projects', label: 'Projects' },
      { to: '/tasks', label: 'Tasks' },
      { to: '/audit', label: 'Audit Log', area: 'audit' },
      { to: '/district-profile', label: 'District Profile', area: 'profile' },
      // Vendor agreements, retention and a person's data (docs/product.md#student-data-privacy).
      { to: '/privacy', label: 'Student Privacy', area: 'privacy' },
    ],
  },
  {
    title: 'FS Analysis',
    tier: 'analysis',
    links: [
      { to: '/tech-assessment', label: 'Tech Assessment', area: 'assessments' },
      { to: '/inventory', label: 'Inventory', area: 'assets', exact: true },
      // Scan-first inventory (docs/product.md#scanner): technicians and administrators scan.
      { to: '/inventory/collection', label: 'Collection day', area: 'assets', permission: 'write' },
      { to: '/inventory/issue', label: 'Issue day', area: 'assets', permission: 'write' },
      { to: '/inventory/audits', label: 'Audits', area: 'assets', permission: 'write' },
      { to: '/inventory/repairs', label: 'Repairs', area: 'assets' },
      // Spare parts and Five Star's pool (docs/product.md#parts).
      { to: '/inventory/parts', label: 'Parts', area: 'assets' },
      { to: '/inventory/fleet', label: 'Fleet', area: 'assets' },
      // Damage charges, payments, fee schedule, insurance (docs/product.md#charges): administrators.
      { to: '/charges', label: 'Fees & charges', area: 'money' },
      // E-Rate C2 register, budget and warranty dates (docs/product.md#e-rate): money, administrators.
      { to: '/inventory/erate', label: 'E-Rate register', area: 'money' },
      { to: '/people', label: 'People', area: 'assets' },
      { to: '/licenses', label: 'License Tracking' },
    ],
  },
  {
    title: 'FS Ascend',
    tier: 'ascend',
    links: [
      { to: '/tickets', label: 'Support', badge: 'support-count', area: 'tickets' },
      { to: '/at-risk', label: 'At risk now', area: 'tickets' },
      // The replies staff insert into tickets: for those who reply (viewers do not).
      { to: '/canned-responses', label: 'Canned Responses', area: 'tickets', permission: 'write' },
      { to: '/rules', label: 'Ticket Rules', area: 'tickets', permission: 'admin' },
      { to: '/onsite-tech-toolkit', label: 'Onsite Tech Toolkit', area: 'toolkit' },
      { to: '/sparky', label: 'SPARK', badge: 'active', area: 'sparky' },
      { to: '/technician-scheduling', label: 'Technician Scheduling' },
      { to: '/passwords', label: 'Password Vault', area: 'vault' },
    ],
  },
  {
    title: 'FS Altitude',
    tier: 'altitude',
    links: [
      { to: '/analytics', label: 'Analytics & Reports', area: 'analytics' },
      { to: '/integrations/connectwise', label: 'ConnectWise', connected: true, area: 'integrations' },
      { to: '/integrations/incidentiq', label: 'IncidentIQ', connected: true, area: 'integrations' },
      { to: '/integrations/brightgauge', label: 'BrightGauge', connected: true, area: 'integrations' },
      { to: '/integrations/google', label: 'Google Workspace', connected: true, area: 'integrations' },
      { to: '/integrations/webhooks', label: 'Webhooks', area: 'integrations' },
    ],
  },
  {
    title: 'FS Apex',
    tier: 'apex',
    links: [
      { to: '/tasks', label: 'Advanced Task Management' },
      { to: '/users', label: 'User Management', area: 'users' },
      { to: '/settings', label: 'System Settings', area: 'settings' },
    ],
  },
];

/** A requester's (Staff & Students) whole menu: the help portal's three parts (docs/product.md#help). */
export const REQUESTER_NAV: NavGroup[] = [
  {
    title: 'Help',
    links: [
      { to: '/help', label: 'Get help', area: 'portal', exact: true },
      { to: '/help/tickets', label: 'My tickets', area: 'portal' },
      { to: '/help/devices', label: 'My devices', area: 'portal' },
    ],
  },
];

/** The menu of a signed-in person: Five Star's outside a district view, a requester's, or a district's. */
export function menuFor(user: { role: Role; accountRole: Role; inDistrictView: boolean }): NavGroup[] {
  if (user.accountRole === 'provider_admin' && !user.inDistrictView) return ADMIN_NAV;
  return user.role === 'requester' ? REQUESTER_NAV : DISTRICT_NAV;
}

/**
 * The links of a group that `role` may follow (a technician sees no User Management). A requester
 * follows the help portal's links only: the district's screens of Support and SPARK are staff's,
 * even though requesters reach those areas' endpoints for their own tickets and conversations.
 */
export function linksFor(group: NavGroup, role: Role): NavLink[] {
  if (role === 'requester') return group.links.filter((link) => link.area === 'portal');
  return group.links.filter(
    (link) => !link.area || ACCESS[link.area].roles[role].includes(link.permission ?? 'read'),
  );
}
