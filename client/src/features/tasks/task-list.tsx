import { isTaskOverdue, type Task } from '@domain/tasks';
import { FolderKanban, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Badge, PriorityBadge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { isExampleTask } from './example-tasks';
import { TaskActions } from './task-actions';
import { CATEGORY_LABELS, DueDate, TaskStatusBadge } from './task-badges';

interface TaskListProps {
  tasks: Task[];
  today: string;
  canEdit: boolean;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** The List tab: a table on wide screens, stacked cards on narrow ones; overdue tasks stand out. */
export function TaskList({ tasks, today, canEdit, onEdit, onDelete }: TaskListProps) {
  const { t } = useTranslation('tasks');
  const actions = (task: Task) =>
    canEdit && !isExampleTask(task) ? <TaskActions task={task} onEdit={onEdit} onDelete={onDelete} /> : null;
  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <Table containerClassName="max-h-[70vh]" aria-label={t('list.label')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('list.task')}</TableHead>
              <TableHead>{t('list.status')}</TableHead>
              <TableHead>{t('list.priority')}</TableHead>
              <TableHead>{t('list.category')}</TableHead>
              <TableHead>{t('list.assignee')}</TableHead>
              <TableHead>{t('list.due')}</TableHead>
              <TableHead className="w-0">
                <span className="sr-only">{t('list.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {tasks.map((task) => {
              const overdue = isTaskOverdue(task, today);
              return (
                <TableRow key={task.id} className={cn(overdue && 'bg-tone-red-bg/50')}>
                  <TableCell
                    className={cn('max-w-md', overdue && 'shadow-[inset_3px_0_0_var(--tone-red-solid)]')}
                  >
                    <TaskTitle task={task} />
                  </TableCell>
                  <TableCell>
                    <TaskStatusBadge status={task.status} />
                  </TableCell>
                  <TableCell>
                    <PriorityBadge priority={task.priority} />
                  </TableCell>
                  <TableCell className="text-muted-fg">{CATEGORY_LABELS[task.category]}</TableCell>
                  <TableCell className="whitespace-nowrap text-muted-fg">
                    {task.assignee ?? t('list.unassigned')}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <DueDate task={task} today={today} />
                  </TableCell>
                  <TableCell className="py-2">{actions(task)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Card>

      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('list.label')}>
        {tasks.map((task) => {
          const overdue = isTaskOverdue(task, today);
          return (
            <li key={task.id}>
              <Card
                className={cn(
                  'flex flex-col gap-3 p-4',
                  overdue && 'border-tone-red-border bg-tone-red-bg/40',
                )}
              >
                <div className="flex items-start justify-between gap-2">
                  <TaskTitle task={task} />
                  {actions(task)}
                </div>
                <div className="flex flex-wrap items-center gap-1.5">
                  <TaskStatusBadge status={task.status} />
                  <PriorityBadge priority={task.priority} />
                  <Badge>{CATEGORY_LABELS[task.category]}</Badge>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px]">
                  <span className="inline-flex items-center gap-1.5 text-muted-fg">
                    <UserRound aria-hidden className="size-3.5" />
                    {task.assignee ?? t('list.unassigned')}
                  </span>
                  <DueDate task={task} today={today} />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function TaskTitle({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium break-words text-fg">
        {task.title}
        {isExampleTask(task) && <Badge tone="purple">{t('list.example')}</Badge>}
      </p>
      {task.description && (
        <p className="mt-0.5 line-clamp-1 text-[13px] text-muted-fg" title={task.description}>
          {task.description}
        </p>
      )}
      {task.projectName && (
        <p className="mt-1 inline-flex items-center gap-1 text-xs text-subtle-fg">
          <FolderKanban aria-hidden className="size-3.5" />
          {task.projectName}
        </p>
      )}
    </div>
  );
}
