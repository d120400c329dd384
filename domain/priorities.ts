import { z } from 'zod';

/** Priorities of tickets, projects and tasks, lowest first. */
export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const prioritySchema = z.enum(PRIORITIES, {
  error: 'Choose a priority: low, medium, high or critical',
});
export type Priority = z.infer<typeof prioritySchema>;

export const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
