import { denialMessage } from '@domain/access';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useDistricts } from '@/features/districts';
import { CreateTicketDialog, useCreateTicket } from '@/features/tickets';
import { Button } from '@/ui/button';

/** The district view's New Ticket button and its Create New Ticket dialog. */
export function NewTicketButton() {
  const user = useCurrentUser();
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const districts = useDistricts();
  const create = useCreateTicket();
  const access = useAccess('tickets', 'write');
  const allowed = access.ok;
  // Why the button is disabled is written beside it, not only in a tooltip.
  const why = access.ok ? null : access.reason === 'role' ? t('newTicket.viewOnly') : denialMessage(access);
  const whyId = useId();
  return (
    <div className="flex flex-col items-center gap-1 sm:items-end">
      <Button onClick={() => setOpen(true)} disabled={!allowed} aria-describedby={why ? whyId : undefined}>
        <Plus /> {t('newTicket.button')}
      </Button>
      {why && (
        <p id={whyId} className="max-w-60 text-center text-xs text-muted-fg sm:text-right">
          {why}
        </p>
      )}
      {allowed && (
        <CreateTicketDialog
          open={open}
          onOpenChange={setOpen}
          variant="dashboard"
          districts={(districts.data ?? []).map((d) => ({ id: d.id, name: d.name }))}
          defaultDistrictId={user.districtId}
          onSubmit={(payload) => create.mutateAsync(payload)}
        />
      )}
    </div>
  );
}
