import { assessmentsApi } from '@domain/api/assessments';
import type { Form } from '@domain/forms';
import type { Visit } from '@domain/visits';
import type { WorkflowDetails } from '@domain/workflows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { api } from '@/lib/api';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@/ui/dialog';
import { failureToast } from '@/ui/failure-toast';
import { LoadingState } from '@/ui/spinner';
import { libraryKeys } from './assessment-keys';
import { FillFormDialog } from './fill-form-dialog';
import { useForms } from './use-forms';
import { fetchWorkflow, useCreateWorkflow } from './use-workflows';

/**
 * Checklist on a visit (My visits): the toolkit's checklists filled for this visit, kept with it;
 * start one from a toolkit form or go on with one begun (see docs/product.md#onsite-tech-toolkit).
 */
export function VisitChecklistButton({ visit }: { visit: Visit }) {
  const canWrite = useAccess('toolkit', 'write').ok;
  const { t } = useTranslation('assessments');
  const [open, setOpen] = useState(false);
  const [filling, setFilling] = useState<WorkflowDetails | null>(null);
  if (!canWrite) return null;
  return (
    <>
      <Button variant="secondary" size="lg" className="h-12" onClick={() => setOpen(true)}>
        <ClipboardCheck /> {t('visit.checklist')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent width="md">
          <DialogHeader
            title={t('visit.title', { site: visit.siteName })}
            description={`${visit.ticketNumber}: ${visit.ticketTitle}`}
          />
          <DialogBody>
            {open && (
              <ChecklistChoice
                visit={visit}
                onFill={(w) => {
                  setOpen(false);
                  setFilling(w);
                }}
              />
            )}
          </DialogBody>
        </DialogContent>
      </Dialog>
      <FillFormDialog
        districtId={visit.districtId}
        area="toolkit"
        workflow={filling}
        onClose={() => setFilling(null)}
      />
    </>
  );
}

function ChecklistChoice({ visit, onFill }: { visit: Visit; onFill: (w: WorkflowDetails) => void }) {
  const districtId = visit.districtId;
  const queryClient = useQueryClient();
  const { t } = useTranslation('assessments');
  const forms = useForms(districtId, 'toolkit');
  const started = useQuery({
    queryKey: [...libraryKeys.workflows(districtId, 'toolkit'), 'visit', visit.id],
    queryFn: () =>
      api(assessmentsApi.workflows, { query: { districtId, area: 'toolkit', visitId: visit.id } }),
  });
  const create = useCreateWorkflow(districtId, 'toolkit');
  const open = async (id: string) => {
    try {
      onFill(
        await queryClient.fetchQuery({
          queryKey: libraryKeys.workflow(districtId, 'toolkit', id),
          queryFn: () => fetchWorkflow(districtId, id),
        }),
      );
    } catch (err) {
      failureToast(t('visit.openFailed'), err);
    }
  };
  const start = async (form: Form) => {
    const w = await create.mutateAsync({
      districtId,
      formId: form.id,
      name: `${form.title} · ${visit.siteName}`,
      respondents: [{ userId: visit.technicianId }],
      visitId: visit.id,
    });
    onFill(w);
  };
  if (forms.isPending || started.isPending) return <LoadingState message={t('visit.loading')} />;
  return (
    <div className="flex flex-col gap-4 pb-2">
      {(started.data ?? []).length > 0 && (
        <section aria-labelledby="visit-started" className="flex flex-col gap-2">
          <h3 id="visit-started" className="text-sm font-semibold text-fg">
            {t('visit.started')}
          </h3>
          {started.data!.map((w) => (
            <Button
              key={w.id}
              variant="secondary"
              className="h-auto justify-between py-2"
              onClick={() => void open(w.id)}
            >
              <span className="truncate">{w.formTitle}</span>
              <Badge tone={w.status === 'completed' ? 'green' : 'yellow'}>
                {w.status === 'completed' ? t('visit.submitted') : t('visit.toFinish')}
              </Badge>
            </Button>
          ))}
        </section>
      )}
      <section aria-labelledby="visit-forms" className="flex flex-col gap-2">
        <h3 id="visit-forms" className="text-sm font-semibold text-fg">
          {t('visit.start')}
        </h3>
        {(forms.data ?? [])
          .filter((f) => f.status === 'active')
          .map((f) => (
            <Button
              key={f.id}
              variant="secondary"
              className="justify-start"
              loading={create.isPending && create.variables?.formId === f.id}
              onClick={() => void start(f).catch(() => {})}
            >
              {f.title}
            </Button>
          ))}
      </section>
    </div>
  );
}
