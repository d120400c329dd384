import { describe, expect, it } from 'vitest';
import {
  actionsToApply,
  createRuleSchema,
  describeAction,
  hasWord,
  RULE_MESSAGES as M,
  type RuleConditions,
  type RuleTicketFacts,
  ruleConditionsSchema,
  ruleEventKey,
  ruleMatches,
  SHIPPED_AUTO_CLOSE,
  summarizeRule,
  updateRuleSchema,
  workingDaysBetween,
} from './rules.ts';
import type { WorkingCalendar } from './working-time.ts';

const ticket: RuleTicketFacts = {
  title: 'Printer on the 2nd floor is jammed',
  description: 'The HP LaserJet in room 204 shows paper jam.',
  category: 'hardware',
  priority: 'medium',
  status: 'open',
  source: 'portal',
  requesterRole: 'requester',
  site: 'Benson High School, Room 204',
  assetCategory: 'printer',
};
const none: RuleConditions = ruleConditionsSchema.parse({});
const when = (c: Partial<RuleConditions>) => ({ ...none, ...c });

describe('ruleMatches', () => {
  it('matches anything without conditions', () => {
    expect(ruleMatches(none, ticket)).toBe(true);
  });
  it.each([
    ['categories', { categories: ['hardware', 'network'] }, { categories: ['software'] }],
    ['priorities', { priorities: ['medium'] }, { priorities: ['high', 'critical'] }],
    ['sources', { sources: ['portal'] }, { sources: ['email'] }],
    ['statuses', { statuses: ['open'] }, { statuses: ['resolved'] }],
    ['requesterRoles', { requesterRoles: ['requester'] }, { requesterRoles: ['technician'] }],
    ['sites', { sites: ['benson high'] }, { sites: ['Middle School'] }],
    ['assetCategories', { assetCategories: ['Printer'] }, { assetCategories: ['laptop'] }],
    ['words', { words: ['jam', 'toner'] }, { words: ['wifi'] }],
  ] as const)('%s: any of the values given', (_name, yes, no) => {
    expect(ruleMatches(when(yes as unknown as Partial<RuleConditions>), ticket)).toBe(true);
    expect(ruleMatches(when(no as unknown as Partial<RuleConditions>), ticket)).toBe(false);
  });
  it('needs every condition given', () => {
    expect(ruleMatches(when({ categories: ['hardware'], priorities: ['high'] }), ticket)).toBe(false);
    expect(ruleMatches(when({ categories: ['hardware'], words: ['printer'] }), ticket)).toBe(true);
  });
  it('a ticket without a requester or device never meets a condition on them', () => {
    const bare = { ...ticket, requesterRole: null, site: null, assetCategory: null };
    expect(ruleMatches(when({ requesterRoles: ['requester'] }), bare)).toBe(false);
    expect(ruleMatches(when({ sites: ['Benson'] }), bare)).toBe(false);
    expect(ruleMatches(when({ assetCategories: ['printer'] }), bare)).toBe(false);
  });
});

describe('hasWord', () => {
  it('finds whole words and phrases, letter case aside', () => {
    expect(hasWord('Paper JAM in room 4', 'jam')).toBe(true);
    expect(hasWord('paper jam in room 4', 'Paper Jam')).toBe(true);
    expect(hasWord('the pajamas are here', 'jam')).toBe(false);
    expect(hasWord('jam.', 'jam')).toBe(true);
    expect(hasWord('costs $5 (c++)', 'c++')).toBe(true);
    expect(hasWord('anything', '  ')).toBe(false);
  });
});

describe('actionsToApply', () => {
  const state = {
    status: 'open' as const,
    priority: 'high' as const,
    category: 'hardware' as const,
    assigneeId: 'a0000000-0000-4000-8000-000000000001',
    waiting: false,
    watcherIds: ['a0000000-0000-4000-8000-000000000002'],
  };
  it('leaves out actions that would change nothing', () => {
    const out = actionsToApply(
      [
        { type: 'assign', userId: state.assigneeId },
        { type: 'set_priority', priority: 'high' },
        { type: 'set_category', category: 'network' },
        { type: 'add_watcher', userId: state.watcherIds[0]! },
        { type: 'set_waiting', waiting: false },
        { type: 'internal_note', body: 'Checked' },
        { type: 'close' },
      ],
      state,
    );
    expect(out.map((a) => a.type)).toEqual(['set_category', 'internal_note', 'close']);
    expect(
      actionsToApply([{ type: 'close' }, { type: 'set_waiting', waiting: true }], {
        ...state,
        status: 'closed',
      }),
    ).toEqual([]);
  });
});

describe('schemas', () => {
  const base = {
    name: 'Printers to Sam',
    trigger: 'created',
    actions: [{ type: 'set_priority', priority: 'high' }],
  };
  const firstMessage = (input: unknown, schema = createRuleSchema) => {
    const r = schema.safeParse(input);
    return r.success ? null : r.error.issues[0]!.message;
  };
  it('takes a rule, off by default, with empty conditions', () => {
    const r = createRuleSchema.parse(base);
    expect(r.enabled).toBe(false);
    expect(r.conditions.words).toEqual([]);
    expect(r.scope).toBe('district');
  });
  it.each([
    [{ ...base, name: ' ' }, M.nameRequired],
    [{ ...base, name: 'x'.repeat(121) }, M.nameTooLong],
    [{ ...base, trigger: 'daily' }, M.trigger],
    [{ ...base, trigger: 'no_reply' }, M.noReplyDays],
    [{ ...base, trigger: 'no_reply', noReplyDays: 0 }, M.noReplyDays],
    [{ ...base, noReplyDays: 3 }, M.noReplyDaysOnlyForNoReply],
    [{ ...base, actions: [] }, M.actionsRequired],
    [{ ...base, actions: Array(11).fill({ type: 'escalate' }) }, M.tooManyActions],
    [{ ...base, actions: [{ type: 'explode' }] }, M.actionType],
    [{ ...base, actions: [{ type: 'assign' }] }, M.userRequired],
    [{ ...base, actions: [{ type: 'internal_note', body: '' }] }, M.noteRequired],
    [{ ...base, actions: [{ type: 'notify', to: 'user' }] }, M.notifyUserRequired],
    [{ ...base, actions: [{ type: 'notify', to: 'everyone' }] }, M.notifyTarget],
    [{ ...base, actions: [{ type: 'close' }] }, M.closeNeedsNoReply],
    [{ ...base, conditions: { categories: ['printers'] } }, M.category],
    [{ ...base, conditions: { words: [''] } }, M.wordRequired],
    [
      {
        ...base,
        conditions: {
          sites: Array(21)
            .fill('a')
            .map((a, i) => a + i),
        },
      },
      M.listTooLong,
    ],
    [
      { ...base, scope: 'provider', districtId: 'a0000000-0000-4000-8000-000000000001' },
      M.providerNoDistrict,
    ],
    [{ ...base, position: 0 }, M.position],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
  it('the update schema checks the same rules', () => {
    expect(firstMessage({ ...base, trigger: 'no_reply' }, updateRuleSchema as never)).toBe(M.noReplyDays);
  });
  it('the shipped auto-close template is a valid rule, off', () => {
    expect(createRuleSchema.parse({ ...SHIPPED_AUTO_CLOSE }).enabled).toBe(false);
  });
});

describe('words', () => {
  it('describes actions and summarises rules', () => {
    const nameOf = () => 'Sam Ortiz';
    expect(describeAction({ type: 'assign', userId: 'x' }, nameOf)).toBe('Assign to Sam Ortiz');
    expect(summarizeRule(SHIPPED_AUTO_CLOSE, nameOf)).toBe(
      'When a ticket has had no reply for 3 working days, if status is Resolved: close the ticket.',
    );
  });
  it('keys events', () => {
    expect(ruleEventKey('created', {})).toBe('created');
    expect(ruleEventKey('updated', { entryId: 'e1' })).toBe('updated:e1');
    expect(ruleEventKey('no_reply', { quietSince: new Date('2026-03-06T20:00:00Z') })).toBe(
      'no_reply:2026-03-06T20:00:00.000Z',
    );
  });
});

describe('workingDaysBetween', () => {
  const day = [['07:30', '16:00']] as const;
  const calendar: WorkingCalendar = {
    timezone: 'America/Chicago',
    hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    closedDays: [{ date: '2026-03-11', name: 'Snow day' }],
  };
  // Friday 6 March 2026, 2 pm in Chicago.
  const friday = new Date('2026-03-06T20:00:00Z');
  it('counts whole working days after the day of the last reply and before today', () => {
    expect(workingDaysBetween(calendar, friday, new Date('2026-03-09T15:00:00Z'))).toBe(0); // Monday
    expect(workingDaysBetween(calendar, friday, new Date('2026-03-11T15:00:00Z'))).toBe(2); // Wednesday
    // Wednesday the 11th is a snow day: Thursday morning has had Mon and Tue only.
    expect(workingDaysBetween(calendar, friday, new Date('2026-03-12T15:00:00Z'))).toBe(2);
    expect(workingDaysBetween(calendar, friday, new Date('2026-03-13T15:00:00Z'))).toBe(3);
  });
  it('uses the district’s own clock for the date', () => {
    // 11 pm Friday in Chicago is Saturday in UTC: still Friday's silence.
    const late = new Date('2026-03-07T05:00:00Z');
    expect(workingDaysBetween(calendar, late, new Date('2026-03-10T15:00:00Z'))).toBe(1);
  });
  it('every day counts around the clock', () => {
    expect(
      workingDaysBetween({ ...calendar, allHours: true }, friday, new Date('2026-03-10T15:00:00Z')),
    ).toBe(3);
  });
});
