import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_FEATURES } from '../../../domain/access.ts';
import {
  actionsToApply,
  describeAction,
  RULE_LIMITS,
  type RuleAction,
  type RuleTrigger,
  ruleEventKey,
  ruleMatches,
  workingDaysBetween,
} from '../../../domain/rules.ts';
import type { UpdateTicketPayload } from '../../../domain/tickets.ts';
import type { JobDeps } from '../../app-deps.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { districts, ticketActivity, ticketRuleRuns, ticketRules, users } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createCalendarService } from '../calendar/index.ts';
import type { TicketHookDeps } from '../feature-plugin.ts';
import { createTicketsService, type TicketChange, type TicketHooks } from '../tickets/index.ts';
import { createMembership } from '../users/index.ts';
import {
  districtsWithRules,
  enabledRules,
  namesOf,
  quietTickets,
  type RuleTicket,
  ruleTicket,
} from './rule-facts.ts';

export const RULES_RUN_JOB = 'rules.run';
export const RULES_QUIET_JOB = 'rules.no-reply-scan';

/** One event of one ticket for the rules of its trigger. */
export interface RulesRun {
  ticketId: string;
  districtId: string;
  trigger: RuleTrigger;
  /** domain/rules.ts ruleEventKey. */
  event: string;
  /** no_reply: the rules whose silence was reached (the others wait for their own). */
  ruleIds?: string[];
}

const runJob = (data: RulesRun) => ({ name: RULES_RUN_JOB, data });

/** The session marker of a change a rule made: such changes do not fire `updated` rules (no loops). */
const RULES_SESSION = 'rules-engine';
export const madeByRule = (actor: Identity) => actor.sessionHash.startsWith(RULES_SESSION);

/**
 * The rules area in every ticket change's transaction: a creation or a change (not one a rule made)
 * of a district with enabled rules of that trigger enqueues a rules job, which exists only if the
 * change commits.
 */
export function rulesTicketHooks({ queue }: TicketHookDeps): TicketHooks {
  return {
    async created(tx, made) {
      const withRules = await districtsWithRules(
        tx,
        made.map((t) => t.districtId),
        'created',
      );
      const jobs = made
        .filter((t) => withRules.has(t.districtId))
        .map((t) =>
          runJob({
            ticketId: t.id,
            districtId: t.districtId,
            trigger: 'created',
            event: ruleEventKey('created', {}),
          }),
        );
      await queue.sendMany(tx, jobs);
      return undefined;
    },
    async changed(tx, facts) {
      if (madeByRule(facts.actor) || facts.entries.length === 0) return;
      if (!(await districtsWithRules(tx, [facts.districtId], 'updated')).has(facts.districtId)) return;
      await queue.sendMany(tx, [
        runJob({
          ticketId: facts.ticketId,
          districtId: facts.districtId,
          trigger: 'updated',
          event: ruleEventKey('updated', { entryId: facts.entries[0]!.id }),
        }),
      ]);
    },
  };
}

type RuleRow = typeof ticketRules.$inferSelect;

/** The person a rule acts as: who saved it last, else a district administrator, else Five Star. */
async function actorOf(db: Db, rule: RuleRow, districtId: string): Promise<Identity | null> {
  const [district] = await db.select().from(districts).where(eq(districts.id, districtId));
  if (!district) return null;
  const candidates = [rule.updatedById, rule.createdById].filter((x): x is string => !!x);
  const pick = async () => {
    for (const id of candidates) {
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.isActive, true)));
      if (u && (u.districtId === districtId || (u.districtId === null && u.role === 'provider_admin')))
        if (u.role === 'district_admin' || u.role === 'provider_admin') return u;
    }
    const [admin] = await db
      .select()
      .from(users)
      .where(
        and(eq(users.districtId, districtId), eq(users.role, 'district_admin'), eq(users.isActive, true)),
      )
      .limit(1);
    if (admin) return admin;
    const [provider] = await db
      .select()
      .from(users)
      .where(and(isNull(users.districtId), eq(users.role, 'provider_admin'), eq(users.isActive, true)))
      .limit(1);
    return provider ?? null;
  };
  const u = await pick();
  if (!u) return null;
  return {
    userId: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    isDemo: u.isDemo,
    accountRole: u.role,
    role: 'district_admin',
    districtId,
    districtName: district.name,
    serviceLevel: district.serviceLevel,
    features: DEFAULT_FEATURES,
    maintenance: null,
    inDistrictView: u.role === 'provider_admin',
    sessionHash: `${RULES_SESSION}:${rule.id}`,
  };
}

type RulesDeps = Pick<
  JobDeps,
  'config' | 'database' | 'bus' | 'queue' | 'notifier' | 'ticketHooks' | 'logger'
>;

/** Runs rules for ticket events, and finds tickets quiet long enough for "no reply" rules. */
export function createRulesEngine(deps: RulesDeps) {
  const db = deps.database.db;
  const people = createMembership(db);
  const service = createTicketsService({
    db,
    queue: deps.queue,
    hooks: deps.ticketHooks,
    canBeAssigned: (userId, districtId) => people.belongsTo(userId, districtId, true),
  });
  const calendars = createCalendarService({
    db,
    bus: deps.bus,
    remote: { allowInsecure: deps.config.integrationsAllowInsecure },
  });

  async function announce(change: TicketChange) {
    if (!change.event) return;
    await deps.bus
      .publish({ type: 'ticket_updated', districtId: change.ticket.districtId, data: { ...change.event } })
      .catch((err) => deps.logger.warn({ err }, 'could not publish ticket_updated'));
  }

  /** Tells people a rule names (in the portal and by mail, as each chose). */
  async function notify(rule: RuleRow, t: RuleTicket, action: RuleAction) {
    let userIds: string[] = [];
    if (action.type === 'notify') {
      if (action.to === 'user' && action.userId) userIds = [action.userId];
      if (action.to === 'assignee' && t.assigneeId) userIds = [t.assigneeId];
      if (action.to === 'district_admins')
        userIds = (
          await db
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.districtId, t.districtId),
                eq(users.role, 'district_admin'),
                eq(users.isActive, true),
              ),
            )
        ).map((u) => u.id);
    } else {
      userIds = (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(isNull(users.districtId), eq(users.role, 'provider_admin'), eq(users.isActive, true)))
      ).map((u) => u.id);
    }
    if (userIds.length === 0) return;
    const escalated = action.type === 'escalate';
    const title = escalated ? `${t.ticketNumber} escalated to Five Star` : `${t.ticketNumber}: ${t.title}`;
    const body = `The rule “${rule.name}” ${escalated ? 'escalated this ticket to Five Star' : 'asks you to look at this ticket'}.`;
    await deps.notifier.notify(userIds, {
      kind: 'ticket_rule',
      districtId: t.districtId,
      title,
      body,
      link: `/tickets?ticket=${t.id}`,
      dedupeKey: `rule:${rule.id}:${t.id}:${action.type}:${t.quietSince.toISOString()}`,
      email: {
        subject: title,
        paragraphs: [body, `${t.ticketNumber}: ${t.title}`],
        actionLabel: 'Open the ticket',
      },
    });
  }

  /** Applies one rule's actions to the ticket through the tickets service; answers what it did, in words. */
  async function apply(rule: RuleRow, actor: Identity, t: RuleTicket): Promise<string[]> {
    const todo = actionsToApply(rule.actions, t);
    if (todo.length === 0) return [];
    const nameOf = await namesOf(
      db,
      todo.flatMap((a) => ('userId' in a && a.userId ? [a.userId] : [])),
    );
    const update: UpdateTicketPayload = {};
    const watchers = new Set(t.watcherIds);
    for (const a of todo) {
      if (a.type === 'assign') update.assigneeId = a.userId;
      if (a.type === 'set_priority') update.priority = a.priority;
      if (a.type === 'set_category') update.category = a.category;
      if (a.type === 'set_waiting') update.waiting = a.waiting;
      if (a.type === 'add_watcher') watchers.add(a.userId);
      if (a.type === 'close') update.status = 'closed';
    }
    if (watchers.size !== t.watcherIds.length) update.watcherIds = [...watchers];
    for (const a of todo) {
      if (a.type === 'internal_note')
        await announce(await service.comment(actor, t.id, { body: a.body, visibility: 'internal' }));
    }
    if (Object.keys(update).length > 0)
      await announce(await service.update(actor, t.id, update as Parameters<typeof service.update>[2]));
    for (const a of todo) if (a.type === 'notify' || a.type === 'escalate') await notify(rule, t, a);
    return todo.map((a) => describeAction(a, nameOf));
  }

  /** Claims the run of a rule for the event: false when it ran already (a job may run twice). */
  async function claim(rule: RuleRow, t: RuleTicket, event: string): Promise<boolean> {
    const made = await db
      .insert(ticketRuleRuns)
      .values({ districtId: t.districtId, ruleId: rule.id, ticketId: t.id, event })
      .onConflictDoNothing()
      .returning({ ruleId: ticketRuleRuns.ruleId });
    return made.length > 0;
  }

  async function record(rule: RuleRow, t: RuleTicket, event: string, done: string[]) {
    await db.transaction(async (tx) => {
      await tx
        .update(ticketRuleRuns)
        .set({ actions: done })
        .where(
          and(
            eq(ticketRuleRuns.districtId, t.districtId),
            eq(ticketRuleRuns.ruleId, rule.id),
            eq(ticketRuleRuns.ticketId, t.id),
            eq(ticketRuleRuns.event, event),
          ),
        );
      if (done.length === 0) return;
      await tx.insert(ticketActivity).values({
        districtId: t.districtId,
        ticketId: t.id,
        actorId: null,
        kind: 'rule',
        fromValue: rule.name,
        toValue: rule.trigger,
        body: `${rule.name}: ${done.join('; ')}`,
        visibility: 'internal',
      });
    });
  }

  /** The rules of one event, in order: each that matches the ticket as it now is, once. */
  async function run(data: RulesRun) {
    let rules = await enabledRules(db, data.districtId, data.trigger);
    if (data.ruleIds) rules = rules.filter((r) => data.ruleIds!.includes(r.id));
    for (const rule of rules) {
      const t = await ruleTicket(db, data.ticketId);
      if (!t || t.districtId !== data.districtId) return;
      if (!ruleMatches(rule.conditions, t)) continue;
      if (data.trigger === 'no_reply') {
        // Still as quiet as when it was found?
        if (ruleEventKey('no_reply', { quietSince: t.quietSince }) !== data.event) continue;
        const calendar = await calendars.workingCalendar(t.districtId);
        if (workingDaysBetween(calendar, t.quietSince, new Date()) < (rule.noReplyDays ?? 0)) continue;
      }
      if (!(await claim(rule, t, data.event))) continue;
      const actor = await actorOf(db, rule, t.districtId);
      if (!actor) continue;
      try {
        await record(rule, t, data.event, await apply(rule, actor, t));
      } catch (err) {
        // Let the job's next try run it again.
        await db
          .delete(ticketRuleRuns)
          .where(
            and(
              eq(ticketRuleRuns.districtId, t.districtId),
              eq(ticketRuleRuns.ruleId, rule.id),
              eq(ticketRuleRuns.ticketId, t.id),
              eq(ticketRuleRuns.event, data.event),
            ),
          );
        throw err;
      }
    }
  }

  /**
   * Every district with enabled "no reply" rules: the tickets quiet for at least the rule's working
   * days on the district's calendar, not yet run for this stretch of silence, each a rules job.
   */
  async function scanQuiet(now = new Date()): Promise<number> {
    const rules = await db
      .select()
      .from(ticketRules)
      .where(
        and(
          eq(ticketRules.trigger, 'no_reply'),
          eq(ticketRules.enabled, true),
          sql`${ticketRules.districtId} is not null`,
        ),
      );
    const byDistrict = new Map<string, RuleRow[]>();
    for (const r of rules) byDistrict.set(r.districtId!, [...(byDistrict.get(r.districtId!) ?? []), r]);
    let queued = 0;
    for (const [districtId, list] of byDistrict) {
      const calendar = await calendars.workingCalendar(districtId);
      // N working days take at least N calendar days: a first cut in the database.
      const fewest = Math.min(...list.map((r) => r.noReplyDays ?? 1));
      const before = new Date(now.getTime() - fewest * 86_400_000);
      const quiet = await quietTickets(db, districtId, before, RULE_LIMITS.sweepTickets);
      const ran = new Set(
        (
          await db
            .select({
              ruleId: ticketRuleRuns.ruleId,
              ticketId: ticketRuleRuns.ticketId,
              event: ticketRuleRuns.event,
            })
            .from(ticketRuleRuns)
            .where(
              and(eq(ticketRuleRuns.districtId, districtId), sql`${ticketRuleRuns.event} like 'no_reply:%'`),
            )
        ).map((r) => `${r.ruleId}/${r.ticketId}/${r.event}`),
      );
      const jobs = [];
      for (const t of quiet) {
        const event = ruleEventKey('no_reply', { quietSince: t.quietSince });
        const days = workingDaysBetween(calendar, t.quietSince, now);
        const due = list.filter(
          (r) =>
            days >= (r.noReplyDays ?? 0) &&
            ruleMatches(r.conditions, t) &&
            !ran.has(`${r.id}/${t.id}/${event}`),
        );
        if (due.length)
          jobs.push(
            runJob({ ticketId: t.id, districtId, trigger: 'no_reply', event, ruleIds: due.map((r) => r.id) }),
          );
      }
      await deps.queue.sendMany(db, jobs);
      queued += jobs.length;
    }
    return queued;
  }

  return { run, scanQuiet };
}

/** The rules' jobs: one event's rules, and the scan for "no reply" rules every 15 minutes. */
export function rulesJobs(deps: JobDeps): JobDefinition<never>[] {
  const engine = createRulesEngine(deps);
  const run: JobDefinition<RulesRun> = {
    name: RULES_RUN_JOB,
    retryLimit: 3,
    handle: (data) => engine.run(data),
  };
  const scan: JobDefinition = {
    name: RULES_QUIET_JOB,
    cron: '*/15 * * * *',
    retryLimit: 0,
    async handle() {
      await engine.scanQuiet();
    },
  };
  return [run, scan] as JobDefinition<never>[];
}
