import { PRIORITIES, type Priority } from '@domain/priorities';
import {
  TASK_CATEGORIES,
  TASK_DEFAULTS,
  TASK_MESSAGES,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  type TaskCategory,
  type TaskPayload,
  type TaskStatus,
} from '@domain/tasks';
import { type FormEvent, useState } from 'react';
import { useProjects } from '@/features/projects/use-projects';
import { Button } from '@/ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select, type SelectOption } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast';
import { CATEGORY_LABELS } from './task-badges';
import { useCreateTask } from './use-create-task';
import { useDistrictUsers } from './use-district-users';
import { useUpdateTask } from './use-update-task';

const capitalize = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const STATUS_OPTIONS = TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }));
const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: capitalize(p) }));
const CATEGORY_OPTIONS = TASK_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

interface Form {
  title: string;
  description: string;
  status: TaskStatus;
  priority: Priority;
  category: TaskCategory;
  assignedTo: string;
  dueDate: string;
  projectId: string;
}

const EMPTY: Form = {
  title: '',
  description: '',
  ...TASK_DEFAULTS,
  assignedTo: '',
  dueDate: '',
  projectId: '',
};
const fromTask = (t: Task): Form => ({
  title: t.title,
  description: t.description,
  status: t.status,
  priority: t.priority,
  category: t.category,
  assignedTo: t.assignedTo ?? '',
  dueDate: t.dueDate ?? '',
  projectId: t.projectId ?? '',
});

/** Keeps the task's current choice selectable while the list loads (or if it no longer lists it). */
function withCurrent(options: SelectOption[], value?: string | null, label?: string | null): SelectOption[] {
  if (!value || options.some((o) => o.value === value)) return options;
  return [...options, { value, label: label ?? 'Current choice' }];
}

/** Spec 5: the title is checked after trimming; an empty assignee or due date is left out. */
function toPayload(form: Form): TaskPayload {
  const payload: TaskPayload = {
    title: form.title.trim(),
    description: form.description.trim(),
    status: form.status,
    priority: form.priority,
    category: form.category,
  };
  if (form.assignedTo) payload.assignedTo = form.assignedTo;
  if (form.dueDate) payload.dueDate = form.dueDate;
  if (form.projectId) payload.projectId = form.projectId;
  return payload;
}

interface TaskFormDialogProps {
  districtId: string;
  /** The task to edit; none to create one. */
  task?: Task;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create Task and Edit Task (spec 2.10). */
export function TaskFormDialog({ districtId, task, open, onOpenChange }: TaskFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => <TaskForm key={task?.id ?? 'new'} districtId={districtId} task={task} onDone={done} />}
    </FormDialog>
  );
}

function TaskForm({ districtId, task, onDone }: { districtId: string; task?: Task; onDone: () => void }) {
  const [form, setForm] = useState<Form>(task ? fromTask(task) : EMPTY);
  const [titleError, setTitleError] = useState<string>();
  const users = useDistrictUsers(districtId);
  const projects = useProjects(districtId);
  const create = useCreateTask(districtId);
  const update = useUpdateTask(districtId);
  const set = (key: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    if (key === 'title') setTitleError(undefined);
  };

  const userOptions = withCurrent(
    [
      { value: '', label: 'Unassigned' },
      ...(users.data ?? []).map((u) => ({ value: u.id, label: u.name || u.email })),
    ],
    task?.assignedTo,
    task?.assignee,
  );
  const projectOptions = withCurrent(
    [
      { value: '', label: 'No project' },
      ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    ],
    task?.projectId,
    task?.projectName,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.title.trim()) {
      setTitleError(TASK_MESSAGES.titleRequired.description);
      toast({ ...TASK_MESSAGES.titleRequired, variant: 'destructive' });
      document.getElementById('task-title')?.focus();
      return;
    }
    const payload = toPayload(form);
    if (task) update.mutate({ id: task.id, payload }, { onSuccess: onDone });
    else create.mutate({ ...payload, districtId }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader
        title={task ? 'Edit Task' : 'Create Task'}
        description={
          task ? 'Change the details, status or assignee of this task.' : 'Add a task for the district team.'
        }
      />
      <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="task-title" label="Title" required error={titleError} className="sm:col-span-2">
          <Input
            id="task-title"
            value={form.title}
            onChange={set('title')}
            placeholder="e.g. Image the new library laptops"
            aria-invalid={!!titleError}
            aria-describedby={titleError ? 'task-title-error' : undefined}
          />
        </Field>
        <Field id="task-description" label="Description" optional className="sm:col-span-2">
          <Textarea id="task-description" rows={3} value={form.description} onChange={set('description')} />
        </Field>
        <Field id="task-status" label="Status">
          <Select id="task-status" options={STATUS_OPTIONS} value={form.status} onChange={set('status')} />
        </Field>
        <Field id="task-priority" label="Priority">
          <Select
            id="task-priority"
            options={PRIORITY_OPTIONS}
            value={form.priority}
            onChange={set('priority')}
          />
        </Field>
        <Field id="task-category" label="Category">
          <Select
            id="task-category"
            options={CATEGORY_OPTIONS}
            value={form.category}
            onChange={set('category')}
          />
        </Field>
        <Field id="task-dueDate" label="Due date" optional>
          <Input id="task-dueDate" type="date" value={form.dueDate} onChange={set('dueDate')} />
        </Field>
        <Field id="task-assignedTo" label="Assignee" optional>
          <Select
            id="task-assignedTo"
            options={userOptions}
            value={form.assignedTo}
            onChange={set('assignedTo')}
          />
        </Field>
        <Field id="task-projectId" label="Project" optional>
          <Select
            id="task-projectId"
            options={projectOptions}
            value={form.projectId}
            onChange={set('projectId')}
          />
        </Field>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {task ? 'Save Changes' : 'Create Task'}
        </Button>
      </DialogFooter>
    </form>
  );
}
