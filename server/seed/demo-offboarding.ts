import type { Db } from '../db/client.ts';
import { districtOffboardings } from '../db/schema/index.ts';

const DAY = 86_400_000;

/**
 * One district that already left (docs/product.md#district-offboarding): only its offboarding
 * record remains, so Offboarded districts lists it and its certificate of deletion opens.
 */
export async function seedDemoOffboarding(db: Db, now = new Date()): Promise<void> {
  const at = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY + minutes * 60_000);
  await db.insert(districtOffboardings).values({
    formerDistrictId: '6f1c2b0e-4d3a-4c59-9a57-0d2f6c1e8b41',
    districtName: 'Oak Hollow School District',
    districtCode: 'OAKHOLLOW',
    status: 'deleted',
    deleteAfterDays: 30,
    requestedByLabel: 'Demo Administrator',
    requestedAt: at(75),
    archiveSha256: '3f7a9c2e5b8d1f4a6c0e9b2d7f5a8c1e4b6d9f2a5c8e1b4d7f0a3c6e9b2d5f8a',
    archiveSizeBytes: 18_734_112,
    archiveReadyAt: at(75, 6),
    deleteAt: at(45, 6),
    deletionStartedAt: at(45, 10),
    keyDestroyedAt: at(45, 10),
    deletedAt: at(45, 14),
    deletedCounts: {
      vault_district_keys: 1,
      sessions: 14,
      activity_log: 412,
      asset_history: 3_208,
      assets: 1_540,
      audit_log: 96,
      people: 1_812,
      sites: 6,
      ticket_activity: 2_977,
      tickets: 688,
      users: 31,
      vault_entries: 22,
      districts: 1,
    },
  });
}
