import { and, eq, inArray } from 'drizzle-orm';
import { addDays, isoDay } from '../../domain/license-rules.ts';
import type { AgreementType, DataElement, DpaStatus } from '../../domain/privacy-agreements.ts';
import type { Db } from '../db/client.ts';
import { districts, licenses, vendorAgreements } from '../db/schema/index.ts';

interface DemoAgreement {
  dpaStatus: DpaStatus;
  agreementType?: AgreementType;
  /** Days from today (negative: in the past). */
  signedIn?: number;
  expiresIn?: number;
  dataElements: DataElement[];
  url?: string;
  approved: boolean;
}

const SDPC = 'https://sdpc.a4l.org/district_listing.php';

/** Agreements of demo licenses, by license name: signed ones, one expiring soon, one requested, one declined. */
const BY_LICENSE: Record<string, DemoAgreement> = {
  'Google Workspace for Education Fundamentals': {
    dpaStatus: 'signed',
    agreementType: 'ndpa',
    signedIn: -400,
    expiresIn: 330,
    dataElements: ['name', 'email', 'student_id', 'grade_level', 'messages', 'usage'],
    url: SDPC,
    approved: true,
  },
  'Microsoft 365 A3': {
    dpaStatus: 'signed',
    agreementType: 'ndpa',
    signedIn: -200,
    expiresIn: 900,
    dataElements: ['name', 'email', 'student_id', 'messages', 'voice_video'],
    url: SDPC,
    approved: true,
  },
  'GoGuardian Admin': {
    dpaStatus: 'signed',
    agreementType: 'state_dpa',
    signedIn: -1075,
    expiresIn: 20,
    dataElements: ['name', 'email', 'device_ids', 'usage', 'location'],
    url: SDPC,
    approved: true,
  },
  'Incident IQ': {
    dpaStatus: 'signed',
    agreementType: 'vendor_terms',
    signedIn: -300,
    dataElements: ['name', 'email', 'student_id', 'device_ids'],
    approved: true,
  },
  'Gaggle Safety Management': {
    dpaStatus: 'requested',
    agreementType: 'ndpa',
    dataElements: ['name', 'email', 'messages', 'behavior', 'health'],
    approved: false,
  },
  'Lightspeed Classroom Management': {
    dpaStatus: 'declined',
    agreementType: 'ndpa',
    dataElements: ['name', 'email', 'usage', 'messages', 'device_ids'],
    approved: false,
  },
};

/**
 * Vendor agreements of the demo districts (docs/product.md#vendor-agreements): several licenses
 * with agreements (signed, one expiring within the month, one requested, one declined), the rest
 * without any, and one app in use without a license.
 */
export async function seedDemoPrivacyAgreements(db: Db, codes: string[], now = new Date()): Promise<void> {
  const today = isoDay(now);
  const day = (n: number | undefined) => (n === undefined ? null : addDays(today, n));
  const rows = await db.select({ id: districts.id }).from(districts).where(inArray(districts.code, codes));
  for (const d of rows) {
    const named = await db
      .select({ id: licenses.id, name: licenses.name })
      .from(licenses)
      .where(and(eq(licenses.districtId, d.id), inArray(licenses.name, Object.keys(BY_LICENSE))));
    const values = named.map((l) => {
      const a = BY_LICENSE[l.name]!;
      return {
        districtId: d.id,
        licenseId: l.id,
        dpaStatus: a.dpaStatus,
        agreementType: a.agreementType ?? null,
        signedAt: day(a.signedIn),
        expiresAt: day(a.expiresIn),
        dataElements: a.dataElements,
        agreementUrl: a.url ?? null,
        approvedForStudents: a.approved,
      };
    });
    await db.insert(vendorAgreements).values([
      ...values,
      {
        districtId: d.id,
        vendor: 'Kahoot! ASA',
        appName: 'Kahoot!',
        dpaStatus: 'requested',
        dataElements: ['name', 'usage'],
        approvedForStudents: false,
      },
    ]);
  }
}
