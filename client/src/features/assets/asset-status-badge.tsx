import { ASSET_STATUS_LABELS, type AssetStatus } from '@domain/assets';
import { Badge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

export const ASSET_STATUS_TONE: Record<AssetStatus, Tone> = {
  active: 'green',
  maintenance: 'yellow',
  retired: 'gray',
  lost: 'red',
};

export function AssetStatusBadge({ status }: { status: AssetStatus }) {
  return (
    <Badge tone={ASSET_STATUS_TONE[status]} dot>
      {ASSET_STATUS_LABELS[status]}
    </Badge>
  );
}
