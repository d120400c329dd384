import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncRun } from '../../domain/integration-settings.ts';
import { RELATION_MESSAGES as M, type TicketRelations } from '../../domain/ticket-relations.ts';
import type { Ticket, TicketDetails } from '../../domain/tickets.ts';
import { ticketActivity, ticketAttachments, tickets } from '../../server/db/schema/index.ts';
import { type IncidentiqFake, startIncidentiqFake } from '../support/fakes/incidentiq.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Merge and links (issue 30, desk tools): a merge closes the source pointing at the target, both
// timelines say so, people and files follow, counters stay right, every refusal has its message;
// a merged IncidentIQ ticket is not imported again. Links: both tickets list each other.

const TOKEN = 'iiq-token-merge-never-shown';
let t: TestApp;
let w: World;
let iiq: IncidentiqFake;

beforeAll(async () => {
  iiq = await startIncidentiqFake({ token: TOKEN, siteId: 'site-7' });
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: 'true' });
  w = await makeWorld(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await iiq.stop();
});

async function ticket(title: string, extra: Record<string, unknown> = {}, districtId = w.districtA.id) {
  const cookie = districtId === w.districtA.id ? w.cookies.adminA : w.cookies.adminB;
  const res = await call<Ticket>(t.app, 'POST', '/api/tickets', {
    cookie,
    body: { districtId, title, description: `${title}, reported by a teacher`, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body;
}
const merge = (id: string, intoTicketId: unknown, cookie = w.cookies.techA) =>
  call<Ticket & { message?: string }>(t.app, 'POST', `/api/tickets/${id}/merge`, {
    cookie,
    body: { intoTicketId },
  });
const details = (id: string, cookie = w.cookies.adminA) =>
  call<TicketDetails>(t.app, 'GET', `/api/tickets/${id}/details`, { cookie });
const relations = (id: string, cookie = w.cookies.adminA) =>
  call<TicketRelations>(t.app, 'GET', `/api/tickets/${id}/links`, { cookie });
const summary = async () =>
  (
    await call(t.app, 'GET', `/api/tickets/summary?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    })
  ).body as { open: number; closed: number; total: number };

describe('merge', () => {
  it('closes the source into the target: timelines, watchers, files and counters', async () => {
    const source = await ticket('Projector in room 12 shows no signal', {
      requesterId: w.people.requesterA.id,
      watcherIds: [w.people.viewerA.id],
    });
    const target = await ticket('Room 12 projector is dead');
    const [comment] = await t.db
      .insert(ticketActivity)
      .values({ districtId: w.districtA.id, ticketId: source.id, kind: 'comment', body: 'Photo attached' })
      .returning();
    const file = { districtId: w.districtA.id, type: 'image/png', size: 3, content: Buffer.from('png') };
    await t.db.insert(ticketAttachments).values([
      { ...file, ticketId: source.id, name: 'projector.png' },
      { ...file, ticketId: source.id, name: 'comment.png', activityId: comment!.id },
    ]);
    // The requester may not read the target yet.
    expect((await details(target.id, w.cookies.requesterA)).status).toBe(404);
    const before = await summary();

    const res = await merge(source.id, target.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: source.id, status: 'closed', mergedIntoId: target.id });
    expect(res.body.resolvedAt).not.toBeNull();

    const after = await summary();
    expect(after).toMatchObject({ open: before.open - 1, closed: before.closed + 1, total: before.total });

    const mine = (await details(source.id)).body;
    const lines = mine.activity.filter((a) => a.kind === 'merge' || a.kind === 'status').slice(-2);
    expect(lines.map((a) => [a.kind, a.fromValue, a.toValue])).toEqual([
      ['status', 'open', 'closed'],
      ['merge', source.ticketNumber, target.ticketNumber],
    ]);
    const theirs = (await details(target.id)).body;
    const line = theirs.activity.find((a) => a.kind === 'merge')!;
    expect(line).toMatchObject({
      fromValue: source.ticketNumber,
      toValue: target.ticketNumber,
      body: '1 file moved',
      visibility: 'public',
    });
    expect(theirs.watchers.map((x) => x.id).sort()).toEqual(
      [w.people.requesterA.id, w.people.viewerA.id].sort(),
    );
    // Now a watcher, the requester follows the conversation on the target.
    expect((await details(target.id, w.cookies.requesterA)).status).toBe(200);

    const files = await t.db
      .select({ name: ticketAttachments.name, ticketId: ticketAttachments.ticketId })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.districtId, w.districtA.id));
    expect(files.find((f) => f.name === 'projector.png')!.ticketId).toBe(target.id);
    expect(files.find((f) => f.name === 'comment.png')!.ticketId).toBe(source.id);

    expect((await relations(target.id)).body).toEqual({
      links: [],
      mergedFrom: [
        { id: source.id, ticketNumber: source.ticketNumber, title: source.title, status: 'closed' },
      ],
      mergedInto: null,
    });
    expect((await relations(source.id)).body.mergedInto).toMatchObject({ id: target.id, status: 'open' });
  });

  it('refuses each wrong merge with its message', async () => {
    const a = await ticket('Printer jams on tray 2');
    const b = await ticket('Printer in the office jams');
    const c = await ticket('Copier in the office jams too');
    const ofB = await ticket('Chromebook cart will not charge', {}, w.districtB.id);

    const itself = await merge(a.id, a.id);
    expect(itself.status).toBe(400);
    expect(itself.body.message).toBe(M.mergeIntoItself);

    const invalid = await merge(a.id, 'not-a-ticket');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(M.chooseTicket);
    const missing = await merge(a.id, undefined);
    expect(missing.body.message).toBe(M.chooseTicket);

    // Another district's ticket is missing for the district's people, refused for Five Star.
    const otherDistrict = await merge(a.id, ofB.id);
    expect(otherDistrict.status).toBe(404);
    expect(otherDistrict.body.message).toBe(M.notFound);
    const provider = await merge(a.id, ofB.id, w.cookies.provider);
    expect(provider.status).toBe(400);
    expect(provider.body.message).toBe(M.otherDistrict);

    expect((await merge(a.id, b.id)).status).toBe(200);
    const again = await merge(a.id, c.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyMerged(b.ticketNumber));
    const intoMerged = await merge(c.id, a.id);
    expect(intoMerged.status).toBe(400);
    expect(intoMerged.body.message).toBe(M.targetMerged(a.ticketNumber, b.ticketNumber));

    // Viewers read but do not merge; nothing changed for c.
    expect((await merge(c.id, b.id, w.cookies.viewerA)).status).toBe(403);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, c.id));
    expect(row).toMatchObject({ status: 'open', mergedIntoId: null });
  });

  it('keeps a merged IncidentIQ ticket: a sync neither imports it again nor reopens it', async () => {
    const saved = await call(t.app, 'PUT', '/api/integrations/incidentiq', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        enabled: true,
        credentials: { instanceUrl: iiq.instanceUrl, siteId: 'site-7', apiToken: TOKEN },
        options: {},
      },
    });
    expect(saved.status).toBe(200);
    const remote = iiq.addTicket({ Subject: 'Smartboard pen lost in room 9' });
    expect((await syncNow()).status).toBe('succeeded');
    const imported = await t.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.districtId, w.districtA.id), eq(tickets.title, remote.Subject)));
    expect(imported).toHaveLength(1);
    const target = await ticket('Smartboard in room 9 needs a pen');

    expect((await merge(imported[0]!.id, target.id)).status).toBe(200);
    // The merge went out: IncidentIQ's ticket is closed too.
    expect((await syncNow()).status).toBe('succeeded');
    expect(iiq.tickets.find((x) => x.TicketId === remote.TicketId)!.IsClosed).toBe(true);

    // Someone reopens it in IncidentIQ: still one ticket, and the merged one stays closed.
    iiq.update(remote.TicketId, { closed: false, step: 'In Progress' });
    expect((await syncNow()).status).toBe('succeeded');
    const after = await t.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.districtId, w.districtA.id), eq(tickets.title, remote.Subject)));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: imported[0]!.id, status: 'closed', mergedIntoId: target.id });
  });
});

async function syncNow(): Promise<SyncRun> {
  const started = await call(t.app, 'POST', '/api/integrations/incidentiq/sync', {
    cookie: w.cookies.adminA,
    body: { districtId: w.districtA.id },
  });
  expect(started.status).toBe(202);
  let run: SyncRun | undefined;
  await expect
    .poll(
      async () => {
        const runs = await call<SyncRun[]>(
          t.app,
          'GET',
          `/api/integrations/incidentiq/runs?districtId=${w.districtA.id}`,
          { cookie: w.cookies.adminA },
        );
        run = runs.body.find((r) => r.id === started.body.runId);
        return run?.status;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toMatch(/succeeded|failed/);
  return run!;
}

describe('links', () => {
  const link = (id: string, ticketId: unknown, cookie = w.cookies.techA) =>
    call<TicketRelations & { message?: string }>(t.app, 'POST', `/api/tickets/${id}/links`, {
      cookie,
      body: { ticketId },
    });
  const unlink = (id: string, other: string, cookie = w.cookies.techA) =>
    call<{ message?: string }>(t.app, 'DELETE', `/api/tickets/${id}/links/${other}`, { cookie });

  it('links two tickets both ways, once, and unlinks them', async () => {
    const wifi = await ticket('Wi-Fi down in the gym');
    const outage = await ticket('Network outage at the high school');
    const res = await link(wifi.id, outage.id);
    expect(res.status).toBe(201);
    expect(res.body.links).toEqual([
      { id: outage.id, ticketNumber: outage.ticketNumber, title: outage.title, status: 'open' },
    ]);
    expect((await relations(outage.id, w.cookies.viewerA)).body.links.map((x) => x.id)).toEqual([wifi.id]);

    const twice = await link(outage.id, wifi.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.alreadyLinked(wifi.ticketNumber));

    const lineOf = async (id: string) =>
      (await details(id)).body.activity.filter((a) => a.kind === 'link').map((a) => [a.fromValue, a.toValue]);
    expect(await lineOf(wifi.id)).toEqual([[null, outage.ticketNumber]]);
    expect(await lineOf(outage.id)).toEqual([[null, wifi.ticketNumber]]);

    expect((await unlink(outage.id, wifi.id)).status).toBe(200);
    expect((await relations(wifi.id)).body.links).toEqual([]);
    expect(await lineOf(outage.id)).toEqual([
      [null, wifi.ticketNumber],
      [wifi.ticketNumber, null],
    ]);
    const gone = await unlink(outage.id, wifi.id);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(M.notLinked);
  });

  it('refuses each wrong link with its message', async () => {
    const a = await ticket('Door badge reader offline');
    const ofB = await ticket('Door badge reader offline too', {}, w.districtB.id);
    const itself = await link(a.id, a.id);
    expect(itself.status).toBe(400);
    expect(itself.body.message).toBe(M.linkToItself);
    const invalid = await link(a.id, 'nope');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(M.chooseLinked);
    expect((await link(a.id, ofB.id)).status).toBe(404);
    const provider = await link(a.id, ofB.id, w.cookies.provider);
    expect(provider.status).toBe(400);
    expect(provider.body.message).toBe(M.otherDistrict);
    const badParam = await unlink(a.id, 'nope');
    expect(badParam.status).toBe(400);
    expect(badParam.body.message).toBe('Not a valid ticket id');
    expect((await link(a.id, ofB.id, w.cookies.viewerA)).status).toBe(403);
  });
});
