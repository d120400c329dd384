import type { Task } from '@domain/tasks';
import { i18n } from '@/lib/i18n';

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
      title: i18n.t('tasks:examples.chromebooks.title'),
      description: i18n.t('tasks:examples.chromebooks.description'),
      priority: 'high',
      status: 'pending',
      category: 'software',
      dueDate: null,
    },
    {
      ...base,
      id: 'example-2',
      title: i18n.t('tasks:examples.firewall.title'),
      description: i18n.t('tasks:examples.firewall.description'),
      priority: 'critical',
      status: 'in-progress',
      category: 'security',
      dueDate: null,
    },
    {
      ...base,
      id: 'example-3',
      title: i18n.t('tasks:examples.projectors.title'),
      description: i18n.t('tasks:examples.projectors.description'),
      priority: 'low',
      status: 'completed',
      category: 'maintenance',
      dueDate: null,
    },
  ];
}

export const isExampleTask = (task: Pick<Task, 'id'>) => task.id.startsWith('example-');
