import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { addDays, isoDay } from '../../../domain/license-rules.ts';
import { isExpired, VAULT_WINDOWS } from '../../../domain/vault.ts';
import type { JobDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { users, vaultEntries } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/queue.ts';

async function administratorsOf(db: Db, districtId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.districtId, districtId), eq(users.role, 'district_admin'), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

/** The entries whose password expires within 30 days or has expired: title and day only, never a secret. */
export async function expiringEntries(db: Db, today: string) {
  return db
    .select({
      id: vaultEntries.id,
      districtId: vaultEntries.districtId,
      title: vaultEntries.title,
      expiryDate: vaultEntries.expiryDate,
    })
    .from(vaultEntries)
    .where(
      and(
        isNotNull(vaultEntries.expiryDate),
        lte(vaultEntries.expiryDate, addDays(today, VAULT_WINDOWS.expiringDays)),
      ),
    );
}

/**
 * The vault's daily job: a password entering its last 30 days, and one that expired, is told to the
 * district's administrators once each (per expiry date: a renewed password is told of again).
 */
export function vaultJobs({ database, notifier }: JobDeps): JobDefinition<never>[] {
  const db = database.db;
  const expiring: JobDefinition = {
    name: 'vault.expiry-notices',
    cron: '15 13 * * *',
    retryLimit: 3,
    async handle() {
      const today = isoDay();
      for (const e of await expiringEntries(db, today)) {
        const expired = isExpired(e.expiryDate, today);
        const title = expired
          ? `The password of ${e.title} has expired`
          : `The password of ${e.title} expires soon`;
        await notifier.notify(await administratorsOf(db, e.districtId), {
          kind: 'vault_expiring',
          districtId: e.districtId,
          title,
          body: `${expired ? 'Expired on' : 'Expires on'} ${e.expiryDate}. Change it and update the vault.`,
          link: '/passwords?tab=alerts',
          dedupeKey: `vault:${e.id}:${expired ? 'expired' : 'expiring'}:${e.expiryDate}`,
          email: {
            subject: title,
            paragraphs: [
              `${title} (${expired ? 'it expired on' : 'it expires on'} ${e.expiryDate}).`,
              'Change the password on the system itself, then save the new one in the Password Vault.',
            ],
            actionLabel: 'Open the Password Vault',
          },
        });
      }
    },
  };
  return [expiring] as JobDefinition<never>[];
}
