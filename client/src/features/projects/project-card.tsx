import { isProjectOverdue, type Project } from '@domain/projects';
import { CalendarRange, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Badge, PriorityBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ProjectProgressBar } from './project-progress';
import { ProjectStatusBadge } from './project-status-badge';

interface ProjectCardProps {
  project: Project;
  today: string;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Dates are calendar days: shown as written, never shifted by the viewer's time zone. */
const day = (iso: string) => formatDate(`${iso}T12:00:00`);

export function ProjectCard({ project, today, canEdit, onEdit, onDelete }: ProjectCardProps) {
  const overdue = isProjectOverdue(project, today);
  const { t } = useTranslation('projects');
  return (
    <Card className="flex w-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-[15px] leading-snug font-semibold tracking-tight break-words text-fg">
          {project.name}
        </h2>
        {canEdit && (
          <div className="-mt-1 -mr-2 flex shrink-0">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('card.edit', { name: project.name })}
              onClick={onEdit}
            >
              <Pencil />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('card.delete', { name: project.name })}
              onClick={onDelete}
            >
              <Trash2 />
            </Button>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <ProjectStatusBadge status={project.status} />
        <PriorityBadge priority={project.priority} />
        {overdue && <Badge tone="red">{t('card.overdue')}</Badge>}
      </div>
      {project.description ? (
        <p className="line-clamp-3 text-sm break-words text-muted-fg" title={project.description}>
          {project.description}
        </p>
      ) : (
        <p className="text-sm text-subtle-fg italic">{t('card.noDescription')}</p>
      )}
      <div className="mt-auto flex flex-col gap-4">
        <p className="flex items-center gap-2 text-[13px] text-muted-fg">
          <CalendarRange aria-hidden className="size-4 shrink-0 text-subtle-fg" />
          <span>
            {day(project.startDate)} – {day(project.endDate)}
          </span>
        </p>
        <ProjectProgressBar progress={project.progress} name={project.name} />
      </div>
    </Card>
  );
}
