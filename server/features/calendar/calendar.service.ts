import { eq, inArray, sql } from 'drizzle-orm';
import {
  byDate,
  CALENDAR_LIMITS,
  type CalendarImport,
  CLOSED_TODAY_NAME,
  type DistrictCalendar,
  CALENDAR_MESSAGES as M,
  type UpdateCalendarPayload,
} from '../../../domain/calendar.ts';
import { remoteUrlProblem } from '../../../domain/remote-calls.ts';
import { DEFAULT_SCHOOL_DAY, DEFAULT_TIMEZONE } from '../../../domain/settings.ts';
import {
  type ClosedDay,
  schoolDayCalendar,
  todayIn,
  type WeeklyHours,
  type WorkingCalendar,
} from '../../../domain/working-time.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { districtCalendars, districtSettings, districts } from '../../db/schema/index.ts';
import { badRequest, HttpError, invalidFields } from '../../lib/http-errors.ts';
import { type RemoteCallOptions, RemoteError, remoteFetch } from '../../lib/remote-http.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { readDistrictSettings } from '../settings/index.ts';
import { closedDaysFromIcs, NotIcsError } from './ics-closed-days.ts';

type Row = typeof districtCalendars.$inferSelect;

/** A district's calendar as kept, its defaults filled in from the District profile. */
async function calendarOf(db: Pick<Db, 'select'>, districtId: string, now: Date) {
  const settings = await readDistrictSettings(db, districtId);
  const [row] = await db.select().from(districtCalendars).where(eq(districtCalendars.districtId, districtId));
  const timezone = row?.timezone ?? settings.timezone;
  const hours: WeeklyHours =
    row?.hours ??
    schoolDayCalendar({ timezone, start: settings.schoolDayStart, end: settings.schoolDayEnd }).hours;
  const closedDays = row?.closedDays ?? [];
  const today = todayIn(timezone, now);
  const answer: DistrictCalendar = {
    districtId,
    timezone,
    hours: hours as DistrictCalendar['hours'],
    closedDays,
    today,
    closedToday: closedDays.some((d) => d.date === today),
    fromSchoolDay: !row?.hours,
    timezoneFromProfile: !row?.timezone,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
  return { answer, row, districtName: settings.name };
}

/**
 * The working calendars the SLA clocks run on, of several districts in one query (any reader, a
 * transaction too):
 * as `calendarOf` fills them in, its own row else the District profile's zone and school day.
 */
export async function readWorkingCalendars(
  db: Pick<Db, 'select'>,
  districtIds: readonly string[],
  _now: Date = new Date(),
): Promise<Map<string, WorkingCalendar>> {
  const ids = [...new Set(districtIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      districtId: districts.id,
      profileZone: districtSettings.timezone,
      start: districtSettings.schoolDayStart,
      end: districtSettings.schoolDayEnd,
      timezone: districtCalendars.timezone,
      hours: districtCalendars.hours,
      closedDays: districtCalendars.closedDays,
    })
    .from(districts)
    .leftJoin(districtSettings, eq(districtSettings.districtId, districts.id))
    .leftJoin(districtCalendars, eq(districtCalendars.districtId, districts.id))
    .where(inArray(districts.id, ids));
  return new Map(
    rows.map((r) => {
      const timezone = r.timezone ?? r.profileZone ?? DEFAULT_TIMEZONE;
      const hours =
        r.hours ??
        schoolDayCalendar({
          timezone,
          start: r.start ?? DEFAULT_SCHOOL_DAY.start,
          end: r.end ?? DEFAULT_SCHOOL_DAY.end,
        }).hours;
      return [r.districtId, { timezone, hours, closedDays: r.closedDays ?? [] }];
    }),
  );
}

/** The row of a district's calendar, made if missing and locked for the transaction. */
async function lockedRow(tx: Tx, districtId: string): Promise<Row> {
  await tx.insert(districtCalendars).values({ districtId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(districtCalendars)
    .where(eq(districtCalendars.districtId, districtId))
    .for('update');
  return row!;
}

const refuseOverflow = (days: readonly ClosedDay[]) => {
  if (days.length > CALENDAR_LIMITS.closedDays)
    throw invalidFields([{ path: 'closedDays', message: M.tooManyClosedDays }]);
};

/** `months` after a date (a day past the month's end rolls into the next month). */
function monthsAfter(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

/** The text of a calendar feed: https (or the tests' loopback), its address checked as it connects, its size bounded. */
async function fetchIcs(url: string, remote: RemoteCallOptions): Promise<string> {
  const address = url.replace(/^webcal:\/\//i, 'https://');
  const problem = remoteUrlProblem(address, remote.allowInsecure);
  if (problem) throw invalidFields([{ path: 'url', message: problem }]);
  let res: Awaited<ReturnType<typeof remoteFetch>>;
  try {
    res = await remoteFetch(
      'The calendar',
      address,
      { method: 'GET', headers: { accept: 'text/calendar, text/plain;q=0.5' } },
      { tries: 2, timeoutMs: 10_000, ...remote },
    );
  } catch (err) {
    if (err instanceof RemoteError) throw invalidFields([{ path: 'url', message: err.message }]);
    throw err;
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw invalidFields([{ path: 'url', message: M.feedFailed(res.status) }]);
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > CALENDAR_LIMITS.icsBytes) {
    await res.body?.cancel().catch(() => {});
    throw new HttpError(413, M.icsTooLarge);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.byteLength;
    if (size > CALENDAR_LIMITS.icsBytes) throw new HttpError(413, M.icsTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface CalendarServiceDeps {
  db: Db;
  bus: EventBus;
  remote: RemoteCallOptions;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** Working calendars (see docs/product.md#working-calendar): read, saved, imported; the SLA clock's calendar. */
export function createCalendarService({ db, bus, remote, now = () => new Date() }: CalendarServiceDeps) {
  const changed = (districtId: string) =>
    bus.publish({ type: 'settings_changed', districtId, data: { calendar: true } });

  return {
    async read(actor: Identity, requested: string): Promise<DistrictCalendar> {
      const districtId = resolveDistrict(actor, requested);
      return (await calendarOf(db, districtId, now())).answer;
    },

    /** The calendar the SLA clock runs on (the district's, defaults filled in). */
    async workingCalendar(districtId: string): Promise<WorkingCalendar> {
      const { answer } = await calendarOf(db, districtId, now());
      return { timezone: answer.timezone, hours: answer.hours, closedDays: answer.closedDays };
    },

    /** Saves the parts given; `closedToday` adds or removes today's closed day on the district's clock. */
    async update(
      actor: Identity,
      requested: string,
      input: UpdateCalendarPayload,
    ): Promise<DistrictCalendar> {
      const districtId = resolveDistrict(actor, requested);
      const at = now();
      await db.transaction(async (tx) => {
        await lockedRow(tx, districtId);
        const { answer: before, districtName } = await calendarOf(tx, districtId, at);
        const timezone = input.timezone ?? before.timezone;
        let closedDays = byDate(input.closedDays ?? before.closedDays);
        if (input.closedToday !== undefined) {
          const today = todayIn(timezone, at);
          closedDays = closedDays.filter((d) => d.date !== today);
          if (input.closedToday)
            closedDays = byDate([...closedDays, { date: today, name: CLOSED_TODAY_NAME }]);
        }
        refuseOverflow(closedDays);
        await tx
          .update(districtCalendars)
          .set({
            ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
            ...(input.hours !== undefined ? { hours: input.hours as WeeklyHours } : {}),
            closedDays,
            updatedAt: sql`now()`,
          })
          .where(eq(districtCalendars.districtId, districtId));
        const { answer: after } = await calendarOf(tx, districtId, at);
        await recordAudit(tx, actor, {
          action: 'calendar.updated',
          districtId,
          target: districtName,
          ...changes(before, after),
        });
      });
      await changed(districtId);
      return (await calendarOf(db, districtId, now())).answer;
    },

    /**
     * Adds the all-day events of an .ics text or feed as closed days, from today to 18 months
     * ahead; a date already listed keeps its name. All or nothing: over the limit nothing is added.
     */
    async importIcs(
      actor: Identity,
      requested: string,
      source: string | { url: string },
    ): Promise<CalendarImport> {
      const districtId = resolveDistrict(actor, requested);
      const text = typeof source === 'string' ? source : await fetchIcs(source.url, remote);
      if (Buffer.byteLength(text) > CALENDAR_LIMITS.icsBytes) throw new HttpError(413, M.icsTooLarge);
      const at = now();
      const result = await db.transaction(async (tx) => {
        await lockedRow(tx, districtId);
        const { answer: before, districtName } = await calendarOf(tx, districtId, at);
        let read: ReturnType<typeof closedDaysFromIcs>;
        try {
          read = closedDaysFromIcs(text, {
            from: before.today,
            until: monthsAfter(before.today, CALENDAR_LIMITS.importMonths),
          });
        } catch (err) {
          if (err instanceof NotIcsError) throw badRequest(M.notIcs);
          throw err;
        }
        const listed = new Set(before.closedDays.map((d) => d.date));
        const fresh = read.days.filter((d) => !listed.has(d.date));
        const closedDays = byDate([...before.closedDays, ...fresh]);
        if (closedDays.length > CALENDAR_LIMITS.closedDays)
          throw badRequest(M.wouldOverflow(closedDays.length));
        if (fresh.length > 0) {
          await tx
            .update(districtCalendars)
            .set({ closedDays, updatedAt: sql`now()` })
            .where(eq(districtCalendars.districtId, districtId));
          await recordAudit(tx, actor, {
            action: 'calendar.imported',
            districtId,
            target: districtName,
            after: { added: fresh.map((d) => `${d.date} ${d.name}`) },
          });
        }
        const skippedBecause = { listed: read.days.length - fresh.length, ...read.skipped };
        return {
          added: fresh.length,
          skipped: Object.values(skippedBecause).reduce((a, b) => a + b, 0),
          skippedBecause,
        };
      });
      if (result.added > 0) await changed(districtId);
      return { ...result, calendar: (await calendarOf(db, districtId, now())).answer };
    },
  };
}

/** What a save changed, as it was and as it is (closed days: those removed and those added). */
function changes(a: DistrictCalendar, b: DistrictCalendar) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (a.timezone !== b.timezone) [before.timezone, after.timezone] = [a.timezone, b.timezone];
  if (JSON.stringify(a.hours) !== JSON.stringify(b.hours)) [before.hours, after.hours] = [a.hours, b.hours];
  const key = (d: ClosedDay) => `${d.date} ${d.name}`;
  const had = new Set(a.closedDays.map(key));
  const has = new Set(b.closedDays.map(key));
  const removed = [...had].filter((d) => !has.has(d));
  const added = [...has].filter((d) => !had.has(d));
  if (removed.length) before.closedDays = removed;
  if (added.length) after.closedDays = added;
  return { before, after };
}
