import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/license-rules.ts';
import { type ChatResponse, DISTRICT_DATA_MODEL } from '../../domain/sparky.ts';
import { dayIn, districtDay, longDay } from '../../domain/sparky-dates.ts';
import type { Ticket } from '../../domain/tickets.ts';
import { assets, districtSettings, licenses, sites, tickets, visits } from '../../server/db/schema/index.ts';
import { makeUser, makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Questions naming a district's own records (issue 27.3), against two districts' seeded data.

let t: TestApp;
let w: World;
let urgent: Ticket;
const TZ = 'America/Phoenix';
const today = dayIn(new Date(), TZ);

const chat = (cookie: string | undefined, message: string) =>
  call<ChatResponse>(t.app, 'POST', '/api/ai/chat', { cookie, body: { message } });

async function fileTicket(cookie: string | undefined, districtId: string, title: string, priority: string) {
  const res = await call<Ticket>(t.app, 'POST', '/api/tickets', {
    cookie,
    body: { districtId, title, description: 'Filed for the Sparky record tests', priority },
  });
  if (res.status !== 201) throw new Error(`ticket: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT: '1000' });
  w = await makeWorld(t.app, t.db, { tierA: 'apex', tierB: 'apex' });
  for (const districtId of [w.districtA.id, w.districtB.id]) {
    await t.db.insert(districtSettings).values({
      districtId,
      timezone: TZ,
      schoolDayStart: '07:30',
      schoolDayEnd: '15:30',
      slaTargets: { critical: 4, high: 8, medium: 24, low: 72 },
    });
  }
  const base = { category: 'Productivity', seatModel: 'per_user' } as const;
  await t.db.insert(licenses).values([
    {
      ...base,
      districtId: w.districtA.id,
      name: 'Incident IQ',
      vendor: 'Incident IQ',
      renewalDate: addDays(today, 40),
      cost: 12500,
      licenseCount: 500,
      seatTracking: 'manual',
      seatsUsedManual: 420,
    },
    {
      ...base,
      districtId: w.districtA.id,
      name: 'Jamf School',
      vendor: 'Jamf',
      renewalDate: addDays(today, 100),
      cost: 3200,
      licenseCount: 300,
      seatTracking: 'manual',
      seatsUsedManual: 120,
    },
    // District B's: never answered to district A.
    {
      ...base,
      districtId: w.districtB.id,
      name: 'Schoology Enterprise',
      vendor: 'PowerSchool',
      renewalDate: today,
      cost: 99999,
    },
    {
      ...base,
      districtId: w.districtB.id,
      name: 'Jamf School',
      vendor: 'Jamf',
      renewalDate: addDays(today, 5),
      cost: 77777,
    },
  ]);
  await t.db.insert(assets).values([
    {
      districtId: w.districtA.id,
      assetTag: 'BEN-CB-0412',
      name: 'Dell Chromebook 3110',
      serialNumber: '5CD1234XYZ',
      assignedTo: 'Maria Gonzalez',
      assignedType: 'person',
      location: 'Benson High, Room 114',
    },
    { districtId: w.districtA.id, assetTag: 'BEN-PJ-0031', name: 'Epson projector', location: 'Room 7' },
    {
      districtId: w.districtB.id,
      assetTag: 'LIN-CB-0091',
      name: 'Lenovo Chromebook',
      assignedTo: 'Jordan Blake',
      assignedType: 'person',
    },
  ]);

  // Tickets: the critical one is the most urgent; a high one is older but less urgent.
  await fileTicket(w.cookies.adminA, w.districtA.id, 'Library printer jams', 'high');
  urgent = await fileTicket(w.cookies.adminA, w.districtA.id, 'Front office phones are down', 'critical');
  await fileTicket(w.cookies.adminB, w.districtB.id, 'Other district emergency', 'critical');
  await t.db
    .update(tickets)
    .set({ createdAt: new Date(Date.now() - 6 * 3_600_000) })
    .where(eq(tickets.id, urgent.id));

  // Visits: one today and one tomorrow in district A (district time zone), one today in B.
  const [siteA] = await t.db
    .insert(sites)
    .values({ districtId: w.districtA.id, name: 'Mesa Verde Elementary' })
    .returning();
  const [siteB] = await t.db
    .insert(sites)
    .values({ districtId: w.districtB.id, name: 'Lincoln Middle' })
    .returning();
  const tech = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id, firstName: 'Dana' });
  const techB = await makeUser(t.db, { role: 'technician', districtId: w.districtB.id, firstName: 'Priya' });
  const at = (offset: number, hour: number) =>
    new Date(districtDay(new Date(), TZ, offset).start.getTime() + hour * 3_600_000);
  const visit = (
    districtId: string,
    ticketId: string,
    technicianId: string,
    siteId: string,
    start: Date,
    room: string,
  ) => ({
    districtId,
    ticketId,
    technicianId,
    siteId,
    room,
    scheduledStart: start,
    scheduledEnd: new Date(start.getTime() + 3_600_000),
    durationMinutes: 60,
  });
  const ticketB = await fileTicket(w.cookies.adminB, w.districtB.id, 'Lincoln projector', 'low');
  await t.db
    .insert(visits)
    .values([
      visit(w.districtA.id, urgent.id, tech.id, siteA!.id, at(0, 23), 'Room 7'),
      visit(w.districtA.id, urgent.id, tech.id, siteA!.id, at(1, 9), 'Room 12'),
      visit(w.districtB.id, ticketB.id, techB.id, siteB!.id, at(0, 23), 'Room 20'),
    ]);
});
afterAll(() => t.close());

describe('Sparky answers questions naming the district’s own records', () => {
  it('names the license asked about, its renewal date and cost: Incident IQ, not the ticket list', async () => {
    const res = await chat(
      w.cookies.adminA,
      'When does our Incident IQ license renew and what does it cost?',
    );
    expect(res.status).toBe(200);
    expect(res.body.model).toBe(DISTRICT_DATA_MODEL);
    expect(res.body.message).toContain('**Incident IQ**');
    expect(res.body.message).toContain(longDay(addDays(today, 40)));
    expect(res.body.message).toContain('$12,500.00');
    expect(res.body.message).not.toContain('Jamf');
    expect(res.body.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('tells Jamf School from Incident IQ, and reads the district’s own Jamf School, not another district’s', async () => {
    const res = await chat(w.cookies.adminA, 'When does the Jamf School license renew?');
    expect(res.body.message).toContain('**Jamf School**');
    expect(res.body.message).toContain(longDay(addDays(today, 100)));
    expect(res.body.message).not.toContain('Incident IQ');
    expect(res.body.message).not.toContain(longDay(addDays(today, 5)));
    expect(res.body.message).not.toContain('77,777');
  });

  it('matches a misspelled name and answers seats used of total', async () => {
    const res = await chat(w.cookies.viewerA, 'how many seats of incidnet iq are we using');
    expect(res.body.message).toContain('**Incident IQ**');
    expect(res.body.message).toContain('**420 of 500** seats are in use (84%)');
  });

  it('gives a technician no cost figures', async () => {
    const res = await chat(w.cookies.techA, 'What does Incident IQ cost us per year?');
    expect(res.body.message).toContain('**Incident IQ**');
    expect(res.body.message).toContain('Costs are not shown to technicians.');
    expect(res.body.message).not.toMatch(/\$\d/);
  });

  it('answers "I couldn’t find …" for another district’s license, never its data', async () => {
    const res = await chat(w.cookies.adminA, 'When does our Schoology Enterprise license renew?');
    expect(res.body.message).toContain("I couldn't find a license called “Schoology Enterprise”");
    expect(res.body.message).not.toContain('99,999');
    expect(res.body.message).not.toContain(longDay(today));
  });

  it('finds an asset by tag and by the person who has it; another district’s are not found', async () => {
    const byTag = await chat(w.cookies.viewerA, 'who has ben-cb-0412?');
    expect(byTag.body.message).toContain('**BEN-CB-0412** Dell Chromebook 3110');
    expect(byTag.body.message).toContain('checked out to **Maria Gonzalez**');
    const byPerson = await chat(w.cookies.viewerA, 'what device does Maria Gonzalez have');
    expect(byPerson.body.message).toContain('**Maria Gonzalez** has 1 asset checked out');
    expect(byPerson.body.message).toContain('BEN-CB-0412');
    const otherTag = await chat(w.cookies.viewerA, 'where is LIN-CB-0091');
    expect(otherTag.body.message).toContain("I couldn't find an asset tagged “LIN-CB-0091”");
    const otherPerson = await chat(w.cookies.viewerA, 'what device does Jordan Blake have');
    expect(otherPerson.body.message).toContain("I couldn't find anyone named “Jordan Blake”");
    expect(otherPerson.body.message).not.toContain('Lenovo');
  });

  it('lists today’s and tomorrow’s visits of the district, dated in its time zone', async () => {
    const todays = await chat(w.cookies.viewerA, 'who is coming today?');
    expect(todays.body.message).toContain(`Today, ${longDay(today)}: 1 visit`);
    expect(todays.body.message).toContain('Mesa Verde Elementary, Room 7');
    expect(todays.body.message).not.toContain('Lincoln Middle');
    const tomorrow = await chat(w.cookies.viewerA, 'is a technician coming tomorrow?');
    expect(tomorrow.body.message).toContain(`Tomorrow, ${longDay(addDays(today, 1))}: 1 visit`);
    expect(tomorrow.body.message).toContain('Room 12');
  });

  it('names the most urgent open ticket and says why', async () => {
    const res = await chat(w.cookies.adminA, 'which is the most urgent?');
    expect(res.body.message).toContain(
      `The most urgent open ticket is [${urgent.ticketNumber}](/tickets?ticket=${urgent.id}) **Front office phones are down** (Critical`,
    );
    expect(res.body.message).toMatch(
      /Why: it is the only Critical priority ticket \(the highest open\): open 6 hours, 2 hours past its 4-hour target\./,
    );
    expect(res.body.message).toContain('Next:');
    expect(res.body.message).not.toContain('Other district emergency');
  });

  it('answers gibberish with a low-confidence "I’m not sure", not data', async () => {
    const res = await chat(w.cookies.adminA, 'qwpoe zzkx vbnm asdf');
    expect(res.body.model).not.toBe(DISTRICT_DATA_MODEL);
    expect(res.body.message).toContain("I'm not sure");
    expect(res.body.confidence).toBeLessThan(0.5);
  });
});
