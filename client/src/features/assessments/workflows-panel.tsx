import type { Form } from '@domain/forms';
import { CATEGORY_LABELS, type LibraryArea } from '@domain/library';
import type { WorkflowListItem } from '@domain/workflows';
import { ClipboardCheck, Copy, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { useCopyForm, useForms } from './use-forms';
import { useWorkflows } from './use-workflows';

interface Props {
  districtId: string;
  area: LibraryArea;
  word: string;
  canEdit: boolean;
  onOpen: (w: WorkflowListItem) => void;
  onSend: (form: Form) => void;
}

function Completion({ w }: { w: WorkflowListItem }) {
  const { t } = useTranslation('assessments');
  return (
    <div className="flex min-w-40 items-center gap-2">
      <div
        role="progressbar"
        aria-label={t('workflows.completion', { name: w.name })}
        aria-valuenow={w.completionRate}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${w.completionRate}%` }} />
      </div>
      <span className="text-xs text-muted-fg tabular-nums">
        {w.submitted}/{w.assigned}
      </span>
    </div>
  );
}

/** The workflows sent, then the forms they are sent from (built-in templates and the district's own). */
export function WorkflowsPanel({ districtId, area, word, canEdit, onOpen, onSend }: Props) {
  const workflows = useWorkflows(districtId, area);
  const forms = useForms(districtId, area);
  const copy = useCopyForm(districtId, area);
  const plural = `${word}s`;
  const { t } = useTranslation('assessments');
  return (
    <div className="flex flex-col gap-4">
      <Card className="overflow-hidden">
        <h2 className="border-b border-border px-4 py-3 text-sm font-semibold text-fg capitalize">
          {t('workflows.sent', { plural })}
        </h2>
        {workflows.isPending ? (
          <LoadingState message={t('workflows.loading', { plural })} />
        ) : workflows.isError ? (
          <LoadError title={t('workflows.failed', { plural })} query={workflows} />
        ) : workflows.data.length === 0 ? (
          <EmptyState
            icon={ClipboardCheck}
            title={t('workflows.none', { plural })}
            description={t('workflows.noneHint')}
          />
        ) : (
          <ul className="divide-y divide-border">
            {workflows.data.map((w) => (
              <li key={w.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <button
                    type="button"
                    onClick={() => onOpen(w)}
                    className="cursor-pointer text-left font-medium break-words text-fg hover:underline"
                  >
                    {w.name}
                  </button>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-subtle-fg">
                    <Badge tone={w.status === 'completed' ? 'green' : 'blue'} dot>
                      {w.status === 'completed' ? t('workflows.completed') : t('workflows.active')}
                    </Badge>
                    <Badge>{CATEGORY_LABELS[w.category]}</Badge>
                    <span>
                      {w.formTitle} · {t('workflows.sentOn', { date: formatDate(w.createdAt) })}
                      {w.dueDate && ` · ${t('workflows.due', { date: formatDate(w.dueDate) })}`}
                    </span>
                  </div>
                </div>
                <Completion w={w} />
                <Button
                  size="sm"
                  variant={w.canRespond && w.status !== 'completed' ? 'primary' : 'secondary'}
                  onClick={() => onOpen(w)}
                >
                  {w.canRespond && w.status !== 'completed' ? t('workflows.fill') : t('workflows.results')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className="overflow-hidden">
        <h2 className="border-b border-border px-4 py-3 text-sm font-semibold text-fg">
          {t('workflows.forms')}
        </h2>
        {forms.isPending ? (
          <LoadingState message={t('workflows.formsLoading')} />
        ) : forms.isError ? (
          <LoadError title={t('workflows.formsFailed')} query={forms} />
        ) : (
          <ul className="divide-y divide-border">
            {forms.data.map((f) => (
              <li key={f.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-fg">{f.title}</p>
                  <p className="text-sm text-muted-fg">{f.description}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-subtle-fg">
                    {f.template ? (
                      <Badge tone="brand">{t('workflows.builtIn')}</Badge>
                    ) : (
                      <Badge tone={f.status === 'active' ? 'green' : 'yellow'}>
                        {f.status === 'active' ? t('workflows.active') : t('workflows.draft')}
                      </Badge>
                    )}
                    <Badge>{CATEGORY_LABELS[f.category]}</Badge>
                    <span>
                      {t('workflows.questions', { questions: f.questionCount, sections: f.sections.length })}
                    </span>
                  </div>
                </div>
                {canEdit && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={copy.isPending && copy.variables?.id === f.id}
                      onClick={() => copy.mutate(f)}
                      aria-label={t('workflows.copyName', { title: f.title })}
                    >
                      <Copy /> {t('workflows.copy')}
                    </Button>
                    <Button
                      size="sm"
                      onClick={() => onSend(f)}
                      aria-label={t('workflows.sendName', { title: f.title })}
                      disabled={f.status !== 'active'}
                    >
                      <Send /> {t('workflows.send')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
