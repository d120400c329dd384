// A license's history in words: what each entry says on the detail's History tab.

import { formatIsoDay, formatLicenseCost } from './license-messages.ts';
import type { LicenseHistoryEntry } from './license-schemas.ts';
import {
  SEAT_MODEL_LABELS,
  SEAT_TRACKING_LABELS,
  type SeatModel,
  type SeatTracking,
} from './license-vocabulary.ts';

/** The fields an edit records, with their names in sentences. */
export const LICENSE_FIELD_LABELS = {
  name: 'name',
  vendor: 'vendor',
  category: 'category',
  seatModel: 'seat model',
  licenseCount: 'seat count',
  seatTracking: 'seat counting',
  usedLicenses: 'seats in use',
  cost: 'annual cost',
  costPerSeat: 'cost per seat',
  purchaseDate: 'purchase date',
  renewalDate: 'renewal date',
  autoRenew: 'auto-renew',
  contractNumber: 'contract or PO number',
  notes: 'notes',
  contactEmail: 'contact email',
  adminUrl: 'admin console link',
  lowSeatThreshold: 'low-seat threshold',
} as const;
export type TrackedLicenseField = keyof typeof LICENSE_FIELD_LABELS;
export const TRACKED_LICENSE_FIELDS = Object.keys(LICENSE_FIELD_LABELS) as TrackedLicenseField[];
/** Fields whose values are money: hidden from callers who may not see costs. */
export const COST_FIELDS: readonly TrackedLicenseField[] = ['cost', 'costPerSeat'];
/** Fields too long to quote in a sentence. */
const UNQUOTED: readonly TrackedLicenseField[] = ['notes'];

type Value = string | number | boolean | null;

function valueText(field: string, value: Value): string {
  if (value === null || value === '') return 'none';
  if (field === 'cost' || field === 'costPerSeat') return formatLicenseCost(Number(value));
  if (field === 'purchaseDate' || field === 'renewalDate') return formatIsoDay(String(value));
  if (field === 'seatModel') return SEAT_MODEL_LABELS[value as SeatModel] ?? String(value);
  if (field === 'seatTracking')
    return (SEAT_TRACKING_LABELS[value as SeatTracking] ?? String(value)).toLowerCase();
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

/** A reminder ladder in words: "90, 60, 30 and 7 days before renewal", or "no reminders". */
export function reminderDaysText(days: readonly number[]): string {
  if (days.length === 0) return 'no reminders';
  const words = days.map(String);
  const last = words.pop();
  const unit = days.length === 1 && days[0] === 1 ? 'day' : 'days';
  return `${words.length ? `${words.join(', ')} and ${last}` : last} ${unit} before renewal`;
}

/** One history entry as a sentence ("Changed seat count from 100 to 120"). */
export function describeLicenseHistory(entry: Pick<LicenseHistoryEntry, 'action' | 'details'>): string {
  const d = entry.details;
  switch (entry.action) {
    case 'created':
      return 'Added the license';
    case 'imported':
      return 'Added the license from a CSV import';
    case 'updated': {
      const parts = (d.changes ?? []).map((c) => {
        const label = LICENSE_FIELD_LABELS[c.field as TrackedLicenseField] ?? c.field;
        if (c.hidden || UNQUOTED.includes(c.field as TrackedLicenseField)) return `changed the ${label}`;
        return `changed the ${label} from ${valueText(c.field, c.from)} to ${valueText(c.field, c.to)}`;
      });
      if (parts.length === 0) return 'Saved the license without changes';
      const text = parts.join('; ');
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
    case 'renewed': {
      const until = d.renewalDate ? formatIsoDay(d.renewalDate) : 'a new date';
      const cost = d.cost === undefined || d.cost === null ? '' : ` for ${formatLicenseCost(d.cost)} a year`;
      const previous = d.previous
        ? ` (the previous term ended ${formatIsoDay(d.previous.renewalDate)}${d.previous.cost === null ? '' : `, ${formatLicenseCost(d.previous.cost)}`})`
        : '';
      return `Renewed until ${until}${cost}${previous}`;
    }
    case 'cancelled':
      return 'Cancelled the license (kept with its history)';
    case 'reactivated':
      return 'Reactivated the license';
    case 'reminders_changed':
      return `Set reminders to ${reminderDaysText(d.reminderDays ?? [])}`;
    case 'seat_assigned':
      return `Assigned a seat to ${d.assignee ?? 'someone'}`;
    case 'seat_unassigned':
      return `Freed the seat of ${d.assignee ?? 'someone'}`;
    case 'reminder_sent':
      return `Renewal reminder sent ${d.step ?? '?'} ${d.step === 1 ? 'day' : 'days'} before renewal`;
    case 'low_seat_alert_sent':
      return `Low-seat alert sent (${d.freeSeats ?? 0} ${d.freeSeats === 1 ? 'seat' : 'seats'} free)`;
  }
}
