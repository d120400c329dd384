import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { TASK_STATUS_LABELS, type Task, type TaskStatus } from '@domain/tasks';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { TONE_DOT } from '@/ui/tone';
import { type KanbanCardProps, SortableKanbanCard } from './kanban-card';
import { TASK_STATUS_TONE } from './task-badges';

interface KanbanColumnProps extends Omit<KanbanCardProps, 'task'> {
  status: TaskStatus;
  tasks: Task[];
  /** A dragged card is over this column. */
  highlighted: boolean;
}

export function KanbanColumn({ status, tasks, highlighted, ...cardProps }: KanbanColumnProps) {
  const { setNodeRef } = useDroppable({ id: `column-${status}`, data: { column: status } });
  const headingId = `kanban-${status}-heading`;
  const { t } = useTranslation('tasks');
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-[78vw] max-w-xs shrink-0 snap-start flex-col rounded-xl border bg-surface-muted/70 transition-colors sm:w-72 lg:w-auto lg:max-w-none',
        highlighted ? 'border-ring bg-brand-soft/60' : 'border-border',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-3 pt-3 pb-2">
        <h2 id={headingId} className="flex items-center gap-2 text-[13px] font-semibold text-fg">
          <span aria-hidden className={cn('size-2 rounded-full', TONE_DOT[TASK_STATUS_TONE[status]])} />
          {TASK_STATUS_LABELS[status]}
        </h2>
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted-fg tabular-nums">
          <span className="sr-only">{t('kanban.count', { count: tasks.length })}</span>
          <span aria-hidden>{tasks.length}</span>
        </span>
      </header>
      <SortableContext id={status} items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <ul className="flex min-h-28 flex-1 flex-col gap-2 px-2 pb-2">
          {tasks.map((task) => (
            <li key={task.id}>
              <SortableKanbanCard task={task} {...cardProps} />
            </li>
          ))}
          {tasks.length === 0 && (
            <li className="flex flex-1 items-center justify-center rounded-lg border border-dashed border-border-strong/70 px-3 py-6 text-center text-xs text-subtle-fg">
              {t('kanban.drop')}
            </li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
}
