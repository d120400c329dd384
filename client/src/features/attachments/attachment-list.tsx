import { attachmentsApi } from '@domain/api/attachments';
import { urlOf } from '@domain/api/endpoint';
import { type AttachmentListItem, formatFileSize, ATTACHMENT_MESSAGES as M } from '@domain/attachments';
import {
  Download,
  File,
  FileImage,
  FileSpreadsheet,
  FileText,
  type LucideIcon,
  Presentation,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useTicketAttachments } from './use-ticket-attachments';

const fileUrl = (id: string, inline = false) =>
  urlOf(attachmentsApi.file, { params: { id }, query: inline ? { inline: '1' } : {} });

/** The icon of a file that has no thumbnail. */
function iconOf(type: string): LucideIcon {
  if (type.startsWith('image/')) return FileImage;
  if (type.includes('spreadsheet') || type.includes('excel') || type === 'text/csv') return FileSpreadsheet;
  if (type.includes('presentation') || type.includes('powerpoint')) return Presentation;
  if (type === 'application/pdf' || type.startsWith('text/') || type.includes('word')) return FileText;
  return File;
}

/**
 * Files as a list: an image's thumbnail (the image itself, scaled down: no thumbnails are made on
 * the server) opens it in a new tab; every other file shows its kind's icon. The name downloads the
 * file; below it its size, who attached it and when.
 */
function AttachmentList({ items, className }: { items: AttachmentListItem[]; className?: string }) {
  const { t } = useTranslation('attachments');
  return (
    <ul className={cn('grid grid-cols-1 gap-2 sm:grid-cols-2', className)}>
      {items.map((a) => {
        const Icon = iconOf(a.type);
        const about = [formatFileSize(a.size), a.uploadedByName].filter(Boolean).join(' · ');
        const when = formatDateTime(a.createdAt);
        return (
          <li
            key={a.id}
            className="flex min-w-0 items-center gap-3 rounded-lg border border-border bg-surface p-2"
          >
            {a.isImage ? (
              <a
                href={fileUrl(a.id, true)}
                target="_blank"
                rel="noopener noreferrer"
                className="shrink-0 overflow-hidden rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                aria-label={t('list.open', { name: a.name })}
              >
                <img
                  src={fileUrl(a.id, true)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={56}
                  height={56}
                  className="size-14 bg-surface-muted object-cover"
                />
              </a>
            ) : (
              <span
                aria-hidden
                className="flex size-14 shrink-0 items-center justify-center rounded-md bg-surface-muted text-muted-fg"
              >
                <Icon className="size-6" />
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <a
                href={fileUrl(a.id)}
                download={a.name}
                className="truncate text-sm font-medium text-fg underline-offset-4 hover:underline focus-visible:underline"
                title={a.name}
              >
                {a.name}
              </a>
              <span className="truncate text-xs text-muted-fg" title={about}>
                {about}
              </span>
              <time dateTime={a.createdAt} className="truncate text-xs text-subtle-fg" title={when}>
                {when}
              </time>
            </div>
            <a
              href={fileUrl(a.id)}
              download={a.name}
              aria-label={t('list.download', { name: a.name })}
              className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted-fg hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Download className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A ticket's files, loaded: the ticket's own, or only one comment's (`activityId`), with the list's
 * loading, failed and empty states. For the staff details dialog and the portal's ticket view.
 */
export function TicketAttachments({
  ticketId,
  activityId,
  emptyText = M.none,
}: {
  ticketId: string;
  /** Only this comment's files (null: the ticket's own; undefined: all the caller may see). */
  activityId?: string | null;
  /** Said when there are none (null: say nothing). */
  emptyText?: string | null;
}) {
  const query = useTicketAttachments(ticketId);
  if (query.isPending)
    return (
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Skeleton className="h-[74px]" />
      </div>
    );
  if (query.isError) return <LoadError bare title={M.loadFailed} query={query} />;
  const items = activityId === undefined ? query.data : query.data.filter((a) => a.activityId === activityId);
  if (items.length === 0) return emptyText ? <p className="text-sm text-muted-fg">{emptyText}</p> : null;
  return <AttachmentList items={items} />;
}
