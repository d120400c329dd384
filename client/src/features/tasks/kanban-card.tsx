import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isTaskOverdue, type Task } from '@domain/tasks';
import { FolderKanban, GripVertical, UserRound } from 'lucide-react';
import type { CSSProperties, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Badge, PriorityBadge } from '@/ui/badge';
import { isExampleTask } from './example-tasks';
import { TaskActions } from './task-actions';
import { CATEGORY_LABELS, DueDate } from './task-badges';

export interface KanbanCardProps {
  task: Task;
  today: string;
  canEdit: boolean;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** A card in a kanban column; draggable by mouse or touch anywhere, by keyboard from its move button. */
export function SortableKanbanCard(props: KanbanCardProps) {
  const { task, canEdit } = props;
  const disabled = !canEdit || isExampleTask(task);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: task.id,
      data: { column: task.status, task },
      disabled,
    });
  // Keys act only on the move button, so Enter on Edit or Delete never starts a drag.
  const { onKeyDown, ...pointerListeners } = (listeners ?? {}) as NonNullable<DraggableSyntheticListeners>;
  return (
    <KanbanCard
      {...props}
      cardRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && 'opacity-40')}
      cardListeners={disabled ? undefined : pointerListeners}
      handleProps={disabled ? undefined : { ...attributes, onKeyDown }}
    />
  );
}

interface KanbanCardViewProps extends KanbanCardProps {
  cardRef?: Ref<HTMLDivElement>;
  handleRef?: Ref<HTMLButtonElement>;
  style?: CSSProperties;
  className?: string;
  cardListeners?: Record<string, unknown>;
  handleProps?: Partial<DraggableAttributes> & { onKeyDown?: unknown };
  /** The copy that follows the pointer while dragging. */
  overlay?: boolean;
}

export function KanbanCard({
  task,
  today,
  canEdit,
  onEdit,
  onDelete,
  cardRef,
  handleRef,
  style,
  className,
  cardListeners,
  handleProps,
  overlay = false,
}: KanbanCardViewProps) {
  const example = isExampleTask(task);
  const overdue = isTaskOverdue(task, today);
  const draggable = !!handleProps || overlay;
  const { t } = useTranslation('tasks');
  return (
    <div
      ref={cardRef}
      style={style}
      {...cardListeners}
      data-task-id={task.id}
      className={cn(
        'flex flex-col gap-2.5 rounded-lg border bg-surface p-3 text-left shadow-xs',
        draggable && 'cursor-grab touch-manipulation',
        overlay && 'cursor-grabbing shadow-lg ring-2 ring-ring',
        overdue ? 'border-tone-red-border' : 'border-border',
        example && 'border-dashed bg-surface-muted/60',
        className,
      )}
    >
      <div className="flex items-start gap-1.5">
        {draggable && (
          <button
            type="button"
            ref={handleRef}
            {...(handleProps as object)}
            data-task-handle={task.id}
            aria-label={t('kanban.move', { title: task.title })}
            className="-ml-1 inline-flex size-6 shrink-0 cursor-grab items-center justify-center rounded text-subtle-fg hover:bg-surface-hover hover:text-fg"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        )}
        <p className="min-w-0 flex-1 pt-0.5 text-sm leading-snug font-medium break-words text-fg">
          {task.title}
        </p>
        {canEdit && !example && !overlay && <TaskActions task={task} onEdit={onEdit} onDelete={onDelete} />}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {example && <Badge tone="purple">{t('list.example')}</Badge>}
        <PriorityBadge priority={task.priority} />
        <Badge>{CATEGORY_LABELS[task.category]}</Badge>
      </div>
      {task.projectName && (
        <p className="inline-flex items-center gap-1 text-xs text-subtle-fg">
          <FolderKanban aria-hidden className="size-3.5" />
          <span className="truncate" title={task.projectName}>
            {task.projectName}
          </span>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
        <span className="inline-flex min-w-0 items-center gap-1 text-muted-fg">
          <UserRound aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate" title={task.assignee ?? t('list.unassigned')}>
            {task.assignee ?? t('list.unassigned')}
          </span>
        </span>
        {task.dueDate && <DueDate task={task} today={today} />}
      </div>
    </div>
  );
}
