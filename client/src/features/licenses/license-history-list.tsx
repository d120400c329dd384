import { describeLicenseHistory } from '@domain/licenses';
import { History } from 'lucide-react';
import { formatDateTime, formatRelative } from '@/lib/format';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { useLicenseHistory } from './use-license-history';

/** Every change of a license, newest first: what, who and when. */
export function LicenseHistoryList({ districtId, licenseId }: { districtId: string; licenseId: string }) {
  const history = useLicenseHistory(districtId, licenseId);
  if (history.isPending) return <LoadingState message="Loading history..." className="py-8" />;
  if (history.isError) return <LoadError bare title="The history could not be loaded." query={history} />;
  if (history.data.length === 0) return <EmptyState icon={History} title="No changes yet" />;
  return (
    <ol aria-label="License history" className="flex flex-col">
      {history.data.map((h) => (
        <li key={h.id} className="flex gap-3 border-b border-border py-2.5 last:border-b-0">
          <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-border-strong" />
          <div className="min-w-0 text-sm">
            <p className="text-fg">{describeLicenseHistory(h)}</p>
            <p className="text-xs text-subtle-fg">
              {h.actorName || 'Someone'} ·{' '}
              <time dateTime={h.createdAt} title={formatDateTime(h.createdAt)}>
                {formatRelative(h.createdAt)}
              </time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
