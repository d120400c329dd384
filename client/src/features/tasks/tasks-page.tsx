import { localIsoDate, TASK_MESSAGES, type Task, taskStats } from '@domain/tasks';
import { CheckCircle2, CircleDashed, Columns3, ListChecks, ListTodo, LoaderCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkingDistrict } from '@/lib/working-district';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { exampleTasks } from './example-tasks';
import { KanbanBoard } from './kanban-board';
import { TaskFormDialog } from './task-form-dialog';
import { TaskList } from './task-list';
import { useDeleteTask } from './use-delete-task';
import { useTasks } from './use-tasks';
import { useTasksLive } from './use-tasks-live';
import { useUpdateTask } from './use-update-task';

type Editing = { mode: 'add' } | { mode: 'edit'; task: Task } | null;

/** /tasks — Task Management (see docs/product.md#tasks): list and kanban. */
export function TasksPage() {
  const scope = useWorkingDistrict();
  const { t } = useTranslation('tasks');
  const { districtId } = scope;
  const tasks = useTasks(districtId);
  useTasksLive(districtId);
  const [tab, setTab] = useState('list');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const update = useUpdateTask(districtId ?? '');
  const remove = useDeleteTask(districtId ?? '');
  const today = localIsoDate();

  const real = tasks.data ?? [];
  const examples = tasks.isSuccess && real.length === 0;
  const shown = examples ? exampleTasks(districtId ?? '', today) : real;
  const stats = taskStats(real);
  const stat = (n: number) => (tasks.isPending ? '–' : n);

  const createButton = scope.canEdit && districtId && (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus />
      {t('page.create')}
    </Button>
  );
  const viewProps = {
    today,
    canEdit: scope.canEdit,
    onEdit: (task: Task) => setEditing({ mode: 'edit', task }),
    onDelete: (task: Task) => setDeleting(task),
  };

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} actions={createButton} />

      {!districtId ? (
        <ChooseDistrictCard what={t('page.what')} />
      ) : tasks.isError ? (
        <LoadError title={TASK_MESSAGES.fetchFailed} query={tasks} />
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-label={t('page.stats')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard title={t('page.total')} value={stat(stats.total)} icon={ListTodo} />
            <StatCard
              title={t('page.inProgress')}
              value={stat(stats.inProgress)}
              icon={LoaderCircle}
              iconColor="yellow"
            />
            <StatCard
              title={t('page.completed')}
              value={stat(stats.completed)}
              icon={CheckCircle2}
              iconColor="green"
            />
            <StatCard
              title={t('page.pending')}
              value={stat(stats.pending)}
              icon={CircleDashed}
              iconColor="blue"
            />
          </section>

          {examples && (
            <Card className="flex flex-col gap-3 border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="text-sm font-medium text-fg">{t('page.noneTitle')}</p>
                <p className="text-sm text-muted-fg">{t('page.noneDescription')}</p>
              </div>
              {createButton}
            </Card>
          )}

          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t('page.views')}>
              <TabsTrigger value="list">
                <ListChecks aria-hidden />
                {t('page.list')}
              </TabsTrigger>
              <TabsTrigger value="kanban">
                <Columns3 aria-hidden />
                {t('page.kanban')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="list">
              {tasks.isPending ? <LoadingRows /> : <TaskList tasks={shown} {...viewProps} />}
            </TabsContent>
            <TabsContent value="kanban">
              {tasks.isPending ? (
                <LoadingRows />
              ) : (
                <KanbanBoard
                  tasks={shown}
                  {...viewProps}
                  onMove={(task, payload) => update.mutate({ id: task.id, payload })}
                />
              )}
            </TabsContent>
          </Tabs>
        </div>
      )}

      {districtId && (
        <TaskFormDialog
          districtId={districtId}
          task={editing?.mode === 'edit' ? editing.task : undefined}
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title')}
        description={t('delete.description', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}

function LoadingRows() {
  const { t } = useTranslation('tasks');
  return (
    <Card className="flex flex-col gap-3 p-4" role="status" aria-label={t('page.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </Card>
  );
}
