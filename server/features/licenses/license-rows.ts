import { and, asc, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  COST_FIELDS,
  daysBetween,
  type License,
  type LicenseFilter,
  type LicenseHistoryDetails,
  type LicenseListItem,
  licenseStatus,
  licenseStatusBounds,
  type TrackedLicenseField,
  utilizationAdvice,
} from '../../../domain/licenses.ts';
import type { Db } from '../../db/client.ts';
import { licenses } from '../../db/schema/index.ts';

export type LicenseRow = Omit<typeof licenses.$inferSelect, 'searchText'>;
/** Every column but the search helper. */
export const { searchText: _searchText, ...licenseColumns } = getTableColumns(licenses);

/** A row as the API answers it, on `today`; costs only for callers who may see them. */
export function toLicense(row: LicenseRow, today: string, showCosts: boolean): License {
  return {
    id: row.id,
    districtId: row.districtId,
    name: row.name,
    vendor: row.vendor,
    category: row.category,
    seatModel: row.seatModel,
    licenseCount: row.licenseCount,
    usedLicenses: row.seatsUsed,
    seatTracking: row.seatTracking,
    assignedSeats: row.assignedSeats,
    cost: showCosts ? row.cost : null,
    costPerSeat: showCosts ? row.costPerSeat : null,
    purchaseDate: row.purchaseDate,
    renewalDate: row.renewalDate,
    autoRenew: row.autoRenew,
    contractNumber: row.contractNumber,
    notes: row.notes,
    contactEmail: row.contactEmail,
    adminUrl: row.adminUrl,
    lowSeatThreshold: row.lowSeatThreshold,
    reminderDays: row.reminderDays,
    status: licenseStatus(
      { renewalDate: row.renewalDate, cancelledAt: row.cancelledAt?.toISOString() ?? null },
      today,
    ),
    daysUntilRenewal: daysBetween(today, row.renewalDate),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row as the list answers it (the license without what only its own page shows). */
export function toLicenseListItem(row: LicenseRow, today: string, showCosts: boolean): LicenseListItem {
  const l = toLicense(row, today, showCosts);
  return {
    id: l.id,
    name: l.name,
    vendor: l.vendor,
    category: l.category,
    seatModel: l.seatModel,
    licenseCount: l.licenseCount,
    usedLicenses: l.usedLicenses,
    seatTracking: l.seatTracking,
    cost: l.cost,
    costPerSeat: l.costPerSeat,
    purchaseDate: l.purchaseDate,
    renewalDate: l.renewalDate,
    autoRenew: l.autoRenew,
    lowSeatThreshold: l.lowSeatThreshold,
    reminderDays: l.reminderDays,
    status: l.status,
    daysUntilRenewal: l.daysUntilRenewal,
    advice: utilizationAdvice(
      { ...l, inUseSince: row.purchaseDate ?? row.createdAt.toISOString().slice(0, 10) },
      today,
    ),
  };
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE of a district's licenses matching a filter. The status condition uses the bounds of
 * the one status rule (licenseStatusBounds), so the list filters exactly as licenseStatus decides.
 */
export function filterWhere(districtId: string, filter: LicenseFilter, today: string): SQL {
  const conditions: (SQL | undefined)[] = [eq(licenses.districtId, districtId)];
  if (filter.category && filter.category !== 'all') conditions.push(eq(licenses.category, filter.category));
  const q = filter.q?.trim();
  if (q) conditions.push(sql`${licenses.searchText} like ${likePattern(q)}`);
  const { expiredBefore, expiringThrough } = licenseStatusBounds(today);
  const live = isNull(licenses.cancelledAt);
  switch (filter.status) {
    case 'cancelled':
      conditions.push(isNotNull(licenses.cancelledAt));
      break;
    case 'expired':
      conditions.push(live, sql`${licenses.renewalDate} < ${expiredBefore}`);
      break;
    case 'expiring':
      conditions.push(
        live,
        sql`${licenses.renewalDate} >= ${expiredBefore} and ${licenses.renewalDate} <= ${expiringThrough}`,
      );
      break;
    case 'active':
      conditions.push(live, sql`${licenses.renewalDate} > ${expiringThrough}`);
      break;
  }
  return and(...conditions)!;
}

/** The district's licenses matching a filter, by name. */
export function selectLicenses(db: Db, districtId: string, filter: LicenseFilter, today: string) {
  return db
    .select(licenseColumns)
    .from(licenses)
    .where(filterWhere(districtId, filter, today))
    .orderBy(asc(sql`lower(${licenses.name})`), asc(licenses.id));
}

/** History details as a caller may read them: cost values left out for those who may not see costs. */
export function visibleDetails(details: LicenseHistoryDetails, showCosts: boolean): LicenseHistoryDetails {
  if (showCosts) return details;
  const redacted: LicenseHistoryDetails = { ...details };
  if (redacted.changes) {
    redacted.changes = redacted.changes.map((c) =>
      COST_FIELDS.includes(c.field as TrackedLicenseField)
        ? { field: c.field, from: null, to: null, hidden: true }
        : c,
    );
  }
  if ('cost' in redacted) redacted.cost = null;
  if (redacted.previous) redacted.previous = { ...redacted.previous, cost: null };
  return redacted;
}
