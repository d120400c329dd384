import { settingsApi } from '@domain/api/settings';
import { PART_MESSAGES, type Part } from '@domain/parts';
import { useQuery } from '@tanstack/react-query';
import { History, PackagePlus, Pencil, Plus, Wrench } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { api } from '@/lib/api';
import { useListFilter } from '@/lib/use-list-filter';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { MoveDialog } from './move-dialog';
import { MovesDialog } from './moves-dialog';
import { PartFormDialog } from './part-form-dialog';
import { useParts } from './use-parts';

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const SHOW = ['all', 'low', 'district', 'pool'] as const;

/** /inventory/parts — spare parts, stock per shelf, moves, and Five Star's shared pool (docs/product.md#parts). */
export function PartsPage() {
  const { t } = useTranslation('parts');
  const user = useCurrentUser();
  const read = useAccess('assets', 'read');
  const { districtId, providerWide } = useWorkingDistrict();
  // Five Star outside a district works on the shared pool itself.
  const poolView = providerWide && !districtId;
  const description = poolView ? t('page.poolDescription') : t('page.description');
  const title = poolView ? t('page.poolTitle') : t('page.title');
  if (!read.ok)
    return (
      <>
        <PageHeader title={title} description={description} />
        <AreaLocked what={t('page.what')} verdict={read} serviceLevel={user.serviceLevel} />
      </>
    );
  return (
    <PartsView
      districtId={districtId}
      poolView={poolView}
      fiveStar={user.accountRole === 'provider_admin'}
      header={(actions) => <PageHeader title={title} description={description} actions={actions} />}
    />
  );
}

interface Dialogs {
  edit: Part | null | 'new';
  move: Part | null;
  history: Part | null;
}

function PartsView({
  districtId,
  poolView,
  fiveStar,
  header,
}: {
  districtId: string | null;
  poolView: boolean;
  fiveStar: boolean;
  /** The page's header, given the Add button. */
  header: (actions: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('parts');
  const SHOW_OPTIONS = [
    { value: 'all', label: t('show.all') },
    { value: 'low', label: t('show.low') },
    { value: 'district', label: t('show.district') },
    { value: 'pool', label: t('show.pool') },
  ];
  const canWrite = useAccess('assets', 'write').ok;
  const showCost = useAccess('money', 'read').ok;
  const filter = useListFilter(
    { search: '', show: 'all' },
    { debounced: ['search'], allowed: { show: [...SHOW] } },
  );
  const list = useParts(districtId, filter.applied.search.trim());
  const sites = useQuery({
    queryKey: ['parts', 'sites', districtId],
    queryFn: () => api(settingsApi.sites, { query: { districtId: districtId! } }),
    enabled: !!districtId,
    staleTime: 60_000,
  });
  const [dialogs, setDialogs] = useState<Dialogs>({ edit: null, move: null, history: null });
  const open = (d: Partial<Dialogs>) => setDialogs((s) => ({ ...s, ...d }));

  const show = filter.applied.show;
  const rows = (list.data ?? []).filter(
    (p) =>
      show === 'all' ||
      (show === 'low' && p.low) ||
      (show === 'pool' && p.pool) ||
      (show === 'district' && !p.pool),
  );
  /** Districts change their own parts; the pool's are Five Star's. */
  const mayChange = (p: Part) => canWrite && (!p.pool || fiveStar);
  const addButton = canWrite && (!poolView || fiveStar) && (
    <Button onClick={() => open({ edit: 'new' })}>
      <Plus />
      {poolView ? t('list.addPool') : t('list.add')}
    </Button>
  );

  const actions = (p: Part) => (
    <div className="flex gap-1.5">
      {mayChange(p) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => open({ move: p })}
          aria-label={t('list.record.label', { name: p.name })}
        >
          <PackagePlus />
          {t('list.record.text')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => open({ history: p })}
        aria-label={t('list.moves.label', { name: p.name })}
      >
        <History />
        {t('list.moves.text')}
      </Button>
      {mayChange(p) && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => open({ edit: p })}
          aria-label={t('list.edit.label', { name: p.name })}
        >
          <Pencil />
          {t('list.edit.text')}
        </Button>
      )}
    </div>
  );

  const columns: DataColumn<Part>[] = [
    { header: t('list.columns.part'), cell: (p) => <PartName part={p} /> },
    {
      header: t('list.columns.fits'),
      cell: (p) => (p.models.length ? p.models.join(', ') : t('list.anyModel')),
    },
    { header: t('list.columns.inStock'), cell: (p) => <Stock part={p} /> },
    {
      header: t('list.columns.reorderAt'),
      cell: (p) => <span className="tabular-nums">{p.reorderLevel}</span>,
    },
    ...(showCost
      ? [
          {
            header: t('list.columns.unitCost'),
            cell: (p: Part) => (p.unitCost === null ? '—' : money(p.unitCost)),
          },
        ]
      : []),
    { header: t('list.columns.actions'), hideHeader: true, cell: actions },
  ];

  return (
    <>
      {header(addButton)}
      <div className="flex flex-col gap-4">
        <FilterBar
          filter={filter}
          controls={[
            {
              kind: 'search',
              key: 'search',
              label: t('list.search.label'),
              placeholder: t('list.search.placeholder'),
            },
            ...(poolView
              ? []
              : [
                  {
                    kind: 'select' as const,
                    key: 'show' as const,
                    label: t('show.label'),
                    options: SHOW_OPTIONS,
                  },
                ]),
          ]}
        />
        <Card className="overflow-hidden">
          <DataList
            query={list}
            rows={rows}
            rowKey={(p) => p.id}
            columns={columns}
            tableFrom="lg"
            card={(p) => (
              <div className="flex flex-col gap-2 p-4">
                <PartName part={p} />
                <span className="text-[13px] text-muted-fg">
                  {t('list.card.fits', {
                    models: p.models.length ? p.models.join(', ') : t('list.card.anyModel'),
                    level: p.reorderLevel,
                  })}
                  {showCost && p.unitCost !== null ? t('list.card.each', { cost: money(p.unitCost) }) : ''}
                </span>
                <Stock part={p} />
                {actions(p)}
              </div>
            )}
            label={t('list.label')}
            loading={t('list.loading')}
            failed={PART_MESSAGES.loadFailed}
            empty={{
              icon: Wrench,
              title: PART_MESSAGES.empty,
              description: t('list.emptyDescription'),
              action: addButton || undefined,
            }}
            noMatch={{ title: PART_MESSAGES.noMatch }}
            filtered={filter.filtered}
            footer={<PartsFooter count={rows.length} />}
          />
        </Card>
        <PartFormDialog
          districtId={districtId}
          part={dialogs.edit === 'new' ? null : dialogs.edit}
          pool={dialogs.edit === 'new' ? poolView : (dialogs.edit?.pool ?? false)}
          showCost={showCost}
          open={dialogs.edit !== null}
          onOpenChange={(o) => !o && open({ edit: null })}
        />
        {dialogs.move && (
          <MoveDialog
            part={dialogs.move}
            sites={sites.data ?? []}
            open
            onOpenChange={(o) => !o && open({ move: null })}
          />
        )}
        <MovesDialog
          part={dialogs.history}
          showCost={showCost}
          onOpenChange={(o) => !o && open({ history: null })}
        />
      </div>
    </>
  );
}

function PartName({ part }: { part: Part }) {
  const { t } = useTranslation('parts');
  return (
    <div className="flex flex-col gap-0.5">
      <span className="flex flex-wrap items-center gap-1.5 font-medium">
        {part.name}
        {part.pool && <Badge tone="purple">{t('name.pool')}</Badge>}
        {part.low && (
          <Badge tone="orange" dot>
            {t('name.low')}
          </Badge>
        )}
      </span>
      {part.sku && <span className="text-[13px] text-muted-fg">{t('name.sku', { sku: part.sku })}</span>}
    </div>
  );
}

function Stock({ part }: { part: Part }) {
  const shelves = part.stock.filter((s) => s.quantity > 0);
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-medium tabular-nums">{part.total}</span>
      {shelves.length > 0 && !part.pool && (
        <span className="text-[13px] text-muted-fg">
          {shelves.map((s) => `${s.siteName} ${s.quantity}`).join(' · ')}
        </span>
      )}
    </div>
  );
}

function PartsFooter({ count }: { count: number }) {
  const { t } = useTranslation('parts');
  return (
    <div className="border-t border-border px-4 py-2.5 text-xs text-muted-fg" aria-live="polite">
      {t('footer', { count })}
    </div>
  );
}
