import { PRIORITIES, type Priority } from '@domain/priorities';
import {
  createProjectSchema,
  PROJECT_DEFAULTS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Project,
  type ProjectStatus,
  updateProjectSchema,
} from '@domain/projects';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useCreateProject } from './use-create-project';
import { useUpdateProject } from './use-update-project';

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));
const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }));

interface Form {
  name: string;
  description: string;
  status: ProjectStatus;
  priority: Priority;
  startDate: string;
  endDate: string;
}
type Errors = Partial<Record<keyof Form, string>>;

const EMPTY: Form = { name: '', description: '', ...PROJECT_DEFAULTS, startDate: '', endDate: '' };
const fromProject = (p: Project): Form => ({
  name: p.name,
  description: p.description,
  status: p.status,
  priority: p.priority,
  startDate: p.startDate,
  endDate: p.endDate,
});

interface ProjectFormDialogProps {
  districtId: string;
  /** The project to edit; none to add one. */
  project?: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add Project and Edit Project (spec 2.8, 5): the domain schemas check the form. */
export function ProjectFormDialog({ districtId, project, open, onOpenChange }: ProjectFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <ProjectForm key={project?.id ?? 'new'} districtId={districtId} project={project} onDone={done} />
      )}
    </FormDialog>
  );
}

function ProjectForm({
  districtId,
  project,
  onDone,
}: {
  districtId: string;
  project?: Project;
  onDone: () => void;
}) {
  const [form, setForm] = useState<Form>(project ? fromProject(project) : EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateProject(districtId);
  const update = useUpdateProject(districtId);
  const pending = create.isPending || update.isPending;
  const set = (key: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = { ...form, districtId };
    const parsed = (project ? updateProjectSchema : createProjectSchema).safeParse(payload);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Form;
        found[key] ??= issue.message;
      }
      setErrors(found);
      document.getElementById(`project-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (project) update.mutate({ id: project.id, payload }, { onSuccess: onDone });
    else create.mutate(payload, { onSuccess: onDone });
  }

  const describedBy = (key: keyof Form) => (errors[key] ? `project-${key}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader
        title={project ? 'Edit Project' : 'Add Project'}
        description={
          project ? 'Change the plan, status or dates of this project.' : 'Plan a new technology project.'
        }
      />
      <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="project-name" label="Project name" required error={errors.name} className="sm:col-span-2">
          <Input
            id="project-name"
            value={form.name}
            onChange={set('name')}
            aria-invalid={!!errors.name}
            aria-describedby={describedBy('name')}
            placeholder="e.g. Chromebook 1:1 Refresh"
          />
        </Field>
        <Field id="project-description" label="Description" optional className="sm:col-span-2">
          <Textarea
            id="project-description"
            rows={3}
            value={form.description}
            onChange={set('description')}
            placeholder="What the project delivers and for whom"
          />
        </Field>
        <Field id="project-status" label="Status">
          <Select id="project-status" options={STATUS_OPTIONS} value={form.status} onChange={set('status')} />
        </Field>
        <Field id="project-priority" label="Priority">
          <Select
            id="project-priority"
            options={PRIORITY_OPTIONS}
            value={form.priority}
            onChange={set('priority')}
          />
        </Field>
        <Field id="project-startDate" label="Start date" required={!project} error={errors.startDate}>
          <Input
            id="project-startDate"
            type="date"
            value={form.startDate}
            onChange={set('startDate')}
            aria-invalid={!!errors.startDate}
            aria-describedby={describedBy('startDate')}
          />
        </Field>
        <Field id="project-endDate" label="End date" required={!project} error={errors.endDate}>
          <Input
            id="project-endDate"
            type="date"
            min={form.startDate || undefined}
            value={form.endDate}
            onChange={set('endDate')}
            aria-invalid={!!errors.endDate}
            aria-describedby={describedBy('endDate')}
          />
        </Field>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {project ? 'Save Changes' : 'Create Project'}
        </Button>
      </DialogFooter>
    </form>
  );
}
