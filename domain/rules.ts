import { z } from 'zod';
import { hasControlCharacters, INPUT_MESSAGES } from './http.ts';
import { PRIORITIES, PRIORITY_LABELS, type Priority } from './priorities.ts';
import { ROLE_LABELS, ROLES, type Role } from './roles.ts';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_SOURCE_LABELS,
  TICKET_SOURCES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketSource,
  type TicketStatus,
} from './tickets.ts';
import { addDays, dateIn, type WorkingCalendar, weekdayOfDate } from './working-time.ts';

/**
 * Ticket rules (see docs/product.md#rules): per district, in a stated order, **when** a ticket is
 * created, updated, or has had no reply for N working days, **if** its conditions hold, **then**
 * its actions. Five Star keeps provider-wide templates a district copies; one template ships in code.
 */

// --- Vocabulary --------------------------------------------------------------------------------

export const RULE_TRIGGERS = ['created', 'updated', 'no_reply'] as const;
export type RuleTrigger = (typeof RULE_TRIGGERS)[number];
export const RULE_TRIGGER_LABELS: Record<RuleTrigger, string> = {
  created: 'A ticket is created',
  updated: 'A ticket is updated',
  no_reply: 'No reply for some working days',
};

/** A district's own rule, Five Star's template for every district, or the template shipped in code. */
export const RULE_SCOPES = ['district', 'provider', 'shipped'] as const;

export const RULE_ACTION_TYPES = [
  'assign',
  'set_priority',
  'set_category',
  'add_watcher',
  'internal_note',
  'set_waiting',
  'notify',
  'escalate',
  'close',
] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];
export const RULE_ACTION_LABELS: Record<RuleActionType, string> = {
  assign: 'Assign a technician',
  set_priority: 'Set the priority',
  set_category: 'Set the category',
  add_watcher: 'Add a watcher',
  internal_note: 'Add an internal note',
  set_waiting: 'Set or clear waiting on the requester',
  notify: 'Notify someone',
  escalate: 'Escalate to Five Star',
  close: 'Close the ticket',
};

/** Who a notify action tells. */
export const RULE_NOTIFY_TARGETS = ['assignee', 'district_admins', 'user'] as const;
export type RuleNotifyTarget = (typeof RULE_NOTIFY_TARGETS)[number];
export const RULE_NOTIFY_TARGET_LABELS: Record<RuleNotifyTarget, string> = {
  assignee: 'The assignee',
  district_admins: 'The district’s administrators',
  user: 'A person',
};

export const RULE_LIMITS = {
  name: 120,
  note: 2000,
  /** Rules a district keeps (Five Star: templates). */
  perScope: 100,
  actions: 10,
  listItems: 20,
  word: 60,
  site: 120,
  assetCategory: 60,
  noReplyDays: { min: 1, max: 60 },
  /** How far back the simulator looks. */
  simulateDays: 90,
  /** Tickets the simulator reads at most (newest first): 90 days of a very large district. */
  simulateTickets: 50_000,
  /** Matched tickets the simulator lists (the newest); it counts them all. */
  simulateListed: 200,
  /** Quiet tickets the no-reply sweep reads at most per district and run. */
  sweepTickets: 5000,
} as const;

export const RULE_MESSAGES = {
  nameRequired: 'Give the rule a name',
  nameTooLong: `The name must be at most ${RULE_LIMITS.name} characters`,
  trigger: 'Choose when the rule runs: created, updated or no_reply',
  noReplyDays: `Say after how many working days without a reply: ${RULE_LIMITS.noReplyDays.min} to ${RULE_LIMITS.noReplyDays.max}`,
  noReplyDaysOnlyForNoReply: 'Working days apply only to a “no reply” rule: leave them out',
  enabled: 'enabled must be true or false',
  position: 'The position must be a whole number from 1',
  conditions: 'Give the conditions as an object of lists',
  category: `Choose categories among: ${TICKET_CATEGORIES.join(', ')}`,
  priority: `Choose priorities among: ${PRIORITIES.join(', ')}`,
  source: `Choose sources among: ${TICKET_SOURCES.join(', ')}`,
  status: `Choose statuses among: ${TICKET_STATUSES.join(', ')}`,
  requesterRole: `Choose requester roles among: ${ROLES.join(', ')}`,
  listTooLong: `At most ${RULE_LIMITS.listItems} values in a condition`,
  wordRequired: 'A word to look for cannot be empty',
  wordTooLong: `A word or phrase must be at most ${RULE_LIMITS.word} characters`,
  siteRequired: 'A site cannot be empty',
  siteTooLong: `A site must be at most ${RULE_LIMITS.site} characters`,
  assetCategoryRequired: 'An asset category cannot be empty',
  assetCategoryTooLong: `An asset category must be at most ${RULE_LIMITS.assetCategory} characters`,
  actionsRequired: 'Add at least one action',
  tooManyActions: `At most ${RULE_LIMITS.actions} actions`,
  actionType: `Choose an action: ${RULE_ACTION_TYPES.join(', ')}`,
  userRequired: 'Choose the person',
  noteRequired: 'Write the note',
  noteTooLong: `The note must be at most ${RULE_LIMITS.note.toLocaleString('en-US')} characters`,
  waiting: 'waiting must be true or false',
  notifyTarget: `Choose who is notified: ${RULE_NOTIFY_TARGETS.join(', ')}`,
  notifyUserRequired: 'Choose the person to notify',
  notifyUserOnlyForUser: 'Name a person only when notifying a person',
  closeNeedsNoReply:
    'Closing a ticket is for “no reply” and “updated” rules: a ticket just created should not close by itself',
  scope: 'Choose who the rule is for: district or provider',
  providerNoDistrict: 'A template for every district belongs to no district: leave the district out',
  templateNoPeople:
    'A template for every district cannot name a person: use “notify the assignee” or “the district’s administrators”',
  invalidAssignee: 'The technician to assign must be staff of this district or of Five Star',
  invalidWatcher: 'The watcher must be an active person of this district',
  invalidNotifyUser: 'The person to notify must be an active person of this district',
  simulateDistrict: 'Choose the district to run the template against',
  notFound: 'Rule not found.',
  providerOnly: 'Only Five Star administrators add or change templates for every district.',
  shippedReadOnly: 'The shipped template cannot be changed: copy it to your district instead.',
  duplicate: 'A rule with this name already exists here. Choose another name.',
  tooMany: `At most ${RULE_LIMITS.perScope} rules: delete ones no longer used first.`,
  created: 'Rule added',
  updated: 'Rule saved',
  deleted: 'Rule deleted',
  copied: 'Template copied to this district (off until you turn it on)',
  saveFailed: 'Could not save the rule',
  deleteFailed: 'Could not delete the rule',
  simulateFailed: 'Could not run the simulator',
  loadFailed: 'Rules could not be loaded.',
  empty: 'No rules yet',
  noneMatched: `No ticket of the last ${RULE_LIMITS.simulateDays} days matches this rule.`,
} as const;
const M = RULE_MESSAGES;

// --- Payloads ----------------------------------------------------------------------------------

const noControl = (s: string) => !hasControlCharacters(s);

const boundedText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(noControl, INPUT_MESSAGES.controlCharacters);

/** A list of values of a condition, once each (letter case aside for text), at most 20. */
function list<T extends z.ZodType<string>>(item: T, message: string) {
  return z
    .array(item, { error: message })
    .max(RULE_LIMITS.listItems, M.listTooLong)
    .default([])
    .transform((values) => {
      const seen = new Set<string>();
      return values.filter((v) => !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
    });
}

/**
 * What a ticket must be for the rule to act: each list given must hold the ticket's value (any of
 * them); an empty list is no condition. Words: any of them, whole words, in the title or description.
 */
export const ruleConditionsSchema = z
  .object(
    {
      categories: list(z.enum(TICKET_CATEGORIES, { error: M.category }), M.category),
      priorities: list(z.enum(PRIORITIES, { error: M.priority }), M.priority),
      sources: list(z.enum(TICKET_SOURCES, { error: M.source }), M.source),
      statuses: list(z.enum(TICKET_STATUSES, { error: M.status }), M.status),
      requesterRoles: list(z.enum(ROLES, { error: M.requesterRole }), M.requesterRole),
      sites: list(boundedText(RULE_LIMITS.site, M.siteRequired, M.siteTooLong), M.siteRequired),
      assetCategories: list(
        boundedText(RULE_LIMITS.assetCategory, M.assetCategoryRequired, M.assetCategoryTooLong),
        M.assetCategoryRequired,
      ),
      words: list(boundedText(RULE_LIMITS.word, M.wordRequired, M.wordTooLong), M.wordRequired),
    },
    { error: M.conditions },
  )
  .default({
    categories: [],
    priorities: [],
    sources: [],
    statuses: [],
    requesterRoles: [],
    sites: [],
    assetCategories: [],
    words: [],
  });
export type RuleConditions = z.output<typeof ruleConditionsSchema>;

const userId = z.uuid({ error: M.userRequired });

export const ruleActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('assign'), userId }),
    z.object({ type: z.literal('set_priority'), priority: z.enum(PRIORITIES, { error: M.priority }) }),
    z.object({
      type: z.literal('set_category'),
      category: z.enum(TICKET_CATEGORIES, { error: M.category }),
    }),
    z.object({ type: z.literal('add_watcher'), userId }),
    z.object({
      type: z.literal('internal_note'),
      body: boundedText(RULE_LIMITS.note, M.noteRequired, M.noteTooLong),
    }),
    z.object({ type: z.literal('set_waiting'), waiting: z.boolean({ error: M.waiting }) }),
    z
      .object({
        type: z.literal('notify'),
        to: z.enum(RULE_NOTIFY_TARGETS, { error: M.notifyTarget }),
        userId: z.uuid({ error: M.notifyUserRequired }).optional(),
      })
      .superRefine((a, ctx) => {
        if (a.to === 'user' && !a.userId)
          ctx.addIssue({ code: 'custom', path: ['userId'], message: M.notifyUserRequired });
        if (a.to !== 'user' && a.userId)
          ctx.addIssue({ code: 'custom', path: ['userId'], message: M.notifyUserOnlyForUser });
      }),
    z.object({ type: z.literal('escalate') }),
    z.object({ type: z.literal('close') }),
  ],
  { error: M.actionType },
);
export type RuleAction = z.output<typeof ruleActionSchema>;

const name = boundedText(RULE_LIMITS.name, M.nameRequired, M.nameTooLong);
const trigger = z.enum(RULE_TRIGGERS, { error: M.trigger });
const noReplyDays = z
  .number({ error: M.noReplyDays })
  .int(M.noReplyDays)
  .min(RULE_LIMITS.noReplyDays.min, M.noReplyDays)
  .max(RULE_LIMITS.noReplyDays.max, M.noReplyDays)
  .nullable()
  .default(null);
const actions = z
  .array(ruleActionSchema, { error: M.actionsRequired })
  .min(1, M.actionsRequired)
  .max(RULE_LIMITS.actions, M.tooManyActions);

/** The fields of a rule, as PUT replaces them and POST adds them. */
const ruleFields = z.object({
  name,
  enabled: z.boolean({ error: M.enabled }).default(false),
  trigger,
  noReplyDays,
  conditions: ruleConditionsSchema,
  actions,
  /** 1 = first; left out: last (new) or where it is (changed). */
  position: z.number({ error: M.position }).int(M.position).min(1, M.position).optional(),
});

type RuleFields = z.output<typeof ruleFields>;
function checkRule(v: Pick<RuleFields, 'trigger' | 'noReplyDays' | 'actions'>, ctx: z.RefinementCtx) {
  if (v.trigger === 'no_reply' && v.noReplyDays === null)
    ctx.addIssue({ code: 'custom', path: ['noReplyDays'], message: M.noReplyDays });
  if (v.trigger !== 'no_reply' && v.noReplyDays !== null)
    ctx.addIssue({ code: 'custom', path: ['noReplyDays'], message: M.noReplyDaysOnlyForNoReply });
  if (v.trigger === 'created' && v.actions.some((a) => a.type === 'close'))
    ctx.addIssue({ code: 'custom', path: ['actions'], message: M.closeNeedsNoReply });
}

/** PUT /api/rules/:id: the rule's fields (its scope and district stay). */
export const updateRuleSchema = ruleFields.superRefine(checkRule);
export type UpdateRulePayload = z.input<typeof updateRuleSchema>;

/** POST /api/rules: a district's rule (Five Star names the district) or, scope "provider", a template. */
export const createRuleSchema = ruleFields
  .extend({
    scope: z.enum(['district', 'provider'], { error: M.scope }).default('district'),
    districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  })
  .superRefine((v, ctx) => {
    checkRule(v, ctx);
    if (v.scope === 'provider' && v.districtId)
      ctx.addIssue({ code: 'custom', path: ['districtId'], message: M.providerNoDistrict });
  });
export type CreateRulePayload = z.input<typeof createRuleSchema>;

export const listRulesQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

/** POST /api/rules/:id/simulate: a template is run against the district named. */
export const simulateRuleSchema = z
  .object({ districtId: z.uuid({ error: M.simulateDistrict }).optional() })
  .default({});

// --- Answers -----------------------------------------------------------------------------------

export const ruleSchema = z.object({
  id: z.uuid(),
  scope: z.enum(RULE_SCOPES),
  districtId: z.uuid().nullable(),
  name: z.string(),
  enabled: z.boolean(),
  /** 1 = runs first; templates are numbered among themselves. */
  position: z.number().int(),
  trigger: z.enum(RULE_TRIGGERS),
  noReplyDays: z.number().int().nullable(),
  conditions: z.object({
    categories: z.array(z.enum(TICKET_CATEGORIES)),
    priorities: z.array(z.enum(PRIORITIES)),
    sources: z.array(z.enum(TICKET_SOURCES)),
    statuses: z.array(z.enum(TICKET_STATUSES)),
    requesterRoles: z.array(z.enum(ROLES)),
    sites: z.array(z.string()),
    assetCategories: z.array(z.string()),
    words: z.array(z.string()),
  }),
  actions: z.array(
    z.object({
      type: z.enum(RULE_ACTION_TYPES),
      userId: z.uuid().optional(),
      priority: z.enum(PRIORITIES).optional(),
      category: z.enum(TICKET_CATEGORIES).optional(),
      body: z.string().optional(),
      waiting: z.boolean().optional(),
      to: z.enum(RULE_NOTIFY_TARGETS).optional(),
    }),
  ),
  /** The rule in one sentence ("When a ticket is created, if …, then …"). */
  summary: z.string(),
  canEdit: z.boolean(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** GET /api/rules: the district's rules in order, then the templates it may copy. */
export const ruleListSchema = z.object({ rules: z.array(ruleSchema), templates: z.array(ruleSchema) });
export type RuleList = z.infer<typeof ruleListSchema>;

export const simulationSchema = z.object({
  /** The newest matched tickets, at most RULE_LIMITS.simulateListed. */
  matched: z.array(
    z.object({
      ticketId: z.uuid(),
      ticketNumber: z.string(),
      title: z.string(),
      /** What the rule would have done, each in words ("Set the priority to High"). */
      actions: z.array(z.string()),
    }),
  ),
  /** How many tickets the rule matches (`matched` lists the newest of them). */
  matchedCount: z.number().int(),
  /** Tickets of the last 90 days looked at. */
  examined: z.number().int(),
  days: z.number().int(),
});
export type Simulation = z.infer<typeof simulationSchema>;

// --- The shipped template ------------------------------------------------------------------------

/** The id of the template shipped in code (it is never a row). */
export const SHIPPED_AUTO_CLOSE_ID = '00000000-0000-4000-8000-00000000a0c1';

/** "Resolved tickets close after 3 working days without a reply": off until a district copies and enables it. */
export const SHIPPED_AUTO_CLOSE = {
  name: 'Resolved tickets close after 3 working days without a reply',
  enabled: false,
  trigger: 'no_reply' as RuleTrigger,
  noReplyDays: 3,
  conditions: {
    categories: [],
    priorities: [],
    sources: [],
    statuses: ['resolved'],
    requesterRoles: [],
    sites: [],
    assetCategories: [],
    words: [],
  } as RuleConditions,
  actions: [{ type: 'close' }] as RuleAction[],
};

// --- Matching ----------------------------------------------------------------------------------

/** What conditions look at on a ticket. */
export interface RuleTicketFacts {
  title: string;
  description: string;
  category: TicketCategory;
  priority: Priority;
  status: TicketStatus;
  source: TicketSource;
  /** The role of the person the ticket is for (null: nobody named). */
  requesterRole: Role | null;
  /** The device's location (its school or room), null without a device. */
  site: string | null;
  /** The device's category key, null without a device. */
  assetCategory: string | null;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/** True when the word or phrase stands on its own in the text (letter case aside). */
export function hasWord(text: string, word: string): boolean {
  const w = fold(word.trim());
  if (!w) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(w)}($|[^\\p{L}\\p{N}])`, 'u').test(fold(text));
}

/** Does the ticket meet every condition given (an empty list is no condition)? */
export function ruleMatches(conditions: RuleConditions, t: RuleTicketFacts): boolean {
  const c = conditions;
  if (c.categories.length && !c.categories.includes(t.category)) return false;
  if (c.priorities.length && !c.priorities.includes(t.priority)) return false;
  if (c.sources.length && !c.sources.includes(t.source)) return false;
  if (c.statuses.length && !c.statuses.includes(t.status)) return false;
  if (c.requesterRoles.length && (!t.requesterRole || !c.requesterRoles.includes(t.requesterRole)))
    return false;
  if (c.sites.length && (!t.site || !c.sites.some((s) => fold(t.site!).includes(fold(s))))) return false;
  if (
    c.assetCategories.length &&
    (!t.assetCategory || !c.assetCategories.some((a) => fold(a) === fold(t.assetCategory!)))
  )
    return false;
  if (c.words.length && !c.words.some((w) => hasWord(`${t.title}\n${t.description}`, w))) return false;
  return true;
}

/** What a ticket is now, for what an action would change. */
export interface RuleTicketState {
  status: TicketStatus;
  priority: Priority;
  category: TicketCategory;
  assigneeId: string | null;
  waiting: boolean;
  watcherIds: readonly string[];
}

/** Of a rule's actions, those that would change something on this ticket (an action that changes nothing is left out). */
export function actionsToApply(actions: readonly RuleAction[], t: RuleTicketState): RuleAction[] {
  return actions.filter((a) => {
    switch (a.type) {
      case 'assign':
        return t.assigneeId !== a.userId;
      case 'set_priority':
        return t.priority !== a.priority;
      case 'set_category':
        return t.category !== a.category;
      case 'add_watcher':
        return !t.watcherIds.includes(a.userId);
      case 'set_waiting':
        return t.waiting !== a.waiting && t.status !== 'closed';
      case 'close':
        return t.status !== 'closed';
      default:
        return true;
    }
  });
}

/** An action in words, for the timeline and the simulator ("Set the priority to High"). */
export function describeAction(a: RuleAction, nameOf: (userId: string) => string): string {
  switch (a.type) {
    case 'assign':
      return `Assign to ${nameOf(a.userId)}`;
    case 'set_priority':
      return `Set the priority to ${PRIORITY_LABELS[a.priority]}`;
    case 'set_category':
      return `Set the category to ${TICKET_CATEGORY_LABELS[a.category]}`;
    case 'add_watcher':
      return `Add ${nameOf(a.userId)} as a watcher`;
    case 'internal_note':
      return `Add an internal note: “${a.body.length > 80 ? `${a.body.slice(0, 79)}…` : a.body}”`;
    case 'set_waiting':
      return a.waiting ? 'Set waiting on the requester' : 'Clear waiting on the requester';
    case 'notify':
      return a.to === 'user'
        ? `Notify ${nameOf(a.userId!)}`
        : a.to === 'assignee'
          ? 'Notify the assignee'
          : 'Notify the district’s administrators';
    case 'escalate':
      return 'Escalate to Five Star';
    case 'close':
      return 'Close the ticket';
  }
}

const orList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** The rule in one sentence, for the list. */
export function summarizeRule(
  rule: {
    trigger: RuleTrigger;
    noReplyDays: number | null;
    conditions: RuleConditions;
    actions: readonly RuleAction[];
  },
  nameOf: (userId: string) => string,
): string {
  const when =
    rule.trigger === 'created'
      ? 'When a ticket is created'
      : rule.trigger === 'updated'
        ? 'When a ticket is updated'
        : `When a ticket has had no reply for ${rule.noReplyDays} working day${rule.noReplyDays === 1 ? '' : 's'}`;
  const c = rule.conditions;
  const ifs = [
    c.categories.length && `category is ${orList(c.categories.map((x) => TICKET_CATEGORY_LABELS[x]))}`,
    c.priorities.length && `priority is ${orList(c.priorities.map((x) => PRIORITY_LABELS[x]))}`,
    c.sources.length && `source is ${orList(c.sources.map((x) => TICKET_SOURCE_LABELS[x]))}`,
    c.statuses.length && `status is ${orList(c.statuses.map((x) => TICKET_STATUS_LABELS[x]))}`,
    c.requesterRoles.length && `requester is ${orList(c.requesterRoles.map((x) => ROLE_LABELS[x]))}`,
    c.sites.length && `site is ${orList(c.sites)}`,
    c.assetCategories.length && `device is ${orList(c.assetCategories)}`,
    c.words.length && `it mentions ${orList(c.words.map((w) => `“${w}”`))}`,
  ].filter(Boolean);
  const then = rule.actions.map((a) => describeAction(a, nameOf).replace(/^./, (x) => x.toLowerCase()));
  return `${when}${ifs.length ? `, if ${ifs.join(' and ')}` : ''}: ${then.join(', then ')}.`;
}

// --- No reply for N working days -----------------------------------------------------------------

/** Is the date a working day of the calendar (it has working hours and is not closed)? */
export function isWorkingDay(calendar: WorkingCalendar, isoDate: string): boolean {
  if (calendar.allHours) return true;
  if (calendar.hours[weekdayOfDate(isoDate)].length === 0) return false;
  return !calendar.closedDays.some((d) => d.date === isoDate);
}

/**
 * Whole working days that passed between two moments on the calendar's clock: the working days
 * after the day of `since` and before the day of `now` (a ticket resolved on Friday has had 3
 * working days without a reply on Thursday morning, with Monday to Wednesday open). At most 400.
 */
export function workingDaysBetween(calendar: WorkingCalendar, since: Date, now: Date): number {
  const first = dateIn(calendar.timezone, since);
  const last = dateIn(calendar.timezone, now);
  let n = 0;
  let d = addDays(first);
  for (let i = 0; d < last && i < 400; i++, d = addDays(d)) if (isWorkingDay(calendar, d)) n++;
  return n;
}

/** The event a rule runs once for, per ticket: its creation, one change, or one stretch of silence. */
export function ruleEventKey(trigger: RuleTrigger, of: { entryId?: string; quietSince?: Date }): string {
  if (trigger === 'created') return 'created';
  if (trigger === 'updated') return `updated:${of.entryId}`;
  return `no_reply:${of.quietSince!.toISOString()}`;
}
