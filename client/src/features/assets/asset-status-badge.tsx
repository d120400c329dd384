import { ASSET_STATUS_LABELS, type AssetStatus } from '@domain/assets';
import { StatusBadge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

const ASSET_STATUS_TONE: Record<AssetStatus, Tone> = {
  active: 'green',
  maintenance: 'yellow',
  retired: 'gray',
  lost: 'red',
};

export function AssetStatusBadge({ status }: { status: AssetStatus }) {
  return <StatusBadge status={status} labels={ASSET_STATUS_LABELS} tones={ASSET_STATUS_TONE} />;
}
