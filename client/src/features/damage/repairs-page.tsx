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
  const user = useCurrentUser();
  const access = useAccess('assets', 'read');
  const canEdit = useAccess('assets', 'write').ok;
  const { districtId } = useWorkingDistrict();
  return (
    <>
      <PageHeader
        title="Repairs"
        description="Damage reported on devices, and their repairs: in house, sent out with an RMA, or under warranty, with a loaner meanwhile."
      />
      {!access.ok ? (
        <AreaLocked what="Repairs" verdict={access} serviceLevel={user.serviceLevel} />
      ) : !districtId ? (
        <ChooseDistrictCard what="Repairs" />
      ) : (
        <RepairsView districtId={districtId} canEdit={canEdit} />
      )}
    </>
  );
}

function RepairsView({ districtId, canEdit }: { districtId: string; canEdit: boolean }) {
  const tabs = useListFilter({ tab: 'repairs' }, { allowed: { tab: ['repairs', 'damage'] } });
  return (
    <Tabs value={tabs.value.tab} onValueChange={(tab) => tabs.set({ tab })}>
      <TabsList aria-label="Repairs and damage reports">
        <TabsTrigger value="repairs">Repairs</TabsTrigger>
        <TabsTrigger value="damage">Damage reports</TabsTrigger>
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

const away = (r: Repair) =>
  r.kind === 'in_house'
    ? r.minutes
      ? `${r.minutes} min${r.technicianName ? ` · ${r.technicianName}` : ''}`
      : (r.technicianName ?? '')
    : [
        r.vendor,
        r.rmaNumber && `RMA ${r.rmaNumber}`,
        r.shippedOn && `shipped ${formatDate(r.shippedOn)}`,
        r.returnedOn && `back ${formatDate(r.returnedOn)}`,
      ]
        .filter(Boolean)
        .join(' · ');

function RepairList({ districtId, canEdit }: { districtId: string; canEdit: boolean }) {
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
      header: 'Device',
      cell: (r) => (
        <>
          {opener(r)} <span className="text-muted-fg">{r.assetName}</span>
        </>
      ),
    },
    { header: 'Damage', cell: (r) => (r.damageKind ? DAMAGE_KIND_LABELS[r.damageKind] : '—') },
    { header: 'Had by', cell: (r) => r.personName ?? '—' },
    { header: 'Repair', cell: (r) => REPAIR_KIND_LABELS[r.kind] },
    {
      header: 'State',
      cell: (r) => (
        <Badge tone={REPAIR_TONE[r.state]} dot>
          {REPAIR_STATE_LABELS[r.state]}
        </Badge>
      ),
    },
    { header: 'Details', cell: (r) => away(r) || '—' },
    { header: 'Loaner', cell: (r) => r.loanerTag ?? '—' },
    { header: 'Opened', cell: (r) => formatDate(r.createdAt) },
  ];
  return (
    <>
      <FilterBar
        filter={filter}
        controls={[
          {
            kind: 'select',
            key: 'state',
            label: 'Filter by state',
            className: 'md:w-56',
            options: [{ value: '', label: 'All states' }, ...optionsOf(REPAIR_STATES, REPAIR_STATE_LABELS)],
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
                {r.loanerTag ? ` · loaner ${r.loanerTag}` : ''}
              </span>
            </div>
          )}
          label="Repairs"
          loading="Loading repairs…"
          failed={DAMAGE_MESSAGES.repairsLoadFailed}
          empty={{
            icon: Wrench,
            title: 'No repairs yet',
            description:
              'Report damage from a device’s page, or scan it back in as damaged: its repair appears here.',
          }}
          noMatch={{ title: 'No repair in this state' }}
          filtered={filter.filtered}
          footer={
            <ListFooter query={list}>
              Showing {rows.length} {rows.length === 1 ? 'repair' : 'repairs'}, newest first
            </ListFooter>
          }
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
  const filter = useListFilter({ status: '' }, { allowed: { status: ['', ...DAMAGE_STATES] } });
  const status = filter.applied.status as DamageState | '';
  const list = useDamageReports(districtId, status);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const columns: DataColumn<DamageReport>[] = [
    {
      header: 'Device',
      cell: (d) => (
        <>
          <span className="font-medium">{d.assetTag}</span> <span className="text-muted-fg">{d.model}</span>
        </>
      ),
    },
    { header: 'What', cell: (d) => DAMAGE_KIND_LABELS[d.kind] },
    { header: 'Had by', cell: (d) => d.personName ?? '—' },
    { header: 'Where', cell: (d) => [d.siteName, d.place].filter(Boolean).join(' · ') || '—' },
    { header: 'When', cell: (d) => formatDate(d.occurredAt) },
    { header: 'From', cell: (d) => DAMAGE_SOURCE_LABELS[d.source] },
    { header: 'Ticket', cell: (d) => d.ticketNumber ?? '—' },
    { header: 'Photos', cell: (d) => <DamagePhotos report={d} /> },
    {
      header: 'Charge',
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
            label: 'Filter by charge',
            className: 'md:w-56',
            options: [{ value: '', label: 'All reports' }, ...optionsOf(DAMAGE_STATES, DAMAGE_STATE_LABELS)],
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
                {d.personName ?? 'Nobody had it'} · {formatDate(d.occurredAt)}
              </span>
              <span className="text-[13px] text-muted-fg">
                {[
                  DAMAGE_SOURCE_LABELS[d.source],
                  d.siteName,
                  d.place,
                  d.ticketNumber && `ticket ${d.ticketNumber}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {d.photoIds.length > 0 && <DamagePhotos report={d} />}
            </div>
          )}
          label="Damage reports"
          loading="Loading damage reports…"
          failed={DAMAGE_MESSAGES.loadFailed}
          empty={{
            icon: HeartCrack,
            title: 'No damage reported',
            description: 'Report damage from a device’s page, or scan it back in as damaged.',
          }}
          noMatch={{ title: 'No report in this state' }}
          filtered={filter.filtered}
          footer={
            <ListFooter query={list}>
              Showing {rows.length} {rows.length === 1 ? 'report' : 'reports'}, newest first
            </ListFooter>
          }
        />
      </Card>
    </>
  );
}

/** A report's photos (attachments of its ticket), each opened in a new tab as the image. */
function DamagePhotos({ report }: { report: DamageReport }) {
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
          aria-label={`Photo ${i + 1} of the damage to ${report.assetTag}`}
        >
          Photo {i + 1}
        </a>
      ))}
    </span>
  );
}
