import { settingsApi } from '@domain/api/settings';
import { PART_MESSAGES, type Part } from '@domain/parts';
import { useQuery } from '@tanstack/react-query';
import { History, PackagePlus, Pencil, Plus, Wrench } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
const SHOW_OPTIONS = [
  { value: 'all', label: 'All parts' },
  { value: 'low', label: 'Running low' },
  { value: 'district', label: 'Our shelves' },
  { value: 'pool', label: 'Five Star pool' },
];

/** /inventory/parts — spare parts, stock per shelf, moves, and Five Star's shared pool (docs/product.md#parts). */
export function PartsPage() {
  const user = useCurrentUser();
  const read = useAccess('assets', 'read');
  const { districtId, providerWide } = useWorkingDistrict();
  // Five Star outside a district works on the shared pool itself.
  const poolView = providerWide && !districtId;
  const description = poolView
    ? 'Five Star’s shared pool: districts see these parts and draw from them for their repairs; each draw is recorded for the district with its cost.'
    : 'Spare parts on the district’s shelves, and Five Star’s shared pool to draw from. Administrators are told when a part runs low.';
  const title = poolView ? 'Parts pool' : 'Parts';
  if (!read.ok)
    return (
      <>
        <PageHeader title={title} description={description} />
        <AreaLocked what="Parts" verdict={read} serviceLevel={user.serviceLevel} />
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
      {poolView ? 'Add pool part' : 'Add part'}
    </Button>
  );

  const actions = (p: Part) => (
    <div className="flex gap-1.5">
      {mayChange(p) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => open({ move: p })}
          aria-label={`Record stock of ${p.name}`}
        >
          <PackagePlus />
          Record
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => open({ history: p })}
        aria-label={`Stock moves of ${p.name}`}
      >
        <History />
        Moves
      </Button>
      {mayChange(p) && (
        <Button size="sm" variant="ghost" onClick={() => open({ edit: p })} aria-label={`Edit ${p.name}`}>
          <Pencil />
          Edit
        </Button>
      )}
    </div>
  );

  const columns: DataColumn<Part>[] = [
    { header: 'Part', cell: (p) => <PartName part={p} /> },
    { header: 'Fits', cell: (p) => (p.models.length ? p.models.join(', ') : 'Any model') },
    { header: 'In stock', cell: (p) => <Stock part={p} /> },
    { header: 'Reorder at', cell: (p) => <span className="tabular-nums">{p.reorderLevel}</span> },
    ...(showCost
      ? [{ header: 'Unit cost', cell: (p: Part) => (p.unitCost === null ? '—' : money(p.unitCost)) }]
      : []),
    { header: 'Actions', hideHeader: true, cell: actions },
  ];

  return (
    <>
      {header(addButton)}
      <div className="flex flex-col gap-4">
        <FilterBar
          filter={filter}
          controls={[
            { kind: 'search', key: 'search', label: 'Search parts', placeholder: 'Search by name or SKU…' },
            ...(poolView
              ? []
              : [{ kind: 'select' as const, key: 'show' as const, label: 'Show', options: SHOW_OPTIONS }]),
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
                  Fits {p.models.length ? p.models.join(', ') : 'any model'} · reorder at {p.reorderLevel}
                  {showCost && p.unitCost !== null ? ` · ${money(p.unitCost)} each` : ''}
                </span>
                <Stock part={p} />
                {actions(p)}
              </div>
            )}
            label="Parts"
            loading="Loading parts…"
            failed={PART_MESSAGES.loadFailed}
            empty={{
              icon: Wrench,
              title: PART_MESSAGES.empty,
              description:
                'Add the screens, keyboards and chargers you keep for repairs, then record what arrives.',
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
  return (
    <div className="flex flex-col gap-0.5">
      <span className="flex flex-wrap items-center gap-1.5 font-medium">
        {part.name}
        {part.pool && <Badge tone="purple">Five Star pool</Badge>}
        {part.low && (
          <Badge tone="orange" dot>
            Low stock
          </Badge>
        )}
      </span>
      {part.sku && <span className="text-[13px] text-muted-fg">SKU {part.sku}</span>}
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
  return (
    <div className="border-t border-border px-4 py-2.5 text-xs text-muted-fg" aria-live="polite">
      Showing {count} {count === 1 ? 'part' : 'parts'}
    </div>
  );
}
