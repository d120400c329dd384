import {
  MAIL_MESSAGES,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type MailMessage,
  type MailStatus,
} from '@domain/mail';
import { Inbox, MailCheck, MailWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Label } from '@/ui/label';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { RowOpener } from '@/ui/row-opener';
import { optionsOf, Select, withAll } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { LoadingState } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { MailMessageDialog } from './mail-message-dialog';
import { Fact, MailStatusBadge, When } from './operations-parts';
import { useMail } from './use-mail';
import { useMailStatus } from './use-mail-status';

/**
 * /admin/mail, for Five Star administrators: every mail the portal wrote. Without a mail server
 * it waits here, and an invitation's link is copied to its recipient by hand (see docs/product.md#operations).
 */
export function MailPage() {
  const { t } = useTranslation('admin');
  const filterId = useId();
  const [status, setStatus] = useState<MailStatus | 'all'>('all');
  const [viewingId, setViewingId] = useState<string | null>(null);
  const mail = useMail(status);
  const viewing = mail.data?.find((m) => m.id === viewingId) ?? null;

  return (
    <>
      <PageHeader title={t('mail.title')} description={t('mail.description')} />
      <div className="flex flex-col gap-4">
        <MailServerBanner />
        <div className="flex items-center gap-3">
          <Label htmlFor={filterId} className="shrink-0">
            {t('mail.status')}
          </Label>
          <Select
            id={filterId}
            className="min-w-0 flex-1 sm:w-56 sm:flex-none"
            options={withAll(t('mail.allStatuses'), optionsOf(MAIL_STATUSES, MAIL_STATUS_LABELS))}
            value={status}
            onChange={(e) => setStatus(e.target.value as MailStatus | 'all')}
          />
        </div>
        <Card className="overflow-hidden">
          {mail.isPending ? (
            <LoadingState message={t('mail.loading')} />
          ) : mail.isError ? (
            <LoadError bare title={t('mail.failed')} query={mail} />
          ) : mail.data.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title={MAIL_MESSAGES.empty}
              description={
                status === 'all'
                  ? t('mail.emptyAll')
                  : t('mail.emptyStatus', { status: MAIL_STATUS_LABELS[status].toLowerCase() })
              }
            />
          ) : (
            <>
              <MailTable messages={mail.data} onView={(m) => setViewingId(m.id)} />
              <MailCards messages={mail.data} onView={(m) => setViewingId(m.id)} />
            </>
          )}
        </Card>
      </div>
      <MailMessageDialog message={viewing} onClose={() => setViewingId(null)} />
    </>
  );
}

/** Whether mail leaves the portal, or waits here for someone to pass it on. */
function MailServerBanner() {
  const status = useMailStatus();
  if (status.isPending) return <Skeleton className="h-12 rounded-lg" />;
  if (status.isError) return null;
  const configured = status.data.configured;
  const Icon = configured ? MailCheck : MailWarning;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        configured
          ? 'border-tone-green-border bg-tone-green-bg text-tone-green-fg'
          : 'border-tone-yellow-border bg-tone-yellow-bg text-tone-yellow-fg',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0">{configured ? MAIL_MESSAGES.configured : MAIL_MESSAGES.notConfigured}</p>
    </div>
  );
}

interface MailListProps {
  messages: MailMessage[];
  onView: (message: MailMessage) => void;
}

function MailTable({ messages, onView }: MailListProps) {
  // The column of errors only when a message has one: the subject gets the room otherwise.
  const { t } = useTranslation('admin');
  const errors = messages.some((m) => m.lastError);
  return (
    <Table
      aria-label={t('mail.label')}
      className="hidden md:table"
      containerClassName="hidden md:block max-h-[70vh]"
    >
      <TableHeader>
        <TableRow>
          <TableHead className="w-64">{t('mail.to')}</TableHead>
          <TableHead>{t('mail.subject')}</TableHead>
          <TableHead className="w-36">{t('mail.status')}</TableHead>
          <TableHead className="w-32">{t('mail.created')}</TableHead>
          <TableHead className="w-32">{t('mail.sent')}</TableHead>
          {errors && <TableHead className="w-56">{t('mail.lastError')}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {messages.map((m) => (
          <TableRow key={m.id}>
            <TableCell className="max-w-64 truncate text-[13px]" title={m.to}>
              {m.to}
            </TableCell>
            <TableCell className="max-w-0">
              <RowOpener name={m.subject} onOpen={() => onView(m)} className="w-full" />
            </TableCell>
            <TableCell>
              <MailStatusBadge status={m.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-fg">
              <When at={m.createdAt} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-fg">
              <When at={m.sentAt} />
            </TableCell>
            {errors && (
              <TableCell className="max-w-56 text-[13px] text-muted-fg">
                <span className="line-clamp-2 break-words" title={m.lastError ?? undefined}>
                  {m.lastError ?? '—'}
                </span>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Narrow screens: one stacked card per message. */
function MailCards({ messages, onView }: MailListProps) {
  const { t } = useTranslation('admin');
  return (
    <ul aria-label={t('mail.label')} className="divide-y divide-border md:hidden">
      {messages.map((m) => (
        <li key={m.id} className="flex flex-col gap-2 px-4 py-3">
          <div className="flex items-start justify-between gap-2">
            <button
              type="button"
              className="min-w-0 cursor-pointer text-left text-sm font-medium break-words text-fg hover:underline"
              onClick={() => onView(m)}
            >
              {m.subject}
            </button>
            <MailStatusBadge status={m.status} />
          </div>
          <p className="text-[13px] break-all text-muted-fg">{t('mail.toAddress', { to: m.to })}</p>
          {m.lastError && <p className="text-[13px] break-words text-tone-red-fg">{m.lastError}</p>}
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <Fact term={t('mail.created')} value={<When at={m.createdAt} />} />
            <Fact term={t('mail.sent')} value={<When at={m.sentAt} />} />
          </dl>
        </li>
      ))}
    </ul>
  );
}
