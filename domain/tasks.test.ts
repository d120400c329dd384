import { describe, expect, it } from 'vitest';
import {
  isTaskOverdue,
  kanbanDropPayload,
  localIsoDate,
  type Task,
  taskPayloadSchema,
  taskStats,
  toTaskPayload,
} from './tasks.ts';

const task: Task = {
  id: '6f1c1a8e-7d55-4a36-9d53-1b0a3e0a2f11',
  title: 'Patch firewalls',
  description: 'Before Monday',
  priority: 'high',
  status: 'pending',
  category: 'security',
  assignedTo: null,
  assignee: null,
  dueDate: '2026-03-02',
  projectId: null,
  projectName: null,
  districtId: '0b0e7f4e-2f0a-4f55-9a57-5f7a4b1d9c01',
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('kanbanDropPayload', () => {
  it('sends nothing for a drop on the same column', () => {
    expect(kanbanDropPayload(task, 'pending')).toBeNull();
  });
  it('sends the full task with the new status for another column, leaving out empty fields', () => {
    expect(kanbanDropPayload(task, 'completed')).toEqual({
      title: 'Patch firewalls',
      description: 'Before Monday',
      status: 'completed',
      priority: 'high',
      category: 'security',
      dueDate: '2026-03-02',
    });
    const assigned = { ...task, assignedTo: task.districtId, projectId: task.id };
    expect(kanbanDropPayload(assigned, 'cancelled')).toMatchObject({
      assignedTo: task.districtId,
      projectId: task.id,
      status: 'cancelled',
    });
  });
  it('round-trips through the payload schema unchanged', () => {
    const payload = toTaskPayload(task);
    expect(taskPayloadSchema.parse(payload)).toMatchObject({ ...payload, assignedTo: null, projectId: null });
  });
});

describe('isTaskOverdue', () => {
  it('is true only for open tasks past their due date', () => {
    expect(isTaskOverdue(task, '2026-03-03')).toBe(true);
    expect(isTaskOverdue(task, '2026-03-02')).toBe(false);
    expect(isTaskOverdue({ ...task, status: 'completed' }, '2026-04-01')).toBe(false);
    expect(isTaskOverdue({ ...task, status: 'cancelled' }, '2026-04-01')).toBe(false);
    expect(isTaskOverdue({ ...task, dueDate: null }, '2026-04-01')).toBe(false);
  });
});

describe('taskStats', () => {
  it('counts total, in progress, completed and pending', () => {
    const list = ['pending', 'pending', 'in-progress', 'completed', 'cancelled'].map(
      (status) => ({ status }) as Pick<Task, 'status'>,
    );
    expect(taskStats(list)).toEqual({ total: 5, inProgress: 1, completed: 1, pending: 2 });
  });
});

describe('taskPayloadSchema', () => {
  it('applies the defaults and turns empty optional fields into none', () => {
    expect(taskPayloadSchema.parse({ title: ' x ', assignedTo: '', dueDate: '' })).toMatchObject({
      title: 'x',
      status: 'pending',
      priority: 'medium',
      category: 'general',
      assignedTo: null,
      dueDate: null,
    });
  });
});

describe('localIsoDate', () => {
  it('formats a date as YYYY-MM-DD in the given time zone', () => {
    const at = new Date('2026-03-02T03:00:00Z');
    expect(localIsoDate(at, 'UTC')).toBe('2026-03-02');
    expect(localIsoDate(at, 'America/Phoenix')).toBe('2026-03-01');
  });
});
