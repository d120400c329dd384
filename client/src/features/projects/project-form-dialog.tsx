import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@domain/priorities';
import {
  type CreateProjectPayload,
  createProjectSchema,
  PROJECT_DEFAULTS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Project,
  type ProjectStatus,
  updateProjectSchema,
} from '@domain/projects';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useCreateProject } from './use-create-project';
import { useUpdateProject } from './use-update-project';

const STATUS_OPTIONS = optionsOf(PROJECT_STATUSES, PROJECT_STATUS_LABELS);
const PRIORITY_OPTIONS = optionsOf(PRIORITIES, PRIORITY_LABELS);

interface Values {
  name: string;
  description: string;
  status: ProjectStatus;
  priority: Priority;
  startDate: string;
  endDate: string;
}

const EMPTY: Values = { name: '', description: '', ...PROJECT_DEFAULTS, startDate: '', endDate: '' };
const fromProject = (p: Project): Values => ({
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

/**
 * Add Project and Edit Project (see docs/product.md#planning): a new project needs a name and
 * both dates, an edit only a name; the end may not come before the start.
 */
export function ProjectFormDialog({ districtId, project, open, onOpenChange }: ProjectFormDialogProps) {
  const create = useCreateProject(districtId);
  const update = useUpdateProject(districtId);
  const { t } = useTranslation('projects');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="project"
          schema={project ? updateProjectSchema : createProjectSchema}
          defaultValues={project ? fromProject(project) : EMPTY}
          toPayload={(values): CreateProjectPayload => ({ ...values, districtId })}
          onSubmit={async (payload) => {
            if (project) await update.mutateAsync({ id: project.id, payload });
            else await create.mutateAsync(payload);
            done();
          }}
        >
          {(form) => (
            <>
              <DialogHeader
                title={project ? t('form.editTitle') : t('form.addTitle')}
                description={project ? t('form.editDescription') : t('form.addDescription')}
              />
              <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField name="name" label={t('form.name')} required className="sm:col-span-2">
                  <Input maxLength={200} placeholder={t('form.namePlaceholder')} />
                </FormField>
                <FormField
                  name="description"
                  label={t('form.description')}
                  optional
                  className="sm:col-span-2"
                >
                  <Textarea rows={3} placeholder={t('form.descriptionPlaceholder')} />
                </FormField>
                <FormField name="status" label={t('form.status')}>
                  <Select options={STATUS_OPTIONS} />
                </FormField>
                <FormField name="priority" label={t('form.priority')}>
                  <Select options={PRIORITY_OPTIONS} />
                </FormField>
                <FormField name="startDate" label={t('form.startDate')} required={!project}>
                  <Input type="date" />
                </FormField>
                <FormField name="endDate" label={t('form.endDate')} required={!project}>
                  <Input type="date" min={form.watch('startDate') || undefined} />
                </FormField>
              </DialogBody>
              <FormDialogActions submit={project ? t('form.save') : t('form.create')} onCancel={done} />
            </>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
