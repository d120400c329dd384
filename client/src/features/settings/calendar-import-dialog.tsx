import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '@domain/calendar';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { type CalendarSource, useImportCalendar } from './use-import-calendar';

interface CalendarImportDialogProps {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Import closed days from an .ics file (a school calendar exported from Google or Outlook) or a
 * calendar's address: its all-day events from today to 18 months ahead become closed days.
 */
export function CalendarImportDialog({ districtId, open, onOpenChange }: CalendarImportDialogProps) {
  const { t } = useTranslation('settings');
  const importer = useImportCalendar(districtId);
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = useId();
  const urlId = useId();
  const busy = importer.isPending;

  const run = async (source: CalendarSource) => {
    setProblem(null);
    try {
      await importer.mutateAsync(source);
      setUrl('');
      onOpenChange(false);
    } catch (err) {
      setProblem(errorMessage(err) ?? CALENDAR_MESSAGES.importFailed.description);
    }
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CALENDAR_LIMITS.icsBytes) return setProblem(CALENDAR_MESSAGES.icsTooLarge);
    await run({ text: await file.text() });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setProblem(null);
        onOpenChange(next);
      }}
    >
      <DialogContent width="md" hideClose={busy}>
        <DialogHeader
          title={t('import.title')}
          description={t('import.description', { months: CALENDAR_LIMITS.importMonths })}
        />
        <DialogBody className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fileId}>{t('import.file')}</Label>
            <label
              htmlFor={fileId}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-border-strong px-4 py-4 text-sm text-muted-fg hover:bg-surface-hover has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <FileUp aria-hidden className="size-5 shrink-0" />
              <span>{t('import.fileHint')}</span>
              <input
                id={fileId}
                type="file"
                accept=".ics,text/calendar"
                className="sr-only"
                disabled={busy}
                onChange={(e) => {
                  void readFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
          <form
            className="flex flex-col gap-1.5"
            onSubmit={(e) => {
              e.preventDefault();
              if (url.trim()) void run({ url: url.trim() });
            }}
          >
            <Label htmlFor={urlId}>{t('import.address')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={urlId}
                type="url"
                inputMode="url"
                placeholder={t('import.addressPlaceholder')}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${urlId}-problem` : undefined}
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="secondary" loading={busy} disabled={!url.trim()}>
                {t('import.fromAddress')}
              </Button>
            </div>
          </form>
          {problem && (
            <p id={`${urlId}-problem`} role="alert" className="text-sm text-tone-red-fg">
              {problem}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('import.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
