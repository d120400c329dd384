import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@domain/projects';
import { Badge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

const TONE: Record<ProjectStatus, Tone> = {
  planning: 'blue',
  active: 'green',
  'on-hold': 'orange',
  completed: 'gray',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge tone={TONE[status]} dot>
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
