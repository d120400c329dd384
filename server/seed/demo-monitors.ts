import { eq } from 'drizzle-orm';
import type { MonitorState } from '../../domain/monitors.ts';
import type { Db } from '../db/client.ts';
import {
  districts,
  incidents,
  integrationConnections,
  monitorChecks,
  monitors,
  users,
} from '../db/schema/index.ts';
import { demoAdminEmail } from './demo-accounts.ts';
import { demoRandom } from './demo-random.ts';

// Lakeside's System Status (issue 32): a month of recorded checks so the screens have history, a
// resolved outage of its website three days ago and an open one of its IncidentIQ sync. The demo
// never reaches the internet: the website, SIS and DNS monitors are paused (their history is what
// they recorded before); the two integration monitors run, and read only the database (an
// IncidentIQ connection whose last sync failed, a BrightGauge dashboard link).

export const DEMO_MONITORS_DISTRICT = 'LAKESIDE';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The paused monitors' history: one check every 15 minutes for 30 days. */
const STEP = 15 * MINUTE;

interface Spell {
  /** Days before now it began, and how long it lasted (minutes). */
  daysAgo: number;
  minutes: number;
  state: MonitorState;
  message: string;
}

export async function seedDemoMonitors(db: Db, codes: string[]) {
  if (!codes.includes(DEMO_MONITORS_DISTRICT)) return;
  const [district] = await db.select().from(districts).where(eq(districts.code, DEMO_MONITORS_DISTRICT));
  if (!district) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAdminEmail(DEMO_MONITORS_DISTRICT)));
  const random = demoRandom(`monitors:${district.code}`);
  const now = Date.now();
  const at = (ms: number) => new Date(now - ms);
  const failedAt = at(2 * 60 * MINUTE);

  await db.transaction(async (tx) => {
    await tx.insert(integrationConnections).values([
      {
        districtId: district.id,
        name: 'incidentiq',
        enabled: true,
        // No credentials: nothing real to call, so no scheduled sync starts; the last one failed.
        lastSyncAt: at(3 * 60 * MINUTE),
        lastRunAt: failedAt,
        lastErrorAt: failedAt,
        lastError: 'IncidentIQ refused the API token (401)',
      },
      {
        districtId: district.id,
        name: 'brightgauge',
        enabled: true,
        options: { dashboardUrl: 'https://lakeside.brightgauge.co/dashboards/it' },
      },
    ]);

    const base = { districtId: district.id, createdById: admin?.id ?? null, updatedById: admin?.id ?? null };
    const paused = { enabled: false, state: 'paused' as const, nextCheckAt: null };
    const [website, sis, dnsName, iiq, bg] = await tx
      .insert(monitors)
      .values([
        {
          ...base,
          ...paused,
          name: 'District website',
          kind: 'https',
          target: 'https://www.lakeside.demo/',
          keyword: 'Lakeside',
          certExpiresAt: new Date(now + 74 * DAY),
        },
        {
          ...base,
          ...paused,
          name: 'Student information system',
          kind: 'https',
          target: 'https://sis.lakeside.demo/login',
          maxResponseMs: 1500,
          certExpiresAt: new Date(now + 9 * DAY),
        },
        { ...base, ...paused, name: 'Website DNS', kind: 'dns', target: 'www.lakeside.demo' },
        {
          ...base,
          name: 'IncidentIQ sync',
          kind: 'integration',
          target: 'incidentiq',
          intervalMinutes: 5,
          state: 'down',
          nextCheckAt: new Date(now + 5 * MINUTE),
        },
        {
          ...base,
          name: 'BrightGauge dashboard',
          kind: 'integration',
          target: 'brightgauge',
          intervalMinutes: 15,
          state: 'up',
          nextCheckAt: new Date(now + 15 * MINUTE),
        },
      ])
      .returning();

    type Check = typeof monitorChecks.$inferInsert;
    const checks: Check[] = [];
    /** A month of checks every `step`, good unless a spell says otherwise. */
    const history = (
      m: typeof website,
      good: (t: Date) => { state: MonitorState; ms: number | null; message: string },
      spells: Spell[],
      span = 30 * DAY,
      step = STEP,
    ) => {
      for (let ago = span; ago >= 0; ago -= step) {
        const checkedAt = at(ago);
        const spell = spells.find(
          (s) => ago <= s.daysAgo * DAY && ago > s.daysAgo * DAY - s.minutes * MINUTE,
        );
        const r = spell ? { state: spell.state, ms: null, message: spell.message } : good(checkedAt);
        checks.push({ districtId: district.id, monitorId: m!.id, checkedAt, ...r });
      }
    };
    const answered = (min: number, max: number) => () => {
      const ms = random.int(min, max);
      return { state: 'up' as MonitorState, ms, message: `Answered 200 in ${ms} ms` };
    };
    // The website's outage three days ago: 45 minutes of 503s (an incident, resolved).
    const outage: Spell = { daysAgo: 3, minutes: 45, state: 'down', message: 'Answered 503, expected 200' };
    history(website, answered(140, 420), [outage]);
    // The SIS slowed down one afternoon (degraded: over its 1500 ms limit).
    history(sis, answered(300, 900), [
      { daysAgo: 10, minutes: 120, state: 'degraded', message: 'Slow: answered in 2310 ms (limit 1500 ms)' },
    ]);
    history(dnsName, () => {
      const ms = random.int(4, 30);
      return { state: 'up', ms, message: `Resolved to 203.0.113.24 in ${ms} ms` };
    }, []);
    // The integrations, every 5 and 15 minutes over the last day: IncidentIQ failing for two hours.
    history(
      iiq,
      (t) =>
        t.getTime() >= failedAt.getTime()
          ? {
              state: 'down',
              ms: null,
              message: 'The last IncidentIQ sync failed: IncidentIQ refused the API token (401)',
            }
          : { state: 'up', ms: null, message: 'IncidentIQ synced 10 minutes ago' },
      [],
      DAY,
      5 * MINUTE,
    );
    history(bg, () => ({ state: 'up', ms: null, message: 'BrightGauge is enabled' }), [], DAY, 15 * MINUTE);
    for (let i = 0; i < checks.length; i += 1000)
      await tx.insert(monitorChecks).values(checks.slice(i, i + 1000));

    const last = (id: string) => checks.filter((c) => c.monitorId === id).at(-1)!;
    for (const m of [website, sis, dnsName, iiq, bg]) {
      const l = last(m!.id);
      await tx
        .update(monitors)
        .set({ lastCheckedAt: l.checkedAt as Date, lastMessage: l.message, lastMs: l.ms ?? null })
        .where(eq(monitors.id, m!.id));
    }

    const outageStart = at(outage.daysAgo * DAY);
    await tx.insert(incidents).values([
      {
        districtId: district.id,
        monitorId: website!.id,
        state: 'resolved',
        startedAt: outageStart,
        resolvedAt: new Date(outageStart.getTime() + outage.minutes * MINUTE),
        lastMessage: outage.message,
      },
      {
        districtId: district.id,
        monitorId: iiq!.id,
        state: 'open',
        startedAt: failedAt,
        lastMessage: 'The last IncidentIQ sync failed: IncidentIQ refused the API token (401)',
      },
    ]);
  });
}
