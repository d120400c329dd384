import { FEATURE_TIERS } from '@domain/navigation';
import { TICKET_MESSAGES, type Ticket, type TicketStatus } from '@domain/tickets';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { Lock, Plus, SearchX, Ticket as TicketIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDistricts } from '@/features/districts/use-districts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { CreateTicketDialog, toCreatePayload } from './create-ticket-dialog';
import { TicketDetailsDialog } from './ticket-details-dialog';
import { TicketDistrictSelect } from './ticket-district-select';
import { TicketFilters } from './ticket-filters';
import { isFiltered, NO_TICKET_FILTER, type TicketFilter } from './ticket-keys';
import { TicketSummaryCards } from './ticket-summary-cards';
import { TicketCardList, TicketTable } from './ticket-table';
import { useCreateTicket } from './use-create-ticket';
import { useTicketLiveUpdates } from './use-ticket-live-updates';
import { useTicketScope } from './use-ticket-scope';
import { useTicketSummary } from './use-ticket-summary';
import { useTickets } from './use-tickets';
import { useUpdateTicket } from './use-update-ticket';

const TITLE = 'Technology Support Tickets';
const DESCRIPTION = 'Report technology problems and follow them until they are resolved.';

/** /tickets: spec 2.15, the district's support tickets (every district's for provider admins). */
export function TicketsPage() {
  const scope = useTicketScope();
  useTicketLiveUpdates();
  if (!scope.tierAllowed || !scope.scope) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <Card>
          <EmptyState
            icon={Lock}
            title={`Support tickets are part of ${SERVICE_LEVEL_LABELS[FEATURE_TIERS.tickets]}`}
            description="Ask your Five Star account manager about upgrading your service level."
          />
        </Card>
      </>
    );
  }
  return <TicketsView key={scope.scope} {...scope} scope={scope.scope} />;
}

function TicketsView({
  scope,
  districtId,
  providerWide,
  canEdit,
  choose,
}: ReturnType<typeof useTicketScope> & { scope: string }) {
  const [filter, setFilter] = useState<TicketFilter>(NO_TICKET_FILTER);
  const search = useDebouncedValue(filter.search);
  const apiFilter = useMemo(() => ({ ...filter, search: search.trim() }), [filter, search]);
  const list = useTickets(scope, apiFilter);
  const summary = useTicketSummary(scope);
  const districts = useDistricts();
  const create = useCreateTicket();
  const update = useUpdateTicket();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Ticket | null>(null);

  const rows = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const filtered = isFiltered(apiFilter);
  const setStatus = (ticket: Ticket, status: TicketStatus) =>
    update.mutate({ id: ticket.id, changes: { status } });
  const createButton = canEdit && (
    <Button onClick={() => setCreating(true)}>
      <Plus /> Create Ticket
    </Button>
  );

  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <>
            {providerWide && <TicketDistrictSelect value={scope} onChange={choose} />}
            {createButton}
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <TicketSummaryCards summary={summary.data} />
        <TicketFilters value={filter} onChange={setFilter} />
        <Card className="overflow-hidden">
          {list.isPending ? (
            <LoadingState message="Loading tickets..." />
          ) : list.isError ? (
            <EmptyState
              icon={TicketIcon}
              title="Tickets could not be loaded."
              description="Check your connection and try again."
              action={
                <Button variant="secondary" loading={list.isFetching} onClick={() => list.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={filtered ? SearchX : TicketIcon}
              title={TICKET_MESSAGES.empty}
              description={
                filtered
                  ? 'Try another search, status, priority or category.'
                  : 'Nothing needs attention right now.'
              }
              action={
                filtered ? (
                  <Button variant="secondary" onClick={() => setFilter(NO_TICKET_FILTER)}>
                    Clear filters
                  </Button>
                ) : (
                  createButton
                )
              }
            />
          ) : (
            <>
              <TicketTable
                tickets={rows}
                showDistrict={scope === 'all'}
                canEdit={canEdit}
                onView={setViewing}
                onSetStatus={setStatus}
              />
              <TicketCardList
                tickets={rows}
                showDistrict={scope === 'all'}
                canEdit={canEdit}
                onView={setViewing}
                onSetStatus={setStatus}
              />
              <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-xs text-muted-fg">
                <span aria-live="polite">
                  Showing {rows.length} {rows.length === 1 ? 'ticket' : 'tickets'}
                  {filtered ? ' matching the filters' : ', newest first'}
                </span>
                {list.hasNextPage && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    Load more
                  </Button>
                )}
              </div>
            </>
          )}
        </Card>
      </div>

      <CreateTicketDialog
        open={creating}
        onOpenChange={setCreating}
        variant="support"
        districts={(districts.data ?? []).map((d) => ({ id: d.id, name: d.name }))}
        defaultDistrictId={districtId}
        submitting={create.isPending}
        onSubmit={(values) => create.mutateAsync(toCreatePayload(values))}
      />
      <TicketDetailsDialog
        ticket={viewing ? (rows.find((r) => r.id === viewing.id) ?? viewing) : null}
        canEdit={canEdit}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
