import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  certDaysLeft,
  httpsVerdict,
  incidentDecision,
  incidentOpenAfter,
  integrationVerdict,
  MONITOR_MESSAGES,
  MONITOR_STATES,
  type MonitorState,
  monitorInputSchema,
  monitorSuggestions,
  systemHealth,
  targetProblem,
  uptimePercent,
} from './monitors.ts';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const H = 3600_000;

describe('uptimePercent', () => {
  it('is the share of counted checks in the range that were up or degraded, one decimal', () => {
    const checks = [
      { at: ago(1 * H), state: 'up' as const },
      { at: ago(2 * H), state: 'degraded' as const },
      { at: ago(3 * H), state: 'down' as const },
      { at: ago(4 * H), state: 'paused' as const },
      { at: ago(5 * 24 * H), state: 'down' as const },
      { at: ago(40 * 24 * H), state: 'down' as const },
    ];
    expect(uptimePercent(checks, '24h', now)).toBe(66.7);
    expect(uptimePercent(checks, '7d', now)).toBe(50);
    expect(uptimePercent(checks, '30d', now)).toBe(50);
  });

  it('is null when nothing counted was checked in the range', () => {
    expect(uptimePercent([], '24h', now)).toBeNull();
    expect(uptimePercent([{ at: ago(H), state: 'pending' }], '24h', now)).toBeNull();
    expect(uptimePercent([{ at: ago(2 * 24 * H), state: 'up' }], '24h', now)).toBeNull();
  });

  it('stays between 0 and 100 whatever the checks', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.integer({ min: 0, max: 40 * 24 }).map((h) => ago(h * H)),
            state: fc.constantFrom(...MONITOR_STATES),
          }),
        ),
        fc.constantFrom('24h' as const, '7d' as const, '30d' as const),
        (checks, range) => {
          const u = uptimePercent(checks, range, now);
          return u === null || (u >= 0 && u <= 100);
        },
      ),
    );
  });
});

describe('incidentDecision', () => {
  it('opens on the second failure in a row, not the first', () => {
    expect(incidentDecision(['up'], 'down')).toBe('none');
    expect(incidentDecision(['up', 'down'], 'down')).toBe('open');
    expect(incidentDecision([], 'down')).toBe('none');
    expect(incidentDecision(['pending'], 'down')).toBe('none');
  });

  it('closes on the second success in a row; one good check in between keeps the incident', () => {
    expect(incidentDecision(['down', 'down'], 'up')).toBe('none');
    expect(incidentDecision(['down', 'down', 'up'], 'down')).toBe('none');
    expect(incidentDecision(['down', 'down', 'up'], 'up')).toBe('resolve');
    expect(incidentDecision(['down', 'down', 'degraded'], 'up')).toBe('resolve');
  });

  it('ignores paused and pending checks between counted ones', () => {
    expect(incidentDecision(['up', 'down', 'paused'], 'down')).toBe('open');
    expect(incidentDecision(['up'], 'paused')).toBe('none');
  });

  it('takes the incident as given when told', () => {
    expect(incidentDecision(['up'], 'up', true)).toBe('resolve');
    expect(incidentDecision(['down'], 'down', true)).toBe('none');
  });

  it('a flapping service (down, up, down, up …) after the first outage keeps one incident open', () => {
    const states: MonitorState[] = ['down', 'down', 'up', 'down', 'up', 'down', 'up', 'down'];
    expect(incidentOpenAfter(states)).toBe(true);
    let opened = 0;
    for (let i = 0; i < states.length; i++)
      if (incidentDecision(states.slice(0, i), states[i]!) === 'open') opened++;
    expect(opened).toBe(1);
  });

  it('never opens on a lone failure, never closes on a lone success (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<MonitorState>('up', 'down', 'degraded', 'paused')), (states) => {
        let open = false;
        const seen: MonitorState[] = [];
        for (const s of states) {
          const d = incidentDecision(seen, s, open);
          const counted = seen.filter((x) => x !== 'paused' && x !== 'pending');
          const last = counted[counted.length - 1];
          if (d === 'open' && !(s === 'down' && last === 'down')) return false;
          if (d === 'resolve' && !(s !== 'down' && last && last !== 'down')) return false;
          if (d === 'open') open = true;
          if (d === 'resolve') open = false;
          seen.push(s);
        }
        return open === incidentOpenAfter(states);
      }),
    );
  });
});

describe('systemHealth', () => {
  it('weighs down 0, degraded half, up 1 and skips paused and pending', () => {
    expect(
      systemHealth([
        { name: 'A', state: 'up' },
        { name: 'B', state: 'degraded', lastMessage: 'Slow' },
        { name: 'C', state: 'down' },
        { name: 'D', state: 'paused' },
        { name: 'E', state: 'pending' },
      ]),
    ).toEqual({ value: 50, why: ['C is down', 'B is degraded: Slow'] });
  });

  it('is null when nothing is counted', () => {
    expect(systemHealth([])).toBeNull();
    expect(systemHealth([{ name: 'A', state: 'paused' }])).toBeNull();
  });

  it('says all is up', () => {
    expect(
      systemHealth([
        { name: 'A', state: 'up' },
        { name: 'B', state: 'up' },
      ]),
    ).toEqual({ value: 100, why: ['All 2 monitors are up'] });
  });
});

describe('httpsVerdict', () => {
  const limits = { expectStatus: 200, keyword: 'Welcome', maxResponseMs: 1000, certWarnDays: 14 };
  const far = new Date(now.getTime() + 200 * 24 * H);
  it('is up on the expected status in time with a distant certificate', () => {
    expect(
      httpsVerdict({ status: 200, ms: 120.4, keywordFound: true, certExpiresAt: far }, limits, now),
    ).toEqual({ ok: true, status: 'up', ms: 120, message: 'Answered 200 in 120 ms' });
  });
  it('is down on another status or a missing keyword, or an expired certificate', () => {
    expect(
      httpsVerdict({ status: 503, ms: 10, keywordFound: null, certExpiresAt: far }, limits, now),
    ).toMatchObject({
      ok: false,
      status: 'down',
      message: 'Answered 503, expected 200',
    });
    expect(
      httpsVerdict({ status: 200, ms: 10, keywordFound: false, certExpiresAt: far }, limits, now).message,
    ).toBe('The page does not contain "Welcome"');
    expect(
      httpsVerdict({ status: 200, ms: 10, keywordFound: true, certExpiresAt: ago(H) }, limits, now).message,
    ).toBe('The certificate has expired');
  });
  it('is degraded when slow or when the certificate expires within the warning', () => {
    expect(
      httpsVerdict({ status: 200, ms: 1500, keywordFound: null, certExpiresAt: far }, limits, now),
    ).toEqual({
      ok: true,
      status: 'degraded',
      ms: 1500,
      message: 'Slow: answered in 1500 ms (limit 1000 ms)',
    });
    const soon = new Date(now.getTime() + 10 * 24 * H + 60_000);
    expect(
      httpsVerdict({ status: 200, ms: 5, keywordFound: null, certExpiresAt: soon }, limits, now).message,
    ).toBe('The certificate expires in 10 days');
    expect(certDaysLeft(soon, now)).toBe(10);
  });
});

describe('integrationVerdict', () => {
  const base = {
    enabled: true,
    hasCredentials: true,
    lastSyncAt: ago(10 * 60_000),
    lastErrorAt: null,
    lastError: null,
    lagAfterMs: H,
  };
  it('reads the connector: up, failing, lagging, never synced, off, missing', () => {
    expect(integrationVerdict('connectwise', base, now)).toMatchObject({
      status: 'up',
      message: 'ConnectWise synced 10 minutes ago',
    });
    expect(
      integrationVerdict(
        'connectwise',
        { ...base, lastErrorAt: ago(60_000), lastError: 'The credentials were refused' },
        now,
      ),
    ).toMatchObject({
      ok: false,
      status: 'down',
      message: 'The last ConnectWise sync failed: The credentials were refused',
    });
    expect(
      integrationVerdict('google', { ...base, lastSyncAt: ago(30 * H), lagAfterMs: 25 * H }, now),
    ).toMatchObject({
      status: 'degraded',
      message: 'Google Workspace last synced 30 hours ago',
    });
    expect(
      integrationVerdict('google', { ...base, lastSyncAt: ago(30 * H), lagAfterMs: null }, now).status,
    ).toBe('up');
    expect(integrationVerdict('incidentiq', { ...base, lastSyncAt: null }, now).status).toBe('degraded');
    expect(integrationVerdict('incidentiq', { ...base, enabled: false }, now).message).toBe(
      'IncidentIQ is switched off',
    );
    expect(integrationVerdict('incidentiq', null, now).message).toBe(
      'IncidentIQ is not set up for this district',
    );
  });
});

describe('monitorInputSchema', () => {
  const parse = (v: object) =>
    monitorInputSchema.safeParse({ name: 'Site', kind: 'https', target: 'https://example.org/', ...v });
  const message = (v: object) => {
    const r = parse(v);
    return r.success ? null : r.error.issues[0]!.message;
  };
  it('fills the defaults', () => {
    const r = parse({});
    expect(r.success && r.data).toMatchObject({
      intervalMinutes: 5,
      expectStatus: 200,
      maxResponseMs: 5000,
      certWarnDays: 14,
      enabled: true,
      openTickets: true,
    });
  });
  it('says what is wrong, field by field', () => {
    expect(message({ name: ' ' })).toBe(MONITOR_MESSAGES.nameRequired);
    expect(message({ kind: 'ftp' })).toBe(MONITOR_MESSAGES.kindInvalid);
    expect(message({ target: 'http://example.org' })).toBe(MONITOR_MESSAGES.httpsTarget);
    expect(message({ kind: 'dns', target: 'not a host' })).toBe(MONITOR_MESSAGES.dnsTarget);
    expect(message({ kind: 'integration', target: 'slack' })).toBe(MONITOR_MESSAGES.integrationTarget);
    expect(message({ intervalMinutes: 0 })).toBe(MONITOR_MESSAGES.intervalRange);
    expect(message({ intervalMinutes: 16 })).toBe(MONITOR_MESSAGES.intervalRange);
    expect(message({ expectStatus: 99 })).toBe(MONITOR_MESSAGES.expectStatusRange);
    expect(message({ maxResponseMs: 50 })).toBe(MONITOR_MESSAGES.maxResponseRange);
    expect(message({ certWarnDays: 91 })).toBe(MONITOR_MESSAGES.certWarnRange);
    expect(message({ keyword: 'x'.repeat(201) })).toBe(MONITOR_MESSAGES.keywordTooLong);
  });
  it('accepts every kind with its own target', () => {
    expect(parse({ kind: 'dns', target: 'www.lakeside.k12.us' }).success).toBe(true);
    expect(parse({ kind: 'integration', target: 'google' }).success).toBe(true);
    expect(targetProblem('https', 'https://user:pw@example.org')).toBe(MONITOR_MESSAGES.httpsTarget);
  });
});

describe('monitorSuggestions', () => {
  it('suggests the website, its DNS and the configured integrations not yet monitored', () => {
    expect(
      monitorSuggestions({
        website: 'https://www.lakeside.k12.us/',
        integrations: ['connectwise', 'google'],
        existing: [{ kind: 'integration', target: 'google' }],
      }),
    ).toEqual([
      { name: 'District website', kind: 'https', target: 'https://www.lakeside.k12.us/' },
      { name: 'Website DNS', kind: 'dns', target: 'www.lakeside.k12.us' },
      { name: 'ConnectWise sync', kind: 'integration', target: 'connectwise' },
    ]);
    expect(monitorSuggestions({ website: null, integrations: [], existing: [] })).toEqual([]);
  });
});
