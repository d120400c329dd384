import type { ProjectProgress } from '@domain/projects';
import { useTranslation } from 'react-i18next';

/** A bar and a sentence: "3 of 7 tasks done". */
export function ProjectProgressBar({ progress, name }: { progress: ProjectProgress; name: string }) {
  const { t } = useTranslation('projects');
  const label =
    progress.total === 0
      ? t('progress.none')
      : t('progress.done', { completed: progress.completed, count: progress.total });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted-fg">{label}</span>
        <span className="font-medium text-fg tabular-nums">{progress.percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={label}
        className="h-1.5 overflow-hidden rounded-full bg-surface-hover"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width]"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
