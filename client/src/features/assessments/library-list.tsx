import {
  CATEGORY_LABELS,
  DOC_TYPE_LABELS,
  LIBRARY_STATUS_LABELS,
  type LibraryItem,
  type LibraryStatus,
} from '@domain/library';
import {
  Copy,
  ExternalLink,
  FileSpreadsheet,
  FileText,
  ListChecks,
  MoreHorizontal,
  Pencil,
  Share2,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';
import { toast } from '@/ui/toast';
import type { Tone } from '@/ui/tone';

const KIND_ICONS = { form: ListChecks, sheet: FileSpreadsheet, doc: FileText } as const;
const STATUS_TONES: Record<LibraryStatus, Tone> = { active: 'green', draft: 'yellow', archived: 'gray' };

interface Props {
  items: LibraryItem[];
  canEdit: boolean;
  onOpen: (item: LibraryItem) => void;
  onEdit: (item: LibraryItem) => void;
  onDelete: (item: LibraryItem) => void;
}

async function share(item: LibraryItem) {
  const ok = await copyText(item.shareUrl);
  toast(
    ok
      ? {
          title: i18n.t('assessments:list.shareCopied'),
          description: i18n.t('assessments:list.shareCopiedHint'),
          variant: 'success',
        }
      : { title: i18n.t('assessments:list.shareFailed'), description: item.shareUrl, variant: 'destructive' },
  );
}

/** The items of one tab: what they are, where they are shared, and what can be done with them. */
export function LibraryList({ items, canEdit, onOpen, onEdit, onDelete }: Props) {
  const { t } = useTranslation('assessments');
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => {
        const Icon = KIND_ICONS[item.kind];
        return (
          <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-muted text-muted-fg">
                <Icon aria-hidden className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="font-medium break-words text-fg">{item.title}</p>
                {item.description && <p className="text-sm break-words text-muted-fg">{item.description}</p>}
                <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
                  <Badge tone={STATUS_TONES[item.status]} dot>
                    {LIBRARY_STATUS_LABELS[item.status]}
                  </Badge>
                  <Badge>{CATEGORY_LABELS[item.category]}</Badge>
                  {item.docType && <Badge tone="purple">{DOC_TYPE_LABELS[item.docType]}</Badge>}
                  <span className="text-xs text-subtle-fg">
                    {t('list.modified', { date: formatDate(item.lastModified) })}
                    {item.createdBy && ` · ${t('list.by', { name: item.createdBy })}`}
                    {item.sharedWith && ` · ${t('list.sharedWith', { who: item.sharedWith })}`}
                  </span>
                </div>
              </div>
            </div>
            <div className="flex shrink-0 items-center gap-2 pl-12 sm:pl-0">
              {item.embedUrl ? (
                <Button size="sm" onClick={() => onOpen(item)}>
                  {t('list.open')}
                </Button>
              ) : (
                <Button size="sm" asChild>
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    <ExternalLink /> {t('list.open')}
                  </a>
                </Button>
              )}
              <Button size="sm" variant="secondary" onClick={() => void share(item)}>
                <Share2 /> {t('list.share')}
              </Button>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button size="icon-sm" variant="ghost" aria-label={t('list.more', { title: item.title })}>
                    <MoreHorizontal />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem asChild>
                    <a href={item.url} target="_blank" rel="noopener noreferrer">
                      <ExternalLink /> {t('list.openNewTab')}
                    </a>
                  </DropdownMenuItem>
                  {item.copyUrl && (
                    <DropdownMenuItem asChild>
                      <a href={item.copyUrl} target="_blank" rel="noopener noreferrer">
                        <Copy /> {t('list.useTemplate')}
                      </a>
                    </DropdownMenuItem>
                  )}
                  {canEdit && (
                    <>
                      <DropdownMenuItem onSelect={() => onEdit(item)}>
                        <Pencil /> {t('list.edit')}
                      </DropdownMenuItem>
                      <DropdownMenuItem destructive onSelect={() => onDelete(item)}>
                        <Trash2 /> {t('list.delete')}
                      </DropdownMenuItem>
                    </>
                  )}
                </DropdownMenuContent>
              </DropdownMenu>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
