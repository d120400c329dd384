import {
  integrationName,
  MONITOR_KIND_LABELS,
  MONITOR_STATE_LABELS,
  type MonitorKind,
  type MonitorState,
} from '@domain/monitors';
import { StatusBadge } from '@/ui/badge';
import { MONITOR_STATE_TONE } from './monitor-display';

/** A monitor's state in its word and colour (colour is never the only signal). */
export function MonitorStateBadge({ state }: { state: MonitorState }) {
  return <StatusBadge status={state} labels={MONITOR_STATE_LABELS} tones={MONITOR_STATE_TONE} />;
}

/** What a monitor checks, in words: "Website (HTTPS) · https://…", "Integration · Google Workspace". */
export const targetText = ({ kind, target }: { kind: MonitorKind; target: string }): string =>
  `${MONITOR_KIND_LABELS[kind]} · ${kind === 'integration' ? integrationName(target) : target}`;
