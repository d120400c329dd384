import {
  isTaskOverdue,
  TASK_STATUS_LABELS,
  type Task,
  type TaskCategory,
  type TaskStatus,
} from '@domain/tasks';
import { AlertTriangle, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { StatusBadge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

export const TASK_STATUS_TONE: Record<TaskStatus, Tone> = {
  pending: 'blue',
  'in-progress': 'yellow',
  completed: 'green',
  cancelled: 'gray',
};

export const CATEGORY_LABELS: Record<TaskCategory, string> = {
  general: i18n.t('tasks:category.general'),
  security: i18n.t('tasks:category.security'),
  hardware: i18n.t('tasks:category.hardware'),
  software: i18n.t('tasks:category.software'),
  maintenance: i18n.t('tasks:category.maintenance'),
};

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <StatusBadge status={status} labels={TASK_STATUS_LABELS} tones={TASK_STATUS_TONE} />;
}

/** The due date; an overdue one is red and says so in words. */
export function DueDate({
  task,
  today,
  className,
}: {
  task: Pick<Task, 'dueDate' | 'status'>;
  today: string;
  className?: string;
}) {
  const { t } = useTranslation('tasks');
  if (!task.dueDate) return <span className={cn('text-subtle-fg', className)}>{t('due.none')}</span>;
  const overdue = isTaskOverdue(task, today);
  // A due date is a calendar day: read it at noon so no time zone moves it.
  const label = formatDate(`${task.dueDate}T12:00:00`);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5',
        overdue ? 'font-medium text-tone-red-fg' : 'text-muted-fg',
        className,
      )}
    >
      {overdue ? (
        <AlertTriangle aria-hidden className="size-3.5" />
      ) : (
        <CalendarDays aria-hidden className="size-3.5" />
      )}
      {label}
      {overdue && <span>{t('due.overdue')}</span>}
    </span>
  );
}
