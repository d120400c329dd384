import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TASK_MESSAGES } from '../../domain/tasks.ts';
import { projects } from '../../server/db/schema/index.ts';
import type { PortalEvent } from '../../server/realtime/event-bus.ts';
import { makeUser, makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
let projectA: string;
let projectB: string;
const events: PortalEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  t.bus.subscribe((e) => events.push(e));
  const dates = { startDate: '2026-01-01', endDate: '2026-12-31' };
  projectA = (
    await t.db
      .insert(projects)
      .values({ districtId: w.districtA.id, name: 'Network', ...dates })
      .returning()
  )[0]!.id;
  projectB = (
    await t.db
      .insert(projects)
      .values({ districtId: w.districtB.id, name: 'Other', ...dates })
      .returning()
  )[0]!.id;
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', '/api/tasks', { cookie, body });
const put = (id: string, body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'PUT', `/api/tasks/${id}`, { cookie, body });
const list = (districtId = w.districtA.id, cookie = w.cookies.adminA) =>
  call(t.app, 'GET', `/api/tasks/${districtId}`, { cookie });

describe('POST /api/tasks', () => {
  it('creates a task with the defaults pending, medium, general; createdBy is the signed-in user', async () => {
    const res = await create({
      title: '  Replace projector bulbs ',
      districtId: w.districtA.id,
      createdBy: 'user-123',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Replace projector bulbs',
      description: '',
      status: 'pending',
      priority: 'medium',
      category: 'general',
      assignedTo: null,
      assignee: null,
      dueDate: null,
      projectId: null,
      districtId: w.districtA.id,
      createdBy: w.people.adminA.id,
    });
  });

  it('keeps every field given, with the assignee name and project name', async () => {
    const res = await create({
      title: 'Patch firewalls',
      description: 'Before Monday',
      status: 'in-progress',
      priority: 'critical',
      category: 'security',
      assignedTo: w.people.techA.id,
      dueDate: '2026-03-02',
      projectId: projectA,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'in-progress',
      priority: 'critical',
      category: 'security',
      assignedTo: w.people.techA.id,
      assignee: `Test technician`,
      dueDate: '2026-03-02',
      projectId: projectA,
      projectName: 'Network',
    });
  });

  it('treats an empty assignee, due date and project as none', async () => {
    const res = await create({ title: 'Empty fields', assignedTo: '', dueDate: '', projectId: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ assignedTo: null, dueDate: null, projectId: null });
  });

  it.each([
    [{ title: '' }, TASK_MESSAGES.titleRequired.description],
    [{ title: '   ' }, TASK_MESSAGES.titleRequired.description],
    [{ title: undefined }, TASK_MESSAGES.titleRequired.description],
    [{ status: 'done' }, 'Choose a status: pending, in-progress, completed or cancelled'],
    [{ category: 'printers' }, 'Choose a category: general, security, hardware, software or maintenance'],
    [{ priority: 'urgent' }, 'Choose a priority: low, medium, high or critical'],
    [{ dueDate: 'tomorrow' }, TASK_MESSAGES.invalidDueDate],
    [{ assignedTo: 'bob' }, 'The assignee is not a valid user id'],
  ])('refuses %o with a clear message', async (change, message) => {
    const res = await create({ title: 'Valid', ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses an assignee who is not a user of the district, and a project of another district', async () => {
    const other = await create({ title: 'x', assignedTo: w.people.adminB.id });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(TASK_MESSAGES.assigneeNotInDistrict);
    const provider = await create({ title: 'x', assignedTo: w.people.provider.id });
    expect(provider.body.message).toBe(TASK_MESSAGES.assigneeNotInDistrict);
    const unknown = await create({ title: 'x', assignedTo: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.message).toBe(TASK_MESSAGES.assigneeNotInDistrict);
    const project = await create({ title: 'x', projectId: projectB });
    expect(project.status).toBe(400);
    expect(project.body.message).toBe(TASK_MESSAGES.projectNotInDistrict);
  });

  it('answers 404 when the body names another district; a provider admin names one', async () => {
    expect((await create({ title: 'x', districtId: w.districtB.id })).status).toBe(404);
    expect((await create({ title: 'x' }, w.cookies.provider)).status).toBe(404);
    const res = await create(
      { title: 'For B', districtId: w.districtB.id, assignedTo: w.people.adminB.id },
      w.cookies.provider,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ districtId: w.districtB.id, createdBy: w.people.provider.id });
  });
});

describe('GET /api/tasks/:districtId', () => {
  it('lists the district tasks, newest first, and nothing of other districts', async () => {
    const a = await list();
    expect(a.status).toBe(200);
    expect(a.body.length).toBeGreaterThan(2);
    expect(a.body.every((x: { districtId: string }) => x.districtId === w.districtA.id)).toBe(true);
    const times = a.body.map((x: { createdAt: string }) => x.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await list(w.districtB.id)).status).toBe(404);
    expect((await list(w.districtA.id, w.cookies.viewerA)).status).toBe(200);
    expect(
      (await list(w.districtB.id, w.cookies.provider)).body.map((x: { title: string }) => x.title),
    ).toEqual(['For B']);
  });

  it('accepts a limit and refuses a bad one', async () => {
    const res = await call(t.app, 'GET', `/api/tasks/${w.districtA.id}?limit=1`, {
      cookie: w.cookies.adminA,
    });
    expect(res.body).toHaveLength(1);
    const bad = await call(t.app, 'GET', `/api/tasks/${w.districtA.id}?limit=0`, {
      cookie: w.cookies.adminA,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be at least 1');
    expect((await list('not-a-uuid')).body.message).toBe('Not a valid district id');
  });
});

describe('PUT /api/tasks/:id', () => {
  it('replaces the whole task: fields left out are cleared (the client leaves empty ones out)', async () => {
    const task = (
      await create({
        title: 'Move lab',
        assignedTo: w.people.techA.id,
        dueDate: '2026-04-01',
        projectId: projectA,
        priority: 'high',
      })
    ).body;
    const res = await put(task.id, {
      title: 'Move lab',
      description: 'Room 12',
      status: 'completed',
      priority: 'low',
      category: 'hardware',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: task.id,
      title: 'Move lab',
      description: 'Room 12',
      status: 'completed',
      priority: 'low',
      category: 'hardware',
      assignedTo: null,
      dueDate: null,
      projectId: null,
      createdBy: w.people.adminA.id,
    });
  });

  it('is what a kanban drop sends: the full task with the new status', async () => {
    const task = (await create({ title: 'Drag me', assignedTo: w.people.viewerA.id, dueDate: '2026-05-05' }))
      .body;
    const { title, description, priority, category, assignedTo, dueDate } = task;
    const res = await put(task.id, {
      title,
      description,
      priority,
      category,
      assignedTo,
      dueDate,
      status: 'in-progress',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...task, status: 'in-progress', updatedAt: expect.any(String) });
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'task_changed',
        districtId: w.districtA.id,
        data: { id: task.id, projectId: null, action: 'updated' },
      }),
    );
  });

  it('checks the title, the assignee and the district', async () => {
    const task = (await create({ title: 'Check me' })).body;
    const empty = await put(task.id, { title: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(TASK_MESSAGES.titleRequired.description);
    expect((await put(task.id, { title: 'x', assignedTo: w.people.adminB.id })).body.message).toBe(
      TASK_MESSAGES.assigneeNotInDistrict,
    );
    expect((await put(task.id, { title: 'x' }, w.cookies.adminB)).status).toBe(404);
    expect((await put(task.id, { title: 'x', districtId: w.districtB.id })).status).toBe(404);
    expect((await put('00000000-0000-4000-8000-000000000000', { title: 'x' })).status).toBe(404);
    expect((await put(task.id, { title: 'x' }, w.cookies.viewerA)).status).toBe(403);
  });

  it('a user moved to another district can no longer be assigned here', async () => {
    const newcomer = await makeUser(t.db, { role: 'technician', districtId: w.districtB.id });
    const task = (await create({ title: 'Nobody' })).body;
    expect((await put(task.id, { title: 'x', assignedTo: newcomer.id })).status).toBe(400);
  });
});

describe('DELETE /api/tasks/:id', () => {
  it('deletes the task once; another district gets 404', async () => {
    const task = (await create({ title: 'Delete me' })).body;
    expect((await call(t.app, 'DELETE', `/api/tasks/${task.id}`, { cookie: w.cookies.adminB })).status).toBe(
      404,
    );
    const res = await call(t.app, 'DELETE', `/api/tasks/${task.id}`, { cookie: w.cookies.techA });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await list()).body.some((x: { id: string }) => x.id === task.id)).toBe(false);
    expect((await call(t.app, 'DELETE', `/api/tasks/${task.id}`, { cookie: w.cookies.techA })).status).toBe(
      404,
    );
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'task_changed',
        districtId: w.districtA.id,
        data: { id: task.id, projectId: null, action: 'deleted' },
      }),
    );
  });
});
