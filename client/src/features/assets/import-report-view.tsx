import type { ImportReport } from '@domain/assets';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatNumber } from '@/lib/format';

/** What the dry run found: how many rows are ready, and each rejected row with its reasons. */
export function ImportReportView({ report, fileName }: { report: ImportReport; fileName: string }) {
  const ok = report.rejectedCount === 0;
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
              ? `All ${formatNumber(report.total)} ${report.total === 1 ? 'row is' : 'rows are'} ready to import.`
              : `${formatNumber(report.rejectedCount)} of ${formatNumber(report.total)} ${report.total === 1 ? 'row' : 'rows'} would be rejected.`}
          </p>
          <p className="mt-0.5 opacity-90">
            {ok
              ? `${fileName} checked: nothing has been changed yet.`
              : 'Nothing is imported while any row has a problem. Fix these rows in the file and choose it again.'}
          </p>
        </div>
      </div>
      {!ok && (
        <div className="max-h-72 overflow-auto rounded-lg border border-border">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">Rejected rows</caption>
            <thead className="[&_th]:sticky [&_th]:top-0">
              <tr>
                <th
                  scope="col"
                  className="border-b border-border bg-surface-muted px-3 py-2 text-left text-xs font-medium text-muted-fg"
                >
                  Row
                </th>
                <th
                  scope="col"
                  className="border-b border-border bg-surface-muted px-3 py-2 text-left text-xs font-medium text-muted-fg"
                >
                  Asset Tag
                </th>
                <th
                  scope="col"
                  className="border-b border-border bg-surface-muted px-3 py-2 text-left text-xs font-medium text-muted-fg"
                >
                  Why
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((r) => (
                <tr key={r.row}>
                  <td className="border-b border-border px-3 py-2 align-top tabular-nums">{r.row}</td>
                  <td className="border-b border-border px-3 py-2 align-top font-mono text-[13px]">
                    {r.assetTag || '—'}
                  </td>
                  <td className="border-b border-border px-3 py-2 align-top">{r.reasons.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.rejectedCount > report.rejected.length && (
            <p className="px-3 py-2 text-xs text-muted-fg">
              And {formatNumber(report.rejectedCount - report.rejected.length)} more rows with problems.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
