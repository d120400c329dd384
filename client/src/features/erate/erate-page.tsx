import { ERATE_MESSAGES, type ErateRegisterRow } from '@domain/erate';
import { WARRANTY_MESSAGES } from '@domain/warranty';
import { Download, Network, PiggyBank, Play, Settings2, ShieldCheck, Upload, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Badge } from '@/ui/badge';
import { Breadcrumb } from '@/ui/breadcrumb';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { StatCard } from '@/ui/stat-card';
import { BudgetDialog } from './budget-dialog';
import { DisposeDialog } from './dispose-dialog';
import { day, dollars } from './erate-format';
import {
  useErateBudget,
  useErateEquipment,
  useExportRegister,
  useRunWarrantyLookup,
  useWarrantyLookup,
} from './use-erate';
import { WarrantyImportDialog } from './warranty-import-dialog';
import { WarrantySettingsDialog } from './warranty-settings-dialog';

/** /inventory/erate: the E-Rate C2 register, budget and warranty look-up (see docs/product.md#e-rate). */
export function EratePage() {
  const user = useCurrentUser();
  const access = useAccess('money');
  const { districtId } = useWorkingDistrict();
  const { t } = useTranslation('erate');
  if (access.ok && districtId) return <ErateView key={districtId} districtId={districtId} />;
  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb page={t('page.title')} />}
        title={t('page.title')}
        description={t('page.description')}
      />
      {!access.ok ? (
        <AreaLocked what={t('page.lockedWhat')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : (
        <ChooseDistrictCard what={t('page.chooseWhat')} />
      )}
    </>
  );
}

function ErateView({ districtId }: { districtId: string }) {
  const equipment = useErateEquipment(districtId);
  const exporter = useExportRegister(districtId);
  const [disposing, setDisposing] = useState<ErateRegisterRow | null>(null);
  const rows = equipment.data ?? [];
  const { t } = useTranslation('erate');

  const disposeButton = (r: ErateRegisterRow) =>
    r.disposedOn ? null : (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setDisposing(r)}
        aria-label={t('register.disposeOf', { tag: r.assetTag })}
      >
        {t('register.dispose')}
      </Button>
    );
  const status = (r: ErateRegisterRow) =>
    r.disposedOn ? (
      <Badge tone="gray">{t('register.disposed', { day: day(r.disposedOn) })}</Badge>
    ) : (
      <Badge tone="green" dot>
        {t('register.inService')}
      </Badge>
    );
  const columns: DataColumn<ErateRegisterRow>[] = [
    {
      header: t('register.equipment'),
      cell: (r) => (
        <div className="min-w-0">
          <p className="font-medium text-fg">{r.assetTag}</p>
          <p className="text-xs text-muted-fg">{[r.make, r.model].filter(Boolean).join(' ') || r.name}</p>
        </div>
      ),
    },
    { header: t('register.serial'), className: 'font-mono text-xs', cell: (r) => r.serialNumber || '—' },
    { header: t('register.location'), cell: (r) => r.location || '—' },
    { header: t('register.installed'), className: 'whitespace-nowrap', cell: (r) => day(r.installDate) },
    { header: t('register.cost'), className: 'text-right tabular-nums', cell: (r) => dollars(r.cost) },
    {
      header: t('register.status'),
      cell: (r) => (
        <div className="flex flex-col gap-1">
          {status(r)}
          {r.keptUntil && (
            <span className="text-xs text-muted-fg">
              {t('register.keptUntil', { day: day(r.keptUntil) })}
            </span>
          )}
        </div>
      ),
    },
    { header: t('register.actions'), hideHeader: true, className: 'text-right', cell: disposeButton },
  ];
  const card = (r: ErateRegisterRow) => (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-fg">{r.assetTag}</p>
          <p className="text-xs text-muted-fg">{[r.make, r.model].filter(Boolean).join(' ') || r.name}</p>
        </div>
        {status(r)}
      </div>
      <p className="text-xs text-muted-fg">
        {r.serialNumber ? t('register.serialNumber', { serial: r.serialNumber }) : ''}
        {r.location || t('register.noLocation')}
      </p>
      <p className="text-xs text-muted-fg">
        {t('register.installedOn', { day: day(r.installDate), cost: dollars(r.cost) })}
        {r.keptUntil ? ` · ${t('register.keptUntil', { day: day(r.keptUntil) })}` : ''}
      </p>
      {!r.disposedOn && <div>{disposeButton(r)}</div>}
    </div>
  );

  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb page={t('page.title')} />}
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => exporter.mutate('csv')}
              loading={exporter.isPending && exporter.variables === 'csv'}
            >
              <Download aria-hidden />
              {t('page.exportCsv')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => exporter.mutate('xlsx')}
              loading={exporter.isPending && exporter.variables === 'xlsx'}
            >
              <Download aria-hidden />
              {t('page.exportExcel')}
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <BudgetCard districtId={districtId} />
        <WarrantyCard districtId={districtId} />
        <section aria-labelledby="erate-register-title" className="flex flex-col gap-3">
          <h2 id="erate-register-title" className="text-base font-semibold text-fg">
            {t('register.title')}
          </h2>
          <Card className="overflow-hidden">
            <DataList
              query={equipment}
              rows={rows}
              rowKey={(r) => r.id}
              columns={columns}
              card={card}
              label={t('register.title')}
              loading={t('register.loading')}
              failed={ERATE_MESSAGES.loadFailed}
              empty={{ icon: Network, title: ERATE_MESSAGES.empty }}
              tableFrom="lg"
              footer={
                <p className="border-t border-border px-4 py-2.5 text-xs text-muted-fg" aria-live="polite">
                  {t('register.count', { count: rows.length })}
                </p>
              }
            />
          </Card>
        </section>
      </div>
      <DisposeDialog districtId={districtId} row={disposing} onClose={() => setDisposing(null)} />
    </>
  );
}

function BudgetCard({ districtId }: { districtId: string }) {
  const [cycle, setCycle] = useState<number | undefined>(undefined);
  const budget = useErateBudget(districtId, cycle);
  const [editing, setEditing] = useState(false);
  const b = budget.data;
  const { t } = useTranslation('erate');
  if (budget.isError) return <LoadError title={t('budget.failed')} query={budget} />;
  return (
    <section aria-labelledby="erate-budget-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="erate-budget-title" className="text-base font-semibold text-fg">
            {t('budget.title')} {b ? <span className="font-normal text-muted-fg">{b.cycleLabel}</span> : null}
          </h2>
          {b && (
            <p className="text-sm text-muted-fg">
              {t('budget.counted', { from: day(b.from), to: day(b.to), count: b.counted })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {b && b.cycles.length > 1 && (
            <label className="flex items-center gap-2 text-sm text-muted-fg">
              {t('budget.cycle')}
              <select
                className="h-9 rounded-md border border-border bg-surface px-2 text-sm text-fg"
                value={b.cycleStartYear}
                onChange={(e) => setCycle(Number(e.target.value))}
              >
                {b.cycles.map((y) => (
                  <option key={y} value={y}>
                    {t('budget.cycleOption', { from: y, to: y + 4 })}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={!b}>
            <Settings2 aria-hidden />
            {t('budget.set')}
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          title={t('budget.budget')}
          value={b ? (b.configured ? dollars(b.budget) : '—') : '…'}
          icon={Wallet}
          hint={b && !b.configured ? ERATE_MESSAGES.noBudget : undefined}
        />
        <StatCard
          title={t('budget.spent')}
          value={b ? dollars(b.spent) : '…'}
          icon={PiggyBank}
          iconColor="blue"
          hint={b?.configured ? t('budget.percentSpent', { percent: b.percentSpent }) : undefined}
        />
        <StatCard
          title={t('budget.remaining')}
          value={b ? dollars(b.remaining) : '…'}
          icon={ShieldCheck}
          iconColor={b?.overspent ? 'red' : 'green'}
          hint={b?.overspent ? t('budget.over') : undefined}
        />
      </div>
      <BudgetDialog districtId={districtId} budget={b} open={editing} onOpenChange={setEditing} />
    </section>
  );
}

function WarrantyCard({ districtId }: { districtId: string }) {
  const lookup = useWarrantyLookup(districtId);
  const run = useRunWarrantyLookup(districtId);
  const [settings, setSettings] = useState(false);
  const [importing, setImporting] = useState(false);
  const l = lookup.data;
  const ready = !!l?.configured && l.enabled && l.credentialsSaved;
  const { t } = useTranslation('erate');
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle as="h2">{t('warranty.title')}</CardTitle>
          <CardDescription>
            {!l
              ? t('warranty.loading')
              : !l.configured
                ? t('warranty.notConfigured')
                : l.running
                  ? WARRANTY_MESSAGES.running
                  : l.lastRunAt
                    ? t('warranty.lastRun', {
                        at: formatDateTime(l.lastRunAt),
                        result: l.lastResult?.message ?? '',
                      })
                    : l.enabled
                      ? t('warranty.notRunOn')
                      : t('warranty.notRunOff')}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setSettings(true)} disabled={!l}>
            <Settings2 aria-hidden />
            {t('warranty.setUp')}
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Upload aria-hidden />
            {t('warranty.import')}
          </Button>
          <Button onClick={() => run.mutate({})} disabled={!ready || l?.running} loading={run.isPending}>
            <Play aria-hidden />
            {t('warranty.run')}
          </Button>
        </div>
      </CardHeader>
      {l?.configured && (
        <CardContent className="text-sm text-muted-fg">{t('warranty.due', { count: l.due })}</CardContent>
      )}
      <WarrantySettingsDialog districtId={districtId} lookup={l} open={settings} onOpenChange={setSettings} />
      <WarrantyImportDialog districtId={districtId} open={importing} onOpenChange={setImporting} />
    </Card>
  );
}
