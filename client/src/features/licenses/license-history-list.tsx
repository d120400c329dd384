import { describeLicenseHistory } from '@domain/licenses';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '@/lib/format';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { useLicenseHistory } from './use-license-history';

/** Every change of a license, newest first: what, who and when. */
export function LicenseHistoryList({ districtId, licenseId }: { districtId: string; licenseId: string }) {
  const history = useLicenseHistory(districtId, licenseId);
  const { t } = useTranslation('licenses');
  if (history.isPending) return <LoadingState message={t('history.loading')} className="py-8" />;
  if (history.isError) return <LoadError bare title={t('history.loadFailed')} query={history} />;
  if (history.data.length === 0) return <EmptyState icon={History} title={t('history.empty')} />;
  return (
    <ol aria-label={t('history.label')} className="flex flex-col">
      {history.data.map((h) => (
        <li key={h.id} className="flex gap-3 border-b border-border py-2.5 last:border-b-0">
          <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-border-strong" />
          <div className="min-w-0 text-sm">
            <p className="text-fg">{describeLicenseHistory(h)}</p>
            <p className="text-xs text-subtle-fg">
              {h.actorName || t('history.someone')} ·{' '}
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
