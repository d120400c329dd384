import type { Task } from '@domain/tasks';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

interface TaskActionsProps {
  task: Task;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** Edit and Delete buttons named after the task. */
export function TaskActions({ task, onEdit, onDelete }: TaskActionsProps) {
  const { t } = useTranslation('tasks');
  return (
    <div className="flex shrink-0 items-center">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('actions.edit', { title: task.title })}
        onClick={() => onEdit(task)}
      >
        <Pencil />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('actions.delete', { title: task.title })}
        onClick={() => onDelete(task)}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
