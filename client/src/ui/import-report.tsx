import { CircleAlert, CircleCheck, Download, FileUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { Button } from './button';

/** What an import dialog says when the server gave no reason for a failure. */
export const IMPORT_FAILED = {
  get check() {
    return i18n.t('app:import.checkFailed');
  },
  get run() {
    return i18n.t('app:import.runFailed');
  },
};

/** What a dry run of an import found (the assets' and the licenses' reports both fit). */
export interface ImportOutcome {
  total: number;
  rejectedCount: number;
  /** Rejected rows as a spreadsheet numbers them (the header is row 1), each with what names it. */
  rejected: { row: number; key: string; reasons: string[] }[];
}

/**
 * What the dry run found: how many rows are ready, and each rejected row with its reasons.
 * `keyLabel` names the column that identifies a row ("Asset Tag", "License").
 */
export function ImportReportView({
  report,
  fileName,
  keyLabel,
  children,
}: {
  report: ImportOutcome;
  fileName: string;
  keyLabel: string;
  /** What else to show under the summary (a preview of the rows). */
  children?: ReactNode;
}) {
  const ok = report.rejectedCount === 0;
  const { t } = useTranslation('app');
  return (
    <div className="flex flex-col gap-4">
      <div
        className={
          ok
            ? 'flex gap-3 rounded-lg border border-tone-green-border bg-tone-green-bg p-3 text-sm text-tone-green-fg'
            : 'flex gap-3 rounded-lg border border-tone-red-border bg-tone-red-bg p-3 text-sm text-tone-red-fg'
        }
        role="status"
      >
        {ok ? (
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        )}
        <div>
          <p className="font-medium">
            {ok
              ? t('import.allReady', { count: report.total, total: formatNumber(report.total) })
              : t('import.rejected', {
                  count: report.total,
                  rejected: formatNumber(report.rejectedCount),
                  total: formatNumber(report.total),
                })}
          </p>
          <p className="mt-0.5 opacity-90">
            {ok ? t('import.checked', { file: fileName }) : t('import.fixRows')}
          </p>
        </div>
      </div>
      {!ok && (
        <div className="max-h-72 overflow-auto rounded-lg border border-border">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{t('import.rejectedRows')}</caption>
            <thead className="[&_th]:sticky [&_th]:top-0">
              <tr>
                <th
                  scope="col"
                  className="border-b border-border bg-surface-muted px-3 py-2 text-left text-xs font-medium text-muted-fg"
                >
                  {t('import.row')}
                </th>
                <th
                  scope="col"
                  className="border-b border-border bg-surface-muted px-3 py-2 text-left text-xs font-medium text-muted-fg"
                >
                  {keyLabel}
                </th>
                <th
                  scope="col"
                  className="border-b border-border bg-surface-muted px-3 py-2 text-left text-xs font-medium text-muted-fg"
                >
                  {t('import.why')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((r) => (
                <tr key={r.row}>
                  <td className="border-b border-border px-3 py-2 align-top tabular-nums">{r.row}</td>
                  <td className="border-b border-border px-3 py-2 align-top break-words">{r.key || '—'}</td>
                  <td className="border-b border-border px-3 py-2 align-top">{r.reasons.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.rejectedCount > report.rejected.length && (
            <p className="px-3 py-2 text-xs text-muted-fg">
              {t('import.more', { more: formatNumber(report.rejectedCount - report.rejected.length) })}
            </p>
          )}
        </div>
      )}
      {children}
    </div>
  );
}

/** The files an import takes: what the target says, what the picker accepts, the input's name. */
const IMPORT_FILES = {
  csv: { accept: '.csv,text/csv' },
  oneroster: { accept: '.zip,application/zip' },
} as const;

/**
 * The first step of an import: a large file target (keyboard-focusable through its input, named
 * after the file it takes), what went wrong with the last file, and a template to start from
 * when there is one.
 */
export function ImportChooseFile({
  id,
  error,
  onFile,
  kind = 'csv',
  template,
}: {
  id: string;
  error?: string;
  onFile: (file: File) => void;
  kind?: keyof typeof IMPORT_FILES;
  /** A template to start from: its name and its text, made when asked for. */
  template?: { name: string; text: () => string };
}) {
  const words = IMPORT_FILES[kind];
  const { t } = useTranslation('app');
  return (
    <>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed border-border-strong px-6 py-10 text-center transition-colors hover:bg-surface-hover has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
      >
        <FileUp aria-hidden className="size-6 text-subtle-fg" />
        <span className="text-sm font-medium text-fg">{t(`import.${kind}.choose`)}</span>
        <span className="text-xs text-muted-fg">{t('import.nothingChanges')}</span>
        <input
          id={id}
          type="file"
          accept={words.accept}
          aria-label={t(`import.${kind}.label`)}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-tone-red-fg">
          {error}
        </p>
      )}
      {template && (
        <div>
          <Button variant="link" onClick={() => saveFile(template.text(), template.name)}>
            <Download /> {t('import.template')}
          </Button>
        </div>
      )}
    </>
  );
}
