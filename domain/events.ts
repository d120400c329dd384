/** Live event types sent on /ws (tickets, and the areas that refresh other browsers). */
export const EVENT_TYPES = [
  'ticket_created',
  'ticket_updated',
  'asset_created',
  'asset_updated',
  'asset_deleted',
  'task_changed',
  'meeting_changed',
  'project_changed',
  'license_changed',
  /** A district's rostered people changed (a OneRoster import). */
  'people_changed',
  /** A technician visit was scheduled, moved or changed status. */
  'visit_updated',
  /** A workflow of Technology Assessment or the toolkit was sent, answered, or a finding became work. */
  'workflow_changed',
  'district_created',
  'notification',
  'settings_changed',
  'user_changed',
  /** A bulk operation moved on (provider staff only): its counts and status. */
  'bulk_operation_progress',
  /** A district's feature toggles changed: its users' sidebars and pages follow. */
  'permissions_changed',
  /** A district's integration was saved or finished a sync: its screens and status dots refresh. */
  'integration_changed',
  /** A district's service monitor was added, changed, checked or deleted (System Status refreshes). */
  'monitor_changed',
  /** An incident of a district's monitor opened or was resolved. */
  'incident_changed',
  /** A scan was recorded (issue 33): technicians scanning the same cart or audit see each other's progress. */
  'scan_recorded',
  /** An audit campaign was started, fixed or closed. */
  'audit_changed',
  /** A damage report was made or its repair changed (issue 34): Repairs and Fees & charges refresh. */
  'damage_reported',
  /** A spare part was added or changed, or its stock moved (issue 34); the pool's carry no district. */
  'part_changed',
  /**
   * Sent by the server to every socket, never published: events may have been missed (the
   * server's connection to the database was lost and is back), so refetch what is shown.
   */
  'live_resync',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The district events a requester's (Staff & Students) socket receives: they see nothing of the
 * district's data (a new ticket's title, an asset's tag), only that its areas were switched on or
 * off. Events meant for them alone (their notifications) reach them as they reach anyone.
 */
export const REQUESTER_EVENT_TYPES: readonly string[] = ['permissions_changed'];

export interface LiveMessage<T = Record<string, unknown>> {
  type: EventType | 'pong';
  districtId: string | null;
  data: T;
  /** The browser tab whose request caused the change (its ORIGIN_HEADER), if one did. */
  origin?: string;
}

/**
 * The header a browser tab sends its own random id in, echoed on the live events its requests
 * cause: the tab knows its own changes without guessing from timing.
 */
export const ORIGIN_HEADER = 'x-portal-origin';
/** What a tab's id may look like (anything else is ignored). */
export const isOrigin = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);
