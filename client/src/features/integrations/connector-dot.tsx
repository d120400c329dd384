import { CONNECTOR_STATE_LABELS, connectorTone } from '@domain/integrations';
import { useIntegrationsStatus } from '@/features/dashboard';
import { cn } from '@/lib/cn';

const DOT = {
  green: 'bg-tone-green-solid ring-tone-green-bg',
  amber: 'bg-tone-yellow-solid ring-tone-yellow-bg',
  red: 'bg-tone-red-solid ring-tone-red-bg',
} as const;

/** The sidebar's dot of an integration: green connected, amber not yet or lagging, red failing (and said in words). */
export function ConnectorDot({ slug }: { slug: string }) {
  const status = useIntegrationsStatus();
  const item = status.data?.find((i) => i.slug === slug);
  if (!item) return null;
  const tone = connectorTone(item);
  const label = CONNECTOR_STATE_LABELS[item.state];
  return (
    <span className="inline-flex items-center" title={label}>
      <span aria-hidden className={cn('size-2 rounded-full ring-2', DOT[tone])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
