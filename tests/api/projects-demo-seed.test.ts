import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIsoDate } from '../../domain/tasks.ts';
import { seedClientSuccessDemo } from '../../server/seed/client-success.ts';
import { makeDistrict, makeUser, signIn } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let cookie: string;
let districtId: string;

beforeAll(async () => {
  t = await createTestApp();
  const benson = await makeDistrict(t.db, {
    code: 'BENSON',
    name: 'Benson Unified School District',
    serviceLevel: 'altitude',
  });
  districtId = benson.id;
  const admin = await makeUser(t.db, { role: 'district_admin', districtId });
  cookie = await signIn(t.app, admin.email);
  await seedClientSuccessDemo(t.db);
});
afterAll(() => t.close());

describe('the demo projects, meetings and tasks of Benson', () => {
  it('gives the Planning screen projects with progress from linked tasks', async () => {
    const projects = (await call(t.app, 'GET', '/api/projects', { cookie })).body;
    expect(projects.map((p: { status: string }) => p.status).sort()).toEqual([
      'active',
      'completed',
      'on-hold',
      'planning',
    ]);
    const refresh = projects.find((p: { name: string }) => p.name === 'Chromebook 1:1 Refresh');
    expect(refresh.progress).toEqual({ total: 3, completed: 1, percent: 33 });
  });

  it('has upcoming and past meetings and an overdue task, all served through the API', async () => {
    const meetings = (await call(t.app, 'GET', '/api/meetings', { cookie })).body;
    const statuses = meetings.map((m: { status: string }) => m.status);
    expect(statuses).toContain('scheduled');
    expect(statuses).toContain('completed');
    const tasks = (await call(t.app, 'GET', `/api/tasks/${districtId}`, { cookie })).body;
    expect(tasks.length).toBeGreaterThanOrEqual(5);
    const today = localIsoDate();
    expect(
      tasks.some((x: { dueDate: string; status: string }) => x.dueDate < today && x.status === 'pending'),
    ).toBe(true);
    expect(tasks.every((x: { assignee: string | null }) => x.assignee !== null)).toBe(true);
  });
});
