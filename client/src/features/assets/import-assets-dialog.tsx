import { ASSET_MESSAGES, type ImportReport, type ImportRow } from '@domain/assets';
import { Download, FileUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { toast } from '@/ui/toast';
import { ImportProgress } from './import-progress';
import { ImportReportView } from './import-report-view';
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
        error: errorMessage(err) ?? 'The file could not be checked. Please try again.',
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
        error: errorMessage(err) ?? 'The import failed: nothing was changed. Please try again.',
      });
    }
  }

  function downloadTemplate() {
    const url = URL.createObjectURL(new Blob([importTemplateCsv()], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'assets-import-template.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent width="lg" hideClose={busy}>
        <DialogHeader
          title="Import Assets"
          description="Upload a CSV with the export's columns: Asset Tag, Name, Category, Status, Location, Serial Number, Assigned To."
        />
        <DialogBody className="flex flex-col gap-4">
          {step.name === 'choose' && (
            <>
              <label
                htmlFor="asset-import-file"
                className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed border-border-strong px-6 py-10 text-center transition-colors hover:bg-surface-hover has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <FileUp aria-hidden className="size-6 text-subtle-fg" />
                <span className="text-sm font-medium text-fg">Choose a CSV file</span>
                <span className="text-xs text-muted-fg">
                  Nothing changes until you confirm the import after the check.
                </span>
                <input
                  id="asset-import-file"
                  type="file"
                  accept=".csv,text/csv"
                  aria-label="CSV file to import"
                  className="sr-only"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void readFile(file);
                  }}
                />
              </label>
              {step.error && (
                <p role="alert" className="text-sm text-tone-red-fg">
                  {step.error}
                </p>
              )}
              <div>
                <Button variant="link" onClick={downloadTemplate}>
                  <Download /> Download a template
                </Button>
              </div>
            </>
          )}
          {step.name === 'reading' && (
            <ImportProgress label={`Reading ${step.fileName}…`} value={step.progress} />
          )}
          {step.name === 'checking' && <ImportProgress label={`Checking ${formatNumber(step.rows)} rows…`} />}
          {step.name === 'importing' && (
            <ImportProgress label={`Importing ${formatNumber(step.rows)} assets…`} />
          )}
          {step.name === 'report' && <ImportReportView report={step.report} fileName={step.fileName} />}
        </DialogBody>
        <DialogFooter>
          {step.name === 'report' ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
                Choose another file
              </Button>
              <Button
                disabled={step.report.rejectedCount > 0}
                onClick={() => runImport(step.fileName, step.rows)}
              >
                Import {formatNumber(step.report.valid)} {step.report.valid === 1 ? 'asset' : 'assets'}
              </Button>
            </>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
