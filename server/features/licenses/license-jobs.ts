import { and, eq } from 'drizzle-orm';
import type { JobDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createWebhookOutbox } from '../webhooks/index.ts';
import { createLicenseReminders } from './license-reminders.ts';

const licenseLink = (id: string) => `/licenses?license=${id}`;

async function administratorsOf(db: Db, districtId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.districtId, districtId), eq(users.role, 'district_admin')));
  return rows.map((r) => r.id);
}

/**
 * License Tracking's background jobs: each reminder step of the ladder before a renewal, once per
 * term, and a low-seat alert when free seats run out; both to the district's administrators, in
 * the portal and by email. The notice is told first (its dedupe key makes a rerun harmless), then
 * the step is marked sent.
 */
export function licenseJobs({ database, bus, notifier, queue }: JobDeps): JobDefinition<never>[] {
  const db = database.db;
  const reminders = createLicenseReminders({ db, bus, webhooks: createWebhookOutbox(queue) });

  const renewals: JobDefinition = {
    name: 'licenses.renewal-reminders',
    cron: '0 13 * * *',
    retryLimit: 3,
    async handle() {
      for (const due of await reminders.findDueReminders(new Date())) {
        const when = due.daysLeft <= 0 ? 'today' : `in ${due.daysLeft} day${due.daysLeft === 1 ? '' : 's'}`;
        await notifier.notify(await administratorsOf(db, due.districtId), {
          kind: 'license_renewal',
          districtId: due.districtId,
          title: `${due.name} renews ${when}`,
          body: `${due.vendor} · ${due.renewalDate}${due.autoRenew ? ' · renews automatically' : ''}`,
          link: licenseLink(due.licenseId),
          dedupeKey: `license:${due.licenseId}:renewal:${due.renewalDate}:${due.step}`,
          email: {
            subject: `${due.name} (${due.vendor}) renews ${when}, on ${due.renewalDate}`,
            paragraphs: [
              `The ${due.name} license from ${due.vendor} renews on ${due.renewalDate}.`,
              due.autoRenew
                ? 'It renews automatically: check the seats you need before it does.'
                : 'It does not renew by itself: renew it in time, or let it lapse on purpose.',
            ],
            actionLabel: 'Open the license',
          },
        });
        await reminders.markReminderSent(due.licenseId, due.step, { renewalDate: due.renewalDate });
      }
    },
  };

  const lowSeats: JobDefinition = {
    name: 'licenses.low-seat-alerts',
    cron: '*/30 * * * *',
    retryLimit: 3,
    async handle() {
      const today = new Date().toISOString().slice(0, 10);
      for (const low of await reminders.findLowSeatLicenses()) {
        await notifier.notify(await administratorsOf(db, low.districtId), {
          kind: 'license_low_seats',
          districtId: low.districtId,
          title: `${low.name} is running out of seats`,
          body: `${low.freeSeats} of ${low.licenseCount} seats free.`,
          link: licenseLink(low.licenseId),
          dedupeKey: `license:${low.licenseId}:low-seats:${today}`,
          email: {
            subject: `${low.name}: ${low.freeSeats} of ${low.licenseCount} seats left`,
            paragraphs: [
              `${low.name} (${low.vendor}) has ${low.freeSeats} free seat${low.freeSeats === 1 ? '' : 's'} of ${low.licenseCount}.`,
              'Free seats nobody uses, or buy more before the next people need one.',
            ],
            actionLabel: 'Open the license',
          },
        });
        await reminders.markLowSeatAlertSent(low.licenseId);
      }
    },
  };

  return [renewals, lowSeats] as JobDefinition<never>[];
}
