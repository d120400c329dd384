import type { Task } from '@domain/tasks';

/**
 * When a district has no tasks, three samples show what tasks look like. They live
 * only in the browser, are marked 'Example' and are never sent to the server.
 */
export function exampleTasks(districtId: string, today: string): Task[] {
  const base = {
    districtId,
    description: '',
    assignedTo: null,
    assignee: null,
    projectId: null,
    projectName: null,
    createdBy: null,
    createdAt: `${today}T00:00:00.000Z`,
    updatedAt: `${today}T00:00:00.000Z`,
  };
  return [
    {
      ...base,
      id: 'example-1',
      title: 'Update classroom Chromebooks to the latest OS',
      description: 'Check every cart and install pending updates.',
      priority: 'high',
      status: 'pending',
      category: 'software',
      dueDate: null,
    },
    {
      ...base,
      id: 'example-2',
      title: 'Review firewall rules for the new school year',
      description: 'Remove rules for retired systems.',
      priority: 'critical',
      status: 'in-progress',
      category: 'security',
      dueDate: null,
    },
    {
      ...base,
      id: 'example-3',
      title: 'Replace projector bulbs in the library',
      description: 'Two projectors flicker at start-up.',
      priority: 'low',
      status: 'completed',
      category: 'maintenance',
      dueDate: null,
    },
  ];
}

export const isExampleTask = (task: Pick<Task, 'id'>) => task.id.startsWith('example-');
