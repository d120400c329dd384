import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay } from '../../domain/license-rules.ts';
import { type ChatResponse, type Conversation, DISTRICT_DATA_MODEL } from '../../domain/sparky.ts';
import type { Ticket } from '../../domain/tickets.ts';
import { assets, districtSettings, licenses, sites, visits } from '../../server/db/schema/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
let ticketA: Ticket;
let ticketB: Ticket;

const chat = (cookie: string | undefined, message: string) =>
  call<ChatResponse>(t.app, 'POST', '/api/ai/chat', { cookie, body: { message } });

async function fileTicket(cookie: string | undefined, districtId: string, title: string) {
  const res = await call<Ticket>(t.app, 'POST', '/api/tickets', {
    cookie,
    body: { districtId, title, description: 'Filed for the Sparky data tests' },
  });
  if (res.status !== 201) throw new Error(`ticket: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT: '1000' });
  w = await makeWorld(t.app, t.db, { tierA: 'apex', tierB: 'apex' });
  ticketA = await fileTicket(w.cookies.techA, w.districtA.id, 'Projector in room 12 flickers');
  ticketB = await fileTicket(w.cookies.adminB, w.districtB.id, 'Library printer jams');
  const today = isoDay();
  const lastOfMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
  const license = { vendor: 'Acme', category: 'Productivity', seatModel: 'per_user' } as const;
  await t.db.insert(licenses).values([
    { ...license, districtId: w.districtA.id, name: 'Lexia Core5', renewalDate: lastOfMonth },
    { ...license, districtId: w.districtA.id, name: 'Far Away Suite', renewalDate: addDays(today, 200) },
    { ...license, districtId: w.districtB.id, name: 'Other District App', renewalDate: today },
  ]);
  const asset = (districtId: string, tag: string, status: 'maintenance' | 'active' | 'lost') => ({
    districtId,
    assetTag: tag,
    name: `Chromebook ${tag}`,
    status,
  });
  await t.db
    .insert(assets)
    .values([
      asset(w.districtA.id, 'A-1', 'maintenance'),
      asset(w.districtA.id, 'A-2', 'maintenance'),
      asset(w.districtA.id, 'A-3', 'active'),
      asset(w.districtB.id, 'B-1', 'maintenance'),
    ]);
});
afterAll(() => t.close());

describe("Sparky answers from the district's own data", () => {
  it('gives the status of a ticket by number, however it is written, with a link to it', async () => {
    const n = Number(ticketA.ticketNumber.split('-').pop());
    for (const message of [
      `where is ${ticketA.ticketNumber}?`,
      `status of ${w.districtA.code.toLowerCase()} ${n}`,
      `any update on ticket #${n}`,
    ]) {
      const res = await chat(w.cookies.viewerA, message);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ actionRequired: 'none', model: DISTRICT_DATA_MODEL, sources: [] });
      expect(res.body.message).toContain(`[${ticketA.ticketNumber}](/tickets?ticket=${ticketA.id})`);
      expect(res.body.message).toContain('Open');
      expect(res.body.confidence).toBeGreaterThanOrEqual(0.9);
    }
  });

  it("answers that another district's ticket was not found", async () => {
    const res = await chat(w.cookies.adminA, `where is ${ticketB.ticketNumber}?`);
    expect(res.body.message).toContain("couldn't find ticket");
    expect(res.body.message).not.toContain(ticketB.title);
    // The same number under district A's code is district A's ticket, if any: never B's.
    const own = await chat(w.cookies.adminA, `where is ${w.districtA.code}-9999`);
    expect(own.body.message).toContain("couldn't find ticket");
  });

  it("lists the asker's open tickets, and only theirs", async () => {
    const mine = await chat(w.cookies.techA, 'what tickets do I have open?');
    expect(mine.body.message).toContain('1 open ticket');
    expect(mine.body.message).toContain(`/tickets?ticket=${ticketA.id}`);
    const none = await chat(w.cookies.viewerA, 'show me my open requests');
    expect(none.body.message).toContain('no open tickets');
  });

  it('lists the licenses renewing this month or in N days, for the district only', async () => {
    const month = await chat(w.cookies.viewerA, 'Which licenses renew this month?');
    expect(month.body.message).toContain('Lexia Core5');
    expect(month.body.message).not.toContain('Other District App');
    expect(month.body.message).toContain('](/licenses)');
    const year = await chat(w.cookies.viewerA, 'anything up for renewal in the next 250 days?');
    expect(year.body.message).toContain('2 licenses renew');
    expect(year.body.message).toContain('Far Away Suite');
  });

  it('counts the assets in repair (or another status) in the district', async () => {
    const res = await chat(w.cookies.viewerA, 'how many devices are in for repair right now');
    expect(res.body.message).toMatch(/^2 assets are in repair/);
    expect(res.body.message).toContain('](/inventory)');
    const all = await chat(w.cookies.viewerA, 'how many chromebooks do we have');
    expect(all.body.message).toContain('3 assets');
  });

  it('leaves support questions to the knowledge base and the action model', async () => {
    const res = await chat(w.cookies.adminA, 'my chromebook needs repair, the screen is cracked');
    expect(res.body.model).not.toBe(DISTRICT_DATA_MODEL);
    expect(res.body.actionRequired).toBe('create_ticket');
  });

  it("gives the district's on-call phone with an escalation, in the reply and the conversation", async () => {
    await t.db
      .insert(districtSettings)
      .values({
        districtId: w.districtA.id,
        timezone: 'America/Chicago',
        schoolDayStart: '07:30',
        schoolDayEnd: '15:30',
        slaTargets: { critical: 1, high: 4, medium: 24, low: 72 },
        onCallPhone: '(555) 010-0199',
      })
      .onConflictDoUpdate({ target: districtSettings.districtId, set: { onCallPhone: '(555) 010-0199' } });
    const res = await chat(w.cookies.adminA, 'I clicked a link in a phishing email and typed my password');
    expect(res.body).toMatchObject({ actionRequired: 'escalate', onCallPhone: '(555) 010-0199' });
    const plain = await chat(w.cookies.adminA, 'How do I reset my password?');
    expect(plain.body.onCallPhone).toBeNull();
    const conv = await call<Conversation>(t.app, 'GET', `/api/ai/conversations/${res.body.sessionId}`, {
      cookie: w.cookies.adminA,
    });
    expect(conv.body.onCallPhone).toBe('(555) 010-0199');
  });

  it("says when the technician is coming, from the district's own schedule only", async () => {
    const none = await chat(w.cookies.adminB, 'when is the technician coming?');
    expect(none.body.model).toBe(DISTRICT_DATA_MODEL);
    expect(none.body.message).toContain('No technician visit is scheduled in your district');

    const [site] = await t.db
      .insert(sites)
      .values({ districtId: w.districtA.id, name: 'Lincoln Elementary' })
      .returning();
    const start = new Date(Date.now() + 26 * 3_600_000);
    await t.db.insert(visits).values({
      districtId: w.districtA.id,
      ticketId: ticketA.id,
      technicianId: w.people.techA.id,
      siteId: site!.id,
      room: 'Room 12',
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 3_600_000),
      durationMinutes: 60,
    });
    // The ticket's creator asks in other words.
    const res = await chat(w.cookies.techA, 'what time does the tech arrive for my projector?');
    expect(res.body.model).toBe(DISTRICT_DATA_MODEL);
    expect(res.body.message).toContain('for your tickets');
    expect(res.body.message).toContain('Lincoln Elementary, Room 12');
    expect(res.body.message).toContain(`[${ticketA.ticketNumber}](/tickets?ticket=${ticketA.id})`);
    // Another district still has none.
    expect((await chat(w.cookies.adminB, 'is a technician scheduled to visit us?')).body.message).toContain(
      'No technician visit',
    );
  });
});
