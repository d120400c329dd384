import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@domain/priorities';
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
  taskPayloadSchema,
} from '@domain/tasks';
import { useTranslation } from 'react-i18next';
import { useProjects } from '@/features/projects';
import { i18n } from '@/lib/i18n';
import { useDistrictUsers } from '@/lib/use-district-users';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select, type SelectOption } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { CATEGORY_LABELS } from './task-badges';
import { useCreateTask } from './use-create-task';
import { useUpdateTask } from './use-update-task';

const STATUS_OPTIONS = optionsOf(TASK_STATUSES, TASK_STATUS_LABELS);
const PRIORITY_OPTIONS = optionsOf(PRIORITIES, PRIORITY_LABELS);
const CATEGORY_OPTIONS = optionsOf(TASK_CATEGORIES, CATEGORY_LABELS);

interface Values {
  title: string;
  description: string;
  status: TaskStatus;
  priority: Priority;
  category: TaskCategory;
  assignedTo: string;
  dueDate: string;
  projectId: string;
}

const EMPTY: Values = {
  title: '',
  description: '',
  ...TASK_DEFAULTS,
  assignedTo: '',
  dueDate: '',
  projectId: '',
};
const fromTask = (t: Task): Values => ({
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
  return [...options, { value, label: label ?? i18n.t('tasks:form.currentChoice') }];
}

/** The title is checked after trimming; an empty assignee, due date or project is left out. */
function toPayload(values: Values): TaskPayload {
  const payload: TaskPayload = {
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status,
    priority: values.priority,
    category: values.category,
  };
  if (values.assignedTo) payload.assignedTo = values.assignedTo;
  if (values.dueDate) payload.dueDate = values.dueDate;
  if (values.projectId) payload.projectId = values.projectId;
  return payload;
}

interface TaskFormDialogProps {
  districtId: string;
  /** The task to edit; none to create one. */
  task?: Task;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create Task and Edit Task (see docs/product.md#tasks). */
export function TaskFormDialog({ districtId, task, open, onOpenChange }: TaskFormDialogProps) {
  const users = useDistrictUsers(districtId, open);
  const projects = useProjects(open ? districtId : null);
  const create = useCreateTask(districtId);
  const update = useUpdateTask(districtId);
  const { t } = useTranslation('tasks');

  const userOptions = withCurrent(
    [
      { value: '', label: t('form.unassigned') },
      ...(users.data ?? []).map((u) => ({ value: u.id, label: u.name || u.email })),
    ],
    task?.assignedTo,
    task?.assignee,
  );
  const projectOptions = withCurrent(
    [
      { value: '', label: t('form.noProject') },
      ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    ],
    task?.projectId,
    task?.projectName,
  );

  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="task"
          schema={taskPayloadSchema}
          defaultValues={task ? fromTask(task) : EMPTY}
          toPayload={toPayload}
          invalidToast={TASK_MESSAGES.titleRequired}
          onSubmit={async (payload) => {
            if (task) await update.mutateAsync({ id: task.id, payload });
            else await create.mutateAsync({ ...payload, districtId });
            done();
          }}
        >
          <DialogHeader
            title={task ? t('form.editTitle') : t('form.addTitle')}
            description={task ? t('form.editDescription') : t('form.addDescription')}
          />
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField name="title" label={t('form.title')} required className="sm:col-span-2">
              <Input maxLength={200} placeholder={t('form.titlePlaceholder')} />
            </FormField>
            <FormField name="description" label={t('form.description')} optional className="sm:col-span-2">
              <Textarea rows={3} />
            </FormField>
            <FormField name="status" label={t('form.status')}>
              <Select options={STATUS_OPTIONS} />
            </FormField>
            <FormField name="priority" label={t('form.priority')}>
              <Select options={PRIORITY_OPTIONS} />
            </FormField>
            <FormField name="category" label={t('form.category')}>
              <Select options={CATEGORY_OPTIONS} />
            </FormField>
            <FormField name="dueDate" label={t('form.dueDate')} optional>
              <Input type="date" />
            </FormField>
            <FormField name="assignedTo" label={t('form.assignee')} optional>
              <Select options={userOptions} />
            </FormField>
            <FormField name="projectId" label={t('form.project')} optional>
              <Select options={projectOptions} />
            </FormField>
          </DialogBody>
          <FormDialogActions submit={task ? t('form.save') : t('form.create')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
