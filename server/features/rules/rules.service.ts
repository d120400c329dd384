import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  actionsToApply,
  type CreateRulePayload,
  type createRuleSchema,
  describeAction,
  RULE_MESSAGES as M,
  RULE_LIMITS,
  type Rule,
  type RuleAction,
  type RuleList,
  ruleMatches,
  SHIPPED_AUTO_CLOSE,
  SHIPPED_AUTO_CLOSE_ID,
  type Simulation,
  summarizeRule,
  type updateRuleSchema,
  workingDaysBetween,
} from '../../../domain/rules.ts';
import type { WorkingCalendar } from '../../../domain/working-time.ts';
import { canSeeDistrict, isProviderWide, resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ticketRules, tickets, users } from '../../db/schema/index.ts';
import {
  badRequest,
  conflict,
  forbidden,
  invalidFields,
  isUniqueViolation,
  notFound,
} from '../../lib/http-errors.ts';
import { exactConditions, namesOf, peopleOfRules, ruleTickets } from './rule-facts.ts';

type Row = typeof ticketRules.$inferSelect;
type CreateInput = z.output<typeof createRuleSchema>;
type UpdateInput = z.output<typeof updateRuleSchema>;

/** Five Star (in a district view too): keeps the templates for every district. */
const isFiveStar = (identity: Identity) => identity.accountRole === 'provider_admin';

export interface RulesServiceDeps {
  db: Db;
  /** The district's working calendar ("no reply" rules count its working days). */
  workingCalendar(districtId: string): Promise<WorkingCalendar>;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** The shipped template as a row-like rule. */
const shippedRow: Row = {
  id: SHIPPED_AUTO_CLOSE_ID,
  districtId: null,
  name: SHIPPED_AUTO_CLOSE.name,
  enabled: false,
  position: 1_000,
  trigger: SHIPPED_AUTO_CLOSE.trigger,
  noReplyDays: SHIPPED_AUTO_CLOSE.noReplyDays,
  conditions: SHIPPED_AUTO_CLOSE.conditions,
  actions: SHIPPED_AUTO_CLOSE.actions,
  createdById: null,
  updatedById: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

/** Ticket rules (see docs/product.md#rules): kept per district, templates, and the simulator. */
export function createRulesService({ db, workingCalendar, now = () => new Date() }: RulesServiceDeps) {
  const editorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

  async function answers(
    identity: Identity,
    rows: { row: Row; updatedByName: string | null }[],
  ): Promise<Rule[]> {
    const nameOf = await namesOf(db, peopleOfRules(rows.map((r) => r.row)));
    return rows.map(({ row, updatedByName }, i) => ({
      id: row.id,
      scope: row.id === SHIPPED_AUTO_CLOSE_ID ? 'shipped' : row.districtId === null ? 'provider' : 'district',
      districtId: row.districtId,
      name: row.name,
      enabled: row.enabled,
      position: row.id === SHIPPED_AUTO_CLOSE_ID ? i + 1 : row.position,
      trigger: row.trigger,
      noReplyDays: row.noReplyDays,
      conditions: row.conditions,
      actions: row.actions,
      summary: summarizeRule(row, nameOf),
      canEdit:
        row.id !== SHIPPED_AUTO_CLOSE_ID &&
        (row.districtId === null ? isFiveStar(identity) : canSeeDistrict(identity, row.districtId)),
      updatedByName,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function select(where: ReturnType<typeof eq> | undefined) {
    return db
      .select({ row: ticketRules, updatedByName: editorName })
      .from(ticketRules)
      .leftJoin(users, eq(users.id, ticketRules.updatedById))
      .where(where)
      .orderBy(asc(ticketRules.position), asc(ticketRules.createdAt));
  }

  async function one(identity: Identity, id: string): Promise<Rule> {
    const found = await select(eq(ticketRules.id, id));
    if (!found[0]) throw notFound(M.notFound);
    return (await answers(identity, found))[0]!;
  }

  /** The rule if the caller may see it (a template: every administrator), else 404. */
  async function findVisible(identity: Identity, id: string): Promise<Row> {
    if (id === SHIPPED_AUTO_CLOSE_ID) return shippedRow;
    const [row] = await db.select().from(ticketRules).where(eq(ticketRules.id, id));
    if (!row || (row.districtId !== null && !canSeeDistrict(identity, row.districtId)))
      throw notFound(M.notFound);
    return row;
  }

  /** The rule if the caller may change it: 404 when they cannot see it, 403 for templates not theirs. */
  async function findEditable(identity: Identity, id: string): Promise<Row> {
    const row = await findVisible(identity, id);
    if (row.id === SHIPPED_AUTO_CLOSE_ID) throw forbidden(M.shippedReadOnly);
    if (row.districtId === null && !isFiveStar(identity)) throw forbidden(M.providerOnly);
    return row;
  }

  /** The people a district's rule names must be of the district (assignees: or Five Star staff). */
  async function checkPeople(districtId: string | null, actions: RuleAction[]) {
    const named = actions.flatMap((a, i) => ('userId' in a && a.userId ? [{ a, i, id: a.userId }] : []));
    if (named.length === 0) return;
    if (districtId === null)
      throw invalidFields(
        named.map(({ i }) => ({ path: `actions.${i}.userId`, message: M.templateNoPeople })),
      );
    const found = await db
      .select({ id: users.id, districtId: users.districtId, role: users.role, active: users.isActive })
      .from(users)
      .where(inArray(users.id, [...new Set(named.map((n) => n.id))]));
    const byId = new Map(found.map((u) => [u.id, u]));
    const issues = named.flatMap(({ a, i, id }): { path: string; message: string }[] => {
      const u = byId.get(id);
      const ofDistrict = !!u && u.active && u.districtId === districtId;
      if (a.type === 'assign') {
        const staff =
          !!u &&
          u.active &&
          ((ofDistrict && u.role !== 'requester' && u.role !== 'viewer') ||
            (u.districtId === null && u.role === 'provider_admin'));
        return staff ? [] : [{ path: `actions.${i}.userId`, message: M.invalidAssignee }];
      }
      if (ofDistrict) return [];
      return [
        {
          path: `actions.${i}.userId`,
          message: a.type === 'add_watcher' ? M.invalidWatcher : M.invalidNotifyUser,
        },
      ];
    });
    if (issues.length) throw invalidFields(issues);
  }

  const scopeWhere = (districtId: string | null) =>
    districtId ? eq(ticketRules.districtId, districtId) : isNull(ticketRules.districtId);

  /** Puts the rule at `position` (1-based, clamped) among its scope's rules, renumbering them 1..n (id null: renumbers only). */
  async function place(tx: Tx, districtId: string | null, id: string | null, position: number | undefined) {
    const rows = await tx
      .select({ id: ticketRules.id })
      .from(ticketRules)
      .where(scopeWhere(districtId))
      .orderBy(asc(ticketRules.position), asc(ticketRules.createdAt));
    const others = rows.map((r) => r.id).filter((x) => x !== id);
    const at = Math.min(Math.max((position ?? others.length + 1) - 1, 0), others.length);
    const order = id ? [...others.slice(0, at), id, ...others.slice(at)] : others;
    for (const [i, rid] of order.entries())
      await tx
        .update(ticketRules)
        .set({ position: i + 1 })
        .where(eq(ticketRules.id, rid));
  }

  const lock = (tx: Tx, districtId: string | null) =>
    tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('ticket-rules'), hashtext(${districtId ?? 'provider'}))`,
    );

  const saving = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.duplicate);
      throw err;
    }
  };

  return {
    async list(identity: Identity, query: { districtId?: string }): Promise<RuleList> {
      const shipped = { row: shippedRow, updatedByName: null };
      if (isProviderWide(identity) && !query.districtId) {
        const templates = await select(isNull(ticketRules.districtId));
        return { rules: await answers(identity, templates), templates: await answers(identity, [shipped]) };
      }
      const districtId = resolveDistrict(identity, query.districtId);
      const own = await select(eq(ticketRules.districtId, districtId));
      const templates = await select(isNull(ticketRules.districtId));
      return {
        rules: await answers(identity, own),
        templates: await answers(identity, [...templates, shipped]),
      };
    },

    async create(identity: Identity, input: CreateInput | CreateRulePayload): Promise<Rule> {
      const given = input as CreateInput;
      let districtId: string | null;
      if (given.scope === 'provider') {
        if (!isFiveStar(identity)) throw forbidden(M.providerOnly);
        districtId = null;
      } else {
        if (!given.districtId && isProviderWide(identity)) throw badRequest(M.simulateDistrict);
        districtId = resolveDistrict(identity, given.districtId);
      }
      await checkPeople(districtId, given.actions);
      const id = await saving(() =>
        db.transaction(async (tx) => {
          await lock(tx, districtId);
          const [{ n }] = (await tx
            .select({ n: count() })
            .from(ticketRules)
            .where(scopeWhere(districtId))) as [{ n: number }];
          if (n >= RULE_LIMITS.perScope) throw conflict(M.tooMany);
          const [made] = await tx
            .insert(ticketRules)
            .values({
              districtId,
              name: given.name,
              enabled: given.enabled,
              position: n + 1,
              trigger: given.trigger,
              noReplyDays: given.noReplyDays,
              conditions: given.conditions,
              actions: given.actions,
              createdById: identity.userId,
              updatedById: identity.userId,
            })
            .returning({ id: ticketRules.id });
          if (given.position !== undefined) await place(tx, districtId, made!.id, given.position);
          return made!.id;
        }),
      );
      return one(identity, id);
    },

    async update(identity: Identity, id: string, input: UpdateInput): Promise<Rule> {
      const row = await findEditable(identity, id);
      await checkPeople(row.districtId, input.actions);
      await saving(() =>
        db.transaction(async (tx) => {
          await lock(tx, row.districtId);
          await tx
            .update(ticketRules)
            .set({
              name: input.name,
              enabled: input.enabled,
              trigger: input.trigger,
              noReplyDays: input.noReplyDays,
              conditions: input.conditions,
              actions: input.actions,
              updatedById: identity.userId,
              updatedAt: sql`now()`,
            })
            .where(eq(ticketRules.id, id));
          if (input.position !== undefined) await place(tx, row.districtId, id, input.position);
        }),
      );
      return one(identity, id);
    },

    async remove(identity: Identity, id: string): Promise<void> {
      const row = await findEditable(identity, id);
      await db.transaction(async (tx) => {
        await lock(tx, row.districtId);
        await tx.delete(ticketRules).where(eq(ticketRules.id, id));
        await place(tx, row.districtId, null, undefined);
      });
    },

    /**
     * The rule against the district's tickets of the last 90 days as they are now: the ones it
     * matches and what it would do to each. Reads only: nothing is written.
     */
    async simulate(identity: Identity, id: string, body: { districtId?: string }): Promise<Simulation> {
      const row = await findVisible(identity, id);
      const districtId =
        row.districtId ??
        (isProviderWide(identity) && !body.districtId
          ? (() => {
              throw badRequest(M.simulateDistrict);
            })()
          : resolveDistrict(identity, body.districtId));
      const at = now();
      const since = new Date(at.getTime() - RULE_LIMITS.simulateDays * 86_400_000);
      const window = and(eq(tickets.districtId, districtId), gte(tickets.createdAt, since));
      // The database leaves out what the exact conditions refuse; the rule decides on the rest.
      const [candidates, [counted]] = await Promise.all([
        ruleTickets(db, and(window, exactConditions(row.conditions)), RULE_LIMITS.simulateTickets),
        db.select({ n: count() }).from(tickets).where(window),
      ]);
      const calendar = row.trigger === 'no_reply' ? await workingCalendar(districtId) : null;
      const nameOf = await namesOf(db, peopleOfRules([row]));
      const matched = candidates.flatMap((t) => {
        if (!ruleMatches(row.conditions, t)) return [];
        if (calendar && workingDaysBetween(calendar, t.quietSince, at) < (row.noReplyDays ?? 0)) return [];
        // A "created" rule ran when the ticket was new: everything it says would have happened then.
        const todo = row.trigger === 'created' ? row.actions : actionsToApply(row.actions, t);
        return todo.length ? [{ ticket: t, todo }] : [];
      });
      return {
        matched: matched.slice(0, RULE_LIMITS.simulateListed).map(({ ticket, todo }) => ({
          ticketId: ticket.id,
          ticketNumber: ticket.ticketNumber,
          title: ticket.title,
          actions: todo.map((a) => describeAction(a, nameOf)),
        })),
        matchedCount: matched.length,
        examined: Math.min(counted?.n ?? 0, RULE_LIMITS.simulateTickets),
        days: RULE_LIMITS.simulateDays,
      };
    },
  };
}
