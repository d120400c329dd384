import { attachmentsApi } from '@domain/api/attachments';
import { urlOf } from '@domain/api/endpoint';
import {
  DAMAGE_KIND_LABELS,
  DAMAGE_MESSAGES,
  DAMAGE_SOURCE_LABELS,
  DAMAGE_STATE_LABELS,
  type DamageReport,
  REPAIR_KIND_LABELS,
  REPAIR_STATE_LABELS,
  type Repair,
} from '@domain/damage';
import { DAMAGE_STATES, type DamageState, REPAIR_STATES, type RepairState } from '@domain/device-money';
import { HeartCrack, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { useListFilter } from '@/lib/use-list-filter';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ChooseDistrictCard } from '@/ui/choose-district-card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { ListFooter } from '@/ui/list-footer';
import { PageHeader } from '@/ui/page-header';
import { optionsOf } from '@/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import type { Tone } from '@/ui/tone';
import { RepairDialog } from './repair-dialog';
import { useDamageReports, useRepairs } from './use-damage';

const REPAIR_TONE: Record<RepairState, Tone> = {
  open: 'blue',
  shipped: 'purple',
  returned: 'yellow',
  done: 'green',
  cancelled: 'gray',
};
const DAMAGE_TONE: Record<DamageState, Tone> = { reported: 'orange', charged: 'blue', no_charge: 'gray' };

/** /inventory/repairs — damage reports and the repairs they opened (see docs/product.md#repairs). */
export function RepairsPage() {
  const { t } = useTranslation('damage');
  const user = useCurrentUser();
  const access = useAccess('assets', 'read');
  const canEdit = useAccess('assets', 'write').ok;
  const { districtId } = useWorkingDistrict();
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {!access.ok ? (
        <AreaLocked what={t('page.what')} verdict={access} serviceLevel={user.serviceLevel} />
      ) : !districtId ? (
        <ChooseDistrictCard what={t('page.what')} />
      ) : (
        <RepairsView districtId={districtId} canEdit={canEdit} />
      )}
    </>
  );
}

function RepairsView({ districtId, canEdit }: { districtId: string; canEdit: boolean }) {
  const { t } = useTranslation('damage');
  const tabs = useListFilter({ tab: 'repairs' }, { allowed: { tab: ['repairs', 'damage'] } });
  return (
    <Tabs value={tabs.value.tab} onValueChange={(tab) => tabs.set({ tab })}>
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="repairs">{t('tabs.repairs')}</TabsTrigger>
        <TabsTrigger value="damage">{t('tabs.damage')}</TabsTrigger>
      </TabsList>
      <TabsContent value="repairs" className="mt-4 flex flex-col gap-4">
        <RepairList districtId={districtId} canEdit={canEdit} />
      </TabsContent>
      <TabsContent value="damage" className="mt-4 flex flex-col gap-4">
        <DamageList districtId={districtId} />
      </TabsContent>
    </Tabs>
  );
}

function RepairList({ districtId, canEdit }: { districtId: string; canEdit: boolean }) {
  const { t } = useTranslation('damage');
  const away = (r: Repair) =>
    r.kind === 'in_house'
      ? r.minutes
        ? `${t('repairs.minutes', { n: r.minutes })}${r.technicianName ? ` · ${r.technicianName}` : ''}`
        : (r.technicianName ?? '')
      : [
          r.vendor,
          r.rmaNumber && t('repairs.rma', { rma: r.rmaNumber }),
          r.shippedOn && t('repairs.shipped', { date: formatDate(r.shippedOn) }),
          r.returnedOn && t('repairs.back', { date: formatDate(r.returnedOn) }),
        ]
          .filter(Boolean)
          .join(' · ');
  const filter = useListFilter({ state: '' }, { allowed: { state: ['', ...REPAIR_STATES] } });
  const state = filter.applied.state as RepairState | '';
  const list = useRepairs(districtId, state);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [openId, setOpenId] = useState<string | null>(null);
  const open = rows.find((r) => r.id === openId) ?? null;
  const opener = (r: Repair) => (
    <Button variant="link" className="h-auto p-0 font-medium" onClick={() => setOpenId(r.id)}>
      {r.assetTag}
    </Button>
  );
  const columns: DataColumn<Repair>[] = [
    {
      header: t('repairs.columns.device'),
      cell: (r) => (
        <>
          {opener(r)} <span className="text-muted-fg">{r.assetName}</span>
        </>
      ),
    },
    {
      header: t('repairs.columns.damage'),
      cell: (r) => (r.damageKind ? DAMAGE_KIND_LABELS[r.damageKind] : '—'),
    },
    { header: t('repairs.columns.hadBy'), cell: (r) => r.personName ?? '—' },
    { header: t('repairs.columns.repair'), cell: (r) => REPAIR_KIND_LABELS[r.kind] },
    {
      header: t('repairs.columns.state'),
      cell: (r) => (
        <Badge tone={REPAIR_TONE[r.state]} dot>
          {REPAIR_STATE_LABELS[r.state]}
        </Badge>
      ),
    },
    { header: t('repairs.columns.details'), cell: (r) => away(r) || '—' },
    { header: t('repairs.columns.loaner'), cell: (r) => r.loanerTag ?? '—' },
    { header: t('repairs.columns.opened'), cell: (r) => formatDate(r.createdAt) },
  ];
  return (
    <>
      <FilterBar
        filter={filter}
        controls={[
          {
            kind: 'select',
            key: 'state',
            label: t('repairs.filter.label'),
            className: 'md:w-56',
            options: [
              { value: '', label: t('repairs.filter.all') },
              ...optionsOf(REPAIR_STATES, REPAIR_STATE_LABELS),
            ],
          },
        ]}
      />
      <Card className="overflow-hidden">
        <DataList
          query={list}
          rows={rows}
          rowKey={(r) => r.id}
          columns={columns}
          tableFrom="lg"
          card={(r) => (
            <div className="flex flex-col gap-1.5 p-4">
              <div className="flex items-start justify-between gap-2">
                {opener(r)}
                <Badge tone={REPAIR_TONE[r.state]} dot>
                  {REPAIR_STATE_LABELS[r.state]}
                </Badge>
              </div>
              <span className="text-sm">
                {r.assetName}
                {r.damageKind ? ` · ${DAMAGE_KIND_LABELS[r.damageKind]}` : ''}
                {r.personName ? ` · ${r.personName}` : ''}
              </span>
              <span className="text-[13px] text-muted-fg">
                {REPAIR_KIND_LABELS[r.kind]}
                {away(r) ? ` · ${away(r)}` : ''}
                {r.loanerTag ? t('repairs.card.loaner', { tag: r.loanerTag }) : ''}
              </span>
            </div>
          )}
          label={t('repairs.label')}
          loading={t('repairs.loading')}
          failed={DAMAGE_MESSAGES.repairsLoadFailed}
          empty={{
            icon: Wrench,
            title: t('repairs.empty.title'),
            description: t('repairs.empty.description'),
          }}
          noMatch={{ title: t('repairs.noMatch') }}
          filtered={filter.filtered}
          footer={<ListFooter query={list}>{t('repairs.footer', { count: rows.length })}</ListFooter>}
        />
      </Card>
      <RepairDialog
        districtId={districtId}
        repair={open}
        canEdit={canEdit}
        onOpenChange={(o) => !o && setOpenId(null)}
      />
    </>
  );
}

function DamageList({ districtId }: { districtId: string }) {
  const { t } = useTranslation('damage');
  const filter = useListFilter({ status: '' }, { allowed: { status: ['', ...DAMAGE_STATES] } });
  const status = filter.applied.status as DamageState | '';
  const list = useDamageReports(districtId, status);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const columns: DataColumn<DamageReport>[] = [
    {
      header: t('reports.columns.device'),
      cell: (d) => (
        <>
          <span className="font-medium">{d.assetTag}</span> <span className="text-muted-fg">{d.model}</span>
        </>
      ),
    },
    { header: t('reports.columns.what'), cell: (d) => DAMAGE_KIND_LABELS[d.kind] },
    { header: t('reports.columns.hadBy'), cell: (d) => d.personName ?? '—' },
    {
      header: t('reports.columns.where'),
      cell: (d) => [d.siteName, d.place].filter(Boolean).join(' · ') || '—',
    },
    { header: t('reports.columns.when'), cell: (d) => formatDate(d.occurredAt) },
    { header: t('reports.columns.from'), cell: (d) => DAMAGE_SOURCE_LABELS[d.source] },
    { header: t('reports.columns.ticket'), cell: (d) => d.ticketNumber ?? '—' },
    { header: t('reports.columns.photos'), cell: (d) => <DamagePhotos report={d} /> },
    {
      header: t('reports.columns.charge'),
      cell: (d) => (
        <Badge tone={DAMAGE_TONE[d.state]} dot>
          {DAMAGE_STATE_LABELS[d.state]}
        </Badge>
      ),
    },
  ];
  return (
    <>
      <FilterBar
        filter={filter}
        controls={[
          {
            kind: 'select',
            key: 'status',
            label: t('reports.filter.label'),
            className: 'md:w-56',
            options: [
              { value: '', label: t('reports.filter.all') },
              ...optionsOf(DAMAGE_STATES, DAMAGE_STATE_LABELS),
            ],
          },
        ]}
      />
      <Card className="overflow-hidden">
        <DataList
          query={list}
          rows={rows}
          rowKey={(d) => d.id}
          columns={columns}
          tableFrom="lg"
          card={(d) => (
            <div className="flex flex-col gap-1.5 p-4">
              <div className="flex items-start justify-between gap-2">
                <span className="font-medium">
                  {d.assetTag} · {DAMAGE_KIND_LABELS[d.kind]}
                </span>
                <Badge tone={DAMAGE_TONE[d.state]} dot>
                  {DAMAGE_STATE_LABELS[d.state]}
                </Badge>
              </div>
              <span className="text-sm">
                {d.personName ?? t('reports.card.nobody')} · {formatDate(d.occurredAt)}
              </span>
              <span className="text-[13px] text-muted-fg">
                {[
                  DAMAGE_SOURCE_LABELS[d.source],
                  d.siteName,
                  d.place,
                  d.ticketNumber && t('reports.card.ticket', { ticket: d.ticketNumber }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {d.photoIds.length > 0 && <DamagePhotos report={d} />}
            </div>
          )}
          label={t('reports.label')}
          loading={t('reports.loading')}
          failed={DAMAGE_MESSAGES.loadFailed}
          empty={{
            icon: HeartCrack,
            title: t('reports.empty.title'),
            description: t('reports.empty.description'),
          }}
          noMatch={{ title: t('reports.noMatch') }}
          filtered={filter.filtered}
          footer={<ListFooter query={list}>{t('reports.footer', { count: rows.length })}</ListFooter>}
        />
      </Card>
    </>
  );
}

/** A report's photos (attachments of its ticket), each opened in a new tab as the image. */
function DamagePhotos({ report }: { report: DamageReport }) {
  const { t } = useTranslation('damage');
  if (report.photoIds.length === 0) return '—';
  return (
    <span className="flex flex-wrap gap-x-2 text-sm whitespace-nowrap">
      {report.photoIds.map((id, i) => (
        <a
          key={id}
          href={urlOf(attachmentsApi.file, { params: { id }, query: { inline: '1' } })}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand underline underline-offset-2"
          aria-label={t('photos.label', { n: i + 1, tag: report.assetTag })}
        >
          {t('photos.text', { n: i + 1 })}
        </a>
      ))}
    </span>
  );
}
