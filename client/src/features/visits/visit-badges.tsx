import {
  VISIT_PRIORITY_LABELS,
  VISIT_STATUS_LABELS,
  type VisitPriority,
  type VisitStatus,
} from '@domain/visits';
import { Badge, StatusBadge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

const STATUS_TONE: Record<VisitStatus, Tone> = {
  scheduled: 'blue',
  en_route: 'purple',
  on_site: 'orange',
  completed: 'green',
  delayed: 'yellow',
  cancelled: 'gray',
};
const PRIORITY_TONE: Record<VisitPriority, Tone> = {
  emergency: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'green',
};

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  return <StatusBadge status={status} labels={VISIT_STATUS_LABELS} tones={STATUS_TONE} />;
}

export function VisitPriorityBadge({ priority }: { priority: VisitPriority }) {
  return <Badge tone={PRIORITY_TONE[priority]}>{VISIT_PRIORITY_LABELS[priority]}</Badge>;
}

/** One colour per technician, in the roster's order, for the calendar and its legend. */
export const TECHNICIAN_COLOURS = [
  '#1d4ed8',
  '#15803d',
  '#7e22ce',
  '#c2410c',
  '#0e7490',
  '#be185d',
  '#3f6212',
  '#92400e',
];
