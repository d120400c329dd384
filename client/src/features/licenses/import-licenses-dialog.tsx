import {
  formatIsoDay,
  formatLicenseCost,
  isPerSeat,
  LICENSE_CSV_COLUMNS,
  LICENSE_MESSAGES,
  LICENSE_TEMPLATE_ROW,
  type LicenseImportReport,
  SEAT_MODEL_LABELS,
} from '@domain/licenses';
import Papa from 'papaparse';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { ImportProgress } from '@/ui/import-progress';
import { IMPORT_FAILED, ImportChooseFile, ImportReportView } from '@/ui/import-report';
import { toast } from '@/ui/toast';
import { LicenseStatusBadge } from './license-badges';
import { useImportLicenses } from './use-import-licenses';

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'checking'; file: File }
  | { name: 'report'; file: File; report: LicenseImportReport }
  | { name: 'importing'; file: File; rows: number };

const COLUMNS = LICENSE_CSV_COLUMNS.map((c) => c.label);

/** A CSV with the import's columns and one example row. */
function templateCsv(): string {
  return Papa.unparse({
    fields: COLUMNS,
    data: [LICENSE_CSV_COLUMNS.map((c) => LICENSE_TEMPLATE_ROW[c.field])],
  });
}

/**
 * Import from CSV (the export's columns): the server checks the file (a dry run) and answers a
 * preview and every rejected row with why; then it adds every row in one transaction, or none.
 */
export function ImportLicensesDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importer = useImportLicenses(districtId);
  const { t } = useTranslation('licenses');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const busy = step.name === 'checking' || step.name === 'importing';

  useEffect(() => {
    if (open) setStep({ name: 'choose' });
  }, [open]);

  async function check(file: File) {
    setStep({ name: 'checking', file });
    try {
      const report = await importer.mutateAsync({ file, dryRun: true });
      setStep({ name: 'report', file, report });
    } catch (err) {
      setStep({
        name: 'choose',
        error: errorMessage(err) ?? IMPORT_FAILED.check,
      });
    }
  }

  async function run(file: File, rows: number) {
    setStep({ name: 'importing', file, rows });
    try {
      const report = await importer.mutateAsync({ file, dryRun: false });
      toast({ ...LICENSE_MESSAGES.imported(report.created), variant: 'success' });
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
      <DialogContent width="xl" hideClose={busy}>
        <DialogHeader
          title={t('import.title')}
          description={t('import.description', { columns: COLUMNS.slice(0, 6).join(', ') })}
        />
        <DialogBody className="flex flex-col gap-4">
          {step.name === 'choose' && (
            <ImportChooseFile
              id="license-import-file"
              error={step.error}
              onFile={(file) => void check(file)}
              template={{ name: 'licenses-import-template.csv', text: templateCsv }}
            />
          )}
          {step.name === 'checking' && (
            <ImportProgress label={t('import.checking', { file: step.file.name })} />
          )}
          {step.name === 'importing' && (
            <ImportProgress label={t('import.importing', { n: formatNumber(step.rows) })} />
          )}
          {step.name === 'report' && (
            <ImportReportView
              report={{
                ...step.report,
                rejected: step.report.rejected.map((r) => ({ row: r.row, key: r.name, reasons: r.reasons })),
              }}
              fileName={step.file.name}
              keyLabel={t('import.keyLabel')}
            >
              {step.report.preview.length > 0 && <Preview report={step.report} />}
            </ImportReportView>
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
                onClick={() => run(step.file, step.report.valid)}
              >
                {t('import.run', { count: step.report.valid, n: formatNumber(step.report.valid) })}
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

/** The first valid rows as they would be added. */
function Preview({ report }: { report: LicenseImportReport }) {
  const { t } = useTranslation('licenses');
  const cell = 'border-b border-border px-3 py-2 text-left align-top';
  return (
    <div className="max-h-64 overflow-auto rounded-lg border border-border">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="px-3 py-2 text-left text-xs font-medium text-muted-fg">
          {t('import.preview')}
          {report.valid > report.preview.length ? t('import.previewFirst', { n: report.preview.length }) : ''}
        </caption>
        <thead className="[&_th]:sticky [&_th]:top-0 [&_th]:bg-surface-muted [&_th]:text-xs [&_th]:font-medium [&_th]:text-muted-fg">
          <tr>
            <th scope="col" className={cell}>
              {t('import.columns.license')}
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              {t('import.columns.seats')}
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              {t('import.columns.cost')}
            </th>
            <th scope="col" className={cell}>
              {t('import.columns.renewal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.preview.map((r) => (
            <tr key={r.row}>
              <td className={cell}>
                <span className="block font-medium text-fg">{r.name}</span>
                <span className="block text-xs text-muted-fg">
                  {r.vendor} · {r.category}
                </span>
              </td>
              <td className={`${cell} hidden tabular-nums sm:table-cell`}>
                {isPerSeat(r.seatModel) ? formatNumber(r.licenseCount) : SEAT_MODEL_LABELS[r.seatModel]}
              </td>
              <td className={`${cell} hidden tabular-nums sm:table-cell`}>{formatLicenseCost(r.cost)}</td>
              <td className={cell}>
                <span className="flex flex-col items-start gap-1">
                  {formatIsoDay(r.renewalDate)}
                  <LicenseStatusBadge status={r.status} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
