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
  { kind: 'search', key: 'search', label: 'Search projects', placeholder: 'Search projects…' },
  {
    kind: 'select',
    key: 'status',
    label: 'Filter by status',
    options: withAll('All statuses', optionsOf(PROJECT_STATUSES, PROJECT_STATUS_LABELS)),
  },
];

type Editing = { mode: 'add' } | { mode: 'edit'; project: Project } | null;

/** /projects — Planning (see docs/product.md#planning). */
export function ProjectsPage() {
  const scope = useWorkingDistrict();
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
      New Project
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Project Planning"
        description="Plan technology projects and follow their progress from the tasks linked to them."
        actions={addButton}
      />

      {!districtId ? (
        <ChooseDistrictCard what="Projects" />
      ) : (
        <div className="flex flex-col gap-4">
          {list.length > 0 && <FilterBar filter={filter} controls={CONTROLS} className="mb-0" />}
          {list.length > 0 && (
            <p className="text-[13px] text-muted-fg" aria-live="polite">
              {shown.length === list.length
                ? `${list.length} ${list.length === 1 ? 'project' : 'projects'}`
                : `Showing ${shown.length} of ${list.length} projects`}
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
            label="Projects"
            loading="Loading projects..."
            failed="Projects could not be loaded."
            empty={{
              icon: FolderKanban,
              title: PROJECT_MESSAGES.noneYet,
              description:
                "Add the district's first technology project to plan its dates and follow its progress.",
              action: addButton,
            }}
            noMatch={{
              title: PROJECT_MESSAGES.noMatch,
              description: 'Try another search or status.',
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
        title="Delete this project?"
        description={`"${deleting?.name ?? ''}" will be deleted for everyone in the district. Its tasks stay, without a project.`}
        confirmLabel="Delete Project"
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
