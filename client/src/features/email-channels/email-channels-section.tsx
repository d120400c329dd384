import { channelSummary, type EmailChannel, EMAIL_CHANNEL_MESSAGES as M } from '@domain/email-channels';
import { ChevronDown, History, Mail, Pencil, PlugZap, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelative } from '@/lib/format';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { AreaLocked } from '@/ui/area-locked';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { EmailChannelDialog } from './email-channel-dialog';
import { EmailRuns } from './email-runs';
import { useDeleteEmailChannel } from './use-delete-email-channel';
import { useEmailChannels } from './use-email-channels';
import { usePollEmailChannel } from './use-poll-email-channel';
import { useTestEmailChannel } from './use-test-email-channel';

type Editing = { mode: 'add' } | { mode: 'edit'; channel: EmailChannel } | null;

/**
 * The district's help desk mailboxes (see docs/product.md#email-channels), on the District Profile:
 * kept by its administrators where the district has tickets. Others do not see it; a district
 * without tickets is told which service level has it.
 */
export function EmailChannelsSection({ districtId }: { districtId: string }) {
  const { t } = useTranslation('emailChannels');
  const user = useCurrentUser();
  const access = useAccess('tickets', 'admin');
  if (!access.ok && access.reason === 'role') return null;
  if (!access.ok)
    return <AreaLocked what={t('section.locked')} plural verdict={access} serviceLevel={user.serviceLevel} />;
  return <Channels districtId={districtId} />;
}

function Channels({ districtId }: { districtId: string }) {
  const { t } = useTranslation('emailChannels');
  const channels = useEmailChannels(districtId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EmailChannel | null>(null);
  const remove = useDeleteEmailChannel(districtId);
  const count = channels.data?.length ?? 0;
  const addButton = (
    <Button variant="secondary" onClick={() => setEditing({ mode: 'add' })}>
      <Plus aria-hidden />
      {t('section.add')}
    </Button>
  );

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="email-channels-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 basis-72 flex-col gap-1">
          <CardTitle id="email-channels-title">{t('section.title')}</CardTitle>
          <CardDescription>{t('section.description')}</CardDescription>
        </div>
        {count > 0 && addButton}
      </CardHeader>
      {channels.isPending ? (
        <LoadingState message={t('section.loading')} />
      ) : channels.isError ? (
        <LoadError bare title={M.loadFailed} query={channels} />
      ) : count === 0 ? (
        <EmptyState icon={Mail} title={M.empty} description={M.emptyHint} action={addButton} />
      ) : (
        <ul aria-label={t('section.listLabel')} className="divide-y divide-border border-t border-border">
          {channels.data.map((c) => (
            <ChannelItem
              key={c.id}
              channel={c}
              onEdit={() => setEditing({ mode: 'edit', channel: c })}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </ul>
      )}

      <EmailChannelDialog
        districtId={districtId}
        channel={editing?.mode === 'edit' ? editing.channel : undefined}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('section.removeTitle')}
        description={t('section.removeDescription', { address: deleting?.address ?? '' })}
        confirmLabel={t('section.removeConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  );
}

function ChannelItem({
  channel: c,
  onEdit,
  onDelete,
}: {
  channel: EmailChannel;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('emailChannels');
  const test = useTestEmailChannel(c.id);
  const poll = usePollEmailChannel(c.districtId, c.id);
  const [showRuns, setShowRuns] = useState(false);
  const runsId = `email-runs-${c.id}`;
  const failed = c.enabled && c.lastRun?.status === 'failed';
  return (
    <li className="flex flex-col gap-3 px-5 py-4">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold break-all text-fg">{c.address}</h3>
          <Badge tone={!c.enabled ? 'gray' : failed ? 'red' : 'green'} dot>
            {!c.enabled ? t('channel.off') : failed ? t('channel.failing') : t('channel.on')}
          </Badge>
        </div>
        <p className="text-[13px] break-words text-muted-fg">
          {c.host}:{c.port} · {c.tls ? 'TLS' : 'STARTTLS'} · {c.folder} · {c.username}
        </p>
        <p className={cn('text-[13px] break-words', failed ? 'text-tone-red-fg' : 'text-muted-fg')}>
          {channelSummary(c)}
          {c.lastPolledAt && (
            <>
              {' '}
              {t('channel.read')}{' '}
              <time dateTime={c.lastPolledAt} title={formatDateTime(c.lastPolledAt)}>
                {formatRelative(c.lastPolledAt)}
              </time>
              .
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" loading={test.isPending} onClick={() => test.mutate()}>
          <PlugZap aria-hidden /> {t('channel.test')}
        </Button>
        <Button size="sm" loading={poll.isPending} disabled={!c.enabled} onClick={() => poll.mutate()}>
          <RefreshCw aria-hidden /> {t('channel.poll')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showRuns}
          aria-controls={runsId}
          onClick={() => setShowRuns((v) => !v)}
        >
          <History aria-hidden /> {t('channel.runHistory')}
          <ChevronDown aria-hidden className={cn('transition-transform', showRuns && 'rotate-180')} />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={t('channel.editLabel', { address: c.address })}
        >
          <Pencil aria-hidden /> {t('channel.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t('channel.removeLabel', { address: c.address })}
          className="hover:text-danger"
        >
          <Trash2 aria-hidden /> {t('channel.remove')}
        </Button>
      </div>
      {test.data && (
        <p
          role="status"
          className={cn(
            'rounded-md border px-3 py-2 text-sm break-words',
            test.data.ok
              ? 'border-tone-green-border bg-tone-green-bg text-tone-green-fg'
              : 'border-tone-red-border bg-tone-red-bg text-tone-red-fg',
          )}
        >
          {test.data.ok ? t('channel.testOk') : t('channel.testFailed')}
          {test.data.message}
        </p>
      )}
      {showRuns && (
        <section
          id={runsId}
          aria-label={t('channel.runsLabel', { address: c.address })}
          className="overflow-hidden rounded-md border border-border"
        >
          <EmailRuns channelId={c.id} address={c.address} />
        </section>
      )}
    </li>
  );
}
