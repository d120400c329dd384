import { vaultApi } from '@domain/api/vault';
import {
  BITWARDEN_COLUMNS,
  VAULT_ACCESS_LABELS,
  VAULT_MESSAGES,
  type VaultImportReport,
} from '@domain/vault';
import { useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { ImportDialog } from '@/ui/import-dialog';
import { ImportReportView } from '@/ui/import-report';
import { toast } from '@/ui/toast';
import { StrengthBadge } from './vault-badges';
import { vaultKeys } from './vault-keys';

const templateCsv = () =>
  Papa.unparse({
    fields: [...BITWARDEN_COLUMNS],
    data: [
      [
        'Network Infrastructure',
        '',
        'login',
        'Core switch',
        '',
        'Department: IT Infrastructure\nAccess level: department',
        '',
        'https://switch.example.org',
        'admin',
        'change-me',
        '',
      ],
    ],
  });

const passwords = (n: number) => i18n.t('vault:import.passwords', { count: n, n: formatNumber(n) });

/**
 * Import from Bitwarden's CSV (what Export Vault writes): the server checks every row and answers a
 * preview without secrets; then it adds every row, or none.
 */
export function ImportVaultDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('vault');
  const send = async (file: File, dryRun: boolean) =>
    api(vaultApi.import, { body: { districtId, csv: await file.text(), dryRun } });
  return (
    <ImportDialog<VaultImportReport>
      open={open}
      onOpenChange={onOpenChange}
      title={t('import.title')}
      description={t('import.description')}
      inputId="vault-import-file"
      template={templateCsv}
      templateName="vault-import-template.csv"
      check={(file) => send(file, true)}
      run={async (file) => {
        const report = await send(file, false);
        toast({ ...VAULT_MESSAGES.imported(report.created), variant: 'success' });
        await queryClient.invalidateQueries({ queryKey: vaultKeys.district(districtId) });
      }}
      importLabel={(report) => t('import.import', { passwords: passwords(report.valid) })}
      importingLabel={(report) => t('import.importing', { passwords: passwords(report.valid) })}
      renderReport={(report, file) => (
        <ImportReportView
          report={{
            ...report,
            rejected: report.rejected.map((r) => ({ row: r.row, key: r.title, reasons: [r.message] })),
          }}
          fileName={file.name}
          keyLabel={t('import.keyLabel')}
        >
          {report.preview.length > 0 && <Preview report={report} />}
        </ImportReportView>
      )}
    />
  );
}

/** The first valid rows as they would be added (no secret is ever shown here). */
function Preview({ report }: { report: VaultImportReport }) {
  const { t } = useTranslation('vault');
  return (
    <ul
      aria-label={t('import.preview')}
      className="max-h-64 divide-y divide-border overflow-auto rounded-lg border border-border"
    >
      {report.preview.map((p) => (
        <li key={p.row} className="flex items-center gap-3 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-fg" title={p.title}>
              {p.title}
            </span>
            <span className="block break-words text-xs text-muted-fg">
              {[p.username, p.category, VAULT_ACCESS_LABELS[p.accessLevel]].filter(Boolean).join(' · ')}
            </span>
          </span>
          <StrengthBadge strength={p.strength} />
        </li>
      ))}
    </ul>
  );
}
