import type { Task } from '@domain/tasks';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/ui/button';

interface TaskActionsProps {
  task: Task;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** Edit and Delete buttons named after the task. */
export function TaskActions({ task, onEdit, onDelete }: TaskActionsProps) {
  return (
    <div className="flex shrink-0 items-center">
      <Button variant="ghost" size="icon-sm" aria-label={`Edit ${task.title}`} onClick={() => onEdit(task)}>
        <Pencil />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Delete ${task.title}`}
        onClick={() => onDelete(task)}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
