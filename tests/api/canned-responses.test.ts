import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import {
  CANNED_LIMITS,
  CANNED_PLACEHOLDERS,
  type CannedResponse,
  CANNED_MESSAGES as M,
} from '../../domain/canned-responses.ts';
import { INPUT_MESSAGES } from '../../domain/http.ts';
import { cannedResponses, tickets, users } from '../../server/db/schema/index.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Canned responses (issue 30, desk tools): a district's and Five Star's provider-wide replies,
// every validation message, placeholders filled in for a ticket with and without its requester,
// search, and who may do what.

let t: TestApp;
let w: World;
let samCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  // A technician whose name shows in a filled-in response.
  const sam = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id, firstName: 'Sam' });
  await t.db.update(users).set({ lastName: 'Ortiz' }).where(eq(users.id, sam.id));
  samCookie = await signIn(t.app, sam.email);
});
afterAll(() => t.close());

const URL = '/api/canned-responses';
/** The list, or the refusal's message. */
type Listed = CannedResponse[] & { message?: string };
const list = (query: string, cookie = w.cookies.adminA) =>
  call<Listed>(t.app, 'GET', `${URL}${query}`, { cookie });
const create = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', URL, { cookie, body });
const update = (id: string, body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'PUT', `${URL}/${id}`, { cookie, body });
const remove = (id: string, cookie = w.cookies.adminA) => call(t.app, 'DELETE', `${URL}/${id}`, { cookie });
const render = (id: string, ticketId: unknown, cookie = w.cookies.techA) =>
  call(t.app, 'POST', `${URL}/${id}/render`, { cookie, body: { ticketId } });

let counter = 0;
/** A district-A response with a fresh title, as its administrator adds it. */
async function made(body: Record<string, unknown> = {}, cookie = w.cookies.adminA): Promise<CannedResponse> {
  counter += 1;
  const res = await create(
    {
      title: `Response ${counter}`,
      body: 'Hi {{requester.firstName}}.',
      districtId: w.districtA.id,
      ...body,
    },
    cookie,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function ticketOf(cookie: string | undefined, districtId: string, title = 'Projector in room 4') {
  const res = await call(t.app, 'POST', '/api/tickets', {
    cookie,
    body: { districtId, title, description: 'No signal on the wall display' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; ticketNumber: string };
}

const titles = (rows: CannedResponse[]) => rows.map((r) => r.title);

describe('a district’s canned responses', () => {
  it('are added, listed, changed and deleted by its administrator', async () => {
    const res = await create({
      title: '  Password reset done ',
      body: 'Hi {{ requester.firstName }},\n\nYour password was reset. — {{technician.name}}',
      category: 'software',
      tags: ['password', 'Password', 'accounts'],
      districtId: w.districtA.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body;
    expect(created).toMatchObject({
      scope: 'district',
      districtId: w.districtA.id,
      title: 'Password reset done',
      category: 'software',
      tags: ['password', 'accounts'],
      placeholders: ['requester.firstName', 'technician.name'],
      canEdit: true,
      updatedByName: 'Test district_admin',
    });

    const listed = await list(`?districtId=${w.districtA.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.find((r) => r.id === created.id)).toEqual(created);

    const changed = await update(created.id, {
      title: 'Password reset',
      body: 'Done: {{ticket.number}}.',
      category: null,
      tags: [],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      title: 'Password reset',
      body: 'Done: {{ticket.number}}.',
      category: null,
      tags: [],
      placeholders: ['ticket.number'],
    });

    expect((await remove(created.id)).body).toEqual({ success: true });
    expect((await remove(created.id)).status).toBe(404);
    const again = await update(created.id, { title: 'x', body: 'y' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(M.notFound);
  });

  it('are added by a district administrator without naming the district: their own', async () => {
    const res = await create({ title: 'Own district implied', body: 'Thanks!' });
    expect(res.status).toBe(201);
    expect(res.body.districtId).toBe(w.districtA.id);
  });

  it('refuse a title the district already uses (any letter case)', async () => {
    const first = await made({ title: 'Printer toner ordered' });
    const res = await create({ title: 'PRINTER TONER ORDERED', body: 'Again', districtId: w.districtA.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.duplicate);
    const other = await made({ title: 'Printer toner' });
    const renamed = await update(other.id, { title: 'printer toner ordered', body: 'x' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(M.duplicate);
    // Another district may use the same title.
    const b = await create({ title: first.title, body: 'B’s own' }, w.cookies.adminB);
    expect(b.status).toBe(201);
  });

  it(`keep at most ${CANNED_LIMITS.perScope} per district`, async () => {
    const district = w.districtB.id;
    const existing = (await list('', w.cookies.adminB)).body.filter((r) => r.scope === 'district').length;
    await t.db.insert(cannedResponses).values(
      Array.from({ length: CANNED_LIMITS.perScope - existing }, (_, i) => ({
        districtId: district,
        title: `Filler ${i}`,
        body: 'Filler',
      })),
    );
    const res = await create({ title: 'One too many', body: 'x' }, w.cookies.adminB);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.tooMany);
    await t.db.delete(cannedResponses).where(eq(cannedResponses.districtId, district));
  });
});

describe('validation', () => {
  const valid = { title: 'Valid', body: 'Valid body', districtId: '' };
  const refused = async (body: Record<string, unknown>, message: string) => {
    const res = await create({ ...valid, districtId: w.districtA.id, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
  };

  it('says what is wrong with each field', async () => {
    await refused({ title: undefined }, M.titleRequired);
    await refused({ title: '   ' }, M.titleRequired);
    await refused({ title: 'x'.repeat(CANNED_LIMITS.title + 1) }, M.titleTooLong);
    await refused({ title: 'Bell\u0007' }, INPUT_MESSAGES.controlCharacters);
    await refused({ body: undefined }, M.bodyRequired);
    await refused({ body: ' \n ' }, M.bodyRequired);
    await refused({ body: 'x'.repeat(CANNED_LIMITS.body + 1) }, M.bodyTooLong);
    await refused({ body: 'Bell\u0007 in the body' }, INPUT_MESSAGES.controlCharacters);
    await refused({ category: 'printers' }, M.category);
    await refused({ tags: ['x'.repeat(CANNED_LIMITS.tag + 1)] }, M.tagTooLong);
    await refused({ tags: [42] }, M.tags);
    await refused({ tags: Array.from({ length: CANNED_LIMITS.tags + 1 }, (_, i) => `t${i}`) }, M.tooManyTags);
    await refused({ tags: 'wifi' }, M.tags);
    await refused({ scope: 'everyone' }, M.scope);
    await refused({ districtId: 'nope' }, 'Not a valid district id');
    await refused({ scope: 'provider' }, M.providerNoDistrict);
  });

  it('refuses unknown placeholders when saving, naming each', async () => {
    await refused(
      { body: 'Hi {{requester.email}}, about {{ ticket.id }} and {{requester.email}}' },
      M.unknownPlaceholders(['requester.email', 'ticket.id']),
    );
    await refused({ body: 'Empty {{ }} braces' }, M.unknownPlaceholders(['']));
    const saved = await made();
    const res = await update(saved.id, { title: saved.title, body: 'Dear {{customer.name}}' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Unknown placeholder {{customer.name}}. Use {{requester.firstName}}, {{requester.name}}, {{ticket.number}}, {{ticket.title}}, {{technician.name}}, {{district.name}}.',
    );
    expect(res.body.issues[0].path).toBe('body');
    // Spaces and letter case inside the braces are fine.
    const ok = await update(saved.id, { title: saved.title, body: 'Dear {{  Requester.Name }}' });
    expect(ok.status).toBe(200);
    expect(ok.body.placeholders).toEqual(['requester.name']);
  });

  it('checks the list’s query and the render’s ticket', async () => {
    const long = await list(`?districtId=${w.districtA.id}&search=${'x'.repeat(CANNED_LIMITS.search + 1)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(`Must be at most ${CANNED_LIMITS.search} characters`);
    for (const limit of ['0', '201', 'many', '1.5']) {
      const res = await list(`?districtId=${w.districtA.id}&limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.message).toBe(M.limit);
    }
    const saved = await made();
    for (const ticketId of [undefined, 'BENSON-0042']) {
      const res = await render(saved.id, ticketId);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.ticketRequired);
    }
    const badId = await render('not-an-id', '00000000-0000-4000-8000-000000000000');
    expect(badId.status).toBe(400);
  });
});

describe('filling in a response for a ticket', () => {
  const everything = CANNED_PLACEHOLDERS.map((p) => `${p}: {{${p}}}`).join('\n');

  it('uses the ticket, its requester, the person replying and the district', async () => {
    const requester = await makeUser(t.db, {
      role: 'requester',
      districtId: w.districtA.id,
      firstName: 'Dana',
    });
    await t.db.update(users).set({ lastName: 'Whitfield' }).where(eq(users.id, requester.id));
    const ticket = await ticketOf(w.cookies.adminA, w.districtA.id);
    await t.db.update(tickets).set({ requesterId: requester.id }).where(eq(tickets.id, ticket.id));
    const response = await made({ body: everything });

    const res = await render(response.id, ticket.id, samCookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      body: [
        'requester.firstName: Dana',
        'requester.name: Dana Whitfield',
        `ticket.number: ${ticket.ticketNumber}`,
        'ticket.title: Projector in room 4',
        'technician.name: Sam Ortiz',
        `district.name: ${w.districtA.name}`,
      ].join('\n'),
      missing: [],
    });
    // The person replying is whoever asks.
    const byAdmin = await render(response.id, ticket.id, w.cookies.adminA);
    expect(byAdmin.body.body).toContain('technician.name: Test district_admin');
  });

  it('leaves out the requester of a ticket that has none, and says so', async () => {
    const ticket = await ticketOf(w.cookies.adminA, w.districtA.id, 'Wi-Fi in the gym');
    const response = await made({
      body: 'Hi {{requester.firstName}},\n{{ticket.title}} ({{ticket.number}}) is fixed.',
    });
    const res = await render(response.id, ticket.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      body: `Hi,\nWi-Fi in the gym (${ticket.ticketNumber}) is fixed.`,
      missing: ['requester.firstName'],
    });
  });

  it('answers 404 for a ticket or a response the caller may not see', async () => {
    const ticketA = await ticketOf(w.cookies.adminA, w.districtA.id);
    const ticketB = await ticketOf(w.cookies.adminB, w.districtB.id);
    const responseA = await made();
    // Another district's ticket, another district's response.
    const foreignTicket = await render(responseA.id, ticketB.id);
    expect(foreignTicket.status).toBe(404);
    expect(foreignTicket.body.message).toBe(M.ticketNotFound);
    const foreignResponse = await render(responseA.id, ticketB.id, w.cookies.adminB);
    expect(foreignResponse.status).toBe(404);
    expect(foreignResponse.body.message).toBe(M.notFound);
    // Five Star sees both, but a district's response fills in only for its own tickets.
    const mixed = await render(responseA.id, ticketB.id, w.cookies.provider);
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toBe(M.notFound);
    expect((await render(responseA.id, ticketA.id, w.cookies.provider)).status).toBe(200);
    // Ids that name nothing.
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await render(none, ticketA.id)).body.message).toBe(M.notFound);
    expect((await render(responseA.id, none)).body.message).toBe(M.ticketNotFound);
  });
});

describe('search', () => {
  it('finds each word in the title, the body or a tag, title matches first', async () => {
    const district = w.districtA.id;
    const q = (search: string) => list(`?districtId=${district}&search=${encodeURIComponent(search)}`);
    await made({ title: 'Chromebook screen replaced', body: 'Your device is back.', tags: ['hardware'] });
    await made({ title: 'Device picked up', body: 'We took the Chromebook for repair.' });
    await made({ title: 'Loaner issued', body: 'A loaner laptop is ready.', tags: ['chromebook-loaner'] });
    await made({ title: '100% done', body: 'Closed as fixed.' });

    expect(titles((await q('chromebook')).body)).toEqual([
      'Chromebook screen replaced',
      'Device picked up',
      'Loaner issued',
    ]);
    expect(titles((await q('CHROMEBOOK repair')).body)).toEqual(['Device picked up']);
    expect(titles((await q('loaner ready')).body)).toEqual(['Loaner issued']);
    // Wildcards are searched for as themselves.
    expect(titles((await q('100%')).body)).toEqual(['100% done']);
    expect((await q('%_%')).body).toEqual([]);
    // A limit for the picker.
    expect((await list(`?districtId=${district}&search=chromebook&limit=1`)).body).toHaveLength(1);
  });
});

describe('provider-wide responses', () => {
  it('are kept by Five Star and offered to every district, after the district’s own', async () => {
    const res = await create(
      {
        title: 'Closing an old ticket',
        body: 'Hi {{requester.firstName}}, we closed {{ticket.number}}.',
        scope: 'provider',
      },
      w.cookies.provider,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const provider = res.body;
    expect(provider).toMatchObject({ scope: 'provider', districtId: null, canEdit: true });

    // Five Star outside a district: the provider-wide ones.
    const own = (await list('', w.cookies.provider)).body;
    expect(own.every((r) => r.scope === 'provider')).toBe(true);
    expect(titles(own)).toContain(provider.title);

    for (const cookie of [w.cookies.adminA, w.cookies.techA, w.cookies.adminB]) {
      const seen = (await list('', cookie)).body;
      const entry = seen.find((r) => r.id === provider.id);
      expect(entry).toMatchObject({ scope: 'provider', canEdit: false });
      // The district's own first.
      const firstProvider = seen.findIndex((r) => r.scope === 'provider');
      expect(seen.slice(firstProvider).every((r) => r.scope === 'provider')).toBe(true);
    }
    // Five Star naming a district: the district's and the provider-wide ones, all editable.
    const forA = (await list(`?districtId=${w.districtA.id}`, w.cookies.provider)).body;
    expect(new Set(forA.map((r) => r.districtId))).toEqual(new Set([w.districtA.id, null]));
    expect(forA.every((r) => r.canEdit)).toBe(true);

    // Filled in for any district's ticket.
    for (const [cookie, districtId] of [
      [w.cookies.techA!, w.districtA.id],
      [w.cookies.adminB!, w.districtB.id],
    ] as const) {
      const ticket = await ticketOf(cookie, districtId);
      const filled = await render(provider.id, ticket.id, cookie);
      expect(filled.status).toBe(200);
      expect(filled.body.body).toBe(`Hi, we closed ${ticket.ticketNumber}.`);
    }

    // A district may not change or delete them, nor add one.
    for (const attempt of [
      await update(provider.id, { title: 'Mine now', body: 'x' }),
      await remove(provider.id),
      await create({ title: 'For everyone', body: 'x', scope: 'provider' }),
    ]) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.message).toBe(M.providerOnly);
    }
    // Its title is Five Star's once; a district may reuse it for its own version.
    const twice = await create(
      { title: 'closing an OLD ticket', body: 'x', scope: 'provider' },
      w.cookies.provider,
    );
    expect(twice.status).toBe(409);
    expect((await create({ title: provider.title, body: 'Our own version' })).status).toBe(201);

    const changed = await update(
      provider.id,
      { title: provider.title, body: 'Closed {{ticket.number}}.' },
      w.cookies.provider,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.updatedByName).toBe('Test provider_admin');
    expect((await remove(provider.id, w.cookies.provider)).status).toBe(200);
  });

  it('may be kept by Five Star from inside a district view', async () => {
    const cookie = await signIn(t.app, w.people.provider.email);
    expect(
      (await call(t.app, 'POST', '/api/auth/view', { cookie, body: { districtId: w.districtA.id } })).status,
    ).toBe(200);
    const res = await create({ title: 'From a view', body: 'x', scope: 'provider' }, cookie);
    expect(res.status).toBe(201);
    expect(res.body.districtId).toBeNull();
    expect((await remove(res.body.id, cookie)).status).toBe(200);
  });
});

describe('who may do what', () => {
  it('lets technicians list and fill in, not keep', async () => {
    const saved = await made();
    expect((await list('', w.cookies.techA)).status).toBe(200);
    expect((await list('', w.cookies.techA)).body.find((r) => r.id === saved.id)?.canEdit).toBe(false);
    for (const attempt of [
      await create({ title: 'Tech’s', body: 'x' }, w.cookies.techA),
      await update(saved.id, { title: 'x', body: 'y' }, w.cookies.techA),
      await remove(saved.id, w.cookies.techA),
    ]) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.message).toBe(ACCESS_MESSAGES.role);
    }
  });

  it('refuses viewers, who do not reply, and requesters', async () => {
    const saved = await made();
    const ticket = await ticketOf(w.cookies.adminA, w.districtA.id);
    for (const cookie of [w.cookies.viewerA, w.cookies.requesterA]) {
      expect((await list('', cookie)).status).toBe(403);
      expect((await render(saved.id, ticket.id, cookie)).status).toBe(403);
    }
  });

  it('answers 404 for another district', async () => {
    const saved = await made();
    const foreignList = await list(`?districtId=${w.districtA.id}`, w.cookies.adminB);
    expect(foreignList.status).toBe(404);
    expect(foreignList.body.message).toBe(ACCESS_MESSAGES.districtNotFound);
    const foreignCreate = await create(
      { title: 'Theirs', body: 'x', districtId: w.districtA.id },
      w.cookies.adminB,
    );
    expect(foreignCreate.status).toBe(404);
    expect((await update(saved.id, { title: 'x', body: 'y' }, w.cookies.adminB)).status).toBe(404);
    expect((await remove(saved.id, w.cookies.adminB)).status).toBe(404);
    expect((await list('', w.cookies.adminB)).body.map((r) => r.id)).not.toContain(saved.id);
  });

  it('asks Five Star outside a district which district a district response is for', async () => {
    const res = await create({ title: 'Where?', body: 'x' }, w.cookies.provider);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ACCESS_MESSAGES.chooseDistrict);
    const forA = await create(
      { title: 'For A by Five Star', body: 'x', districtId: w.districtA.id },
      w.cookies.provider,
    );
    expect(forA.status).toBe(201);
    expect(forA.body).toMatchObject({ districtId: w.districtA.id, canEdit: true });
    // District A's administrator keeps it like their own.
    expect((await update(forA.body.id, { title: 'For A', body: 'y' })).status).toBe(200);
  });
});
