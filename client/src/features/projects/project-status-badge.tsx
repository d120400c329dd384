import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@domain/projects';
import { StatusBadge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

const TONE: Record<ProjectStatus, Tone> = {
  planning: 'blue',
  active: 'green',
  'on-hold': 'orange',
  completed: 'gray',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <StatusBadge status={status} labels={PROJECT_STATUS_LABELS} tones={TONE} />;
}
