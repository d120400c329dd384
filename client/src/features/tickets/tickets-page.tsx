import { ComingSoon } from '@/ui/coming-soon';

export function TicketsPage() {
  return (
    <ComingSoon
      title="Technology Support Tickets"
      description="Report, follow and resolve technology issues."
    />
  );
}
