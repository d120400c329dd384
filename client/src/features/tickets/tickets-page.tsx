import { TICKET_MESSAGES, type Ticket, type TicketStatus } from '@domain/tickets';
import { Plus, Ticket as TicketIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useDistricts } from '@/features/districts';
import { i18n } from '@/lib/i18n';
import { useSearchParamUpdate } from '@/lib/use-search-param-update';
import { useWorkingDistrict } from '@/lib/working-district';
import { AreaLocked } from '@/ui/area-locked';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { ListFooter } from '@/ui/list-footer';
import { PageHeader } from '@/ui/page-header';
import { CreateTicketDialog } from './create-ticket-dialog';
import { TicketDetailsDialog } from './ticket-details-dialog';
import { TICKET_FILTER_CONTROLS, useTicketFilter } from './ticket-filters';
import { isFiltered, type TicketFilter, type TicketScope } from './ticket-keys';
import { ticketRows } from './ticket-rows';
import { TicketSummaryCards } from './ticket-summary-cards';
import { useCreateTicket } from './use-create-ticket';
import { useTicketLiveUpdates } from './use-ticket-live-updates';
import { useTicketSummary } from './use-ticket-summary';
import { useTickets } from './use-tickets';
import { useUpdateTicket } from './use-update-ticket';

const TITLE = i18n.t('tickets:page.title');
const DESCRIPTION = i18n.t('tickets:page.description');

/**
 * /tickets: the district's support tickets (see docs/product.md#tickets). A provider admin outside
 * a district view sees every district's, or the one chosen with the district picker.
 */
export function TicketsPage() {
  const user = useCurrentUser();
  const { t } = useTranslation('tickets');
  const { districtId, providerWide, canEdit } = useWorkingDistrict();
  useTicketLiveUpdates();
  // A district below the Support tier, or with tickets turned off, sees why (the server answers 403).
  const access = useAccess('tickets');
  const scope: TicketScope | null = districtId ?? (providerWide ? 'all' : null);
  if (!access.ok || !scope) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        {!access.ok && (
          <AreaLocked what={t('page.lockedWhat')} plural verdict={access} serviceLevel={user.serviceLevel} />
        )}
      </>
    );
  }
  return <TicketsView key={scope} scope={scope} districtId={districtId} canEdit={canEdit} />;
}

function TicketsView({
  scope,
  districtId,
  canEdit,
}: {
  scope: TicketScope;
  /** The district new tickets go to by default (none when looking at every district). */
  districtId: string | null;
  canEdit: boolean;
}) {
  const { t } = useTranslation('tickets');
  const filter = useTicketFilter();
  const { search, status, priority, category } = filter.applied;
  const apiFilter = useMemo<TicketFilter>(
    () => ({ search: search.trim(), status, priority, category }),
    [search, status, priority, category],
  );
  const list = useTickets(scope, apiFilter);
  const summary = useTicketSummary(scope);
  const districts = useDistricts();
  const create = useCreateTicket();
  const update = useUpdateTicket();
  const [creating, setCreating] = useState(false);
  const [viewingId, setViewingId] = useViewedTicket();

  const rows = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const filtered = isFiltered(apiFilter);
  const setStatus = (ticket: Ticket, status: TicketStatus) =>
    update.mutate({ id: ticket.id, changes: { status } });
  const { columns, card } = ticketRows({
    showDistrict: scope === 'all',
    canEdit,
    onView: (ticket) => setViewingId(ticket.id),
    onSetStatus: setStatus,
  });
  const createButton = canEdit && (
    <Button onClick={() => setCreating(true)}>
      <Plus /> {t('page.create')}
    </Button>
  );

  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} actions={createButton} />
      <div className="flex flex-col gap-4">
        <TicketSummaryCards summary={summary.data} />
        <FilterBar filter={filter} controls={TICKET_FILTER_CONTROLS} className="mb-0" />
        <Card className="overflow-hidden">
          <DataList
            query={list}
            rows={rows}
            rowKey={(ticket) => ticket.id}
            columns={columns}
            card={card}
            label={t('page.label')}
            loading={t('page.loading')}
            failed={t('page.failed')}
            empty={{
              icon: TicketIcon,
              title: TICKET_MESSAGES.empty,
              description: t('page.emptyDescription'),
              action: createButton,
            }}
            noMatch={{
              title: TICKET_MESSAGES.empty,
              description: t('page.noMatchDescription'),
            }}
            filtered={filtered}
            footer={
              <ListFooter query={list}>
                {t('page.showing', { count: rows.length })}
                {filtered ? t('page.matching') : t('page.newestFirst')}
              </ListFooter>
            }
          />
        </Card>
      </div>

      <CreateTicketDialog
        open={creating}
        onOpenChange={setCreating}
        variant="support"
        districts={(districts.data ?? []).map((d) => ({ id: d.id, name: d.name }))}
        defaultDistrictId={districtId}
        onSubmit={(payload) => create.mutateAsync(payload)}
      />
      <TicketDetailsDialog
        ticket={rows.find((r) => r.id === viewingId) ?? null}
        ticketId={viewingId}
        canEdit={canEdit}
        onClose={() => setViewingId(null)}
      />
    </>
  );
}

const TICKET_PARAM = 'ticket';

/**
 * The ticket whose details are open, kept in the address (`?ticket=<id>`): a notification's link
 * opens it, even when the list does not hold it, and closing the dialog removes it.
 */
function useViewedTicket(): [string | null, (id: string | null) => void] {
  const [params] = useSearchParams();
  const update = useSearchParamUpdate();
  const set = useCallback((id: string | null) => update({ [TICKET_PARAM]: id }), [update]);
  return [params.get(TICKET_PARAM), set];
}
