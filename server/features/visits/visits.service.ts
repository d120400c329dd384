import { and, eq, sql } from 'drizzle-orm';
import {
  type CreateVisitInput,
  canMoveVisit,
  type ListVisitsQuery,
  type SchedulingRoster,
  type UpdateVisitInput,
  VISIT_MESSAGES,
  VISIT_PRIORITY_LABELS,
  VISIT_STATUS_LABELS,
  type Visit,
  type VisitStatus,
  type VisitStatusInput,
  visitStatusIssue,
  visitWithinSchoolDay,
} from '../../../domain/visits.ts';
import { pickFields } from '../../../domain/webhooks.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import { recordActivity } from '../../db/activity-log.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ticketActivity, visitStatusChanges, visits } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { WebhookOutbox } from '../webhooks/index.ts';
import {
  isTechnicianOf,
  type SchoolDay,
  schoolDayOf,
  siteOf,
  techniciansOf,
  ticketOf,
} from './visit-context.ts';
import { formatLocal, queueVisitNotice } from './visit-notifications.ts';
import {
  overlappingVisit,
  selectVisit,
  selectVisits,
  toVisit,
  type VisitRow,
  visitFilter,
} from './visit-reads.ts';

export interface VisitsServiceDeps {
  db: Db;
  bus: EventBus;
  /** Telling people of en route and completed is a job, enqueued in the change's transaction. */
  queue: JobQueue;
  /** The webhooks' enqueue: `visit.updated` in each change's transaction. */
  webhooks: WebhookOutbox;
}

/** A visit's change as webhooks carry it (never its work notes). */
const visitPayload = (
  v: { id: string; districtId: string; ticketId: string; siteId: string | null; technicianId: string },
  status: VisitStatus,
  action: string,
  time: { start: Date; end: Date },
) => ({ visit: pickFields('visit', { ...v, status, action, startsAt: time.start, endsAt: time.end }) });

export function createVisitsService({ db, bus, queue, webhooks }: VisitsServiceDeps) {
  async function findVisible(identity: Identity, id: string, payloadDistrictId?: string): Promise<VisitRow> {
    const row = await selectVisit(db, id);
    visibleRow(identity, row?.visit, VISIT_MESSAGES.notFound, payloadDistrictId);
    return row!;
  }

  async function answer(id: string): Promise<Visit> {
    const row = await selectVisit(db, id);
    if (!row) throw notFound(VISIT_MESSAGES.notFound);
    return toVisit(row);
  }

  function announce(districtId: string, id: string, status: VisitStatus, action: string) {
    return bus.publish({ type: 'visit_updated', districtId, data: { id, status, action } });
  }

  /** One line on the ticket's timeline, in the change's transaction. */
  function onTicket(tx: Tx, row: { districtId: string; ticketId: string }, actorId: string, body: string) {
    return tx
      .insert(ticketActivity)
      .values({ districtId: row.districtId, ticketId: row.ticketId, actorId, kind: 'visit', body });
  }

  /**
   * Takes the technician's time from `start` to `end`: under a lock on the technician (so two
   * bookings of the same slot run one after the other), refuses an overlap with another open visit
   * unless overridden. Answers whether an overlap was overridden.
   */
  async function holdTime(
    tx: Tx,
    at: { districtId: string; technicianId: string; start: Date; end: Date; exceptId?: string },
    override: boolean | undefined,
    day: SchoolDay,
  ): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`visit-technician:${at.technicianId}`}))`);
    const other = await overlappingVisit(tx, at);
    if (!other) return false;
    if (override) return true;
    const when = formatLocal(other.visit.scheduledStart, day.timezone);
    const described =
      other.visit.districtId === at.districtId
        ? `${other.ticketNumber} “${other.ticketTitle}” at ${other.siteName ?? 'a site'}, ${when}`
        : `a visit in another district, ${when}`;
    throw conflict(VISIT_MESSAGES.conflict(other.technicianName, described));
  }

  function checkSchoolDay(day: SchoolDay, start: Date, minutes: number, confirmed?: boolean): boolean {
    if (visitWithinSchoolDay(day, start, minutes)) return false;
    if (!confirmed) throw badRequest(VISIT_MESSAGES.outsideSchoolDay(day.start, day.end));
    return true;
  }

  async function requireTechnician(technicianId: string, districtId: string) {
    if (!(await isTechnicianOf(db, technicianId, districtId)))
      throw badRequest(VISIT_MESSAGES.technicianNotFound);
  }

  const optionalFields = (input: UpdateVisitInput | CreateVisitInput) => ({
    room: input.room,
    workType: input.workType,
    requirements: input.requirements?.filter(Boolean),
    contactPerson: input.contactPerson,
    contactPhone: input.contactPhone,
    notes: input.notes,
  });

  return {
    async list(identity: Identity, query: ListVisitsQuery): Promise<Visit[]> {
      const districtId = resolveDistrict(identity, query.districtId);
      return (await selectVisits(db, visitFilter(districtId, query))).map(toVisit);
    },

    async roster(identity: Identity, requested?: string): Promise<SchedulingRoster> {
      const districtId = resolveDistrict(identity, requested);
      return {
        technicians: await techniciansOf(db, districtId),
        schoolDay: await schoolDayOf(db, districtId),
      };
    },

    async create(identity: Identity, input: CreateVisitInput): Promise<Visit> {
      const districtId = resolveDistrict(identity, input.districtId);
      const ticket = await ticketOf(db, input.ticketId, districtId);
      if (!ticket) throw notFound(VISIT_MESSAGES.ticketNotFound);
      const site = await siteOf(db, input.siteId, districtId);
      if (!site) throw notFound(VISIT_MESSAGES.siteNotFound);
      await requireTechnician(input.technicianId, districtId);
      const day = await schoolDayOf(db, districtId);
      const start = new Date(input.scheduledStart);
      const end = new Date(start.getTime() + input.estimatedDuration * 60_000);
      const outside = checkSchoolDay(day, start, input.estimatedDuration, input.confirmOutsideSchoolDay);
      const id = await db.transaction(async (tx) => {
        const overridden = await holdTime(
          tx,
          { districtId, technicianId: input.technicianId, start, end },
          input.override,
          day,
        );
        const [row] = await tx
          .insert(visits)
          .values({
            ...optionalFields(input),
            districtId,
            ticketId: ticket.id,
            technicianId: input.technicianId,
            siteId: site.id,
            scheduledStart: start,
            scheduledEnd: end,
            durationMinutes: input.estimatedDuration,
            priority: input.priority,
            conflictOverridden: overridden,
            outsideSchoolDay: outside,
            createdBy: identity.userId,
          })
          .returning({ id: visits.id });
        await tx
          .insert(visitStatusChanges)
          .values({ districtId, visitId: row!.id, actorId: identity.userId, toStatus: 'scheduled' });
        const when = formatLocal(start, day.timezone);
        const notes = [
          overridden ? 'overriding a conflicting visit' : '',
          outside ? 'outside the school day' : '',
        ]
          .filter(Boolean)
          .join(', ');
        await onTicket(
          tx,
          { districtId, ticketId: ticket.id },
          identity.userId,
          `Scheduled a visit at ${site.name} for ${when} (${VISIT_PRIORITY_LABELS[input.priority]} priority)${notes ? `, ${notes}` : ''}.`,
        );
        await recordActivity(tx, {
          districtId,
          actorId: identity.userId,
          action: overridden ? 'visit_scheduled_over_conflict' : 'visit_scheduled',
          summary: `${actorLabel(identity)} scheduled a visit for ${ticket.ticketNumber} at ${site.name}${overridden ? ' (conflict overridden)' : ''}`,
        });
        await webhooks.enqueue(
          tx,
          districtId,
          'visit.updated',
          visitPayload(
            {
              id: row!.id,
              districtId,
              ticketId: ticket.id,
              siteId: site.id,
              technicianId: input.technicianId,
            },
            'scheduled',
            'created',
            { start, end },
          ),
        );
        return row!.id;
      });
      await announce(districtId, id, 'scheduled', 'created');
      return answer(id);
    },

    /** Reschedule or edit: a new time or technician takes the same conflict and school-day checks. */
    async update(identity: Identity, id: string, input: UpdateVisitInput): Promise<Visit> {
      const current = await findVisible(identity, id, input.districtId);
      const v = current.visit;
      const districtId = v.districtId;
      if (input.siteId && !(await siteOf(db, input.siteId, districtId)))
        throw notFound(VISIT_MESSAGES.siteNotFound);
      if (input.technicianId) await requireTechnician(input.technicianId, districtId);
      const technicianId = input.technicianId ?? v.technicianId;
      const start = input.scheduledStart ? new Date(input.scheduledStart) : v.scheduledStart;
      const minutes = input.estimatedDuration ?? v.durationMinutes;
      const end = new Date(start.getTime() + minutes * 60_000);
      const moved =
        technicianId !== v.technicianId ||
        start.getTime() !== v.scheduledStart.getTime() ||
        minutes !== v.durationMinutes;
      const day = await schoolDayOf(db, districtId);
      const outside = moved
        ? checkSchoolDay(day, start, minutes, input.confirmOutsideSchoolDay)
        : v.outsideSchoolDay;
      await db.transaction(async (tx) => {
        const overridden = moved
          ? await holdTime(tx, { districtId, technicianId, start, end, exceptId: id }, input.override, day)
          : v.conflictOverridden;
        await tx
          .update(visits)
          .set({
            ...optionalFields(input),
            siteId: input.siteId,
            priority: input.priority,
            technicianId,
            scheduledStart: start,
            scheduledEnd: end,
            durationMinutes: minutes,
            conflictOverridden: overridden,
            outsideSchoolDay: outside,
            sequence: sql`${visits.sequence} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(visits.id, id));
        const body = moved
          ? `Rescheduled the visit to ${formatLocal(start, day.timezone)}${overridden && !v.conflictOverridden ? ', overriding a conflicting visit' : ''}.`
          : 'Edited the visit.';
        await onTicket(tx, v, identity.userId, body);
        if (moved)
          await recordActivity(tx, {
            districtId,
            actorId: identity.userId,
            action: 'visit_rescheduled',
            summary: `${actorLabel(identity)} rescheduled the visit for ${current.ticketNumber}`,
          });
        await webhooks.enqueue(
          tx,
          districtId,
          'visit.updated',
          visitPayload({ ...v, siteId: input.siteId ?? v.siteId, technicianId }, v.status, 'updated', {
            start,
            end,
          }),
        );
      });
      await announce(districtId, id, v.status, 'updated');
      return answer(id);
    },

    /** One step of the visit's status table; technicians step only their own visits. */
    async changeStatus(identity: Identity, id: string, input: VisitStatusInput): Promise<Visit> {
      const current = await findVisible(identity, id);
      const v = current.visit;
      if (identity.role === 'technician' && v.technicianId !== identity.userId)
        throw forbidden(VISIT_MESSAGES.notYourVisit);
      if (!canMoveVisit(v.status, input.status))
        throw conflict(VISIT_MESSAGES.transition(v.status, input.status));
      const issue = visitStatusIssue(input);
      if (issue) throw badRequest(issue[1]);
      const day = await schoolDayOf(db, v.districtId);
      const now = new Date();
      await db.transaction(async (tx) => {
        // A delay moves the visit to its new time, which must be free too.
        let moveTo: { start: Date; end: Date } | null = null;
        if (input.status === 'delayed' && input.eta) {
          const start = new Date(input.eta);
          moveTo = { start, end: new Date(start.getTime() + v.durationMinutes * 60_000) };
          await holdTime(
            tx,
            { districtId: v.districtId, technicianId: v.technicianId, ...moveTo, exceptId: id },
            false,
            day,
          );
        }
        // Lock the row: two taps at once move it one step, not two.
        const [locked] = await tx
          .select({ status: visits.status })
          .from(visits)
          .where(eq(visits.id, id))
          .for('update');
        if (!locked || !canMoveVisit(locked.status, input.status))
          throw conflict(VISIT_MESSAGES.transition(locked?.status ?? v.status, input.status));
        const eta =
          input.status === 'en_route'
            ? input.eta
              ? new Date(input.eta)
              : new Date(Math.max(now.getTime(), v.scheduledStart.getTime()))
            : undefined;
        await tx
          .update(visits)
          .set({
            status: input.status,
            statusChangedAt: now,
            eta,
            statusReason: input.reason ?? null,
            workNotes: input.status === 'completed' ? input.notes : undefined,
            completedAt: input.status === 'completed' ? now : undefined,
            scheduledStart: moveTo?.start,
            scheduledEnd: moveTo?.end,
            sequence: sql`${visits.sequence} + 1`,
            updatedAt: now,
          })
          .where(and(eq(visits.id, id), eq(visits.status, locked.status)));
        const [change] = await tx
          .insert(visitStatusChanges)
          .values({
            districtId: v.districtId,
            visitId: id,
            actorId: identity.userId,
            fromStatus: locked.status,
            toStatus: input.status,
            reason: input.reason ?? null,
          })
          .returning({ id: visitStatusChanges.id });
        const detail =
          input.status === 'en_route' && eta
            ? ` (expected ${formatLocal(eta, day.timezone)})`
            : input.reason
              ? `: ${input.reason}`
              : input.status === 'completed' && input.notes
                ? `. Work notes: ${input.notes}`
                : '';
        const moved = moveTo ? ` New time: ${formatLocal(moveTo.start, day.timezone)}.` : '';
        await onTicket(
          tx,
          v,
          identity.userId,
          `Visit ${VISIT_STATUS_LABELS[locked.status]} → ${VISIT_STATUS_LABELS[input.status]}${detail}${detail.endsWith('.') ? '' : '.'}${moved}`,
        );
        if (input.status === 'en_route' || input.status === 'completed')
          await queueVisitNotice(queue, tx, {
            visitId: id,
            change: input.status,
            actorId: identity.userId,
            changeId: change!.id,
          });
        await webhooks.enqueue(
          tx,
          v.districtId,
          'visit.updated',
          visitPayload(v, input.status, 'status', {
            start: moveTo?.start ?? v.scheduledStart,
            end: moveTo?.end ?? v.scheduledEnd,
          }),
        );
      });
      await announce(v.districtId, id, input.status, 'status');
      return answer(id);
    },
  };
}
