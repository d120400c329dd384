import type { WarrantyImportReport } from '@domain/warranty';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { ImportDialog } from '@/ui/import-dialog';
import { ImportReportView } from '@/ui/import-report';
import { day } from './erate-format';
import { useImportWarranty } from './use-erate';

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
  const { t } = useTranslation('erate');
  const changes = (report: WarrantyImportReport) => report.preview.length;
  return (
    <ImportDialog<WarrantyImportReport>
      open={open}
      onOpenChange={onOpenChange}
      title={t('warrantyImport.title')}
      description={t('warrantyImport.description')}
      inputId="warranty-import-file"
      templateName="warranty-dates-template.csv"
      template={() => TEMPLATE}
      check={(file) => importer.mutateAsync({ file, dryRun: true })}
      run={async (file) => {
        await importer.mutateAsync({ file, dryRun: false });
      }}
      canImport={(report) => changes(report) > 0}
      importLabel={(report) =>
        t('warrantyImport.import', { count: changes(report), n: formatNumber(changes(report)) })
      }
      importingLabel={(report) => t('warrantyImport.importing', { n: formatNumber(changes(report)) })}
      renderReport={(report, file) => (
        <ImportReportView
          report={{
            ...report,
            rejected: report.rejected.map((r) => ({ row: r.row, key: r.serial, reasons: [r.message] })),
          }}
          fileName={file.name}
          keyLabel={t('warrantyImport.keyLabel')}
        >
          {report.unmatched > 0 && (
            <p className="text-sm text-muted-fg">
              {t('warrantyImport.unmatched', { count: report.unmatched, n: formatNumber(report.unmatched) })}
            </p>
          )}
          {changes(report) > 0 ? (
            <Preview report={report} />
          ) : (
            <p className="text-sm text-muted-fg">{t('warrantyImport.noChanges')}</p>
          )}
        </ImportReportView>
      )}
    />
  );
}

function Preview({ report }: { report: WarrantyImportReport }) {
  const cell = 'border-b border-border px-3 py-2 text-left align-top';
  const { t } = useTranslation('erate');
  return (
    <div className="max-h-64 overflow-auto rounded-lg border border-border">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="px-3 py-2 text-left text-xs font-medium text-muted-fg">
          {t('warrantyImport.changes')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('warrantyImport.asset')}
            </th>
            <th scope="col" className={cell}>
              {t('warrantyImport.serial')}
            </th>
            <th scope="col" className={cell}>
              {t('warrantyImport.warrantyEnds')}
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
