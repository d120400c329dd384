import { BULK_SCREEN, type BulkOperationKind } from '@domain/admin';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistricts } from '@/features/districts';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { BulkDistrictPicker } from './bulk-district-picker';
import { BulkOperationForm } from './bulk-operation-form';
import { BulkPastRuns } from './bulk-past-runs';
import { BulkRunResults } from './bulk-run-results';
import { useBulkOperation } from './use-bulk-operation';
import { useStartBulkOperation } from './use-start-bulk-operation';

/** One plan: the operation, its params and the districts, as a comparable key. */
const planKey = (operation: BulkOperationKind, params: Record<string, unknown>, ids: ReadonlySet<string>) =>
  JSON.stringify([operation, params, [...ids].sort()]);

/**
 * /bulk-operations, for Five Star administrators (see docs/product.md#bulk-operations): choose
 * districts and an operation, rehearse it as a dry run, then run it for real; progress and each
 * district's outcome follow live, and past runs stay listed.
 */
export function BulkOperationsPage() {
  const { t } = useTranslation('admin');
  const districts = useDistricts();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [runId, setRunId] = useState<string | null>(null);
  const [lastDry, setLastDry] = useState<{ key: string; id: string } | null>(null);
  const start = useStartBulkOperation();
  const run = useBulkOperation(runId);
  const dry = useBulkOperation(lastDry?.id ?? null);

  const names = useMemo(
    () => (districts.data ?? []).filter((d) => selected.has(d.id)).map((d) => d.name),
    [districts.data, selected],
  );
  const busy =
    start.isPending || (runId !== null && run.data !== undefined && run.data.status !== 'completed');
  const canRunForReal = useCallback(
    (operation: BulkOperationKind, params: Record<string, unknown>) =>
      lastDry !== null &&
      lastDry.key === planKey(operation, params, selected) &&
      dry.data?.status === 'completed',
    [lastDry, selected, dry.data?.status],
  );

  const onRun = async (operation: BulkOperationKind, params: Record<string, unknown>, dryRun: boolean) => {
    const key = planKey(operation, params, selected);
    const rehearse = dryRun || !canRunForReal(operation, params);
    const started = await start.mutateAsync({
      operation,
      params,
      districtIds: [...selected],
      dryRun: rehearse,
    });
    setRunId(started.id);
    setLastDry(rehearse ? { key, id: started.id } : null);
  };

  return (
    <>
      <PageHeader title={t('bulk.page.title')} description={t('bulk.page.description')} />
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <BulkDistrictPicker selected={selected} onChange={setSelected} />
          <div className="flex flex-col gap-2">
            <BulkOperationForm
              selectedNames={names}
              canRunForReal={canRunForReal}
              onRun={onRun}
              busy={busy}
            />
            {selected.size > 0 && !lastDry && (
              <p className="px-1 text-sm text-muted-fg">{BULK_SCREEN.dryRunFirst}</p>
            )}
          </div>
        </div>
        <section aria-label={t('bulk.page.currentRun')}>
          {runId === null ? null : run.isPending ? (
            <LoadingState message={t('bulk.page.starting')} className="py-8" />
          ) : run.isError ? (
            <LoadError title={t('bulk.page.runFailed')} query={run} />
          ) : (
            <BulkRunResults run={run.data} />
          )}
        </section>
        <BulkPastRuns current={runId} onView={setRunId} />
      </div>
    </>
  );
}
