import type { Form } from '@domain/forms';
import { CATEGORY_LABELS, type LibraryArea } from '@domain/library';
import type { WorkflowListItem } from '@domain/workflows';
import { ClipboardCheck, Copy, Send } from 'lucide-react';
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
  return (
    <div className="flex min-w-40 items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Completion of ${w.name}`}
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
  return (
    <div className="flex flex-col gap-4">
      <Card className="overflow-hidden">
        <h2 className="border-b border-border px-4 py-3 text-sm font-semibold text-fg capitalize">
          Sent {plural}
        </h2>
        {workflows.isPending ? (
          <LoadingState message={`Loading ${plural}...`} />
        ) : workflows.isError ? (
          <LoadError title={`The ${plural} could not be loaded.`} query={workflows} />
        ) : workflows.data.length === 0 ? (
          <EmptyState
            icon={ClipboardCheck}
            title={`No ${plural} sent yet`}
            description={`Send a form below to schools or people; their answers, scores and findings appear here.`}
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
                      {w.status === 'completed' ? 'Completed' : 'Active'}
                    </Badge>
                    <Badge>{CATEGORY_LABELS[w.category]}</Badge>
                    <span>
                      {w.formTitle} · sent {formatDate(w.createdAt)}
                      {w.dueDate && ` · due ${formatDate(w.dueDate)}`}
                    </span>
                  </div>
                </div>
                <Completion w={w} />
                <Button
                  size="sm"
                  variant={w.canRespond && w.status !== 'completed' ? 'primary' : 'secondary'}
                  onClick={() => onOpen(w)}
                >
                  {w.canRespond && w.status !== 'completed' ? 'Open & Fill In' : 'View Results'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className="overflow-hidden">
        <h2 className="border-b border-border px-4 py-3 text-sm font-semibold text-fg">
          Forms and templates
        </h2>
        {forms.isPending ? (
          <LoadingState message="Loading forms..." />
        ) : forms.isError ? (
          <LoadError title="The forms could not be loaded." query={forms} />
        ) : (
          <ul className="divide-y divide-border">
            {forms.data.map((f) => (
              <li key={f.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-fg">{f.title}</p>
                  <p className="text-sm text-muted-fg">{f.description}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-subtle-fg">
                    {f.template ? (
                      <Badge tone="brand">Built-in</Badge>
                    ) : (
                      <Badge tone={f.status === 'active' ? 'green' : 'yellow'}>
                        {f.status === 'active' ? 'Active' : 'Draft'}
                      </Badge>
                    )}
                    <Badge>{CATEGORY_LABELS[f.category]}</Badge>
                    <span>
                      {f.questionCount} questions in {f.sections.length} sections
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
                      aria-label={`Copy ${f.title}`}
                    >
                      <Copy /> Copy
                    </Button>
                    <Button
                      size="sm"
                      onClick={() => onSend(f)}
                      aria-label={`Send ${f.title}`}
                      disabled={f.status !== 'active'}
                    >
                      <Send /> Send
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
