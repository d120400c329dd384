import type { PaymentImportReport } from '@domain/charges';
import { formatCents, toCents } from '@domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/ui/dialog';
import { useImportPayments } from './use-charges';

/** The payment system's CSV: a preview of what it pays and what it rejects, then Apply. */
export function ImportPaymentsDialog({
  districtId,
  open,
  onOpenChange,
}: {
  districtId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('charges');
  const run = useImportPayments(districtId);
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<PaymentImportReport | null>(null);
  const close = (next: boolean) => {
    if (!next) {
      setCsv('');
      setReport(null);
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent width="lg">
        <DialogHeader title={t('import.title')} description={t('import.description')} />
        <DialogBody className="space-y-4">
          <div>
            <label htmlFor="payments-file" className="mb-1 block text-sm font-medium">
              {t('import.file')}
            </label>
            <input
              id="payments-file"
              type="file"
              accept=".csv,text/csv"
              className="block text-sm"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                const text = await file.text();
                setCsv(text);
                setReport(await run.mutateAsync({ csv: text, dryRun: true }).catch(() => null));
              }}
            />
          </div>
          {report && (
            <div className="space-y-3 text-sm" aria-live="polite">
              <p>
                {t('import.match', { valid: report.valid, total: report.total })}
                {report.rejected.length ? t('import.rejected', { n: report.rejected.length }) : '.'}
              </p>
              {report.preview.length > 0 && (
                <ul className="divide-y divide-border rounded-md border border-border">
                  {report.preview.map((p) => (
                    <li key={p.row} className="flex justify-between gap-3 px-3 py-2">
                      <span>
                        {p.reference} · {p.personName} · {p.paidOn}
                      </span>
                      <span className="tabular-nums">{formatCents(toCents(p.amount))}</span>
                    </li>
                  ))}
                </ul>
              )}
              {report.rejected.length > 0 && (
                <ul className="space-y-1 text-danger">
                  {report.rejected.slice(0, 20).map((r) => (
                    <li key={r.row}>{t('import.row', { row: r.row, message: r.message })}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('import.cancel')}
          </Button>
          <Button
            disabled={!report || report.valid === 0 || report.rejected.length > 0}
            loading={run.isPending}
            onClick={async () => {
              await run.mutateAsync({ csv, dryRun: false });
              close(false);
            }}
          >
            {t('import.submit', { n: report?.valid ?? 0 })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
