import type { Visit } from '@domain/visits';
import { useAccess } from '@/features/auth';
import { ReportDamageButton } from '@/features/damage';

/**
 * "Report damage" on a technician's visit (My visits), for those who change the inventory: choose
 * the device, then the damage dialog; the visit's ticket becomes the repair ticket and the report's
 * source is the onsite checklist (see docs/product.md#repairs).
 */
export function VisitDamageButton({ visit }: { visit: Visit }) {
  if (!useAccess('assets', 'write').ok) return null;
  return (
    <ReportDamageButton
      size="lg"
      className="h-12"
      districtId={visit.districtId}
      ticket={{ id: visit.ticketId, ticketNumber: visit.ticketNumber }}
      visitId={visit.id}
    />
  );
}
