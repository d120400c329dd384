import { MEETING_MESSAGES } from '@domain/meetings';
import { Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button, buttonClasses } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { useCalendarFeed } from './use-calendar-feed';
import { useRegenerateCalendarFeed } from './use-regenerate-calendar-feed';

interface CalendarSyncDialogProps {
  districtId: string;
  districtName: string;
  canEdit: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Subscribe from URL" pages of the big calendar services, opened with the feed prefilled. */
const googleUrl = (webcalUrl: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`;
const outlookUrl = (url: string, name: string) =>
  `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent(name)}`;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Success', description: MEETING_MESSAGES.linkCopied, variant: 'success' });
  } catch {
    toast({
      title: i18n.t('meetings:sync.copyError'),
      description: i18n.t('meetings:sync.copyFailed'),
      variant: 'destructive',
    });
  }
}

/**
 * Calendar sync without any account: the district's private iCalendar address, which Google
 * Calendar, Outlook or Apple Calendar subscribe to, and a way to replace it if it leaks.
 */
export function CalendarSyncDialog({
  districtId,
  districtName,
  canEdit,
  open,
  onOpenChange,
}: CalendarSyncDialogProps) {
  const feed = useCalendarFeed(districtId, open);
  const regenerate = useRegenerateCalendarFeed(districtId);
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation('meetings');
  const name = t('sync.feedName', { district: districtName });

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent width="lg">
          <DialogHeader title={t('sync.title')} description={t('sync.description')} />
          <DialogBody className="flex flex-col gap-5">
            <Field id="calendar-feed-url" label={t('sync.address')} hint={t('sync.addressHint')}>
              {feed.data ? (
                <div className="flex gap-2">
                  <Input
                    id="calendar-feed-url"
                    readOnly
                    value={feed.data.url}
                    aria-describedby="calendar-feed-url-hint"
                    onFocus={(e) => e.currentTarget.select()}
                    className="font-mono text-xs"
                  />
                  <Button variant="secondary" onClick={() => copy(feed.data.url)}>
                    <Copy />
                    {t('sync.copy')}
                  </Button>
                </div>
              ) : feed.isError ? (
                <p className="text-sm text-tone-red-fg">{t('sync.failed')}</p>
              ) : (
                <Skeleton className="h-9 w-full" />
              )}
            </Field>
            <div className="flex flex-col gap-2">
              <p className="text-[13px] font-medium text-fg">{t('sync.addTo')}</p>
              <div className="flex flex-wrap gap-2">
                {feed.data && (
                  <>
                    <a
                      className={buttonClasses('secondary', 'sm')}
                      href={googleUrl(feed.data.webcalUrl)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t('sync.google')}
                      <ExternalLink />
                    </a>
                    <a
                      className={buttonClasses('secondary', 'sm')}
                      href={outlookUrl(feed.data.url, name)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t('sync.outlook')}
                      <ExternalLink />
                    </a>
                    <a className={buttonClasses('secondary', 'sm')} href={feed.data.webcalUrl}>
                      {t('sync.other')}
                    </a>
                  </>
                )}
              </div>
              <p className="text-xs text-subtle-fg">{t('sync.refresh')}</p>
            </div>
          </DialogBody>
          <DialogFooter className="sm:justify-between">
            {canEdit ? (
              <Button variant="ghost" onClick={() => setConfirming(true)} disabled={!feed.data}>
                <RefreshCw />
                {t('sync.regenerate')}
              </Button>
            ) : (
              <span />
            )}
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('sync.done')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sync.confirmTitle')}
        description={t('sync.confirmDescription')}
        confirmLabel={t('sync.confirm')}
        destructive
        loading={regenerate.isPending}
        onConfirm={() => regenerate.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
