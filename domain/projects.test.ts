import { describe, expect, it } from 'vitest';
import {
  createProjectSchema,
  filterProjects,
  isProjectOverdue,
  PROJECT_MESSAGES,
  projectProgress,
  updateProjectSchema,
} from './projects.ts';

describe('projectProgress', () => {
  it('is the share of completed tasks among those not cancelled', () => {
    expect(projectProgress({ total: 4, completed: 1, cancelled: 1 })).toEqual({
      total: 3,
      completed: 1,
      percent: 33,
    });
    expect(projectProgress({ total: 2, completed: 2, cancelled: 0 })).toEqual({
      total: 2,
      completed: 2,
      percent: 100,
    });
  });
  it('is 0 % with no tasks or only cancelled ones', () => {
    expect(projectProgress({ total: 0, completed: 0, cancelled: 0 }).percent).toBe(0);
    expect(projectProgress({ total: 2, completed: 0, cancelled: 2 })).toEqual({
      total: 0,
      completed: 0,
      percent: 0,
    });
  });
});

describe('project payloads', () => {
  const base = { name: 'Wi-Fi', startDate: '2026-01-01', endDate: '2026-02-01' };
  it('applies the defaults planning and medium', () => {
    expect(createProjectSchema.parse(base)).toMatchObject({
      status: 'planning',
      priority: 'medium',
      description: '',
    });
  });
  it('refuses an end before the start on create and edit', () => {
    const bad = { ...base, endDate: '2025-12-31' };
    expect(createProjectSchema.safeParse(bad).error?.issues[0]?.message).toBe(
      PROJECT_MESSAGES.endBeforeStart,
    );
    expect(updateProjectSchema.safeParse(bad).error?.issues[0]?.message).toBe(
      PROJECT_MESSAGES.endBeforeStart,
    );
  });
  it('on edit needs only the name; empty dates count as left out', () => {
    expect(updateProjectSchema.parse({ name: 'x', startDate: '', endDate: '' })).toMatchObject({
      startDate: undefined,
      endDate: undefined,
    });
    expect(updateProjectSchema.safeParse({ startDate: '2026-01-01' }).error?.issues[0]?.message).toBe(
      PROJECT_MESSAGES.nameRequired,
    );
  });
});

describe('filterProjects', () => {
  const list = [
    { name: 'Chromebook refresh', description: 'Grade 6 carts', status: 'active' as const },
    { name: 'Firewall', description: 'Replace the old one', status: 'planning' as const },
  ];
  it('searches name and description, case-insensitively, and filters by status', () => {
    expect(filterProjects(list, { search: 'CARTS', status: 'all' })).toEqual([list[0]]);
    expect(filterProjects(list, { search: '', status: 'planning' })).toEqual([list[1]]);
    expect(filterProjects(list, { search: 'firewall', status: 'active' })).toEqual([]);
    expect(filterProjects(list, { search: '  ', status: 'all' })).toEqual(list);
  });
});

describe('isProjectOverdue', () => {
  it('is true for an unfinished project past its end date', () => {
    expect(isProjectOverdue({ status: 'active', endDate: '2026-01-01' }, '2026-01-02')).toBe(true);
    expect(isProjectOverdue({ status: 'active', endDate: '2026-01-02' }, '2026-01-02')).toBe(false);
    expect(isProjectOverdue({ status: 'completed', endDate: '2026-01-01' }, '2026-01-02')).toBe(false);
  });
});
