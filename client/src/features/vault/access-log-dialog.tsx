import { vaultApi } from '@domain/api/vault';
import { VAULT_EVENT_LABELS, type VaultEntry } from '@domain/vault';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { vaultKeys } from './vault-keys';

/** The entry's access log (district administrators): who did what, when, from where, and why. */
export function AccessLogDialog({
  districtId,
  entry,
  onClose,
}: {
  districtId: string;
  entry: VaultEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('vault');
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        {entry && (
          <>
            <DialogHeader title={t('log.title', { title: entry.title })} description={t('log.description')} />
            <DialogBody className="pb-6">
              <LogList districtId={districtId} entry={entry} />
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function LogList({ districtId, entry }: { districtId: string; entry: VaultEntry }) {
  const { t } = useTranslation('vault');
  const log = useQuery({
    queryKey: vaultKeys.log(districtId, entry.id),
    queryFn: () => api(vaultApi.log, { params: { id: entry.id }, query: { districtId } }),
  });
  if (log.isPending) return <LoadingState message={t('log.loading')} />;
  if (log.isError) return <LoadError bare title={t('log.failed')} query={log} />;
  if (log.data.length === 0) return <EmptyState icon={History} title={t('log.empty')} />;
  return (
    <ol className="divide-y divide-border rounded-lg border border-border">
      {log.data.map((e) => (
        <li
          key={e.id}
          className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3"
        >
          <span className="font-medium text-fg sm:w-48 sm:shrink-0">{VAULT_EVENT_LABELS[e.action]}</span>
          <span className="min-w-0 flex-1 text-muted-fg">
            {e.actorLabel}
            {e.reason && (
              <span className="block text-xs text-subtle-fg">{t('log.reason', { reason: e.reason })}</span>
            )}
          </span>
          <span className="text-xs text-subtle-fg tabular-nums">
            {formatDateTime(e.at)}
            {e.ipAddress && ` · ${e.ipAddress}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
