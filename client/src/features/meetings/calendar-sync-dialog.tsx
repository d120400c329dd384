import { MEETING_MESSAGES } from '@domain/meetings';
import { Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
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
    toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
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
  const name = `${districtName} meetings`;

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent width="lg">
          <DialogHeader
            title="Calendar sync"
            description="Subscribe once and every meeting of the district appears in your calendar, kept up to date."
          />
          <DialogBody className="flex flex-col gap-5">
            <Field
              id="calendar-feed-url"
              label="Private calendar address"
              hint="Anyone with this address can see the district's meetings. Share it only with your team."
            >
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
                    Copy
                  </Button>
                </div>
              ) : feed.isError ? (
                <p className="text-sm text-tone-red-fg">
                  The calendar address could not be loaded. Close and try again.
                </p>
              ) : (
                <Skeleton className="h-9 w-full" />
              )}
            </Field>
            <div className="flex flex-col gap-2">
              <p className="text-[13px] font-medium text-fg">Add it to</p>
              <div className="flex flex-wrap gap-2">
                {feed.data && (
                  <>
                    <a
                      className={buttonClasses('secondary', 'sm')}
                      href={googleUrl(feed.data.webcalUrl)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      Google Calendar
                      <ExternalLink />
                    </a>
                    <a
                      className={buttonClasses('secondary', 'sm')}
                      href={outlookUrl(feed.data.url, name)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      Outlook
                      <ExternalLink />
                    </a>
                    <a className={buttonClasses('secondary', 'sm')} href={feed.data.webcalUrl}>
                      Apple Calendar or another app
                    </a>
                  </>
                )}
              </div>
              <p className="text-xs text-subtle-fg">
                Calendar services refresh subscriptions on their own schedule, from every hour to once a day.
                A single meeting can also be added at once with its “Add to calendar” button.
              </p>
            </div>
          </DialogBody>
          <DialogFooter className="sm:justify-between">
            {canEdit ? (
              <Button variant="ghost" onClick={() => setConfirming(true)} disabled={!feed.data}>
                <RefreshCw />
                Regenerate address
              </Button>
            ) : (
              <span />
            )}
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Regenerate the calendar address?"
        description="Calendars subscribed to the current address stop receiving meetings. Everyone has to subscribe again with the new one."
        confirmLabel="Regenerate"
        destructive
        loading={regenerate.isPending}
        onConfirm={() => regenerate.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
