import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, DEFAULT_FEATURES } from '../../domain/access.ts';
import { SUGGESTION_MIN_FIT, type TicketSuggestion } from '../../domain/ticket-relations.ts';
import type { Ticket } from '../../domain/tickets.ts';
import { cannedResponses } from '../../server/db/schema/index.ts';
import { DEMO_DISTRICT_RESPONSES, DEMO_PROVIDER_RESPONSES } from '../../server/seed/demo-canned-responses.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  await t.db
    .insert(cannedResponses)
    .values([
      ...DEMO_PROVIDER_RESPONSES.map((r) => ({ ...r, districtId: null })),
      ...DEMO_DISTRICT_RESPONSES.map((r) => ({ ...r, districtId: w.districtA.id })),
    ]);
});
afterAll(() => t.close());

async function suggest(title: string, description: string, districtId = w.districtA.id) {
  const cookie = districtId === w.districtA.id ? w.cookies.techA : w.cookies.adminB;
  const made = await call<Ticket>(t.app, 'POST', '/api/tickets', {
    cookie,
    body: { districtId, title, description },
  });
  expect(made.status).toBe(201);
  const res = await call<TicketSuggestion>(t.app, 'GET', `/api/tickets/${made.body.id}/suggestion`, {
    cookie,
  });
  expect(res.status).toBe(200);
  return res.body.suggestion;
}

// Sparky's suggestion for the reply box (issue 30, desk tools): tickets worded unlike the articles'
// own questions and the responses' titles get the article or response that fits; a ticket nothing
// fits gets nothing; a district never gets another district's response.

describe('suggestion', () => {
  it('suggests the knowledge article that fits a ticket in its own words', async () => {
    expect(
      await suggest(
        'Beamer in 114 says no input from my laptop',
        'Connected the HDMI cable and it stays blue.',
      ),
    ).toMatchObject({ kind: 'article', id: 'projector-no-signal' });
    expect(
      await suggest(
        'Lamp burned out on the ceiling projector',
        'Room 203, it flickered last week, now nothing.',
      ),
    ).toMatchObject({ kind: 'article', id: 'projector-hardware-failure', matched: ['lamp', 'projector'] });
    expect(
      await suggest('Whole east wing lost the wireless', 'No one in rooms 100-120 gets online.'),
    ).toMatchObject({
      kind: 'article',
      id: 'network-outage',
    });
    const damaged = await suggest('Student chromebook screen smashed', 'Dropped it on the bus.');
    expect(damaged).toMatchObject({ kind: 'article', id: 'device-physical-damage' });
    expect(damaged!.fit).toBeGreaterThanOrEqual(SUGGESTION_MIN_FIT);
  });

  it('suggests a canned response when it fits better', async () => {
    const password = await suggest(
      'Need the password reset for Mrs. Diaz',
      'She forgot it after spring break.',
    );
    expect(password).toMatchObject({ kind: 'canned_response', title: 'Password reset complete' });
    expect(await suggest('Can you confirm it is resolved', 'Please confirm.')).toMatchObject({
      kind: 'canned_response',
      title: 'Resolved: please confirm',
    });
    // The demo's phishing ticket gets the district's own response (no article fits it).
    expect(
      await suggest(
        'Phishing email reached staff at Benson High School',
        'Several teachers clicked a fake "payroll update" link; two entered their passwords.',
      ),
    ).toMatchObject({ kind: 'canned_response', title: 'Phishing email reported' });
  });

  it('says nothing when nothing fits well', async () => {
    expect(
      await suggest('Lunch menu for the field trip', 'Which sandwiches do we order for Friday?'),
    ).toBeNull();
    // Shares the word "order" with "Projector lamp on order", and nothing else.
    expect(await suggest('Please order new chairs for the library', 'Ten chairs are wobbly.')).toBeNull();
  });

  it('never suggests another district’s response', async () => {
    const own = await suggest('Projector lamp on order?', 'Is the projector lamp on order yet?');
    expect(own).toMatchObject({ kind: 'canned_response', title: 'Projector lamp on order' });
    const other = await suggest(
      'Projector lamp on order?',
      'Is the projector lamp on order yet?',
      w.districtB.id,
    );
    expect(other?.title).not.toBe('Projector lamp on order');
  });
});

describe('Sparky switched off', () => {
  it('refuses the suggestion as every switched-off Sparky endpoint does, and gives it again when on', async () => {
    const district = await makeDistrict(t.db, { serviceLevel: 'apex' });
    // Switched as Manage Permissions switches it (which also refreshes signed-in sessions).
    const setSparky = async (on: boolean) => {
      const saved = await call(t.app, 'PUT', '/api/admin/permissions', {
        cookie: w.cookies.provider,
        body: { districtId: district.id, features: { ...DEFAULT_FEATURES, sparky: on } },
      });
      expect(saved.status).toBe(200);
    };
    await setSparky(false);
    const tech = await makeUser(t.db, { role: 'technician', districtId: district.id });
    const cookie = await signIn(t.app, tech.email);
    const made = await call<Ticket>(t.app, 'POST', '/api/tickets', {
      cookie,
      body: {
        districtId: district.id,
        title: 'Need the password reset for Mr. Park',
        description: 'Forgot it.',
      },
    });
    expect(made.status).toBe(201);
    const url = `/api/tickets/${made.body.id}/suggestion`;
    const off = await call(t.app, 'GET', url, { cookie });
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ message: ACCESS_MESSAGES.toggle('sparky') });
    expect(off.body.message).toBe('The AI assistant is turned off for this district');
    // Sparky's own endpoints answer the same.
    const ask = await call(t.app, 'GET', '/api/ai/conversations', { cookie });
    expect(ask.status).toBe(403);
    expect(ask.body.message).toBe(off.body.message);
    // Another district's ticket is still 404 before anything is said of Sparky.
    expect((await call(t.app, 'GET', url, { cookie: w.cookies.adminB })).status).toBe(404);
    // Five Star outside a district view is bound by no toggle, as everywhere.
    expect((await call(t.app, 'GET', url, { cookie: w.cookies.provider })).status).toBe(200);

    await setSparky(true);
    const on = await call<TicketSuggestion>(t.app, 'GET', url, { cookie });
    expect(on.status).toBe(200);
    expect(on.body.suggestion).toMatchObject({ kind: 'canned_response', title: 'Password reset complete' });
  });
});
