import {
  filterProjects,
  PROJECT_MESSAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type Project,
  type ProjectFilter,
} from '@domain/projects';
import { localIsoDate } from '@domain/tasks';
import { FolderKanban, Plus, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useListFilter } from '@/lib/use-list-filter';
import { useWorkingDistrict } from '@/lib/working-district';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { EmptyState } from '@/ui/empty-state';
import { FilterBar, type FilterControl } from '@/ui/filter-bar';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { optionsOf, withAll } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
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
      ) : projects.isPending ? (
        <LoadingGrid />
      ) : projects.isError ? (
        <LoadError title="Projects could not be loaded." query={projects} />
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
          {list.length === 0 ? (
            <Card>
              <EmptyState
                icon={FolderKanban}
                title={PROJECT_MESSAGES.noneYet}
                description="Add the district's first technology project to plan its dates and follow its progress."
                action={addButton}
              />
            </Card>
          ) : shown.length === 0 ? (
            <Card>
              <EmptyState
                icon={SearchX}
                title={PROJECT_MESSAGES.noMatch}
                description="Try another search or status."
              />
            </Card>
          ) : (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Projects">
              {shown.map((p) => (
                <li key={p.id} className="flex">
                  <ProjectCard
                    project={p}
                    today={today}
                    canEdit={scope.canEdit}
                    onEdit={() => setEditing({ mode: 'edit', project: p })}
                    onDelete={() => setDeleting(p)}
                  />
                </li>
              ))}
            </ul>
          )}
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

function LoadingGrid() {
  return (
    <div
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label="Loading projects"
    >
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex flex-col gap-4 p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-2 w-full" />
        </Card>
      ))}
    </div>
  );
}
