import { and, eq } from 'drizzle-orm';
import type { JobDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createAgreementReminders } from './agreement-reminders.ts';

async function administratorsOf(db: Db, districtId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.districtId, districtId), eq(users.role, 'district_admin'), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

/** The job's name (tests send it). */
export const AGREEMENT_REMINDERS_JOB = 'privacy.agreement-expiry-reminders';

/**
 * Vendor agreements' daily job: a signed agreement nearing its expiry date tells the district's
 * administrators on the license reminders' ladder (90, 60, 30 and 7 days), in the portal and by
 * email, as a license renewal does (the same kind of notice: License renewals ahead). The notice
 * is told first (its dedupe key makes a rerun harmless), then the step is marked sent.
 */
export function privacyAgreementJobs({ database, notifier }: JobDeps): JobDefinition<never>[] {
  const db = database.db;
  const reminders = createAgreementReminders({ db });
  const expiry: JobDefinition = {
    name: AGREEMENT_REMINDERS_JOB,
    cron: '5 13 * * *',
    retryLimit: 3,
    async handle() {
      for (const due of await reminders.findDue(new Date())) {
        const when = due.daysLeft <= 0 ? 'today' : `in ${due.daysLeft} day${due.daysLeft === 1 ? '' : 's'}`;
        await notifier.notify(await administratorsOf(db, due.districtId), {
          kind: 'license_renewal',
          districtId: due.districtId,
          title: `The privacy agreement of ${due.appName} expires ${when}`,
          body: `${due.vendor} · ${due.expiresAt} · renew it before students' data goes without one`,
          link: '/privacy',
          dedupeKey: `privacy-agreement:${due.agreementId}:expiry:${due.expiresAt}:${due.step}`,
          email: {
            subject: `The data privacy agreement with ${due.vendor} for ${due.appName} expires ${when}`,
            paragraphs: [
              `The data privacy agreement for ${due.appName} (${due.vendor}) expires on ${due.expiresAt}.`,
              'Ask the vendor for a new one (or sign the National DPA again) and record it on Student Privacy, so the app stays approved for student use.',
            ],
            actionLabel: 'Open Student Privacy',
          },
        });
        await reminders.markSent(due.agreementId, due.step, due.expiresAt);
      }
    },
  };
  return [expiry] as JobDefinition<never>[];
}
