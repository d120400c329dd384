import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_MESSAGES } from '../../domain/projects.ts';
import { activityLog, tasks } from '../../server/db/schema/index.ts';
import type { PortalEvent } from '../../server/realtime/event-bus.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const events: PortalEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  t.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

const valid = { name: 'Chromebook refresh', startDate: '2026-01-05', endDate: '2026-06-30' };
const create = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', '/api/projects', { cookie, body });
const list = (cookie = w.cookies.adminA, query = '') =>
  call(t.app, 'GET', `/api/projects${query}`, { cookie });

describe('POST /api/projects', () => {
  it('creates a project in the caller district with the defaults planning and medium', async () => {
    const res = await create({ ...valid, createdBy: 'someone-else' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...valid,
      description: '',
      status: 'planning',
      priority: 'medium',
      districtId: w.districtA.id,
      createdBy: w.people.adminA.id,
      progress: { total: 0, completed: 0, percent: 0 },
    });
    const [logged] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'project_created'));
    expect(logged).toMatchObject({ districtId: w.districtA.id, actorId: w.people.adminA.id });
  });

  it('keeps the given status, priority and description, trimmed', async () => {
    const res = await create({
      ...valid,
      name: '  Wi-Fi upgrade ',
      description: ' Phase 1 ',
      status: 'active',
      priority: 'critical',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Wi-Fi upgrade',
      description: 'Phase 1',
      status: 'active',
      priority: 'critical',
    });
  });

  it('accepts a one-day project (end on the start date)', async () => {
    expect((await create({ ...valid, endDate: valid.startDate })).status).toBe(201);
  });

  it.each([
    [{ name: undefined }, PROJECT_MESSAGES.nameRequired],
    [{ name: '   ' }, PROJECT_MESSAGES.nameRequired],
    [{ startDate: undefined }, PROJECT_MESSAGES.startRequired],
    [{ startDate: '' }, PROJECT_MESSAGES.startRequired],
    [{ endDate: undefined }, PROJECT_MESSAGES.endRequired],
    [{ endDate: '2026-02-30' }, PROJECT_MESSAGES.invalidDate],
    [{ startDate: '05/01/2026' }, PROJECT_MESSAGES.invalidDate],
    [{ endDate: '2026-01-04' }, PROJECT_MESSAGES.endBeforeStart],
    [{ status: 'done' }, 'Choose a status: planning, active, on-hold or completed'],
    [{ priority: 'urgent' }, 'Choose a priority: low, medium, high or critical'],
    [{ districtId: 'nope' }, 'Not a valid district id'],
  ])('refuses %o with a clear message', async (change, message) => {
    const res = await create({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 when the body names another district', async () => {
    const res = await create({ ...valid, districtId: w.districtB.id });
    expect(res.status).toBe(404);
  });

  it('lets a provider admin create in the district they name, and asks them to name one', async () => {
    expect((await create(valid, w.cookies.provider)).status).toBe(404);
    const res = await create({ ...valid, districtId: w.districtB.id }, w.cookies.provider);
    expect(res.status).toBe(201);
    expect(res.body.districtId).toBe(w.districtB.id);
  });

  it('publishes project_changed to the district after the change', async () => {
    const res = await create({ ...valid, name: 'Announced' });
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'project_changed',
        districtId: w.districtA.id,
        data: { id: res.body.id, action: 'created' },
      }),
    );
  });
});

describe('GET /api/projects', () => {
  it('lists only the caller district, newest first', async () => {
    const a = await list();
    expect(a.status).toBe(200);
    expect(a.body.length).toBeGreaterThan(0);
    expect(a.body.every((p: { districtId: string }) => p.districtId === w.districtA.id)).toBe(true);
    const created = a.body.map((p: { createdAt: string }) => p.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const b = await list(w.cookies.adminB);
    expect(b.body.every((p: { districtId: string }) => p.districtId === w.districtB.id)).toBe(true);
  });

  it('needs a district id from a provider admin', async () => {
    expect((await list(w.cookies.provider)).status).toBe(404);
    const res = await list(w.cookies.provider, `?districtId=${w.districtA.id}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBe((await list()).body.length);
  });

  it('shows progress from the linked tasks; cancelled tasks do not count', async () => {
    const project = (await create({ ...valid, name: 'Progress' })).body;
    for (const status of ['completed', 'cancelled', 'pending', 'in-progress'] as const) {
      await t.db
        .insert(tasks)
        .values({ districtId: w.districtA.id, projectId: project.id, title: status, status });
    }
    await t.db.insert(tasks).values({ districtId: w.districtA.id, title: 'unlinked', status: 'completed' });
    const found = (await list()).body.find((p: { id: string }) => p.id === project.id);
    expect(found.progress).toEqual({ total: 3, completed: 1, percent: 33 });
  });
});

describe('PUT /api/projects/:id', () => {
  it('updates the fields given and keeps the others', async () => {
    const project = (await create({ ...valid, description: 'Keep me', priority: 'high' })).body;
    const res = await call(t.app, 'PUT', `/api/projects/${project.id}`, {
      cookie: w.cookies.techA,
      body: { name: 'Renamed', status: 'on-hold', districtId: w.districtA.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed',
      status: 'on-hold',
      description: 'Keep me',
      priority: 'high',
      startDate: valid.startDate,
      endDate: valid.endDate,
    });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(project.updatedAt).getTime(),
    );
  });

  it('requires a name and checks the dates against the stored ones', async () => {
    const project = (await create(valid)).body;
    const put = (body: Record<string, unknown>) =>
      call(t.app, 'PUT', `/api/projects/${project.id}`, { cookie: w.cookies.adminA, body });
    expect((await put({ name: '' })).body.message).toBe(PROJECT_MESSAGES.nameRequired);
    const early = await put({ name: 'x', endDate: '2025-12-31' });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(PROJECT_MESSAGES.endBeforeStart);
    expect((await put({ name: 'x', startDate: '2026-07-01' })).body.message).toBe(
      PROJECT_MESSAGES.endBeforeStart,
    );
    const moved = await put({ name: 'x', startDate: '2026-07-01', endDate: '2026-08-01' });
    expect(moved.status).toBe(200);
    expect((await put({ name: 'x', startDate: '', endDate: '' })).body).toMatchObject({
      startDate: '2026-07-01',
    });
  });

  it('answers 404 for another district project, a body naming another district, or an unknown id', async () => {
    const project = (await create(valid)).body;
    const asB = await call(t.app, 'PUT', `/api/projects/${project.id}`, {
      cookie: w.cookies.adminB,
      body: { name: 'Mine now' },
    });
    expect(asB.status).toBe(404);
    const moved = await call(t.app, 'PUT', `/api/projects/${project.id}`, {
      cookie: w.cookies.adminA,
      body: { name: 'Elsewhere', districtId: w.districtB.id },
    });
    expect(moved.status).toBe(404);
    const unknown = await call(t.app, 'PUT', '/api/projects/00000000-0000-4000-8000-000000000000', {
      cookie: w.cookies.adminA,
      body: { name: 'x' },
    });
    expect(unknown.status).toBe(404);
    const bad = await call(t.app, 'PUT', '/api/projects/42', {
      cookie: w.cookies.adminA,
      body: { name: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Not a valid id');
  });
});

describe('DELETE /api/projects/:id', () => {
  it('deletes the project and keeps its tasks, unlinked', async () => {
    const project = (await create(valid)).body;
    const [task] = await t.db
      .insert(tasks)
      .values({ districtId: w.districtA.id, projectId: project.id, title: 'Survives' })
      .returning();
    const res = await call(t.app, 'DELETE', `/api/projects/${project.id}`, { cookie: w.cookies.adminA });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await list()).body.some((p: { id: string }) => p.id === project.id)).toBe(false);
    const [kept] = await t.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(kept!.projectId).toBeNull();
    const again = await call(t.app, 'DELETE', `/api/projects/${project.id}`, { cookie: w.cookies.adminA });
    expect(again.status).toBe(404);
  });
});
