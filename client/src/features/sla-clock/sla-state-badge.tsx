import { SLA_STATE_LABELS, type SlaState } from '@domain/sla';
import { Badge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

const TONES: Record<SlaState, Tone> = {
  running: 'green',
  paused: 'gray',
  met: 'blue',
  at_risk: 'orange',
  breached: 'red',
};

/** The clock's state in words after a dot of its tone ("At risk", "Breached"). */
export function SlaStateBadge({ state }: { state: SlaState }) {
  return (
    <Badge tone={TONES[state]} dot>
      {SLA_STATE_LABELS[state]}
    </Badge>
  );
}
