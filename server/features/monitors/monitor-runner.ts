import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { accessVerdict, featuresOf } from '../../../domain/access.ts';
import {
  CHECK_RETENTION_DAYS,
  type CheckResult,
  incidentDecision,
  MONITOR_KIND_LABELS,
  type MonitorKind,
} from '../../../domain/monitors.ts';
import type { JobDeps } from '../../app-deps.ts';
import type { Identity } from '../../auth/identity.ts';
import { districts, incidents, monitorChecks, monitors, users } from '../../db/schema/index.ts';
import type { Delivery } from '../../notifications/notifier.ts';
import { createTicketsService, type TicketChange } from '../tickets/index.ts';
import { createMembership } from '../users/index.ts';
import {
  type ProbeResult,
  type ProbeSettings,
  probeDns,
  probeHttps,
  probeIntegration,
} from './monitor-probes.ts';

export const MONITOR_CHECK_JOB = 'monitors.check';
export const MONITOR_SCHEDULE_JOB = 'monitors.schedule';
export const MONITOR_PRUNE_JOB = 'monitors.prune';

type MonitorRow = typeof monitors.$inferSelect;
type IncidentRow = typeof incidents.$inferSelect;

export type RunnerDeps = Pick<
  JobDeps,
  'database' | 'bus' | 'queue' | 'notifier' | 'ticketHooks' | 'logger'
> & {
  probe: ProbeSettings;
  now?: () => Date;
};

/** "1 h 5 min", "12 min", "40 s": a downtime in words. */
export function durationWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h < 48) return m ? `${h} h ${m} min` : `${h} h`;
  return `${Math.floor(h / 24)} days ${h % 24} h`;
}

/**
 * Runs monitors' checks and records them: the check's row, the monitor's last state, and the
 * incidents the damping rule decides (domain/monitors.ts), with their notices and tickets.
 */
export function createMonitorRunner(deps: RunnerDeps) {
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const people = createMembership(db);
  const tickets = createTicketsService({
    db,
    queue: deps.queue,
    hooks: deps.ticketHooks,
    canBeAssigned: (userId, districtId) => people.belongsTo(userId, districtId, true),
  });

  async function publish(type: 'monitor_changed' | 'incident_changed', districtId: string, data: object) {
    await deps.bus
      .publish({ type, districtId, data: { districtId, ...data } })
      .catch((err) => deps.logger.warn({ err }, `could not publish ${type}`));
  }

  async function announce(type: 'ticket_created' | 'ticket_updated', change: TicketChange) {
    if (!change.event) return;
    await deps.bus
      .publish({ type, districtId: change.ticket.districtId, data: { ...change.event } })
      .catch((err) => deps.logger.warn({ err }, `could not publish ${type}`));
  }

  /** What the monitor's check sees now (no record). */
  async function probe(m: MonitorRow): Promise<ProbeResult> {
    if (m.kind === 'https') return probeHttps(m, deps.probe, now);
    if (m.kind === 'dns') return probeDns(m.target, deps.probe);
    return probeIntegration(db, m.districtId, m.target, now());
  }

  /** The person an incident's ticket is opened as: who saved the monitor, else a district administrator, else Five Star. */
  async function actorOf(m: MonitorRow): Promise<Identity | null> {
    const [district] = await db.select().from(districts).where(eq(districts.id, m.districtId));
    if (!district) return null;
    const active = (id: string) =>
      db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.isActive, true)));
    let u: typeof users.$inferSelect | undefined;
    for (const id of [m.updatedById, m.createdById].filter((x): x is string => !!x)) {
      const [found] = await active(id);
      if (
        found &&
        ((found.districtId === m.districtId && found.role === 'district_admin') ||
          (found.districtId === null && found.role === 'provider_admin'))
      ) {
        u = found;
        break;
      }
    }
    if (!u)
      [u] = await db
        .select()
        .from(users)
        .where(
          and(eq(users.districtId, m.districtId), eq(users.role, 'district_admin'), eq(users.isActive, true)),
        )
        .limit(1);
    if (!u)
      [u] = await db
        .select()
        .from(users)
        .where(and(isNull(users.districtId), eq(users.role, 'provider_admin'), eq(users.isActive, true)))
        .limit(1);
    if (!u) return null;
    const identity: Identity = {
      userId: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      isDemo: u.isDemo,
      accountRole: u.role,
      role: 'district_admin',
      districtId: m.districtId,
      districtName: district.name,
      serviceLevel: district.serviceLevel,
      features: featuresOf(district.features),
      maintenance: null,
      inDistrictView: u.role === 'provider_admin',
      sessionHash: `monitor:${m.id}`,
    };
    // A district without the help desk (its tier, or tickets switched off) gets no ticket.
    return accessVerdict('tickets', 'write', { ...identity, providerWide: false }).ok ? identity : null;
  }

  /** The district's administrators and Five Star's: who hears of an incident. */
  async function recipients(districtId: string): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.isActive, true),
          sql`((${users.districtId} = ${districtId} and ${users.role} = 'district_admin') or (${users.districtId} is null and ${users.role} = 'provider_admin'))`,
        ),
      );
    return rows.map((r) => r.id);
  }

  const what = (m: MonitorRow) => `${MONITOR_KIND_LABELS[m.kind as MonitorKind]} ${m.target}`;

  async function opened(m: MonitorRow, incident: IncidentRow) {
    const [district] = await db
      .select({ name: districts.name })
      .from(districts)
      .where(eq(districts.id, m.districtId));
    const title = `${m.name} is down`;
    const body = `${what(m)} failed twice in a row: ${incident.lastMessage}.`;
    const delivery: Delivery = {
      userIds: await recipients(m.districtId),
      notice: {
        kind: 'service_incident',
        districtId: m.districtId,
        title,
        body,
        link: '/status',
        dedupeKey: `incident:${incident.id}:opened`,
        email: {
          subject: `Down: ${m.name} (${district?.name ?? 'district'})`,
          paragraphs: [body, 'You will hear again when it is back.'],
          actionLabel: 'Open System Status',
        },
      },
    };
    await deps.notifier.notifyMany([delivery]);
    if (!m.openTickets) return;
    const actor = await actorOf(m);
    if (!actor) return;
    const change = await tickets.create(
      actor,
      {
        districtId: m.districtId,
        title: `Outage: ${m.name} is down`,
        description: `The service monitor “${m.name}” (${what(m)}) failed twice in a row since ${incident.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${incident.lastMessage}.\n\nThis ticket is resolved when the service is back (two good checks in a row).`,
        priority: 'high',
        status: 'open',
        category: 'network',
      },
      { source: 'staff' },
    );
    await db.update(incidents).set({ ticketId: change.ticket.id }).where(eq(incidents.id, incident.id));
    await announce('ticket_created', change);
  }

  async function resolved(m: MonitorRow, incident: IncidentRow, result: CheckResult) {
    const seconds = Math.round(
      ((incident.resolvedAt ?? now()).getTime() - incident.startedAt.getTime()) / 1000,
    );
    const title = `${m.name} is back`;
    const body = `${what(m)} is up again after ${durationWords(seconds)} of downtime: ${result.message}.`;
    await deps.notifier.notifyMany([
      {
        userIds: await recipients(m.districtId),
        notice: {
          kind: 'service_incident',
          districtId: m.districtId,
          title,
          body,
          link: '/status',
          dedupeKey: `incident:${incident.id}:resolved`,
          email: { subject: `Back up: ${m.name}`, paragraphs: [body], actionLabel: 'Open System Status' },
        },
      },
    ]);
    if (!incident.ticketId) return;
    const actor = await actorOf(m);
    if (!actor) return;
    await announce(
      'ticket_updated',
      await tickets.comment(actor, incident.ticketId, {
        body: `Service recovered: ${m.name} was down for ${durationWords(seconds)} (from ${incident.startedAt.toISOString().slice(0, 16).replace('T', ' ')} to ${(incident.resolvedAt ?? now()).toISOString().slice(0, 16).replace('T', ' ')} UTC). ${result.message}.`,
        visibility: 'internal',
      }),
    );
    const { ticket } = await tickets.details(actor, incident.ticketId);
    if (ticket.status !== 'resolved' && ticket.status !== 'closed')
      await announce(
        'ticket_updated',
        await tickets.update(actor, incident.ticketId, { status: 'resolved' }),
      );
  }

  /**
   * Records a check of the monitor: its row, the monitor's last state, and an incident opened or
   * resolved (in one transaction, the monitor's row locked so two servers' checks take turns);
   * then the notices, tickets and live events.
   */
  async function record(monitorId: string, result: ProbeResult): Promise<void> {
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const [m] = await tx.select().from(monitors).where(eq(monitors.id, monitorId)).for('update');
      if (!m) return null;
      await tx.insert(monitorChecks).values({
        districtId: m.districtId,
        monitorId: m.id,
        checkedAt: at,
        state: result.status,
        ms: result.ms,
        message: result.message,
      });
      const [updated] = await tx
        .update(monitors)
        .set({
          // A paused monitor checked by hand keeps its paused state (and opens nothing).
          state: m.enabled ? result.status : 'paused',
          lastCheckedAt: at,
          lastMessage: result.message,
          lastMs: result.ms,
          ...(result.certExpiresAt !== undefined ? { certExpiresAt: result.certExpiresAt } : {}),
        })
        .where(eq(monitors.id, m.id))
        .returning();
      const [open] = await tx
        .select()
        .from(incidents)
        .where(
          and(
            eq(incidents.districtId, m.districtId),
            eq(incidents.monitorId, m.id),
            eq(incidents.state, 'open'),
          ),
        );
      const decision = m.enabled ? incidentDecision([m.state], result.status, !!open) : 'none';
      if (decision === 'open') {
        const [made] = await tx
          .insert(incidents)
          .values({
            districtId: m.districtId,
            monitorId: m.id,
            // The outage began at the first of the two failed checks.
            startedAt: m.lastCheckedAt ?? at,
            lastMessage: result.message,
          })
          .returning();
        return { m: updated!, decision, incident: made! };
      }
      if (decision === 'resolve' && open) {
        const [done] = await tx
          .update(incidents)
          .set({ state: 'resolved', resolvedAt: at })
          .where(eq(incidents.id, open.id))
          .returning();
        return { m: updated!, decision, incident: done! };
      }
      if (open && result.status === 'down')
        await tx.update(incidents).set({ lastMessage: result.message }).where(eq(incidents.id, open.id));
      return { m: updated!, decision: 'none' as const, incident: null };
    });
    if (!outcome) return;
    const { m, decision, incident } = outcome;
    await publish('monitor_changed', m.districtId, { monitorId: m.id, state: m.state });
    if (!incident) return;
    await publish('incident_changed', m.districtId, { incidentId: incident.id, state: incident.state });
    try {
      if (decision === 'open') await opened(m, incident);
      else await resolved(m, incident, result);
    } catch (err) {
      // The incident stands; a notice or ticket that failed is logged, not retried into a second incident.
      deps.logger.error({ err, incidentId: incident.id }, 'incident follow-up failed');
    }
  }

  return {
    probe,
    record,
    /** Checks the monitor now and records it; null when it no longer exists. */
    async check(monitorId: string): Promise<CheckResult | null> {
      const [m] = await db.select().from(monitors).where(eq(monitors.id, monitorId));
      if (!m) return null;
      const result = await probe(m);
      await record(m.id, result);
      const { certExpiresAt: _cert, ...answer } = result;
      return answer;
    },

    /**
     * The scheduler's minute: claims the enabled monitors that are due (moving their next check
     * on in the same statement, so several servers never claim one twice) and queues their checks.
     */
    async queueDue(): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .update(monitors)
          .set({ nextCheckAt: sql`now() + ${monitors.intervalMinutes} * interval '1 minute'` })
          .where(and(eq(monitors.enabled, true), lte(monitors.nextCheckAt, now())))
          .returning({ id: monitors.id });
        await deps.queue.sendMany(
          tx,
          due.map((d) => ({ name: MONITOR_CHECK_JOB, data: { monitorId: d.id } })),
        );
        return due.length;
      });
    },

    /** Drops checks older than CHECK_RETENTION_DAYS, monitor by monitor (each delete one index range). */
    async prune(): Promise<number> {
      const cutoff = new Date(now().getTime() - CHECK_RETENTION_DAYS * 86_400_000);
      const all = await db.select({ id: monitors.id, districtId: monitors.districtId }).from(monitors);
      let removed = 0;
      for (const m of all) {
        const gone = await db
          .delete(monitorChecks)
          .where(
            and(
              eq(monitorChecks.districtId, m.districtId),
              eq(monitorChecks.monitorId, m.id),
              lte(monitorChecks.checkedAt, cutoff),
            ),
          )
          .returning({ id: monitorChecks.id });
        removed += gone.length;
      }
      return removed;
    },
  };
}
export type MonitorRunner = ReturnType<typeof createMonitorRunner>;
