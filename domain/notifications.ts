import { z } from 'zod';
import type { Role } from './roles.ts';

/**
 * What a user can be told about. Each kind says whether it can show in the portal (in-app) and
 * whether it can be emailed, and what a new user gets until they choose.
 */
export const NOTIFICATION_KINDS = [
  'ticket_created',
  'ticket_status',
  'ticket_comment',
  'ticket_assigned',
  'visit_update',
  'daily_digest',
  'license_renewal',
  'license_low_seats',
  'announcement',
  'vault_expiring',
  'ticket_rule',
  'sla_at_risk',
  'sla_breached',
  'service_incident',
  'part_low_stock',
  'webhook_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

interface KindRule {
  label: string;
  description: string;
  /** Channels the kind can use at all. */
  channels: { inApp: boolean; email: boolean };
  /** What a user gets before choosing. */
  defaults: { inApp: boolean; email: boolean };
  /** Whether it can reach a requester (Staff & Students): about their own tickets and visits, and announcements. */
  requesters?: true;
}

export const NOTIFICATION_RULES: Record<NotificationKind, KindRule> = {
  ticket_created: {
    label: 'New tickets in my district',
    description: 'For district administrators: someone opened a ticket.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  ticket_status: {
    label: 'Status changes of my tickets',
    description: 'A ticket you opened or are assigned was marked in progress, resolved or closed.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
    requesters: true,
  },
  ticket_comment: {
    label: 'Comments on my tickets',
    description: 'Someone commented on a ticket you opened or are assigned.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: false },
    requesters: true,
  },
  ticket_assigned: {
    label: 'Tickets assigned to me',
    description: 'A ticket was assigned to you.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  visit_update: {
    label: 'Technician visits',
    description:
      'A technician is on the way to a visit you are the contact of, or finished the visit for your ticket.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
    requesters: true,
  },
  license_renewal: {
    label: 'License renewals ahead',
    description: 'For district administrators: 90, 60, 30 and 7 days before a license renews.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  license_low_seats: {
    label: 'Licenses running out of seats',
    description: 'For district administrators: free seats fell to 5 % or the license’s own limit.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  announcement: {
    label: 'Announcements from Five Star',
    description: 'A system announcement for your district (it also shows as a banner).',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: false },
    requesters: true,
  },
  vault_expiring: {
    label: 'Vault passwords expiring',
    description:
      'For district administrators: a password of the vault expires within 30 days, or has expired.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  ticket_rule: {
    label: 'Notices from ticket rules',
    description: 'A rule of your district named you, or escalated a ticket to Five Star.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  sla_at_risk: {
    label: 'Tickets at risk of missing their SLA',
    description:
      'For the assignee and district administrators: a quarter of a ticket’s SLA target is left (working time).',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  sla_breached: {
    label: 'Tickets past their SLA',
    description:
      'For the assignee and district administrators: a ticket missed its first response or resolution target.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  service_incident: {
    label: 'Service outages',
    description:
      'For district administrators and Five Star: a monitored service (website, DNS, a sync) went down or recovered.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  part_low_stock: {
    label: 'Parts running low',
    description:
      'For district administrators (and Five Star for the shared pool): a spare part’s stock fell to its reorder level.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  webhook_disabled: {
    label: 'Webhooks turned off',
    description:
      'For district administrators and Five Star: a webhook failed on every try and was turned off.',
    channels: { inApp: true, email: true },
    defaults: { inApp: true, email: true },
  },
  daily_digest: {
    label: 'Daily digest of urgent tickets',
    description: 'For district administrators: each morning, the open critical and high tickets.',
    channels: { inApp: false, email: true },
    defaults: { inApp: false, email: false },
  },
};

/** The kinds a user of `role` can be told about (and choose among on the account page). */
export const kindsFor = (role: Role): NotificationKind[] =>
  role === 'requester'
    ? NOTIFICATION_KINDS.filter((k) => NOTIFICATION_RULES[k].requesters)
    : [...NOTIFICATION_KINDS];

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: 'Unknown notification kind' });

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** The object it is about, as a path of the web app (e.g. /tickets?ticket=…). */
  link: z.string().nullable(),
  districtId: z.uuid().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Page size of the notification list, and its upper bound. */
export const NOTIFICATION_PAGE_SIZE = 30;
export const NOTIFICATION_PAGE_MAX = 100;

export const listNotificationsQuerySchema = z.object({
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.uuid({ error: 'Not a valid cursor' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTIFICATION_PAGE_MAX, `limit must be at most ${NOTIFICATION_PAGE_MAX}`)
    .optional(),
});

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  nextCursor: z.uuid().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  inApp: z.boolean({ error: 'inApp must be true or false' }),
  email: z.boolean({ error: 'email must be true or false' }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).max(NOTIFICATION_KINDS.length * 2),
});

/** A user's preference for a kind: what they chose, within what the kind can do. */
export function effectivePreference(
  kind: NotificationKind,
  chosen?: { inApp: boolean; email: boolean },
): { inApp: boolean; email: boolean } {
  const rule = NOTIFICATION_RULES[kind];
  const wanted = chosen ?? rule.defaults;
  return { inApp: rule.channels.inApp && wanted.inApp, email: rule.channels.email && wanted.email };
}

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  preferencesSaved: { title: 'Preferences saved', description: 'You will be told about what you chose.' },
  preferencesFailed: { title: 'Error', description: 'Failed to save your preferences' },
  markFailed: { title: 'Error', description: 'Failed to mark the notifications as read' },
  empty: 'You are all caught up.',
} as const;
