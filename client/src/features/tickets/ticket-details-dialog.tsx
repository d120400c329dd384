import type { Priority } from '@domain/priorities';
import {
  TICKET_MESSAGES,
  TICKET_SOURCE_LABELS,
  type Ticket,
  type TicketCategory,
  type TicketStatus,
  type TicketWatcher,
} from '@domain/tickets';
import { CalendarPlus, CircleCheck, CircleX, Clock, RotateCcw, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetPicker } from '@/features/asset-picker';
import { AttachButton, TicketAttachments } from '@/features/attachments';
import { useAccess } from '@/features/auth';
import { ReportDamageButton } from '@/features/damage';
import { TicketSlaPanel } from '@/features/sla-clock';
import { ScheduleVisitDialog } from '@/features/visits';
import { errorStatus } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { PriorityBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { Field } from '@/ui/field';
import { LoadError } from '@/ui/load-error';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { CategoryLabel, TicketStatusBadge } from './ticket-badges';
import { TicketCommentForm } from './ticket-comment-form';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS } from './ticket-options';
import { PersonPicker, WatchersPicker } from './ticket-pickers';
import { TicketRelations } from './ticket-relations';
import { TicketTimeline } from './ticket-timeline';
import { useAssignees } from './use-assignees';
import { useTicketDetails } from './use-ticket-details';
import { useUpdateTicket } from './use-update-ticket';

interface TicketDetailsDialogProps {
  /** The ticket as the list knows it; the dialog loads its current state and timeline. */
  ticket: Ticket | null;
  /** A ticket known only by its id (a link: /tickets?ticket=…), when the list does not have it. */
  ticketId?: string | null;
  canEdit: boolean;
  onClose: () => void;
}

/** The status buttons (their words: the catalogue's `details.actions.<status>`). */
const STATUS_ACTIONS: { status: TicketStatus; icon: typeof Clock }[] = [
  { status: 'in_progress', icon: Clock },
  { status: 'resolved', icon: CircleCheck },
  { status: 'closed', icon: CircleX },
  { status: 'open', icon: RotateCcw },
];

/** View Details: the ticket, its status actions, assignment and its timeline with comments. */
export function TicketDetailsDialog({
  ticket: listed,
  ticketId,
  canEdit,
  onClose,
}: TicketDetailsDialogProps) {
  const id = useId();
  const { t } = useTranslation('tickets');
  const shownId = listed?.id ?? ticketId ?? null;
  const details = useTicketDetails(shownId);
  const ticket = details.data?.ticket ?? listed;
  const update = useUpdateTicket();
  const assignees = useAssignees(ticket?.districtId ?? null, canEdit && ticket !== null);
  const change = (changes: Parameters<typeof update.mutate>[0]['changes']) =>
    ticket && update.mutate({ id: ticket.id, changes });
  // Schedulers send a technician for the ticket from here (see docs/product.md#scheduling).
  const canSchedule = useAccess('visits', 'admin').ok;
  const inventory = useAccess('assets').ok;
  const reportsDamage = useAccess('assets', 'write').ok;
  const [scheduling, setScheduling] = useState(false);

  return (
    <Dialog open={shownId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        {!ticket && <LinkedTicketPending details={details} />}
        {ticket && (
          <>
            <DialogHeader
              title={
                <span className="flex flex-col gap-0.5">
                  <span className="font-mono text-xs font-normal text-subtle-fg">{ticket.ticketNumber}</span>
                  <span>{ticket.title}</span>
                </span>
              }
              description={
                ticket.districtName
                  ? t('details.opened', {
                      district: ticket.districtName,
                      date: formatDateTime(ticket.createdAt),
                    })
                  : undefined
              }
            />
            <DialogBody className="flex flex-col gap-5 pb-6">
              <div className="flex flex-wrap items-center gap-2">
                <TicketStatusBadge status={ticket.status} />
                <PriorityBadge priority={ticket.priority} />
                <span className="text-sm">
                  <CategoryLabel category={ticket.category} />
                </span>
              </div>

              <TicketSlaPanel
                ticket={ticket}
                canEdit={canEdit}
                pending={update.isPending}
                onWaitingChange={(waiting) => change({ waiting })}
              />

              {canEdit && (
                <fieldset className="flex flex-wrap gap-2">
                  <legend className="sr-only">{t('details.changeStatus')}</legend>
                  {STATUS_ACTIONS.filter((a) => a.status !== ticket.status).map((a) => (
                    <Button
                      key={a.status}
                      variant="secondary"
                      size="sm"
                      disabled={update.isPending}
                      onClick={() => change({ status: a.status })}
                    >
                      <a.icon /> {t(`details.actions.${a.status}`)}
                    </Button>
                  ))}
                  {canSchedule && ticket.status !== 'closed' && (
                    <Button variant="secondary" size="sm" onClick={() => setScheduling(true)}>
                      <CalendarPlus /> {t('details.scheduleVisit')}
                    </Button>
                  )}
                  {reportsDamage && ticket.assetId && ticket.assetName && (
                    <ReportDamageButton
                      size="sm"
                      districtId={ticket.districtId}
                      asset={{ id: ticket.assetId, label: ticket.assetName, assignedTo: null }}
                      ticket={{ id: ticket.id, ticketNumber: ticket.ticketNumber }}
                    />
                  )}
                </fieldset>
              )}
              {canSchedule && (
                <ScheduleVisitDialog
                  districtId={ticket.districtId}
                  open={scheduling}
                  onOpenChange={setScheduling}
                  ticket={{ id: ticket.id, ticketNumber: ticket.ticketNumber, title: ticket.title }}
                />
              )}

              <section aria-label={t('details.description')}>
                <h3 className="mb-1.5 text-xs font-medium tracking-wide text-subtle-fg uppercase">
                  {t('details.description')}
                </h3>
                <p className="text-sm whitespace-pre-wrap text-fg">{ticket.description}</p>
              </section>

              <section aria-label={t('details.attachments')} className="flex flex-col gap-2">
                <h3 className="text-xs font-medium tracking-wide text-subtle-fg uppercase">
                  {t('details.attachments')}
                </h3>
                <TicketAttachments ticketId={ticket.id} />
              </section>

              <section
                aria-label={t('details.requesterAndDevice')}
                className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2"
              >
                {canEdit ? (
                  <>
                    <Field id={`${id}-requester`} label={t('details.requester')}>
                      <PersonPicker
                        id={`${id}-requester`}
                        districtId={ticket.districtId}
                        value={ticket.requesterId}
                        valueLabel={ticket.requesterName}
                        disabled={update.isPending}
                        onChange={(p) => change({ requesterId: p?.id ?? null })}
                      />
                    </Field>
                    {inventory ? (
                      <Field id={`${id}-asset`} label={t('details.device')}>
                        <AssetPicker
                          id={`${id}-asset`}
                          districtId={ticket.districtId}
                          value={ticket.assetId}
                          valueLabel={ticket.assetName}
                          disabled={update.isPending}
                          onChange={(a) => change({ assetId: a?.id ?? null })}
                        />
                      </Field>
                    ) : (
                      <Fact term={t('details.device')} value={ticket.assetName ?? t('details.none')} />
                    )}
                  </>
                ) : (
                  <>
                    <Fact
                      term={t('details.requester')}
                      value={ticket.requesterName ?? t('details.nobodyNamed')}
                    />
                    <Fact term={t('details.device')} value={ticket.assetName ?? t('details.none')} />
                  </>
                )}
                <div className="sm:col-span-2">
                  <Watchers
                    id={`${id}-watchers`}
                    ticket={ticket}
                    watchers={details.data?.watchers ?? null}
                    canEdit={canEdit}
                    disabled={update.isPending}
                    onChange={(w) => change({ watcherIds: w.map((x) => x.id) })}
                  />
                </div>
              </section>

              <div className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
                {canEdit ? (
                  <>
                    <Field id={`${id}-assignee`} label={t('details.assignedTo')}>
                      <Select
                        id={`${id}-assignee`}
                        options={[
                          { value: '', label: t('details.unassigned') },
                          ...(assignees.data ?? []).map((u) => ({
                            value: u.id,
                            label: u.districtId ? u.name : t('details.fiveStar', { name: u.name }),
                          })),
                          // Until the list arrives, keep the current assignee selectable.
                          ...(ticket.assigneeId && !assignees.data
                            ? [
                                {
                                  value: ticket.assigneeId,
                                  label: ticket.assigneeName ?? t('details.assigned'),
                                },
                              ]
                            : []),
                        ]}
                        value={ticket.assigneeId ?? ''}
                        disabled={update.isPending}
                        onChange={(e) => change({ assigneeId: e.target.value || null })}
                      />
                    </Field>
                    <Field id={`${id}-priority`} label={t('details.priority')}>
                      <Select
                        id={`${id}-priority`}
                        options={PRIORITY_OPTIONS}
                        value={ticket.priority}
                        disabled={update.isPending}
                        onChange={(e) => change({ priority: e.target.value as Priority })}
                      />
                    </Field>
                    <Field id={`${id}-category`} label={t('details.category')}>
                      <Select
                        id={`${id}-category`}
                        options={CATEGORY_OPTIONS}
                        value={ticket.category}
                        disabled={update.isPending}
                        onChange={(e) => change({ category: e.target.value as TicketCategory })}
                      />
                    </Field>
                  </>
                ) : (
                  <Fact
                    term={t('details.assignedTo')}
                    value={ticket.assigneeName ?? t('details.unassigned')}
                  />
                )}
                <Fact term={t('details.openedBy')} value={ticket.createdByName ?? t('details.unknown')} />
                <Fact term={t('details.source')} value={TICKET_SOURCE_LABELS[ticket.source]} />
                <Fact term={t('details.lastUpdate')} value={formatDateTime(ticket.updatedAt)} />
                {ticket.resolvedAt && (
                  <Fact term={t('details.resolved')} value={formatDateTime(ticket.resolvedAt)} />
                )}
              </div>

              <TicketRelations ticket={ticket} canEdit={canEdit} />

              <section aria-label={t('details.timeline')} className="flex flex-col gap-3">
                <h3 className="text-xs font-medium tracking-wide text-subtle-fg uppercase">
                  {t('details.conversation')}
                </h3>
                {details.isPending ? (
                  <div className="flex flex-col gap-3">
                    <Skeleton className="h-5 w-2/3" />
                    <Skeleton className="h-5 w-1/2" />
                  </div>
                ) : details.isError ? (
                  <p className="text-sm text-muted-fg">{t('details.activityFailed')}</p>
                ) : (
                  <TicketTimeline activity={details.data.activity} />
                )}
                {canEdit && <TicketCommentForm ticket={ticket} />}
                {canEdit && <AttachButton ticketId={ticket.id} />}
              </section>
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A ticket opened by its id: loading, or why it cannot be shown. */
function LinkedTicketPending({ details }: { details: ReturnType<typeof useTicketDetails> }) {
  const { t } = useTranslation('tickets');
  if (!details.isError) {
    return (
      <>
        <DialogHeader title={t('details.loading')} />
        <DialogBody className="flex flex-col gap-3 pb-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-20" />
        </DialogBody>
      </>
    );
  }
  const missing = errorStatus(details.error) === 404 || errorStatus(details.error) === 400;
  return (
    <>
      <DialogHeader title={t('details.unavailable')} />
      <DialogBody className="pb-6">
        {missing ? (
          <EmptyState
            icon={SearchX}
            title={TICKET_MESSAGES.notFound}
            description={t('details.notFoundDescription')}
          />
        ) : (
          <LoadError bare title={t('details.failed')} query={details} />
        )}
      </DialogBody>
    </>
  );
}

/** Who watches the ticket: chips to add and remove (staff who edit), or their names. */
function Watchers({
  id,
  ticket,
  watchers,
  canEdit,
  disabled,
  onChange,
}: {
  id: string;
  ticket: Ticket;
  watchers: TicketWatcher[] | null;
  canEdit: boolean;
  disabled: boolean;
  onChange: (watchers: TicketWatcher[]) => void;
}) {
  const { t } = useTranslation('tickets');
  if (!watchers) return <Fact term={t('details.watchers')} value="…" />;
  if (!canEdit)
    return (
      <Fact
        term={t('details.watchers')}
        value={watchers.length ? watchers.map((w) => w.name).join(', ') : t('details.nobody')}
      />
    );
  return (
    <Field id={id} label={t('details.watchers')} hint={t('details.watchersHint')}>
      <WatchersPicker
        id={id}
        aria-describedby={`${id}-hint`}
        districtId={ticket.districtId}
        value={watchers}
        disabled={disabled}
        onChange={onChange}
      />
    </Field>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-[13px] font-medium text-fg">{term}</span>
      <span className="text-muted-fg">{value}</span>
    </div>
  );
}
