import { FEATURE_TIERS } from '@domain/navigation';
import { canEdit } from '@domain/roles';
import { SERVICE_LEVEL_LABELS, tierAllows } from '@domain/tiers';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useDistricts } from '@/features/districts/use-districts';
import { CreateTicketDialog, toCreatePayload } from '@/features/tickets/create-ticket-dialog';
import { useCreateTicket } from '@/features/tickets/use-create-ticket';
import { Button } from '@/ui/button';

/** The district view's New Ticket button and its Create New Ticket dialog (spec 2.4, 2.5). */
export function NewTicketButton() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const districts = useDistricts();
  const create = useCreateTicket();
  const tierAllowed = tierAllows(user.serviceLevel, FEATURE_TIERS.tickets);
  const allowed = tierAllowed && canEdit(user.role);
  const why = !tierAllowed
    ? `Support tickets are part of ${SERVICE_LEVEL_LABELS[FEATURE_TIERS.tickets]}`
    : 'View-only accounts cannot open tickets';
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!allowed} title={allowed ? undefined : why}>
        <Plus /> New Ticket
      </Button>
      {allowed && (
        <CreateTicketDialog
          open={open}
          onOpenChange={setOpen}
          variant="dashboard"
          districts={(districts.data ?? []).map((d) => ({ id: d.id, name: d.name }))}
          defaultDistrictId={user.districtId}
          submitting={create.isPending}
          onSubmit={(values) => create.mutateAsync(toCreatePayload(values))}
        />
      )}
    </>
  );
}
