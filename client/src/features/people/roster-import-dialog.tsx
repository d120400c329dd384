import { urlOf } from '@domain/api/endpoint';
import { peopleApi } from '@domain/api/people';
import { PEOPLE_MESSAGES, type RosterImportReport } from '@domain/people';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, HttpError, tabHeaders } from '@/lib/api';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { ImportProgress } from '@/ui/import-progress';
import { ImportChooseFile } from '@/ui/import-report';
import { toast } from '@/ui/toast';

/** Sends the zip's bytes (not JSON): the report, or the server's refusal as an HttpError. */
async function sendRoster(districtId: string, file: File, dryRun: boolean, skipBadRows: boolean) {
  const url = urlOf(peopleApi.importRoster, {
    query: { districtId, dryRun: String(dryRun) as 'true', skipBadRows: String(skipBadRows) as 'true' },
  });
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: tabHeaders({ Accept: 'application/json', 'Content-Type': 'application/zip' }),
    body: file,
  });
  const text = await res.text();
  if (!res.ok) throw new HttpError(res.status, text, res.statusText);
  return JSON.parse(text) as RosterImportReport;
}

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'checking'; file: File }
  | { name: 'preview'; file: File; report: RosterImportReport }
  | { name: 'importing'; file: File };

function Count({ label, value, tone }: { label: string; value: number; tone?: 'red' }) {
  return (
    <div className="rounded-md border border-border px-3 py-2">
      <dt className="text-xs text-muted-fg">{label}</dt>
      <dd
        className={
          tone === 'red' && value > 0 ? 'text-lg font-semibold text-tone-red-fg' : 'text-lg font-semibold'
        }
      >
        {value.toLocaleString()}
      </dd>
    </div>
  );
}

/** What the import would do: counts, then each bad row and why. */
function Preview({ report, fileName }: { report: RosterImportReport; fileName: string }) {
  const p = report.people;
  const { t } = useTranslation('people');
  return (
    <div className="flex flex-col gap-4 text-sm" data-testid="roster-report">
      <p className="text-muted-fg">
        {t('import.exportKind', {
          file: fileName,
          kind: report.modes['users.csv'] === 'delta' ? t('import.delta') : t('import.bulk'),
        })}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Count label={t('import.counts.created')} value={p.created} />
        <Count label={t('import.counts.updated')} value={p.updated} />
        <Count label={t('import.counts.unchanged')} value={p.unchanged} />
        <Count label={t('import.counts.withdrawn')} value={p.withdrawn} />
        <Count label={t('import.counts.sites')} value={report.sites.created} />
        <Count label={t('import.counts.linked')} value={report.linked} />
        <Count label={t('import.counts.recoveryTasks')} value={report.recoveryTasks} />
        <Count label={t('import.counts.errors')} value={report.errorCount} tone="red" />
      </dl>
      {(p.skipped > 0 || p.stale > 0) && (
        <p className="text-muted-fg">
          {p.skipped > 0 && t('import.skipped', { n: p.skipped })}
          {p.stale > 0 && t('import.stale', { n: p.stale })}
        </p>
      )}
      {report.errorCount > 0 && (
        <div>
          <p className="font-medium text-tone-red-fg">{PEOPLE_MESSAGES.importHasErrors(report.errorCount)}</p>
          <ul
            aria-label={t('import.errorsLabel')}
            className="mt-2 max-h-48 divide-y divide-border overflow-auto rounded-md border border-border"
          >
            {report.errors.map((e) => (
              <li key={`${e.file}-${e.row}`} className="px-3 py-1.5">
                <span className="font-medium">{t('import.errorRow', { file: e.file, row: e.row })}</span>
                {e.sourcedId ? <span className="text-muted-fg"> ({e.sourcedId})</span> : null}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A OneRoster 1.1 zip: checked first (a dry run with counts and row errors), imported on confirmation. */
export function RosterImportDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const { t } = useTranslation('people');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const busy = step.name === 'checking' || step.name === 'importing';
  useEffect(() => {
    if (open) setStep({ name: 'choose' });
  }, [open]);

  async function check(file: File) {
    setStep({ name: 'checking', file });
    try {
      setStep({ name: 'preview', file, report: await sendRoster(districtId, file, true, false) });
    } catch (err) {
      setStep({ name: 'choose', error: errorMessage(err) ?? PEOPLE_MESSAGES.importFailed });
    }
  }

  async function run(file: File, skipBadRows: boolean) {
    setStep({ name: 'importing', file });
    try {
      const r = await sendRoster(districtId, file, false, skipBadRows);
      toast({ title: PEOPLE_MESSAGES.imported(r.people.created, r.people.updated), variant: 'success' });
      await client.invalidateQueries({ queryKey: ['people'] });
      onOpenChange(false);
    } catch (err) {
      setStep({ name: 'choose', error: errorMessage(err) ?? PEOPLE_MESSAGES.importFailed });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent width="lg" hideClose={busy}>
        <DialogHeader title={t('import.title')} description={t('import.description')} />
        <DialogBody className="flex flex-col gap-4">
          {step.name === 'choose' && (
            <ImportChooseFile
              id="roster-file"
              kind="oneroster"
              error={step.error}
              onFile={(file) => void check(file)}
            />
          )}
          {step.name === 'checking' && (
            <ImportProgress label={t('import.checking', { file: step.file.name })} />
          )}
          {step.name === 'importing' && (
            <ImportProgress label={t('import.importing', { file: step.file.name })} />
          )}
          {step.name === 'preview' && <Preview report={step.report} fileName={step.file.name} />}
        </DialogBody>
        <DialogFooter>
          {step.name === 'preview' ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
                {t('import.chooseAnother')}
              </Button>
              <Button onClick={() => run(step.file, step.report.errorCount > 0)}>
                {step.report.errorCount > 0 ? t('import.skipAndImport') : t('import.import')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('import.cancel')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
