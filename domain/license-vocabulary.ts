/** License Tracking's vocabulary: enumerations, labels, defaults and limits (see docs/product.md#licenses). */

/** The seven categories, as the API and the screens say them. */
export const LICENSE_CATEGORIES = [
  'Productivity',
  'Content Filtering',
  'Classroom Management',
  'Endpoint Security',
  'Mobile Device Management',
  'Student Safety',
  'Asset Management',
] as const;
export type LicenseCategory = (typeof LICENSE_CATEGORIES)[number];

/** How seats are counted: per person, per device, one site licence, or no limit at all. */
export const SEAT_MODELS = ['per_user', 'per_device', 'site', 'unlimited'] as const;
export type SeatModel = (typeof SEAT_MODELS)[number];
export const SEAT_MODEL_LABELS: Record<SeatModel, string> = {
  per_user: 'Per user',
  per_device: 'Per device',
  site: 'Site license',
  unlimited: 'Unlimited',
};
/** The models whose seats are counted: they have a seat count, assignments and utilization. */
export const PER_SEAT_MODELS: readonly SeatModel[] = ['per_user', 'per_device'];
export const isPerSeat = (model: SeatModel) => PER_SEAT_MODELS.includes(model);

/** Where "seats in use" comes from: the assignments, or a number entered by hand. */
export const SEAT_TRACKINGS = ['assignments', 'manual'] as const;
export type SeatTracking = (typeof SEAT_TRACKINGS)[number];
export const SEAT_TRACKING_LABELS: Record<SeatTracking, string> = {
  assignments: 'Counted from assignments',
  manual: 'Entered by hand',
};

/** A license's status, from its dates (licenseStatus) or its cancellation. */
export const LICENSE_STATUSES = ['active', 'expiring', 'expired', 'cancelled'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];
export const LICENSE_STATUS_LABELS: Record<LicenseStatus, string> = {
  active: 'Active',
  expiring: 'Expiring',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Who or what holds a seat: a user of the district, someone named by name and email, or a device. */
export const ASSIGNEE_KINDS = ['user', 'person', 'device'] as const;

export const LICENSE_HISTORY_ACTIONS = [
  'created',
  'imported',
  'updated',
  'renewed',
  'cancelled',
  'reactivated',
  'reminders_changed',
  'seat_assigned',
  'seat_unassigned',
  'reminder_sent',
  'low_seat_alert_sent',
] as const;

/** New licenses: per user, Productivity, counted from assignments, Free until a cost is entered. */
export const LICENSE_DEFAULTS = {
  category: 'Productivity',
  seatModel: 'per_user',
  seatTracking: 'assignments',
  cost: 0,
} as const satisfies {
  category: LicenseCategory;
  seatModel: SeatModel;
  seatTracking: SeatTracking;
  cost: number;
};

/** A license is expiring when it renews within this many days ('within 90 days'). */
export const EXPIRING_WINDOW_DAYS = 90;
/** The default reminder ladder: days before renewal. */
export const DEFAULT_REMINDER_DAYS = [90, 60, 30, 7] as const;
/** The steps offered in Set Reminder (any whole number of days in range may be sent). */
export const REMINDER_CHOICES = [120, 90, 60, 45, 30, 14, 7, 1] as const;
export const REMINDER_LIMITS = { minDays: 1, maxDays: 365, maxSteps: 12 } as const;
/** Free seats at or below this share of the seat count are "low" (unless the license sets its own threshold). */
export const LOW_SEAT_SHARE = 0.05;
/** Utilization colour: red from 90 %, orange from 75 %, green below. */
export const UTILIZATION_THRESHOLDS = { high: 90, elevated: 75, low: 50 } as const;
/** Advice to reduce seats aims at this utilization (below the orange band). */
export const UTILIZATION_TARGET = 0.75;
/**
 * Advice to drop seats waits until a license has been in use this many days (from its purchase
 * date, or from when it was added without one): a license bought last week has nothing assigned yet.
 */
export const SEAT_ADVICE_MIN_DAYS_IN_USE = 60;

export const LICENSE_LIMITS = {
  maxSeats: 10_000_000,
  maxCost: 99_999_999.99,
  name: 200,
  vendor: 200,
  contractNumber: 100,
  notes: 4000,
  email: 254,
  url: 2000,
} as const;

/** Most rows one import may have, and rejected rows listed in its report (the count is always complete). */
export const LICENSE_IMPORT_MAX_ROWS = 5000;
export const LICENSE_IMPORT_REPORT_MAX = 500;
/** Valid rows shown in an import's preview. */
export const LICENSE_IMPORT_PREVIEW_MAX = 50;
/** The largest CSV file an import reads. */
export const LICENSE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most assignments one call lists (search narrows them). */
export const ASSIGNMENT_LIST_MAX = 500;
/** History entries one call lists, newest first. */
export const LICENSE_HISTORY_MAX = 200;
