import { assessmentsApi } from '@domain/api/assessments';
import { urlOf } from '@domain/api/endpoint';
import { SEVERITY_LABELS, type Severity } from '@domain/forms';
import type { LibraryArea } from '@domain/library';
import { RESPONSE_STATUS_LABELS, type ResponseStatus, type WorkflowDetails } from '@domain/workflows';
import { FileDown, FileSpreadsheet, FileText, ListTodo, PencilLine, Ticket } from 'lucide-react';
import { useAccess } from '@/features/auth';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { i18n } from '@/lib/i18n';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { failureToast } from '@/ui/failure-toast';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import type { Tone } from '@/ui/tone';
import { useFindingWork } from './use-finding-work';

/** "Lincoln Elementary" or "Lincoln Elementary, Roosevelt Middle and 12 more". */
function whoAnswered(f: { count: number; respondents: string[] }): string {
  const shown = f.respondents.slice(0, 3);
  const more = f.count - shown.length;
  return more > 0
    ? i18n.t('assessments:results.whoMore', { names: shown.join(', '), more })
    : shown.join(', ');
}

import { useTranslation } from 'react-i18next';
import { useWorkflow } from './use-workflows';

export const SEVERITY_TONES: Record<Severity, Tone> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};
const RESPONSE_TONES: Record<ResponseStatus, Tone> = {
  assigned: 'gray',
  draft: 'yellow',
  submitted: 'green',
};
const pct = (v: number | null) => (v === null ? '—' : `${v}%`);

const trackingUrl = (id: string, format: 'csv' | 'xlsx') =>
  urlOf(assessmentsApi.tracking, { params: { id }, query: { format } });

async function download(url: string, name: string) {
  try {
    const { blob } = await downloadFile(url);
    saveFile(blob, name);
  } catch (err) {
    failureToast(i18n.t('assessments:results.downloadFailed'), err);
  }
}

/** A workflow's results: completion, scores beside the previous run, findings that become work, respondents. */
export function WorkflowDialog({
  districtId,
  area,
  workflowId,
  onClose,
  onFill,
}: {
  districtId: string;
  area: LibraryArea;
  workflowId: string | null;
  onClose: () => void;
  onFill: (w: WorkflowDetails) => void;
}) {
  const query = useWorkflow(districtId, area, workflowId);
  const work = useFindingWork(districtId, area);
  const canWrite = useAccess(area === 'toolkit' ? 'toolkit' : 'assessments', 'write').ok;
  const w = query.data;
  const { t } = useTranslation('assessments');
  const prevScore = (id: string) => w?.previous?.scores.sections.find((s) => s.id === id)?.score ?? null;
  const fileBase = w?.name.replace(/[^A-Za-z0-9]+/g, '-') ?? 'workflow';

  return (
    <Dialog open={workflowId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="xl">
        {!w ? (
          <>
            <DialogHeader title={t('results.title')} />
            <DialogBody>
              {query.isError ? (
                <LoadError title={t('results.failed')} query={query} />
              ) : (
                <LoadingState message={t('results.loading')} />
              )}
            </DialogBody>
          </>
        ) : (
          <>
            <DialogHeader
              title={w.name}
              description={`${t('results.description', {
                form: w.formTitle,
                submitted: w.submitted,
                assigned: w.assigned,
                rate: w.completionRate,
              })}${w.dueDate ? ` · ${t('results.due', { date: w.dueDate })}` : ''}`}
            />
            <DialogBody className="flex flex-col gap-6">
              <section aria-labelledby="wf-scores">
                <h3 id="wf-scores" className="mb-2 text-sm font-semibold text-fg">
                  {t('results.scores')}
                </h3>
                <div className="overflow-x-auto">
                  <table className="w-full text-sm">
                    <thead>
                      <tr className="border-b border-border text-left text-xs text-muted-fg">
                        <th className="py-1.5 pr-3 font-medium">{t('results.section')}</th>
                        <th className="py-1.5 pr-3 text-right font-medium">{t('results.score')}</th>
                        {w.previous && (
                          <th className="py-1.5 text-right font-medium">
                            {t('results.previous', { name: w.previous.name })}
                          </th>
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      {w.scores.sections.map((s) => (
                        <tr key={s.id} className="border-b border-border">
                          <td className="py-1.5 pr-3">{s.title}</td>
                          <td className="py-1.5 pr-3 text-right tabular-nums">{pct(s.score)}</td>
                          {w.previous && (
                            <td className="py-1.5 text-right tabular-nums text-muted-fg">
                              {pct(prevScore(s.id))}
                            </td>
                          )}
                        </tr>
                      ))}
                      <tr className="font-semibold">
                        <td className="py-1.5 pr-3">{t('results.overall')}</td>
                        <td className="py-1.5 pr-3 text-right tabular-nums">{pct(w.scores.overall)}</td>
                        {w.previous && (
                          <td className="py-1.5 text-right tabular-nums text-muted-fg">
                            {pct(w.previous.scores.overall)}
                          </td>
                        )}
                      </tr>
                    </tbody>
                  </table>
                </div>
              </section>

              <section aria-labelledby="wf-findings">
                <h3 id="wf-findings" className="mb-2 text-sm font-semibold text-fg">
                  {t('results.findings', { n: w.findings.length })}
                </h3>
                {w.findings.length === 0 ? (
                  <p className="text-sm text-muted-fg">{t('results.noFindings')}</p>
                ) : (
                  <ul className="divide-y divide-border rounded-md border border-border">
                    {w.findings.map((f) => (
                      <li key={f.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                        <div className="min-w-0 flex-1">
                          <div className="flex flex-wrap items-center gap-2">
                            <Badge tone={SEVERITY_TONES[f.severity]} dot>
                              {SEVERITY_LABELS[f.severity]}
                            </Badge>
                            <span className="font-medium break-words text-fg">{f.title}</span>
                          </div>
                          <p className="mt-1 text-xs text-muted-fg">
                            {f.sectionTitle} · {whoAnswered(f)} ·{' '}
                            {t('results.answered', { answers: f.answers.join(t('results.or')) })}
                          </p>
                        </div>
                        {f.ticketId || f.taskId ? (
                          <Badge tone="blue">
                            {f.ticketNumber
                              ? t('results.ticket', { number: f.ticketNumber })
                              : t('results.taskCreated')}
                          </Badge>
                        ) : (
                          canWrite && (
                            <div className="flex gap-2">
                              <Button
                                size="sm"
                                variant="secondary"
                                loading={
                                  work.isPending &&
                                  work.variables?.id === f.id &&
                                  work.variables.kind === 'ticket'
                                }
                                onClick={() => work.mutate({ id: f.id, kind: 'ticket' })}
                              >
                                <Ticket /> {t('results.createTicket')}
                              </Button>
                              <Button
                                size="sm"
                                variant="secondary"
                                loading={
                                  work.isPending &&
                                  work.variables?.id === f.id &&
                                  work.variables.kind === 'task'
                                }
                                onClick={() => work.mutate({ id: f.id, kind: 'task' })}
                              >
                                <ListTodo /> {t('results.createTask')}
                              </Button>
                            </div>
                          )
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section aria-labelledby="wf-respondents">
                <h3 id="wf-respondents" className="mb-2 text-sm font-semibold text-fg">
                  {t('results.respondents')}
                </h3>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {w.respondents.map((r) => (
                    <li
                      key={r.responseId}
                      className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm"
                    >
                      <span className="min-w-0 truncate">{r.label}</span>
                      <Badge tone={RESPONSE_TONES[r.status]} dot>
                        {RESPONSE_STATUS_LABELS[r.status]}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </section>
            </DialogBody>
            <DialogFooter className="sm:flex-wrap">
              <Button
                variant="secondary"
                onClick={() => void download(trackingUrl(w.id, 'csv'), `${fileBase}.csv`)}
              >
                <FileText /> {t('results.csv')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void download(trackingUrl(w.id, 'xlsx'), `${fileBase}.xlsx`)}
              >
                <FileSpreadsheet /> {t('results.excel')}
              </Button>
              <Button variant="secondary" asChild>
                <a
                  href={urlOf(assessmentsApi.reportPdf, { params: { id: w.id } })}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <FileDown /> {t('results.reportPdf')}
                </a>
              </Button>
              {w.canRespond && canWrite && (
                <Button onClick={() => onFill(w)}>
                  <PencilLine /> {t('results.fillIn')}
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
