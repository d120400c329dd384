import { urlOf } from '@domain/api/endpoint';
import { fleetApi } from '@domain/api/people';
import { FLEET_MESSAGES, type FleetAue } from '@domain/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, DollarSign, Download, HelpCircle, Laptop } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/features/auth';
import { api } from '@/lib/api';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { i18n } from '@/lib/i18n';
import { useWorkingDistrict } from '@/lib/working-district';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { DataList } from '@/ui/data-list';
import { EmptyState } from '@/ui/empty-state';
import { failureToast } from '@/ui/failure-toast';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { StatCard } from '@/ui/stat-card';
import { toast } from '@/ui/toast';

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const fleetKey = (districtId: string | null) => ['fleet', 'aue', districtId ?? 'all'] as const;

/** A model's unit cost, saved when it leaves the field (district administrators). */
function UnitCost({ districtId, model, value }: { districtId: string; model: string; value: number | null }) {
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const client = useQueryClient();
  const { t } = useTranslation('people');
  const save = useMutation({
    mutationFn: (unitCost: number) => api(fleetApi.setModelCost, { body: { districtId, model, unitCost } }),
    onSuccess: () => {
      toast({ title: FLEET_MESSAGES.costSaved, variant: 'success' });
      return client.invalidateQueries({ queryKey: ['fleet'] });
    },
    onError: (err) => failureToast(FLEET_MESSAGES.costFailed, err),
  });
  return (
    <div className="relative w-24">
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-muted-fg"
      >
        $
      </span>
      <Input
        aria-label={t('fleet.unitCostLabel', { model })}
        inputMode="decimal"
        className="h-8 w-24 pl-5 text-right"
        value={draft}
        placeholder="0.00"
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          const n = Number(draft.replace(/[$,]/g, ''));
          if (draft.trim() !== '' && Number.isFinite(n) && n !== value) save.mutate(n);
        }}
      />
    </div>
  );
}

function Export({ districtId }: { districtId: string | null }) {
  const { t } = useTranslation('people');
  const run = useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const { blob, headers } = await downloadFile(
        urlOf(fleetApi.exportAue, { query: { districtId: districtId ?? undefined, format } }),
      );
      const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
      saveFile(blob, name ?? `aue-rollup.${format}`);
    },
    onError: (err) => failureToast(t('fleet.exportFailed'), err),
  });
  return (
    <>
      <Button variant="secondary" onClick={() => run.mutate('csv')} disabled={run.isPending}>
        <Download aria-hidden /> {t('fleet.csv')}
      </Button>
      <Button variant="secondary" onClick={() => run.mutate('xlsx')} disabled={run.isPending}>
        <Download aria-hidden /> {t('fleet.excel')}
      </Button>
    </>
  );
}

const NUM = 'text-right tabular-nums';
type Rollup = FleetAue;

/** A roll-up's card: its title, then the list (a table from md up, cards on a phone). */
function ListCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="overflow-hidden" role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {children}
    </Card>
  );
}

/** A row as a phone shows it: its title, then label and value pairs. */
function Facts({ title, facts }: { title: ReactNode; facts: [string, ReactNode][] }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="font-medium">{title}</div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-fg">{label}</dt>
            <dd className="flex justify-end text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function DistrictLink({ d }: { d: NonNullable<Rollup['byDistrict']>[number] }) {
  return (
    <Link to={`/inventory/fleet?district=${d.districtId}`} className="font-medium text-brand hover:underline">
      {d.districtName}
    </Link>
  );
}

function SchoolYear({ y }: { y: Rollup['years'][number] }) {
  const { t } = useTranslation('people');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {y.schoolYear}
      {y.pastSupport > 0 && <Badge tone="red">{t('fleet.pastSupportBadge', { n: y.pastSupport })}</Badge>}
    </span>
  );
}

const studentsPerDevice = (s: Rollup['bySite'][number]) =>
  s.students === 0
    ? '—'
    : (s.studentsPerDevice ?? i18n.t('people:fleet.noWorkingDevice', { count: s.students }));

function Cost({
  m,
  districtId,
  canEdit,
}: {
  m: Rollup['byModel'][number];
  districtId: string | null;
  canEdit: boolean;
}) {
  if (canEdit && districtId) return <UnitCost districtId={districtId} model={m.model} value={m.unitCost} />;
  return m.unitCost === null ? '—' : money(m.unitCost);
}

function Body({
  data,
  query,
  districtId,
  canEdit,
}: {
  data: FleetAue;
  query: Parameters<typeof DataList>[0]['query'];
  districtId: string | null;
  canEdit: boolean;
}) {
  const { t } = useTranslation('people');
  const pastShare = data.devices ? Math.round((data.pastSupport.devices / data.devices) * 100) : 0;
  if (data.devices === 0)
    return (
      <Card>
        <EmptyState
          icon={Laptop}
          title={t('fleet.emptyTitle')}
          description={t('fleet.emptyDescription')}
          action={
            <Button asChild variant="secondary">
              <Link to="/inventory">{t('fleet.goToInventory')}</Link>
            </Button>
          }
        />
      </Card>
    );
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard title={t('fleet.devices')} icon={Laptop} value={data.devices.toLocaleString()} />
        <StatCard
          title={t('fleet.pastSupport')}
          icon={AlertTriangle}
          iconColor="red"
          value={`${data.pastSupport.devices.toLocaleString()} (${pastShare}%)`}
        />
        <StatCard
          title={t('fleet.costPastSupport')}
          icon={DollarSign}
          value={money(data.pastSupport.replacementCost)}
        />
        <StatCard
          title={t('fleet.noSupportDate')}
          icon={HelpCircle}
          value={data.unknownSupport.toLocaleString()}
        />
      </div>
      {data.byDistrict && (
        <ListCard title={t('fleet.byDistrict')}>
          <DataList
            query={query}
            rows={data.byDistrict}
            rowKey={(d) => d.districtId}
            label={t('fleet.byDistrict')}
            loading={t('fleet.loading')}
            failed={FLEET_MESSAGES.loadFailed}
            empty={{ icon: Laptop, title: FLEET_MESSAGES.empty }}
            columns={[
              { header: t('fleet.district'), cell: (d) => <DistrictLink d={d} /> },
              { header: t('fleet.devices'), className: NUM, cell: (d) => d.devices },
              { header: t('fleet.pastSupport'), className: NUM, cell: (d) => d.pastSupport },
              { header: t('fleet.share'), className: NUM, cell: (d) => `${d.pastSupportShare}%` },
              { header: t('fleet.costToReplace'), className: NUM, cell: (d) => money(d.replacementCost) },
            ]}
            card={(d) => (
              <Facts
                title={<DistrictLink d={d} />}
                facts={[
                  [t('fleet.devices'), d.devices],
                  [t('fleet.pastSupport'), `${d.pastSupport} (${d.pastSupportShare}%)`],
                  [t('fleet.costToReplace'), money(d.replacementCost)],
                ]}
              />
            )}
          />
        </ListCard>
      )}
      <ListCard title={t('fleet.byYear')}>
        <DataList
          query={query}
          rows={data.years}
          rowKey={(y) => y.schoolYear}
          label={t('fleet.byYear')}
          caption={t('fleet.byYearCaption')}
          loading={t('fleet.loading')}
          failed={FLEET_MESSAGES.loadFailed}
          empty={{ icon: Laptop, title: FLEET_MESSAGES.empty }}
          rowClassName={(y) => (y.pastSupport > 0 ? 'bg-red-50 dark:bg-red-950/40' : undefined)}
          columns={[
            { header: t('fleet.schoolYear'), cell: (y) => <SchoolYear y={y} /> },
            { header: t('fleet.devices'), className: NUM, cell: (y) => y.devices },
            { header: t('fleet.costToReplace'), className: NUM, cell: (y) => money(y.replacementCost) },
          ]}
          card={(y) => (
            <Facts
              title={<SchoolYear y={y} />}
              facts={[
                [t('fleet.devices'), y.devices],
                [t('fleet.costToReplace'), money(y.replacementCost)],
              ]}
            />
          )}
        />
      </ListCard>
      {!data.byDistrict && (
        <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
          <ListCard title={t('fleet.bySite')}>
            <DataList
              query={query}
              rows={data.bySite}
              rowKey={(s) => s.siteId ?? 'none'}
              label={t('fleet.bySite')}
              loading={t('fleet.loading')}
              failed={FLEET_MESSAGES.loadFailed}
              empty={{ icon: Laptop, title: t('fleet.noSites') }}
              columns={[
                { header: t('fleet.site'), cell: (s) => s.siteName },
                { header: t('fleet.devices'), className: NUM, cell: (s) => s.devices },
                { header: t('fleet.pastSupport'), className: NUM, cell: (s) => s.pastSupport },
                { header: t('fleet.studentsPerDevice'), className: NUM, cell: studentsPerDevice },
              ]}
              card={(s) => (
                <Facts
                  title={s.siteName}
                  facts={[
                    [t('fleet.devices'), s.devices],
                    [t('fleet.pastSupport'), s.pastSupport],
                    [t('fleet.studentsPerDevice'), studentsPerDevice(s)],
                  ]}
                />
              )}
            />
          </ListCard>
          <ListCard
            title={t('fleet.byModel')}
            description={canEdit && districtId ? t('fleet.byModelDescription') : undefined}
          >
            <DataList
              query={query}
              rows={data.byModel}
              rowKey={(m) => m.model}
              label={t('fleet.byModel')}
              loading={t('fleet.loading')}
              failed={FLEET_MESSAGES.loadFailed}
              empty={{ icon: Laptop, title: t('fleet.noModels') }}
              columns={[
                { header: t('fleet.model'), cell: (m) => m.model },
                { header: t('fleet.devices'), className: NUM, cell: (m) => m.devices },
                { header: t('fleet.pastSupport'), className: NUM, cell: (m) => m.pastSupport },
                {
                  header: t('fleet.unitCost'),
                  cell: (m) => <Cost m={m} districtId={districtId} canEdit={canEdit} />,
                },
                { header: t('fleet.replaceAll'), className: NUM, cell: (m) => money(m.replacementCost) },
              ]}
              card={(m) => (
                <Facts
                  title={m.model}
                  facts={[
                    [t('fleet.devices'), m.devices],
                    [t('fleet.pastSupport'), m.pastSupport],
                    [
                      t('fleet.unitCost'),
                      <Cost key="cost" m={m} districtId={districtId} canEdit={canEdit} />,
                    ],
                    [t('fleet.replaceAll'), money(m.replacementCost)],
                  ]}
                />
              )}
            />
          </ListCard>
        </div>
      )}
    </div>
  );
}

/** Inventory → Fleet (see docs/product.md#fleet): the AUE cliff of a district, or of every district for Five Star. */
export function FleetPage() {
  const { districtId } = useWorkingDistrict();
  const canEdit = useAccess('assets', 'admin').ok;
  const { t } = useTranslation('people');
  const aue = useQuery({
    queryKey: fleetKey(districtId),
    queryFn: () => api(fleetApi.aue, { query: { districtId: districtId ?? undefined } }),
  });
  return (
    <div>
      <PageHeader
        title={t('fleet.title')}
        description={districtId ? t('fleet.descriptionDistrict') : t('fleet.descriptionAll')}
        actions={<Export districtId={districtId} />}
      />
      {aue.isError ? (
        <LoadError title={FLEET_MESSAGES.loadFailed} query={aue} />
      ) : aue.data ? (
        <Body data={aue.data} query={aue} districtId={districtId} canEdit={canEdit} />
      ) : (
        <p className="text-sm text-muted-fg">{t('fleet.loading')}</p>
      )}
    </div>
  );
}
