import { and, eq, inArray } from 'drizzle-orm';
import { addDays, isoDay, type LicenseCategory, type SeatModel } from '../../domain/licenses.ts';
import type { Db } from '../db/client.ts';
import {
  assets,
  districts,
  licenseAssignments,
  licenseHistory,
  licenses,
  users,
} from '../db/schema/index.ts';
import { demoStaff } from './demo-people.ts';

interface DemoLicense {
  name: string;
  vendor: string;
  category: LicenseCategory;
  seatModel: SeatModel;
  seats: number;
  /** Seats in use entered by hand; null: counted from the seeded assignments. */
  used: number | null;
  cost: number;
  costPerSeat?: number;
  /** Days from today to the renewal date (negative: expired). */
  renewsIn: number;
  autoRenew?: boolean;
  contract?: string;
  contact?: string;
  adminUrl?: string;
  notes?: string;
  cancelled?: boolean;
  /** Seats given to teachers by name (per user) or to the district's tablets (per device). */
  assign?: number;
}

/** Products K-12 districts really pay for, with a few renewals close, one lapsed and one cancelled. */
const CATALOG: DemoLicense[] = [
  {
    name: 'GoGuardian Admin',
    vendor: 'GoGuardian',
    category: 'Content Filtering',
    seatModel: 'per_device',
    seats: 2500,
    used: 2310,
    cost: 18_750,
    costPerSeat: 7.5,
    renewsIn: 45,
    contract: 'PO-2025-0142',
    contact: 'renewals@goguardian.example',
    adminUrl: 'https://admin.goguardian.com',
    notes: 'Covers every student Chromebook; quote for the 2026-27 year requested.',
  },
  {
    name: 'Securly Filter',
    vendor: 'Securly',
    category: 'Content Filtering',
    seatModel: 'site',
    seats: 0,
    used: null,
    cost: 9800,
    renewsIn: 210,
    autoRenew: true,
    adminUrl: 'https://www.securly.com/app',
  },
  {
    name: 'Lightspeed Classroom Management',
    vendor: 'Lightspeed Systems',
    category: 'Classroom Management',
    seatModel: 'per_user',
    seats: 30,
    used: null,
    cost: 2400,
    costPerSeat: 80,
    renewsIn: 120,
    contact: 'k12sales@lightspeedsystems.example',
    assign: 12,
  },
  {
    name: 'Jamf School',
    vendor: 'Jamf',
    category: 'Mobile Device Management',
    seatModel: 'per_device',
    seats: 12,
    used: null,
    cost: 1200,
    costPerSeat: 100,
    renewsIn: 20,
    contract: 'JAMF-EDU-88213',
    adminUrl: 'https://jamfschool.example',
    assign: 8,
  },
  {
    name: 'Mosyle Manager',
    vendor: 'Mosyle',
    category: 'Mobile Device Management',
    seatModel: 'per_device',
    seats: 150,
    used: 96,
    cost: 2250,
    renewsIn: -12,
    notes: 'Being replaced by Jamf School: do not renew.',
  },
  {
    name: 'Google Workspace for Education Fundamentals',
    vendor: 'Google',
    category: 'Productivity',
    seatModel: 'unlimited',
    seats: 0,
    used: null,
    cost: 0,
    renewsIn: 300,
    autoRenew: true,
    adminUrl: 'https://admin.google.com',
  },
  {
    name: 'Microsoft 365 A3',
    vendor: 'Microsoft',
    category: 'Productivity',
    seatModel: 'per_user',
    seats: 120,
    used: 118,
    cost: 4680,
    costPerSeat: 39,
    renewsIn: 75,
    contract: 'EES-2024-5521',
    adminUrl: 'https://admin.microsoft.com',
  },
  {
    name: 'Gaggle Safety Management',
    vendor: 'Gaggle',
    category: 'Student Safety',
    seatModel: 'per_user',
    seats: 2600,
    used: 2050,
    cost: 15_600,
    costPerSeat: 6,
    renewsIn: 160,
    contact: 'support@gaggle.example',
  },
  {
    name: 'Incident IQ',
    vendor: 'Incident IQ',
    category: 'Asset Management',
    seatModel: 'site',
    seats: 0,
    used: null,
    cost: 8500,
    renewsIn: 9,
    autoRenew: true,
    adminUrl: 'https://benson.incidentiq.example',
  },
  {
    name: 'Sophos Intercept X for Education',
    vendor: 'Sophos',
    category: 'Endpoint Security',
    seatModel: 'per_device',
    seats: 350,
    used: 341,
    cost: 10_500,
    costPerSeat: 30,
    renewsIn: 240,
  },
  {
    name: 'Adobe Creative Cloud (lab)',
    vendor: 'Adobe',
    category: 'Productivity',
    seatModel: 'per_user',
    seats: 40,
    used: 0,
    cost: 1200,
    renewsIn: 60,
    cancelled: true,
    notes: 'Cancelled after the lab moved to Canva.',
  },
];

const ONBOARDING = 'Five Star onboarding';

/**
 * The demo's licenses: Benson gets the whole catalog; the other sample districts a smaller
 * selection with their own dates, so the provider dashboard lists renewals across districts.
 */
export async function seedDemoLicenses(db: Db, districtCodes: string[], now = new Date()): Promise<void> {
  const today = isoDay(now);
  const rows = await db
    .select({ id: districts.id, code: districts.code })
    .from(districts)
    .where(inArray(districts.code, districtCodes));
  await db.transaction(async (tx) => {
    for (const [d, district] of rows.entries()) {
      const benson = district.code === 'BENSON';
      const catalog = benson ? CATALOG : CATALOG.filter((_, i) => (i + d) % 3 !== 0);
      const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.districtId, district.id));
      const domain = `${district.code.toLowerCase()}.k12.example`;
      const teachers = demoStaff(district.code, 12);
      const tablets = await tx
        .select({
          id: assets.id,
          name: assets.name,
          assetTag: assets.assetTag,
          manufacturer: assets.manufacturer,
          model: assets.model,
        })
        .from(assets)
        .where(
          and(
            eq(assets.districtId, district.id),
            inArray(assets.category, ['tablet', 'laptop', 'chromebook']),
          ),
        )
        .orderBy(assets.assetTag)
        .limit(12);
      for (const item of catalog) {
        const shift = benson ? 0 : (d * 7) % 40;
        const renewalDate = addDays(today, item.renewsIn + shift);
        const perDevice = item.seatModel === 'per_device';
        const holders = item.assign
          ? perDevice
            ? tablets.slice(0, item.assign).map((a) => ({
                kind: 'device' as const,
                assetId: a.id,
                name: a.name,
                email: null,
                detail: [a.assetTag, `${a.manufacturer} ${a.model}`.trim()].filter(Boolean).join(' · '),
              }))
            : teachers.slice(0, item.assign).map((p) => ({
                kind: 'person' as const,
                assetId: null,
                name: `${p.firstName} ${p.lastName}`,
                email: `${p.firstName[0]}${p.lastName}@${domain}`.toLowerCase(),
                detail: '',
              }))
          : [];
        const [license] = await tx
          .insert(licenses)
          .values({
            districtId: district.id,
            name: item.name,
            vendor: item.vendor,
            category: item.category,
            seatModel: item.seatModel,
            licenseCount: item.seats,
            seatTracking: item.used === null ? 'assignments' : 'manual',
            seatsUsedManual: item.used,
            assignedSeats: holders.length,
            cost: item.cost,
            costPerSeat: item.costPerSeat ?? null,
            purchaseDate: addDays(renewalDate, -365),
            renewalDate,
            autoRenew: item.autoRenew ?? false,
            contractNumber: item.contract ?? '',
            notes: item.notes ?? '',
            contactEmail: item.contact ?? null,
            adminUrl: item.adminUrl ?? null,
            cancelledAt: item.cancelled ? new Date(now.getTime() - 30 * 86_400_000) : null,
            createdBy: admin?.id ?? null,
            createdAt: new Date(now.getTime() - 90 * 86_400_000),
          })
          .returning({ id: licenses.id });
        if (holders.length) {
          await tx.insert(licenseAssignments).values(
            holders.map((h, i) => ({
              ...h,
              districtId: district.id,
              licenseId: license!.id,
              assignedByName: ONBOARDING,
              assignedAt: new Date(now.getTime() - (60 - i) * 86_400_000),
            })),
          );
        }
        await tx.insert(licenseHistory).values([
          {
            districtId: district.id,
            licenseId: license!.id,
            action: 'created' as const,
            actorName: ONBOARDING,
            createdAt: new Date(now.getTime() - 90 * 86_400_000),
          },
          ...(item.cancelled
            ? [
                {
                  districtId: district.id,
                  licenseId: license!.id,
                  action: 'cancelled' as const,
                  actorName: ONBOARDING,
                  createdAt: new Date(now.getTime() - 30 * 86_400_000),
                },
              ]
            : []),
        ]);
      }
    }
  });
}
