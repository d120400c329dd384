import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  kanbanDropPayload,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  type TaskPayload,
  type TaskStatus,
} from '@domain/tasks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KanbanCard, type KanbanCardProps } from './kanban-card';
import { KanbanColumn } from './kanban-column';

interface KanbanBoardProps extends Omit<KanbanCardProps, 'task'> {
  tasks: Task[];
  /** A drop on another column: the full task with its new status. */
  onMove: (task: Task, payload: TaskPayload) => void;
}

type Over = { data: { current?: Record<string, unknown> } } | null;
const columnOf = (over: Over) => over?.data.current?.column as TaskStatus | undefined;

/** With a pointer, the column under it; with the keyboard, the nearest one. */
const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCorners(args);
  const within = pointerWithin(args);
  return within.length > 0 ? within : closestCorners(args);
};

/**
 * Left and right arrows step the dragged card to the centre of the neighbouring column, whatever
 * the layout (grid or scrolling row); up and down do nothing, since order within a column is not kept.
 */
const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return event.code.startsWith('Arrow') ? currentCoordinates : undefined;
  event.preventDefault();
  const from = columnOf(context.over) ?? (context.active?.data.current?.column as TaskStatus | undefined);
  const next = from ? TASK_STATUSES[TASK_STATUSES.indexOf(from) + step] : undefined;
  const target = next ? context.droppableRects.get(`column-${next}`) : undefined;
  const card = context.collisionRect;
  if (!target || !card) return currentCoordinates;
  return {
    x: currentCoordinates.x + (target.left + target.width / 2) - (card.left + card.width / 2),
    y: currentCoordinates.y + (target.top + 8) - card.top,
  };
};

/** The Kanban tab (see docs/product.md#tasks): four columns; cards move between them with mouse, touch or keyboard. */
export function KanbanBoard({ tasks, onMove, ...cardProps }: KanbanBoardProps) {
  const { t } = useTranslation('tasks');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overColumn, setOverColumn] = useState<TaskStatus | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  const columns = useMemo(() => {
    const map = new Map<TaskStatus, Task[]>(TASK_STATUSES.map((s) => [s, []]));
    for (const t of tasks) map.get(t.status)!.push(t);
    return map;
  }, [tasks]);
  const active = activeId ? byId.get(activeId) : undefined;
  // After a keyboard drop the card is a new element in another column: focus its move button again.
  const [refocus, setRefocus] = useState<{ id: string; column: TaskStatus } | null>(null);
  useEffect(() => {
    if (!refocus || byId.get(refocus.id)?.status !== refocus.column) return;
    setRefocus(null);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-task-handle="${refocus.id}"]`)?.focus(),
    );
  }, [refocus, byId]);

  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? t('kanban.task');
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const task = byId.get(String(active.id));
      return t('kanban.pickedUp', {
        title: titleOf(active.id),
        column: task ? TASK_STATUS_LABELS[task.status] : '',
      });
    },
    onDragOver: ({ active, over }) => {
      const column = columnOf(over);
      return column
        ? t('kanban.over', { title: titleOf(active.id), column: TASK_STATUS_LABELS[column] })
        : t('kanban.notOver', { title: titleOf(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      const column = columnOf(over);
      return column
        ? t('kanban.dropped', { title: titleOf(active.id), column: TASK_STATUS_LABELS[column] })
        : t('kanban.droppedNowhere', { title: titleOf(active.id) });
    },
    onDragCancel: ({ active }) => t('kanban.cancelled', { title: titleOf(active.id) }),
  };

  const reset = () => {
    setActiveId(null);
    setOverColumn(null);
  };

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
  }
  function onDragOver({ over }: DragOverEvent) {
    setOverColumn(columnOf(over) ?? null);
  }
  function onDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    reset();
    const task = byId.get(String(active.id));
    const column = columnOf(over);
    if (!task || !column) return;
    const payload = kanbanDropPayload(task, column);
    if (!payload) return;
    onMove(task, payload);
    if (activatorEvent instanceof KeyboardEvent) setRefocus({ id: task.id, column });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      // Columns are measured before a drag starts, so the first arrow key already finds them.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <div className="relative -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:scroll-px-0 sm:px-0 lg:grid lg:grid-cols-4 lg:gap-4 lg:overflow-visible">
        {TASK_STATUSES.map((status) => (
          <KanbanColumn
            key={status}
            status={status}
            tasks={columns.get(status)!}
            highlighted={overColumn === status && active?.status !== status}
            {...cardProps}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? <KanbanCard task={active} {...cardProps} overlay /> : null}
      </DragOverlay>
    </DndContext>
  );
}
