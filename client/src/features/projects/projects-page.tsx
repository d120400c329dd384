import {
  filterProjects,
  PROJECT_MESSAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Project,
  type ProjectFilter,
} from '@domain/projects';
import { localIsoDate } from '@domain/tasks';
import { FolderKanban, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { useListFilter } from '@/lib/use-list-filter';
import { useWorkingDistrict } from '@/lib/working-district';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { DataList } from '@/ui/data-list';
import { FilterBar, type FilterControl } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { optionsOf, withAll } from '@/ui/select';
import { ProjectCard } from './project-card';
import { ProjectFormDialog } from './project-form-dialog';
import { useDeleteProject } from './use-delete-project';
import { useProjects } from './use-projects';
import { useProjectsLive } from './use-projects-live';

const NO_FILTER: ProjectFilter = { search: '', status: 'all' };
const CONTROLS: FilterControl<ProjectFilter>[] = [
  {
    kind: 'search',
    key: 'search',
    label: i18n.t('projects:filter.search'),
    placeholder: i18n.t('projects:filter.searchPlaceholder'),
  },
  {
    kind: 'select',
    key: 'status',
    label: i18n.t('projects:filter.status'),
    options: withAll(
      i18n.t('projects:filter.allStatuses'),
      optionsOf(PROJECT_STATUSES, PROJECT_STATUS_LABELS),
    ),
  },
];

type Editing = { mode: 'add' } | { mode: 'edit'; project: Project } | null;

/** /projects — Planning (see docs/product.md#planning). */
export function ProjectsPage() {
  const scope = useWorkingDistrict();
  const { t } = useTranslation('projects');
  const { districtId } = scope;
  const projects = useProjects(districtId);
  useProjectsLive(districtId);
  const filter = useListFilter(NO_FILTER, { allowed: { status: ['all', ...PROJECT_STATUSES] } });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const remove = useDeleteProject(districtId ?? '');
  const list = projects.data ?? [];
  const { search, status } = filter.value;
  const shown = useMemo(
    () => filterProjects(projects.data ?? [], { search, status }),
    [projects.data, search, status],
  );
  const today = localIsoDate();

  const addButton = scope.canEdit && districtId && (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus />
      {t('page.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} actions={addButton} />

      {!districtId ? (
        <ChooseDistrictCard what={t('page.what')} />
      ) : (
        <div className="flex flex-col gap-4">
          {list.length > 0 && <FilterBar filter={filter} controls={CONTROLS} className="mb-0" />}
          {list.length > 0 && (
            <p className="text-[13px] text-muted-fg" aria-live="polite">
              {shown.length === list.length
                ? t('page.count', { count: list.length })
                : t('page.showing', { shown: shown.length, total: list.length })}
            </p>
          )}
          <DataList
            query={projects}
            rows={shown}
            rowKey={(p) => p.id}
            grid="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
            card={(p) => (
              <ProjectCard
                project={p}
                today={today}
                canEdit={scope.canEdit}
                onEdit={() => setEditing({ mode: 'edit', project: p })}
                onDelete={() => setDeleting(p)}
              />
            )}
            label={t('page.label')}
            loading={t('page.loading')}
            failed={t('page.failed')}
            empty={{
              icon: FolderKanban,
              title: PROJECT_MESSAGES.noneYet,
              description: t('page.emptyDescription'),
              action: addButton,
            }}
            noMatch={{
              title: PROJECT_MESSAGES.noMatch,
              description: t('page.noMatchDescription'),
            }}
            // None shown of some: the filters hid them (the filter bar shows with the first project).
            filtered={list.length > 0}
          />
        </div>
      )}

      {districtId && (
        <ProjectFormDialog
          districtId={districtId}
          project={editing?.mode === 'edit' ? editing.project : undefined}
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title')}
        description={t('delete.description', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
