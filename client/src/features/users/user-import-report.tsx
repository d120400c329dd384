import type { ImportUsersReport } from '@domain/users';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { invitableRows } from './user-rules';

const th = 'border-b border-border bg-surface-muted px-3 py-2 text-left text-xs font-medium text-muted-fg';
const td = 'border-b border-border px-3 py-2 align-top';

/**
 * What the dry run of a bulk invitation found: how many people would be invited, and each refused
 * row (numbered as a spreadsheet shows it) with its reasons. Valid rows go ahead without the others.
 */
export function UserImportReport({ report, fileName }: { report: ImportUsersReport; fileName: string }) {
  const { t } = useTranslation('users');
  const ready = invitableRows(report);
  const ok = report.rejected.length === 0;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        className={cn(
          'flex gap-3 rounded-lg border p-3 text-sm',
          ok
            ? 'border-tone-green-border bg-tone-green-bg text-tone-green-fg'
            : 'border-tone-orange-border bg-tone-orange-bg text-tone-orange-fg',
        )}
      >
        {ok ? (
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        )}
        <div>
          <p className="font-medium">
            {ok
              ? t('importReport.allReady', { count: report.total, n: formatNumber(report.total) })
              : t('importReport.someReady', {
                  count: report.total,
                  n: formatNumber(report.total),
                  ready: formatNumber(ready),
                  skipped: formatNumber(report.rejected.length),
                })}
          </p>
          <p className="mt-0.5 opacity-90">
            {ok ? t('importReport.checked', { file: fileName }) : t('importReport.skippedHelp')}
          </p>
        </div>
      </div>
      {!ok && (
        <div className="max-h-72 overflow-auto rounded-lg border border-border">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{t('importReport.caption')}</caption>
            <thead className="[&_th]:sticky [&_th]:top-0">
              <tr>
                <th scope="col" className={th}>
                  {t('importReport.row')}
                </th>
                <th scope="col" className={th}>
                  {t('importReport.email')}
                </th>
                <th scope="col" className={th}>
                  {t('importReport.why')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((r) => (
                <tr key={r.row}>
                  <td className={cn(td, 'tabular-nums')}>{r.row}</td>
                  <td className={cn(td, 'break-all')}>{r.email || '—'}</td>
                  <td className={td}>{r.reasons.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
