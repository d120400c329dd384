import type { LiveMessage } from '@domain/events';
import { TICKET_MESSAGES, type TicketEventData } from '@domain/tickets';
import { useEffect } from 'react';
import { TAB_ORIGIN } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { subscribe } from '@/lib/ws';
import { toast } from '@/ui/toast';
import { invalidateTickets } from './invalidate-tickets';

let started = false;

function onTicketEvent(message: LiveMessage<Partial<TicketEventData>>) {
  // This tab's own change: its mutation has toasted and refreshed already.
  if (message.origin === TAB_ORIGIN) return;
  const { ticketNumber, id } = message.data;
  void invalidateTickets(queryClient, { districtId: message.districtId, ticketId: id });
  if (!ticketNumber) return;
  toast(
    message.type === 'ticket_created'
      ? TICKET_MESSAGES.liveCreated(ticketNumber)
      : TICKET_MESSAGES.liveUpdated(ticketNumber),
  );
}

/**
 * ticket_created / ticket_updated from the socket show 'New Ticket Created' / 'Ticket Updated'
 * (see docs/product.md#live-updates) and refresh the open lists, counts and dashboards. Subscribed once per tab, for as long
 * as the tab lives (the socket itself follows sign-in and sign-out), from whichever screen mounts
 * first: the sidebar's Support badge, the dashboard or the tickets screen.
 */
export function useTicketLiveUpdates(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    subscribe<Partial<TicketEventData>>('ticket_created', onTicketEvent);
    subscribe<Partial<TicketEventData>>('ticket_updated', onTicketEvent);
  }, []);
}
