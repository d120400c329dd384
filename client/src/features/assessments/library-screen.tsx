import type { Form } from '@domain/forms';
import {
  AREA_CATEGORIES,
  CATEGORY_LABELS,
  LIBRARY_STATUS_LABELS,
  LIBRARY_STATUSES,
  type LibraryArea,
  type LibraryCategory,
  type LibraryItem,
  type LibraryKind,
  type LibraryStatus,
  matchesSearch,
} from '@domain/library';
import { CREATE_URLS } from '@domain/library-urls';
import type { WorkflowDetails } from '@domain/workflows';
import { ExternalLink, FolderOpen, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useWorkingDistrict } from '@/lib/working-district';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { AreaLocked } from '@/ui/area-locked';
import { Breadcrumb } from '@/ui/breadcrumb';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { EmptyState } from '@/ui/empty-state';
import { FilterSelect } from '@/ui/filter-select';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { SearchInput } from '@/ui/search-input';
import { optionsOf, withAll } from '@/ui/select';
import { LoadingState } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { AREAS, type AreaConfig, type LibraryTab } from './area-config';
import { EmbedDialog } from './embed-dialog';
import { FillFormDialog } from './fill-form-dialog';
import { LibraryCards } from './library-cards';
import { LibraryItemDialog } from './library-item-dialog';
import { LibraryList } from './library-list';
import { SendFormDialog } from './send-form-dialog';
import { useLibraryItems, useLibrarySummary } from './use-library';
import { useDeleteLibraryItem } from './use-save-library-item';
import { useWorkflowsLive } from './use-workflows-live';
import { WorkflowDialog } from './workflow-dialog';
import { WorkflowsPanel } from './workflows-panel';

/**
 * /tech-assessment and /onsite-tech-toolkit (see docs/product.md#technology-assessment): one
 * screen of the forms engine, for either area.
 */
export function LibraryScreen({ area }: { area: LibraryArea }) {
  const config = AREAS[area];
  const user = useCurrentUser();
  const access = useAccess(config.access);
  const { districtId } = useWorkingDistrict();
  if (access.ok && districtId)
    return <LibraryView key={districtId} districtId={districtId} config={config} />;
  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb page={config.crumb} />}
        title={config.title}
        description={config.description}
      />
      {!access.ok ? (
        <AreaLocked what={config.title} verdict={access} serviceLevel={user.serviceLevel} />
      ) : (
        <ChooseDistrictCard what={config.title} />
      )}
    </>
  );
}

interface Filters {
  q: string;
  category: LibraryCategory | 'all';
  status: LibraryStatus | 'all';
}
const NO_FILTER: Filters = { q: '', category: 'all', status: 'all' };

function LibraryView({ districtId, config }: { districtId: string; config: AreaConfig }) {
  const { area } = config;
  const canEdit = useAccess(config.access, 'write').ok;
  const { t } = useTranslation('assessments');
  const items = useLibraryItems(districtId, area);
  const summary = useLibrarySummary(districtId, area);
  const remove = useDeleteLibraryItem(districtId, area);
  useWorkflowsLive(districtId, area);
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [editing, setEditing] = useState<{ open: boolean; item: LibraryItem | null; kind: LibraryKind }>({
    open: false,
    item: null,
    kind: 'form',
  });
  const [embedded, setEmbedded] = useState<LibraryItem | null>(null);
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);
  const [sending, setSending] = useState<Form | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [filling, setFilling] = useState<WorkflowDetails | null>(null);

  const shown = (tab: LibraryTab) =>
    (items.data ?? []).filter(
      (i) =>
        tab.kinds?.includes(i.kind) &&
        (filters.category === 'all' || i.category === filters.category) &&
        (filters.status === 'all' || i.status === filters.status) &&
        matchesSearch(i, filters.q),
    );
  const filtered = filters.q.trim() !== '' || filters.category !== 'all' || filters.status !== 'all';

  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb page={config.crumb} />}
        title={config.title}
        description={config.description}
        actions={config.create.map((c) => (
          <Button key={c.kind} variant={config.create.length > 1 ? 'secondary' : 'primary'} asChild>
            <a href={CREATE_URLS[c.kind]} target="_blank" rel="noopener noreferrer">
              <ExternalLink /> {c.label}
            </a>
          </Button>
        ))}
      />
      <div className="flex flex-col gap-4">
        <LibraryCards area={area} summary={summary.data} />
        <Tabs defaultValue="workflows">
          <TabsList
            aria-label={t('library.views', { title: config.title })}
            className="h-auto w-full flex-wrap sm:w-auto"
          >
            {config.tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {config.tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              {!tab.kinds ? (
                <WorkflowsPanel
                  districtId={districtId}
                  area={area}
                  word={config.workflowWord}
                  canEdit={canEdit}
                  onOpen={(w) => setViewing(w.id)}
                  onSend={setSending}
                />
              ) : (
                <div className="flex flex-col gap-3">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                    <SearchInput
                      className="sm:max-w-xs sm:flex-1"
                      placeholder={t('library.search')}
                      aria-label={t('library.searchLabel')}
                      value={filters.q}
                      onChange={(e) => setFilters({ ...filters, q: e.target.value })}
                    />
                    <FilterSelect
                      label={t('library.category')}
                      value={filters.category}
                      options={withAll(
                        t('library.allCategories'),
                        optionsOf(AREA_CATEGORIES[area], CATEGORY_LABELS),
                      )}
                      onValueChange={(category) => setFilters({ ...filters, category })}
                    />
                    <FilterSelect
                      label={t('library.status')}
                      value={filters.status}
                      options={withAll(
                        t('library.allStatuses'),
                        optionsOf(LIBRARY_STATUSES, LIBRARY_STATUS_LABELS),
                      )}
                      onValueChange={(status) => setFilters({ ...filters, status })}
                    />
                    {canEdit && (
                      <Button
                        className="sm:ml-auto"
                        onClick={() => setEditing({ open: true, item: null, kind: tab.kinds![0]! })}
                      >
                        <Plus />{' '}
                        {t('library.add', { what: tab.label.replace(/^Google /, '').replace(/s$/, '') })}
                      </Button>
                    )}
                  </div>
                  <Card className="overflow-hidden">
                    {items.isPending ? (
                      <LoadingState message={t('library.loading')} />
                    ) : items.isError ? (
                      <LoadError title={t('library.failed')} query={items} />
                    ) : shown(tab).length === 0 ? (
                      <EmptyState
                        icon={filtered ? SearchX : FolderOpen}
                        title={
                          filtered
                            ? t('library.noMatch')
                            : t('library.none', { what: tab.label.toLowerCase() })
                        }
                        description={filtered ? t('library.noMatchHint') : t('library.noneHint')}
                        action={
                          filtered && (
                            <Button variant="secondary" onClick={() => setFilters(NO_FILTER)}>
                              {t('library.clear')}
                            </Button>
                          )
                        }
                      />
                    ) : (
                      <LibraryList
                        items={shown(tab)}
                        canEdit={canEdit}
                        onOpen={setEmbedded}
                        onEdit={(item) => setEditing({ open: true, item, kind: item.kind })}
                        onDelete={setDeleting}
                      />
                    )}
                  </Card>
                </div>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </div>

      <LibraryItemDialog
        districtId={districtId}
        area={area}
        open={editing.open}
        item={editing.item}
        kind={editing.kind}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <EmbedDialog item={embedded} onClose={() => setEmbedded(null)} />
      <SendFormDialog
        districtId={districtId}
        area={area}
        form={sending}
        onClose={() => setSending(null)}
        onSent={setViewing}
      />
      <WorkflowDialog
        districtId={districtId}
        area={area}
        workflowId={viewing}
        onClose={() => setViewing(null)}
        onFill={(w) => {
          setViewing(null);
          setFilling(w);
        }}
      />
      <FillFormDialog
        districtId={districtId}
        area={area}
        workflow={filling}
        onClose={() => setFilling(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('library.delete.title', { title: deleting?.title ?? t('library.delete.thisItem') })}
        description={t('library.delete.description')}
        confirmLabel={t('library.delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
