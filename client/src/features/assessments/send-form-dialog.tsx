import type { Form as NativeForm } from '@domain/forms';
import type { LibraryArea } from '@domain/library';
import { createWorkflowSchema, type WorkflowPayload } from '@domain/workflows';
import { useTranslation } from 'react-i18next';
import { useDistrictUsers } from '@/lib/use-district-users';
import { Checkbox } from '@/ui/checkbox';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { useSites } from './use-sites';
import { useCreateWorkflow } from './use-workflows';

interface Values {
  name: string;
  dueDate: string;
  respondents: string[];
}

/** Respondent keys: "site:<id>" or "user:<id>". */
const toRespondent = (key: string) =>
  key.startsWith('site:') ? { siteId: key.slice(5) } : { userId: key.slice(5) };

/** Send a form: a name, a due date and the respondents (schools, people). */
export function SendFormDialog({
  districtId,
  area,
  form,
  onClose,
  onSent,
}: {
  districtId: string;
  area: LibraryArea;
  form: NativeForm | null;
  onClose: () => void;
  onSent: (workflowId: string) => void;
}) {
  const open = form !== null;
  const sites = useSites(districtId, open);
  const users = useDistrictUsers(districtId, open);
  const create = useCreateWorkflow(districtId, area);
  const people = (users.data ?? []).filter((u) => u.districtId === districtId);
  const { t } = useTranslation('assessments');
  const toPayload = (v: Values): WorkflowPayload => ({
    districtId,
    formId: form?.id ?? '',
    name: v.name,
    dueDate: v.dueDate || null,
    respondents: v.respondents.map(toRespondent),
  });
  return (
    <FormDialog open={open} onOpenChange={(o) => !o && onClose()}>
      {(done) => (
        <Form
          id="send-form"
          schema={createWorkflowSchema}
          defaultValues={
            {
              name: form ? `${form.title} ${new Date().getFullYear()}` : '',
              dueDate: '',
              respondents: [],
            } as Values
          }
          toPayload={toPayload}
          onSubmit={async (payload) => {
            const w = await create.mutateAsync(payload);
            done();
            onSent(w.id);
          }}
        >
          {(f) => {
            const chosen = f.watch('respondents');
            const toggle = (key: string, on: boolean) =>
              f.setValue('respondents', on ? [...chosen, key] : chosen.filter((k) => k !== key), {
                shouldValidate: f.formState.isSubmitted,
              });
            const error = f.formState.errors.respondents?.message;
            const group = (title: string, rows: { key: string; label: string }[]) =>
              rows.length > 0 && (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-medium text-fg">{title}</legend>
                  {rows.map((r) => (
                    <div key={r.key} className="flex items-center gap-2">
                      <Checkbox
                        id={`send-${r.key}`}
                        checked={chosen.includes(r.key)}
                        onCheckedChange={(c) => toggle(r.key, c === true)}
                      />
                      <Label htmlFor={`send-${r.key}`} className="font-normal">
                        {r.label}
                      </Label>
                    </div>
                  ))}
                </fieldset>
              );
            return (
              <>
                <DialogHeader
                  title={t('send.title', { title: form?.title ?? '' })}
                  description={t('send.description')}
                />
                <DialogBody className="flex flex-col gap-4">
                  <FormField name="name" label={t('send.name')} required>
                    <Input maxLength={200} />
                  </FormField>
                  <FormField name="dueDate" label={t('send.dueDate')} optional>
                    <Input type="date" />
                  </FormField>
                  <div className="grid gap-4 sm:grid-cols-2">
                    {group(
                      t('send.sites'),
                      (sites.data ?? []).map((s) => ({ key: `site:${s.id}`, label: s.name })),
                    )}
                    {group(
                      t('send.people'),
                      people.map((u) => ({ key: `user:${u.id}`, label: u.name || u.email })),
                    )}
                  </div>
                  {error && (
                    <p role="alert" className="text-sm text-danger">
                      {error}
                    </p>
                  )}
                </DialogBody>
                <FormDialogActions submit={t('send.submit')} onCancel={done} />
              </>
            );
          }}
        </Form>
      )}
    </FormDialog>
  );
}
