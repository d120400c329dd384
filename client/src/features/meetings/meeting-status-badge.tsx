import {
  MEETING_STATUS_LABELS,
  MEETING_TYPE_LABELS,
  type MeetingStatus,
  type MeetingType,
} from '@domain/meetings';
import { Badge, StatusBadge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

const STATUS_TONE: Record<MeetingStatus, Tone> = {
  scheduled: 'blue',
  'in-progress': 'green',
  completed: 'gray',
};
const TYPE_TONE: Record<MeetingType, Tone> = {
  meeting: 'neutral',
  planning: 'purple',
  review: 'orange',
  recurring: 'brand',
};

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  return <StatusBadge status={status} labels={MEETING_STATUS_LABELS} tones={STATUS_TONE} />;
}

export function MeetingTypeBadge({ type }: { type: MeetingType }) {
  return <Badge tone={TYPE_TONE[type]}>{MEETING_TYPE_LABELS[type]}</Badge>;
}
