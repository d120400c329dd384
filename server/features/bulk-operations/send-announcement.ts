import { and, eq } from 'drizzle-orm';
import { announcements, users } from '../../db/schema/index.ts';
import { type OperationHandler, plural, when } from './operation-handler.ts';

const SEVERITY_WORDS = { info: 'an info', warning: 'a warning', critical: 'a critical' } as const;

/** A banner for the district's users from its start to its end (if any), and a notification to each. */
export const sendAnnouncement: OperationHandler<'send_announcement'> = async (
  { tx, notifier, operationId, dryRun },
  district,
  params,
) => {
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.districtId, district.id), eq(users.isActive, true)));
  const startsAt = params.startsAt ? new Date(params.startsAt) : new Date();
  const window = `${params.startsAt ? `from ${when(startsAt)}` : 'from now'}${params.endsAt ? ` until ${when(params.endsAt)}` : ''}`;
  const banner = `${SEVERITY_WORDS[params.severity]} banner to ${plural(people.length, 'user')} ${window}`;
  if (dryRun) return { outcome: 'ok', detail: `Would show ${banner}.` };

  // A job that runs twice finds the banner it already made.
  const [existing] = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.operationId, operationId), eq(announcements.districtId, district.id)));
  const id =
    existing?.id ??
    (
      await tx
        .insert(announcements)
        .values({
          districtId: district.id,
          message: params.message,
          severity: params.severity,
          startsAt,
          endsAt: params.endsAt ? new Date(params.endsAt) : null,
          operationId,
        })
        .returning({ id: announcements.id })
    )[0]!.id;
  const told = await notifier.notify(
    people.map((p) => p.id),
    {
      kind: 'announcement',
      districtId: district.id,
      title: `Announcement from Five Star (${params.severity})`,
      body: params.message.slice(0, 300),
      link: null,
      dedupeKey: `announcement:${id}`,
      email: {
        subject: `Announcement from Five Star for ${district.name}`,
        paragraphs: [params.message],
        actionLabel: 'Open the portal',
      },
    },
  );
  return { outcome: 'ok', detail: `Showed ${banner}; ${plural(told, 'notification')} sent.` };
};
