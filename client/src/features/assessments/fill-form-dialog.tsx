import type { Answers, AnswerValue } from '@domain/forms';
import type { LibraryArea } from '@domain/library';
import type { WorkflowDetails } from '@domain/workflows';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth';
import { HttpError } from '@/lib/api';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Select } from '@/ui/select';
import { LoadingState } from '@/ui/spinner';
import { QuestionField } from './question-field';
import { useMyResponse, useSaveResponse } from './use-response';

interface Props {
  districtId: string;
  area: LibraryArea;
  workflow: WorkflowDetails | null;
  onClose: () => void;
}

/** Fill in a workflow's form: as oneself, or for one of its sites; save a draft or submit. */
export function FillFormDialog({ districtId, area, workflow, onClose }: Props) {
  return (
    <Dialog open={workflow !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        {workflow && (
          <FillForm
            key={workflow.id}
            districtId={districtId}
            area={area}
            workflow={workflow}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function FillForm({ districtId, area, workflow: w, onClose }: Props & { workflow: WorkflowDetails }) {
  const me = useCurrentUser();
  const { t } = useTranslation('assessments');
  const mine = w.respondents.some((r) => r.userId === me.id);
  const siteRows = w.respondents.filter((r) => r.siteId);
  const choices = [
    ...(mine ? [{ value: '', label: t('fill.myself') }] : []),
    ...siteRows.map((r) => ({
      value: r.siteId!,
      label: r.status === 'submitted' ? t('fill.submittedSuffix', { label: r.label }) : r.label,
    })),
  ];
  const [siteId, setSiteId] = useState<string>(
    mine ? '' : (siteRows.find((r) => r.status !== 'submitted')?.siteId ?? siteRows[0]?.siteId ?? ''),
  );
  const response = useMyResponse(districtId, area, w.id, siteId || null);
  const save = useSaveResponse(districtId, area, w.id);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setAnswers(response.data?.answers ?? {});
    setErrors({});
  }, [response.data]);
  const submitted = response.data?.status === 'submitted';

  async function send(submit: boolean) {
    try {
      await save.mutateAsync({ answers, submit, ...(siteId ? { siteId } : {}) });
      onClose();
    } catch (err) {
      const issues = err instanceof HttpError ? (err.apiError?.issues ?? []) : [];
      setErrors(Object.fromEntries(issues.map((i) => [i.path.replace(/^answers\./, ''), i.message])));
      const first = issues[0]?.path.replace(/^answers\./, '');
      if (first) document.getElementById(`question-${first}`)?.scrollIntoView({ block: 'center' });
    }
  }

  return (
    <>
      <DialogHeader
        title={w.name}
        description={`${w.formTitle}${w.dueDate ? ` · ${t('fill.due', { date: w.dueDate })}` : ''}`}
      />
      <DialogBody className="flex flex-col gap-2">
        {choices.length > 1 && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="fill-respondent" className="text-[13px] font-medium text-fg">
              {t('fill.answeringFor')}
            </label>
            <Select
              id="fill-respondent"
              options={choices}
              value={siteId}
              onChange={(e) => setSiteId(e.target.value)}
            />
          </div>
        )}
        {response.isPending ? (
          <LoadingState message={t('fill.loading')} />
        ) : (
          <>
            {submitted && (
              <p className="rounded-md bg-tone-green-bg p-3 text-sm text-tone-green-fg">{t('fill.locked')}</p>
            )}
            {w.sections.map((s) => (
              <section
                key={s.id}
                aria-labelledby={`section-${s.id}`}
                className="border-b border-border pb-2 last:border-0"
              >
                <h3
                  id={`section-${s.id}`}
                  className="pt-2 text-sm font-semibold tracking-tight text-brand-soft-fg"
                >
                  {s.title}
                </h3>
                {s.questions.map((q) => (
                  <div key={q.id} id={`question-${q.id}`}>
                    <QuestionField
                      question={q}
                      workflowId={w.id}
                      value={answers[q.id] ?? undefined}
                      error={errors[q.id]}
                      readOnly={submitted}
                      onChange={(v: AnswerValue | null) => setAnswers((a) => ({ ...a, [q.id]: v }))}
                    />
                  </div>
                ))}
              </section>
            ))}
          </>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {submitted ? t('fill.close') : t('fill.cancel')}
        </Button>
        {!submitted && (
          <>
            <Button
              variant="secondary"
              loading={save.isPending && !save.variables?.submit}
              onClick={() => void send(false)}
            >
              {t('fill.saveDraft')}
            </Button>
            <Button loading={save.isPending && save.variables?.submit} onClick={() => void send(true)}>
              {t('fill.submit')}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
