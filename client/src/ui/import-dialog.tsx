import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api';
import { Button } from './button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from './dialog';
import { ImportProgress } from './import-progress';
import { IMPORT_FAILED, ImportChooseFile } from './import-report';

type Step<R> =
  | { name: 'choose'; error?: string }
  | { name: 'checking'; file: File }
  | { name: 'report'; file: File; report: R }
  | { name: 'importing'; label: string };

interface ImportDialogProps<R extends { rejectedCount: number }> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The file input's id and the template's file name and text. */
  inputId: string;
  templateName: string;
  template: () => string;
  /** The dry run: the server's report of the file. */
  check: (file: File) => Promise<R>;
  /** The real import (the dialog closes when it resolves). */
  run: (file: File, report: R) => Promise<void>;
  /** What the report step shows, and the import button's words ("Import 3 passwords"). */
  renderReport: (report: R, file: File) => ReactNode;
  importLabel: (report: R) => string;
  /** Whether the report leaves anything to import (default: yes, when no row is rejected). */
  canImport?: (report: R) => boolean;
  /** The progress line while importing. */
  importingLabel: (report: R) => string;
}

/**
 * An import from a CSV file in steps: choose a file, the server checks it (a dry run) and reports,
 * then the import adds every row or none. Nothing changes before the user confirms.
 */
export function ImportDialog<R extends { rejectedCount: number }>(p: ImportDialogProps<R>) {
  const [step, setStep] = useState<Step<R>>({ name: 'choose' });
  const { t } = useTranslation('app');
  const busy = step.name === 'checking' || step.name === 'importing';
  useEffect(() => {
    if (p.open) setStep({ name: 'choose' });
  }, [p.open]);

  async function check(file: File) {
    setStep({ name: 'checking', file });
    try {
      setStep({ name: 'report', file, report: await p.check(file) });
    } catch (err) {
      setStep({ name: 'choose', error: errorMessage(err) ?? IMPORT_FAILED.check });
    }
  }
  async function run(file: File, report: R) {
    setStep({ name: 'importing', label: p.importingLabel(report) });
    try {
      await p.run(file, report);
      p.onOpenChange(false);
    } catch (err) {
      setStep({ name: 'choose', error: errorMessage(err) ?? IMPORT_FAILED.run });
    }
  }

  return (
    <Dialog open={p.open} onOpenChange={(next) => !busy && p.onOpenChange(next)}>
      <DialogContent width="xl" hideClose={busy}>
        <DialogHeader title={p.title} description={p.description} />
        <DialogBody className="flex flex-col gap-4">
          {step.name === 'choose' && (
            <ImportChooseFile
              id={p.inputId}
              error={step.error}
              onFile={(file) => void check(file)}
              template={{ name: p.templateName, text: p.template }}
            />
          )}
          {step.name === 'checking' && (
            <ImportProgress label={t('import.checking', { file: step.file.name })} />
          )}
          {step.name === 'importing' && <ImportProgress label={step.label} />}
          {step.name === 'report' && p.renderReport(step.report, step.file)}
        </DialogBody>
        <DialogFooter>
          {step.name === 'report' ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
                {t('import.another')}
              </Button>
              <Button
                disabled={step.report.rejectedCount > 0 || p.canImport?.(step.report) === false}
                onClick={() => run(step.file, step.report)}
              >
                {p.importLabel(step.report)}
              </Button>
            </>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => p.onOpenChange(false)}>
              {t('import.cancel')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
