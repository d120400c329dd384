import { CANNED_LIMITS, CANNED_MESSAGES, type CannedResponse } from '@domain/canned-responses';
import { TICKET_CATEGORY_LABELS } from '@domain/tickets';
import { MessageSquareText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { i18n } from '@/lib/i18n';
import { useListFilter } from '@/lib/use-list-filter';
import { useWorkingDistrict } from '@/lib/working-district';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { AreaLocked } from '@/ui/area-locked';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { FilterBar, type FilterControl } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { RowOpener } from '@/ui/row-opener';
import { CannedResponseFormDialog } from './canned-response-form-dialog';
import { CannedResponseViewDialog } from './canned-response-view-dialog';
import { TicketPreviewCard } from './ticket-preview-card';
import { useCannedResponses } from './use-canned-responses';
import { useDeleteCannedResponse } from './use-delete-canned-response';

type Filter = { search: string; scope: string };
const NO_FILTER: Filter = { search: '', scope: 'all' };
const SCOPE_FILTER = [
  { value: 'all', label: i18n.t('cannedResponses:page.scope.all') },
  { value: 'district', label: i18n.t('cannedResponses:page.scope.district') },
  { value: 'provider', label: i18n.t('cannedResponses:page.scope.provider') },
];

type Editing = { mode: 'add' } | { mode: 'edit'; response: CannedResponse } | null;

/** A body on one line (its tooltip), and its first words (the list's). */
const oneLine = (body: string) => body.replace(/\s+/g, ' ');
const snippet = (body: string) => oneLine(body).slice(0, 220);

function KeptBy({ response }: { response: CannedResponse }) {
  const { t } = useTranslation('cannedResponses');
  return response.scope === 'provider' ? (
    <Badge tone="purple" title={t('page.keptBy.providerTitle')}>
      {t('page.keptBy.provider')}
    </Badge>
  ) : (
    <Badge tone="gray">{t('page.keptBy.district')}</Badge>
  );
}

function Labels({ response }: { response: CannedResponse }) {
  if (!response.category && response.tags.length === 0) return null;
  return (
    <span className="flex flex-wrap items-center gap-1">
      {response.category && <Badge tone="blue">{TICKET_CATEGORY_LABELS[response.category]}</Badge>}
      {response.tags.map((tag) => (
        <Badge key={tag}>{tag}</Badge>
      ))}
    </span>
  );
}

/**
 * After a dialog closes, focus goes back to what opened it (ui/dialog-focus.ts). When that is gone
 * (the deleted row's button, the empty list's Add button), the list's search box takes it instead
 * of the page's body. Runs after the dialog's own effects, so it sees the dialog already closing.
 */
function useFocusAfterDialogs(): () => void {
  const [closed, setClosed] = useState(0);
  useEffect(() => {
    if (closed === 0) return;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      !active.isConnected ||
      active.closest('[role="dialog"], [role="alertdialog"]') !== null;
    if (lost) document.querySelector<HTMLInputElement>('search input')?.focus();
  }, [closed]);
  return () => setClosed((n) => n + 1);
}

/**
 * /canned-responses (see docs/product.md#canned-responses): the replies a desk inserts into tickets,
 * the district's own and Five Star's for every district. Its administrators keep the district's;
 * Five Star keeps its own (no district open) and any district's; technicians read them and try them
 * on a ticket in the preview.
 */
export function CannedResponsesPage() {
  const user = useCurrentUser();
  const access = useAccess('tickets', 'write');
  const scope = useWorkingDistrict();
  const fiveStar = user.accountRole === 'provider_admin';
  const { districtId } = scope;
  const { t } = useTranslation('cannedResponses');
  const header = (actions?: React.ReactNode) => (
    <PageHeader
      title={t('page.title')}
      description={
        districtId
          ? t('page.descriptionDistrict', { district: scope.districtName ?? t('page.theDistrict') })
          : t('page.descriptionProvider')
      }
      actions={actions}
    />
  );
  if (!access.ok)
    return (
      <>
        {header()}
        <AreaLocked what={t('page.lockedWhat')} plural verdict={access} serviceLevel={user.serviceLevel} />
      </>
    );
  return <CannedResponsesView header={header} districtId={districtId} fiveStar={fiveStar} />;
}

function CannedResponsesView({
  header,
  districtId,
  fiveStar,
}: {
  header: (actions?: React.ReactNode) => React.ReactNode;
  districtId: string | null;
  fiveStar: boolean;
}) {
  const keeps = useAccess('tickets', 'admin').ok;
  const { t } = useTranslation('cannedResponses');
  const filter = useListFilter(NO_FILTER, {
    debounced: ['search'],
    allowed: { scope: SCOPE_FILTER.map((o) => o.value) },
  });
  const list = useCannedResponses(districtId, filter.applied.search);
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<CannedResponse | null>(null);
  const [deleting, setDeleting] = useState<CannedResponse | null>(null);
  const remove = useDeleteCannedResponse();
  const refocus = useFocusAfterDialogs();

  const all = list.data ?? [];
  const rows = filter.value.scope === 'all' ? all : all.filter((r) => r.scope === filter.value.scope);
  const open = (r: CannedResponse) => (r.canEdit ? setEditing({ mode: 'edit', response: r }) : setViewing(r));
  const canAdd = keeps && (districtId !== null || fiveStar);

  const addButton = canAdd && (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus aria-hidden />
      {t('page.add')}
    </Button>
  );

  const actions = (r: CannedResponse) =>
    r.canEdit && (
      <div className="flex justify-end gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('page.edit', { title: r.title })}
          title={t('page.editTitle')}
          onClick={() => setEditing({ mode: 'edit', response: r })}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('page.delete', { title: r.title })}
          title={t('page.deleteTitle')}
          onClick={() => setDeleting(r)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    );

  const columns: DataColumn<CannedResponse>[] = [
    {
      header: t('page.columns.response'),
      className: 'w-[52%] max-w-0',
      cell: (r) => (
        <>
          <RowOpener name={r.title} onOpen={() => open(r)} className="w-full text-fg" />
          <p className="mt-0.5 line-clamp-2 text-xs text-muted-fg" title={oneLine(r.body)}>
            {snippet(r.body)}
          </p>
        </>
      ),
    },
    { header: t('page.columns.labels'), cell: (r) => <Labels response={r} /> },
    { header: t('page.columns.keptBy'), className: 'w-28', cell: (r) => <KeptBy response={r} /> },
    { header: t('page.columns.actions'), hideHeader: true, className: 'w-24 text-right', cell: actions },
  ];

  const card = (r: CannedResponse) => (
    <div className="flex flex-col gap-1.5">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <RowOpener name={r.title} onOpen={() => open(r)} className="min-w-0 flex-1 text-sm text-fg" />
        <KeptBy response={r} />
      </div>
      <p className="line-clamp-3 text-xs text-muted-fg" title={oneLine(r.body)}>
        {snippet(r.body)}
      </p>
      <div className="flex items-center justify-between gap-2">
        <Labels response={r} />
        <span className="ml-auto">{actions(r)}</span>
      </div>
    </div>
  );

  const controls: FilterControl<Filter>[] = [
    {
      kind: 'search',
      key: 'search',
      label: t('page.search'),
      placeholder: t('page.searchPlaceholder'),
    },
    ...(districtId
      ? [
          {
            kind: 'select' as const,
            key: 'scope' as const,
            label: t('page.scopeFilter'),
            options: SCOPE_FILTER,
          },
        ]
      : []),
  ];

  return (
    <>
      {header(addButton)}
      <div className="flex flex-col gap-6">
        <div>
          <FilterBar filter={filter} controls={controls} />
          <Card className="overflow-hidden">
            <DataList
              query={list}
              rows={rows}
              rowKey={(r) => r.id}
              columns={columns}
              card={card}
              label={t('page.label')}
              loading={t('page.loading')}
              failed={CANNED_MESSAGES.loadFailed}
              empty={{
                icon: MessageSquareText,
                title: CANNED_MESSAGES.empty,
                description: t('page.emptyDescription'),
                action: addButton,
              }}
              noMatch={{
                title: CANNED_MESSAGES.noMatch,
                description: t('page.noMatchDescription'),
              }}
              filtered={filter.filtered}
              footer={
                <p aria-live="polite" className="border-t border-border px-4 py-2.5 text-xs text-muted-fg">
                  {t('page.count', { count: rows.length })}
                  {all.length === CANNED_LIMITS.list
                    ? t('page.firstOnly', { limit: CANNED_LIMITS.list })
                    : ''}
                </p>
              }
            />
          </Card>
        </div>
        {districtId ? (
          <TicketPreviewCard districtId={districtId} />
        ) : (
          <p className="text-sm text-muted-fg">{t('page.choosePreview')}</p>
        )}
      </div>

      <CannedResponseFormDialog
        key={editing?.mode === 'edit' ? editing.response.id : 'new'}
        response={editing?.mode === 'edit' ? editing.response : undefined}
        districtId={districtId}
        canChooseScope={fiveStar && districtId !== null}
        open={editing !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setEditing(null);
          refocus();
        }}
      />
      <CannedResponseViewDialog response={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t('page.deleteConfirm.title')}
        description={t(
          deleting?.scope === 'provider' ? 'page.deleteConfirm.provider' : 'page.deleteConfirm.district',
          { title: deleting?.title ?? '' },
        )}
        confirmLabel={t('page.deleteConfirm.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              refocus();
            },
          })
        }
      />
    </>
  );
}
