import { analyticsFileName, previousMonth, REPORT_TITLES } from '../../../domain/analytics.ts';
import { formatDay, monthName } from '../../../domain/dates.ts';
import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { renderMail } from '../../mail/layout.ts';
import { createFleetService } from '../people/index.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createAnalyticsFiles } from './analytics-files.ts';
import { districtScope } from './analytics-scope.ts';
import { createAnalyticsSubscriptions } from './analytics-subscriptions.ts';

export const MONTHLY_SUMMARY_JOB = 'analytics.monthly-summary';

/**
 * The monthly Executive Summary: on the first of each month, every subscriber gets last month's
 * summary of their district as a PDF attachment. A mail is written once per subscriber and month
 * (its dedupe key), then the subscription is marked, so a job that runs twice mails once.
 */
export function analyticsJobs({ database, mailer, config, bus }: JobDeps): JobDefinition<never>[] {
  const service = createAnalyticsService({ pool: database.pool, bus });
  const files = createAnalyticsFiles({
    pool: database.pool,
    service,
    fleet: createFleetService({ db: database.db }),
  });
  const subscriptions = createAnalyticsSubscriptions({ db: database.db });

  const monthly: JobDefinition = {
    name: MONTHLY_SUMMARY_JOB,
    cron: '0 7 1 * *',
    retryLimit: 3,
    async handle() {
      const range = previousMonth();
      for (const sub of await subscriptions.due(range.month)) {
        const scope = await districtScope(database.pool, sub.districtId, sub.districtName, range);
        const pdf = await files.report('executive-summary', scope, { role: sub.role });
        const title = REPORT_TITLES['executive-summary'];
        await mailer.queue(database.db, {
          to: sub.email,
          kind: 'analytics_report',
          districtId: sub.districtId,
          dedupeKey: `analytics:executive-summary:${sub.id}:${range.month}`,
          mail: renderMail({
            subject: `${title} of ${sub.districtName}, ${monthName(range.month)}`,
            greeting: `Hello ${sub.firstName || 'there'},`,
            paragraphs: [
              `Attached is the ${title} of ${sub.districtName} for ${formatDay(range.from)} to ${formatDay(range.to)}: headline figures, trends, risks and spend.`,
            ],
            action: { label: 'Open Analytics & Reports', url: `${config.publicUrl}/analytics` },
            preferencesUrl: `${config.publicUrl}/analytics`,
          }),
          attachments: [
            {
              filename: analyticsFileName('executive-summary', range, 'pdf'),
              contentType: 'application/pdf',
              content: pdf,
            },
          ],
        });
        await subscriptions.markSent(sub.id, range.month);
      }
    },
  };
  return [monthly as JobDefinition<never>];
}
