import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CalendarFeed,
  type listMeetingsQuerySchema,
  MAX_MEETINGS_LISTED,
  MEETING_MESSAGES,
  type Meeting,
  type meetingPayloadSchema,
  meetingStatus,
} from '../../../domain/meetings.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { newToken } from '../../auth/tokens.ts';
import { recordActivity } from '../../db/activity-log.ts';
import type { Db } from '../../db/client.ts';
import { districts, meetingCalendarFeeds, meetings, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { buildMeetingCalendar, type CalendarMeeting, icsFileName } from './meeting-calendar.ts';

type MeetingInput = z.output<typeof meetingPayloadSchema>;
type ListQuery = z.output<typeof listMeetingsQuerySchema>;
type MeetingRow = typeof meetings.$inferSelect;

/** How far back the subscription feed reaches: calendars keep what they already have. */
const FEED_HISTORY_MS = 365 * 24 * 60 * 60 * 1000;

export function createMeetingsService({ db, bus, publicUrl }: { db: Db; bus: EventBus; publicUrl: string }) {
  function selectMeetings() {
    return db
      .select({ meeting: meetings, first: users.firstName, last: users.lastName, email: users.email })
      .from(meetings)
      .leftJoin(users, eq(users.id, meetings.createdBy));
  }
  type Joined = Awaited<ReturnType<ReturnType<typeof selectMeetings>['where']>>[number];

  function toMeeting({ meeting: m, first, last }: Joined, now = new Date()): Meeting {
    return {
      id: m.id,
      title: m.title,
      description: m.description,
      location: m.location,
      meetingType: m.meetingType,
      startDate: m.startAt.toISOString(),
      endDate: m.endAt.toISOString(),
      attendees: m.attendees,
      districtId: m.districtId,
      createdBy: m.createdBy,
      createdByName: first === null ? null : `${first} ${last ?? ''}`.trim(),
      status: meetingStatus(m.startAt, m.endAt, now),
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    };
  }

  function toCalendarMeeting({ meeting: m, first, last, email }: Joined): CalendarMeeting {
    return {
      ...m,
      organizer: email ? { name: `${first ?? ''} ${last ?? ''}`.trim() || email, email } : null,
    };
  }

  async function getOne(id: string): Promise<Joined> {
    const [row] = await selectMeetings().where(eq(meetings.id, id));
    if (!row) throw notFound(MEETING_MESSAGES.notFound);
    return row;
  }

  /** The meeting if the caller may see it and the payload names no other district; else 404. */
  async function findVisible(
    identity: Identity,
    id: string,
    payloadDistrictId?: string,
  ): Promise<MeetingRow> {
    const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
    return visibleRow(identity, row, MEETING_MESSAGES.notFound, payloadDistrictId);
  }

  async function districtName(districtId: string): Promise<string> {
    const [d] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, districtId));
    return d?.name ?? 'District';
  }

  function feedAnswer(token: string, createdAt: Date): CalendarFeed {
    const url = `${publicUrl}/api/meetings/feed/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: createdAt.toISOString() };
  }

  function announce(districtId: string, id: string, action: 'created' | 'updated' | 'deleted') {
    return bus.publish({ type: 'meeting_changed', districtId, data: { id, action } });
  }

  const fields = (input: MeetingInput) => ({
    title: input.title,
    description: input.description,
    location: input.location,
    meetingType: input.meetingType,
    startAt: new Date(input.startDate),
    endAt: new Date(input.endDate),
    attendees: input.attendees,
  });

  return {
    /** The district's meetings by start time; with a limit, the latest ones (so upcoming ones stay). */
    async list(identity: Identity, query: ListQuery): Promise<Meeting[]> {
      const districtId = resolveDistrict(identity, query.districtId);
      const rows = await selectMeetings()
        .where(
          and(
            eq(meetings.districtId, districtId),
            query.from ? gte(meetings.endAt, new Date(query.from)) : undefined,
            query.to ? lt(meetings.startAt, new Date(query.to)) : undefined,
          ),
        )
        .orderBy(desc(meetings.startAt), desc(meetings.id))
        .limit(query.limit ?? MAX_MEETINGS_LISTED);
      const now = new Date();
      return rows.reverse().map((r) => toMeeting(r, now));
    },

    async create(identity: Identity, input: MeetingInput): Promise<Meeting> {
      const districtId = resolveDistrict(identity, input.districtId);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(meetings)
          .values({ ...fields(input), districtId, createdBy: identity.userId })
          .returning();
        await recordActivity(tx, {
          districtId,
          actorId: identity.userId,
          action: 'meeting_scheduled',
          summary: `Meeting "${input.title}" was scheduled`,
        });
        return created!;
      });
      await announce(districtId, row.id, 'created');
      return toMeeting(await getOne(row.id));
    },

    /** Replaces the meeting; its SEQUENCE goes up so calendars replace their copy. */
    async update(identity: Identity, id: string, input: MeetingInput): Promise<Meeting> {
      const current = await findVisible(identity, id, input.districtId);
      const [row] = await db
        .update(meetings)
        .set({ ...fields(input), sequence: sql`${meetings.sequence} + 1`, updatedAt: sql`now()` })
        .where(and(eq(meetings.id, id), eq(meetings.districtId, current.districtId)))
        .returning();
      if (!row) throw notFound(MEETING_MESSAGES.notFound);
      await announce(row.districtId, row.id, 'updated');
      return toMeeting(await getOne(row.id));
    },

    async remove(identity: Identity, id: string): Promise<void> {
      const row = await findVisible(identity, id);
      await db.transaction(async (tx) => {
        await tx.delete(meetings).where(eq(meetings.id, id));
        await recordActivity(tx, {
          districtId: row.districtId,
          actorId: identity.userId,
          action: 'meeting_deleted',
          summary: `Meeting "${row.title}" was deleted`,
        });
      });
      await announce(row.districtId, id, 'deleted');
    },

    /** One meeting as an .ics file. */
    async ics(identity: Identity, id: string): Promise<{ fileName: string; body: string }> {
      const row = await findVisible(identity, id);
      const joined = await getOne(row.id);
      const name = `${await districtName(row.districtId)} meetings`;
      return {
        fileName: icsFileName(row.title, row.startAt),
        body: buildMeetingCalendar({ name, publicUrl }, [toCalendarMeeting(joined)]),
      };
    },

    /** The caller's own subscription address for the district's meetings, made on first use. */
    async feed(identity: Identity, requestedDistrictId?: string): Promise<CalendarFeed> {
      const districtId = resolveDistrict(identity, requestedDistrictId);
      const owner = { districtId, userId: identity.userId };
      await db
        .insert(meetingCalendarFeeds)
        .values({ ...owner, token: newToken() })
        .onConflictDoNothing();
      const [feed] = await db
        .select()
        .from(meetingCalendarFeeds)
        .where(
          and(
            eq(meetingCalendarFeeds.districtId, districtId),
            eq(meetingCalendarFeeds.userId, identity.userId),
          ),
        );
      return feedAnswer(feed!.token, feed!.createdAt);
    },

    /** A new secret address for the caller; their old one stops working at once. */
    async regenerateFeed(identity: Identity, requestedDistrictId?: string): Promise<CalendarFeed> {
      const districtId = resolveDistrict(identity, requestedDistrictId);
      const token = newToken();
      const [feed] = await db
        .insert(meetingCalendarFeeds)
        .values({ districtId, userId: identity.userId, token })
        .onConflictDoUpdate({
          target: [meetingCalendarFeeds.districtId, meetingCalendarFeeds.userId],
          set: { token, createdAt: sql`now()` },
        })
        .returning();
      return feedAnswer(feed!.token, feed!.createdAt);
    },

    /** The public feed: the token is the only credential; an unknown one is 404. */
    async feedCalendar(tokenParam: string): Promise<string> {
      const token = tokenParam.replace(/\.ics$/, '');
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(MEETING_MESSAGES.feedNotFound);
      const [feed] = await db
        .select({
          districtId: meetingCalendarFeeds.districtId,
          ownerDistrictId: users.districtId,
          ownerRole: users.role,
        })
        .from(meetingCalendarFeeds)
        .innerJoin(users, eq(users.id, meetingCalendarFeeds.userId))
        .where(eq(meetingCalendarFeeds.token, token));
      // A feed works only while its owner may still see the district.
      const ownerSees =
        feed &&
        (feed.ownerDistrictId === feed.districtId ||
          (feed.ownerDistrictId === null && feed.ownerRole === 'provider_admin'));
      if (!feed || !ownerSees) throw notFound(MEETING_MESSAGES.feedNotFound);
      const rows = await selectMeetings()
        .where(
          and(
            eq(meetings.districtId, feed.districtId),
            gte(meetings.endAt, new Date(Date.now() - FEED_HISTORY_MS)),
          ),
        )
        .orderBy(meetings.startAt)
        .limit(MAX_MEETINGS_LISTED);
      const name = `${await districtName(feed.districtId)} meetings`;
      return buildMeetingCalendar({ name, publicUrl }, rows.map(toCalendarMeeting));
    },
  };
}
