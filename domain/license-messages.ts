// What License Tracking's screens and API say: toasts, validation and refusal messages, and the
// formatting of costs and days that the product's rules decide ("0 shows as Free").

import {
  LICENSE_CATEGORIES,
  LICENSE_IMPORT_MAX_BYTES,
  LICENSE_IMPORT_MAX_ROWS,
  LICENSE_LIMITS,
  REMINDER_LIMITS,
  SEAT_MODELS,
} from './license-vocabulary.ts';

const num = (n: number) => n.toLocaleString('en-US');
const licenses = (n: number) => `${num(n)} ${n === 1 ? 'license' : 'licenses'}`;
const seats = (n: number) => `${num(n)} ${n === 1 ? 'seat' : 'seats'}`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dayFmt = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An annual cost: 0 shows as Free, whole dollars without cents ("$4,500"), null (not shown to the caller) as a dash. */
export function formatLicenseCost(cost: number | null): string {
  if (cost === null) return '—';
  if (cost === 0) return 'Free';
  return Number.isInteger(cost) ? usdWhole.format(cost) : usd.format(cost);
}

/** A calendar day ("2027-07-01") as "Jul 1, 2027", the same wherever it is shown. */
export function formatIsoDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return dayFmt.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

export const LICENSE_MESSAGES = {
  missing: { title: 'Missing Information', description: 'Name and vendor are required' },
  nameRequired: 'Name is required',
  vendorRequired: 'Vendor is required',
  invalidCategory: `Category must be one of: ${LICENSE_CATEGORIES.join(', ')}.`,
  invalidSeatModel: `Seat model must be one of: ${SEAT_MODELS.join(', ')}.`,
  invalidTracking: 'Say whether seats are counted from assignments or entered by hand.',
  seatCount: 'Seat count must be a whole number of 0 or more',
  seatCountMax: `Seat count must be at most ${num(LICENSE_LIMITS.maxSeats)}`,
  seatsUsed: 'Seats in use must be a whole number of 0 or more',
  seatsUsedRequired: 'Enter how many seats are in use',
  threshold: 'The low-seat threshold must be a whole number of 0 or more',
  cost: 'Annual cost must be 0 or more',
  costPerSeat: 'Cost per seat must be 0 or more',
  costMax: `Costs must be at most ${usd.format(LICENSE_LIMITS.maxCost)}`,
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  renewalRequired: 'Renewal date is required',
  renewalBeforePurchase: 'The renewal date cannot be before the purchase date.',
  invalidEmail: 'Enter a valid email address.',
  invalidUrl: 'Enter a web address that starts with https:// or http://',
  invalidStatus: 'Status must be one of: active, expiring, expired, cancelled.',
  notFound: 'License not found.',
  alreadyInDistrict: (name: string, vendor: string) => `${name} from ${vendor} is already in this district`,
  created: (name: string) => ({ title: 'License Added', description: `${name} has been added.` }),
  createFailed: { title: 'Error', description: 'Failed to add license' },
  updated: { title: 'License Updated', description: 'Your changes have been saved.' },
  updateFailed: { title: 'Error', description: 'Failed to update license' },
  deleted: (name: string) => ({
    title: 'License Deleted',
    description: `${name} and its history were removed.`,
  }),
  deleteFailed: { title: 'Error', description: 'Failed to delete license' },
  cancelled: (name: string) => ({
    title: 'License Cancelled',
    description: `${name} is kept with its history.`,
  }),
  reactivated: (name: string) => ({ title: 'License Reactivated', description: `${name} is active again.` }),
  renewed: (name: string, until: string) => ({
    title: 'License Renewed',
    description: `${name} now renews on ${formatIsoDay(until)}.`,
  }),
  renewFailed: { title: 'Error', description: 'Failed to record the renewal' },
  renewalNotLater: (current: string) =>
    `The new renewal date must be after the current one (${formatIsoDay(current)}).`,
  remindersSaved: { title: 'Reminder Set', description: 'Reminders will go to the district administrators.' },
  remindersFailed: { title: 'Error', description: 'Failed to save the reminders' },
  reminderDay: `Reminder days must be whole numbers from ${REMINDER_LIMITS.minDays} to ${REMINDER_LIMITS.maxDays}`,
  reminderSteps: `Choose at most ${REMINDER_LIMITS.maxSteps} reminders`,
  assigned: (to: string) => ({ title: 'Seat Assigned', description: `A seat was assigned to ${to}.` }),
  assignFailed: { title: 'Error', description: 'Failed to assign the seat' },
  unassigned: (from: string) => ({ title: 'Seat Freed', description: `${from} no longer holds a seat.` }),
  unassignFailed: { title: 'Error', description: 'Failed to free the seat' },
  assignmentNotFound: 'Assignment not found.',
  assigneeRequired: 'Choose a user or a device, or enter a name and email.',
  assigneeName: 'Enter the name of the person',
  userNotFound: 'User not found in this district.',
  deviceNotFound: 'Device not found in this district.',
  noSeats: (name: string, count: number) =>
    `All ${seats(count)} of ${name} are assigned. Free a seat or raise the seat count first.`,
  notPerSeat: 'Site and unlimited licenses have no seats to assign.',
  cancelledNoSeats: 'This license is cancelled: reactivate or renew it to assign seats.',
  deviceOnPerUser: 'A per-user license is assigned to people, not devices.',
  personOnPerDevice: 'A per-device license is assigned to devices, not people.',
  alreadyAssigned: (who: string) => `${who} already holds a seat of this license.`,
  countBelowAssigned: (assigned: number) =>
    `${seats(assigned)} ${assigned === 1 ? 'is' : 'are'} assigned: free seats before lowering the seat count below ${num(assigned)}.`,
  modelWithSeats: (assigned: number) =>
    `${seats(assigned)} ${assigned === 1 ? 'is' : 'are'} assigned: free them before changing the seat model.`,
  exportComplete: (count: number, format: 'csv' | 'xlsx') => ({
    title: 'Export Complete',
    description: `Exported ${licenses(count)} to ${format === 'csv' ? 'CSV' : 'Excel'}.`,
  }),
  exportFailed: { title: 'Export Failed', description: 'Failed to export licenses' },
  imported: (count: number) => ({ title: 'Import Complete', description: `${licenses(count)} added.` }),
  importHasErrors: (count: number) =>
    `Nothing was imported: ${num(count)} ${count === 1 ? 'row has a problem' : 'rows have problems'}. Fix ${count === 1 ? 'it' : 'them'} and try again.`,
  importEmpty: 'The file has no license rows.',
  importNoFile: 'Send a CSV file: a multipart field named "file", or a text/csv body.',
  importColumns: 'The file needs a "Name" column and a "Vendor" column.',
  importTooLarge: `A CSV file may be at most ${LICENSE_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  importTooManyRows: `An import may have at most ${num(LICENSE_IMPORT_MAX_ROWS)} rows.`,
  importUnreadable: 'The file could not be read as CSV.',
  importChanged: 'Licenses were added by someone else meanwhile. Check the file again.',
  noMatch: 'No licenses match your filters',
  none: 'No licenses yet',
} as const;
