import { ERATE_MESSAGES, type ErateRegisterRow } from '@domain/erate';
import { WARRANTY_MESSAGES } from '@domain/warranty';
import { Download, Network, PiggyBank, Play, Settings2, ShieldCheck, Upload, Wallet } from 'lucide-react';
import { useState } from 'react';
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

const TITLE = 'E-Rate register';
const DESCRIPTION =
  'Category Two equipment kept 10 years after disposal, the five-year C2 budget, and warranty dates.';

/** /inventory/erate: the E-Rate C2 register, budget and warranty look-up (see docs/product.md#e-rate). */
export function EratePage() {
  const user = useCurrentUser();
  const access = useAccess('money');
  const { districtId } = useWorkingDistrict();
  if (access.ok && districtId) return <ErateView key={districtId} districtId={districtId} />;
  return (
    <>
      <PageHeader eyebrow={<Breadcrumb page={TITLE} />} title={TITLE} description={DESCRIPTION} />
      {!access.ok ? (
        <AreaLocked what="The E-Rate register" verdict={access} serviceLevel={user.serviceLevel} />
      ) : (
        <ChooseDistrictCard what="the E-Rate register" />
      )}
    </>
  );
}

function ErateView({ districtId }: { districtId: string }) {
  const equipment = useErateEquipment(districtId);
  const exporter = useExportRegister(districtId);
  const [disposing, setDisposing] = useState<ErateRegisterRow | null>(null);
  const rows = equipment.data ?? [];

  const disposeButton = (r: ErateRegisterRow) =>
    r.disposedOn ? null : (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setDisposing(r)}
        aria-label={`Dispose of ${r.assetTag}`}
      >
        Dispose
      </Button>
    );
  const status = (r: ErateRegisterRow) =>
    r.disposedOn ? (
      <Badge tone="gray">Disposed {day(r.disposedOn)}</Badge>
    ) : (
      <Badge tone="green" dot>
        In service
      </Badge>
    );
  const columns: DataColumn<ErateRegisterRow>[] = [
    {
      header: 'Equipment',
      cell: (r) => (
        <div className="min-w-0">
          <p className="font-medium text-fg">{r.assetTag}</p>
          <p className="text-xs text-muted-fg">{[r.make, r.model].filter(Boolean).join(' ') || r.name}</p>
        </div>
      ),
    },
    { header: 'Serial', className: 'font-mono text-xs', cell: (r) => r.serialNumber || '—' },
    { header: 'Location', cell: (r) => r.location || '—' },
    { header: 'Installed', className: 'whitespace-nowrap', cell: (r) => day(r.installDate) },
    { header: 'Cost', className: 'text-right tabular-nums', cell: (r) => dollars(r.cost) },
    {
      header: 'Status',
      cell: (r) => (
        <div className="flex flex-col gap-1">
          {status(r)}
          {r.keptUntil && <span className="text-xs text-muted-fg">Kept until {day(r.keptUntil)}</span>}
        </div>
      ),
    },
    { header: 'Actions', hideHeader: true, className: 'text-right', cell: disposeButton },
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
        {r.serialNumber ? `S/N ${r.serialNumber} · ` : ''}
        {r.location || 'No location'}
      </p>
      <p className="text-xs text-muted-fg">
        Installed {day(r.installDate)} · {dollars(r.cost)}
        {r.keptUntil ? ` · Kept until ${day(r.keptUntil)}` : ''}
      </p>
      {!r.disposedOn && <div>{disposeButton(r)}</div>}
    </div>
  );

  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb page={TITLE} />}
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => exporter.mutate('csv')}
              loading={exporter.isPending && exporter.variables === 'csv'}
            >
              <Download aria-hidden />
              Export CSV
            </Button>
            <Button
              variant="secondary"
              onClick={() => exporter.mutate('xlsx')}
              loading={exporter.isPending && exporter.variables === 'xlsx'}
            >
              <Download aria-hidden />
              Export Excel
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <BudgetCard districtId={districtId} />
        <WarrantyCard districtId={districtId} />
        <section aria-labelledby="erate-register-title" className="flex flex-col gap-3">
          <h2 id="erate-register-title" className="text-base font-semibold text-fg">
            Category Two equipment
          </h2>
          <Card className="overflow-hidden">
            <DataList
              query={equipment}
              rows={rows}
              rowKey={(r) => r.id}
              columns={columns}
              card={card}
              label="Category Two equipment"
              loading="Loading the register…"
              failed={ERATE_MESSAGES.loadFailed}
              empty={{ icon: Network, title: ERATE_MESSAGES.empty }}
              tableFrom="lg"
              footer={
                <p className="border-t border-border px-4 py-2.5 text-xs text-muted-fg" aria-live="polite">
                  {rows.length} {rows.length === 1 ? 'item' : 'items'} on the register
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
  if (budget.isError) return <LoadError title="The C2 budget could not be loaded." query={budget} />;
  return (
    <section aria-labelledby="erate-budget-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="erate-budget-title" className="text-base font-semibold text-fg">
            C2 budget {b ? <span className="font-normal text-muted-fg">{b.cycleLabel}</span> : null}
          </h2>
          {b && (
            <p className="text-sm text-muted-fg">
              {day(b.from)} – {day(b.to)} · {b.counted} C2 {b.counted === 1 ? 'purchase' : 'purchases'}{' '}
              counted
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {b && b.cycles.length > 1 && (
            <label className="flex items-center gap-2 text-sm text-muted-fg">
              Cycle
              <select
                className="h-9 rounded-md border border-border bg-surface px-2 text-sm text-fg"
                value={b.cycleStartYear}
                onChange={(e) => setCycle(Number(e.target.value))}
              >
                {b.cycles.map((y) => (
                  <option key={y} value={y}>
                    FY{y}–FY{y + 4}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={!b}>
            <Settings2 aria-hidden />
            Set budget
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          title="Budget"
          value={b ? (b.configured ? dollars(b.budget) : '—') : '…'}
          icon={Wallet}
          hint={b && !b.configured ? ERATE_MESSAGES.noBudget : undefined}
        />
        <StatCard
          title="Spent"
          value={b ? dollars(b.spent) : '…'}
          icon={PiggyBank}
          iconColor="blue"
          hint={b?.configured ? `${b.percentSpent}% of the budget` : undefined}
        />
        <StatCard
          title="Remaining"
          value={b ? dollars(b.remaining) : '…'}
          icon={ShieldCheck}
          iconColor={b?.overspent ? 'red' : 'green'}
          hint={b?.overspent ? 'Over budget' : undefined}
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
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle as="h2">Warranty dates</CardTitle>
          <CardDescription>
            {!l
              ? 'Loading…'
              : !l.configured
                ? 'Set up the Dell look-up, or import the CSV your maker’s portal exports.'
                : l.running
                  ? WARRANTY_MESSAGES.running
                  : l.lastRunAt
                    ? `Last look-up ${formatDateTime(l.lastRunAt)}: ${l.lastResult?.message ?? ''}`
                    : `Dell look-up ${l.enabled ? 'on' : 'off'}; not run yet.`}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setSettings(true)} disabled={!l}>
            <Settings2 aria-hidden />
            Set up look-up
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Upload aria-hidden />
            Import CSV
          </Button>
          <Button onClick={() => run.mutate({})} disabled={!ready || l?.running} loading={run.isPending}>
            <Play aria-hidden />
            Look up now
          </Button>
        </div>
      </CardHeader>
      {l?.configured && (
        <CardContent className="text-sm text-muted-fg">
          {l.due} Dell {l.due === 1 ? 'device needs' : 'devices need'} a look-up (no end date, or one ending
          within 60 days).
        </CardContent>
      )}
      <WarrantySettingsDialog districtId={districtId} lookup={l} open={settings} onOpenChange={setSettings} />
      <WarrantyImportDialog districtId={districtId} open={importing} onOpenChange={setImporting} />
    </Card>
  );
}
