import type { WarrantyImportReport } from '@domain/warranty';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { ImportProgress } from '@/ui/import-progress';
import { IMPORT_FAILED, ImportChooseFile, ImportReportView } from '@/ui/import-report';
import { day } from './erate-format';
import { useImportWarranty } from './use-erate';

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'checking'; file: File }
  | { name: 'report'; file: File; report: WarrantyImportReport }
  | { name: 'importing'; file: File; rows: number };

const TEMPLATE = 'Serial Number,Warranty End Date\r\nABC1234,2028-06-30\r\n';

/**
 * Import warranty dates from a CSV of a maker's portal (Dell TechDirect, Lenovo, HP, Apple): a
 * preview of the changes first, then every date set in one transaction.
 */
export function WarrantyImportDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importer = useImportWarranty(districtId);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const busy = step.name === 'checking' || step.name === 'importing';

  useEffect(() => {
    if (open) setStep({ name: 'choose' });
  }, [open]);

  async function check(file: File) {
    setStep({ name: 'checking', file });
    try {
      setStep({ name: 'report', file, report: await importer.mutateAsync({ file, dryRun: true }) });
    } catch (err) {
      setStep({ name: 'choose', error: errorMessage(err) ?? IMPORT_FAILED.check });
    }
  }

  async function run(file: File, rows: number) {
    setStep({ name: 'importing', file, rows });
    try {
      await importer.mutateAsync({ file, dryRun: false });
      onOpenChange(false);
    } catch (err) {
      setStep({ name: 'choose', error: errorMessage(err) ?? IMPORT_FAILED.run });
    }
  }

  const changes = step.name === 'report' ? step.report.preview.length : 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent width="xl" hideClose={busy}>
        <DialogHeader
          title="Import warranty dates"
          description="Upload the CSV your maker's portal exports: a serial number column (Serial Number, Service Tag) and an end date column (Warranty End Date, End Date, Coverage End Date)."
        />
        <DialogBody className="flex flex-col gap-4">
          {step.name === 'choose' && (
            <ImportChooseFile
              id="warranty-import-file"
              error={step.error}
              onFile={(file) => void check(file)}
              template={{ name: 'warranty-dates-template.csv', text: () => TEMPLATE }}
            />
          )}
          {step.name === 'checking' && <ImportProgress label={`Checking ${step.file.name}…`} />}
          {step.name === 'importing' && (
            <ImportProgress label={`Setting ${formatNumber(step.rows)} warranty dates…`} />
          )}
          {step.name === 'report' && (
            <ImportReportView
              report={{
                ...step.report,
                rejected: step.report.rejected.map((r) => ({
                  row: r.row,
                  key: r.serial,
                  reasons: [r.message],
                })),
              }}
              fileName={step.file.name}
              keyLabel="Serial"
            >
              {step.report.unmatched > 0 && (
                <p className="text-sm text-muted-fg">
                  {formatNumber(step.report.unmatched)} serial{' '}
                  {step.report.unmatched === 1 ? 'number matches' : 'numbers match'} no asset of the district
                  and will be skipped.
                </p>
              )}
              {changes > 0 ? (
                <Preview report={step.report} />
              ) : (
                <p className="text-sm text-muted-fg">No warranty date changes.</p>
              )}
            </ImportReportView>
          )}
        </DialogBody>
        <DialogFooter>
          {step.name === 'report' ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
                Choose another file
              </Button>
              <Button
                disabled={step.report.rejectedCount > 0 || changes === 0}
                onClick={() => run(step.file, changes)}
              >
                Update {formatNumber(changes)} {changes === 1 ? 'asset' : 'assets'}
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

function Preview({ report }: { report: WarrantyImportReport }) {
  const cell = 'border-b border-border px-3 py-2 text-left align-top';
  return (
    <div className="max-h-64 overflow-auto rounded-lg border border-border">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="px-3 py-2 text-left text-xs font-medium text-muted-fg">Changes</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Asset
            </th>
            <th scope="col" className={cell}>
              Serial
            </th>
            <th scope="col" className={cell}>
              Warranty ends
            </th>
          </tr>
        </thead>
        <tbody>
          {report.preview.map((p) => (
            <tr key={p.row}>
              <td className={cell}>
                {p.assetTag} <span className="text-muted-fg">{p.name}</span>
              </td>
              <td className={cell}>{p.serial}</td>
              <td className={cell}>
                {p.from ? `${day(p.from)} → ` : ''}
                <strong>{day(p.to)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
