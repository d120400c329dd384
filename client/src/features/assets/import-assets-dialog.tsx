import { ASSET_MESSAGES, type ImportReport, type ImportRow } from '@domain/assets';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { ImportProgress } from '@/ui/import-progress';
import { IMPORT_FAILED, ImportChooseFile, ImportReportView } from '@/ui/import-report';
import { toast } from '@/ui/toast';
import { importTemplateCsv, parseAssetCsv } from './parse-asset-csv';
import { useImportAssets } from './use-import-assets';

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'reading'; fileName: string; progress: number }
  | { name: 'checking'; fileName: string; rows: number }
  | { name: 'report'; fileName: string; rows: ImportRow[]; report: ImportReport }
  | { name: 'importing'; fileName: string; rows: number };

interface ImportAssetsDialogProps {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Import from CSV (the export's columns): the file is read with papaparse, checked by a dry run
 * that lists every row that would be rejected and why, then imported in one transaction.
 */
export function ImportAssetsDialog({ districtId, open, onOpenChange }: ImportAssetsDialogProps) {
  const { t } = useTranslation('assets');
  const importer = useImportAssets(districtId);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const busy = step.name === 'reading' || step.name === 'checking' || step.name === 'importing';

  useEffect(() => {
    if (open) setStep({ name: 'choose' });
  }, [open]);

  async function readFile(file: File) {
    setStep({ name: 'reading', fileName: file.name, progress: 0 });
    const parsed = await parseAssetCsv(file, (progress) =>
      setStep((s) => (s.name === 'reading' ? { ...s, progress } : s)),
    );
    if (parsed.error) return setStep({ name: 'choose', error: parsed.error });
    setStep({ name: 'checking', fileName: file.name, rows: parsed.rows.length });
    try {
      const report = await importer.mutateAsync({ rows: parsed.rows, dryRun: true });
      setStep({ name: 'report', fileName: file.name, rows: parsed.rows, report });
    } catch (err) {
      setStep({
        name: 'choose',
        error: errorMessage(err) ?? IMPORT_FAILED.check,
      });
    }
  }

  async function runImport(fileName: string, rows: ImportRow[]) {
    setStep({ name: 'importing', fileName, rows: rows.length });
    try {
      const report = await importer.mutateAsync({ rows, dryRun: false });
      toast({ ...ASSET_MESSAGES.imported(report.created), variant: 'success' });
      onOpenChange(false);
    } catch (err) {
      setStep({
        name: 'choose',
        error: errorMessage(err) ?? IMPORT_FAILED.run,
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent width="lg" hideClose={busy}>
        <DialogHeader title={t('import.title')} description={t('import.description')} />
        <DialogBody className="flex flex-col gap-4">
          {step.name === 'choose' && (
            <ImportChooseFile
              id="asset-import-file"
              error={step.error}
              onFile={(file) => void readFile(file)}
              template={{ name: 'assets-import-template.csv', text: importTemplateCsv }}
            />
          )}
          {step.name === 'reading' && (
            <ImportProgress label={t('import.reading', { name: step.fileName })} value={step.progress} />
          )}
          {step.name === 'checking' && (
            <ImportProgress label={t('import.checking', { n: formatNumber(step.rows) })} />
          )}
          {step.name === 'importing' && (
            <ImportProgress label={t('import.importing', { n: formatNumber(step.rows) })} />
          )}
          {step.name === 'report' && (
            <ImportReportView
              report={{
                ...step.report,
                rejected: step.report.rejected.map((r) => ({
                  row: r.row,
                  key: r.assetTag,
                  reasons: r.reasons,
                })),
              }}
              fileName={step.fileName}
              keyLabel={t('import.keyLabel')}
            />
          )}
        </DialogBody>
        <DialogFooter>
          {step.name === 'report' ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
                {t('import.another')}
              </Button>
              <Button
                disabled={step.report.rejectedCount > 0}
                onClick={() => runImport(step.fileName, step.rows)}
              >
                {t('import.submit', { count: step.report.valid, n: formatNumber(step.report.valid) })}
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
