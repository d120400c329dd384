import { canMoveVisit, nextVisitStep, VISIT_STEP_LABELS, type Visit, type VisitStatus } from '@domain/visits';
import { Ban, CalendarClock, MoreHorizontal, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';

/** What the screen does when someone asks a visit to take a step. */
export type StepRequest = (visit: Visit, to: VisitStatus) => void;

/** The visit's next working step as one button, and delay, resume and cancel in a menu. */
export function VisitActions({
  visit,
  onStep,
  size = 'sm',
}: {
  visit: Visit;
  onStep: StepRequest;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation('visits');
  const next = nextVisitStep(visit.status);
  const more: { to: VisitStatus; label: string; icon: typeof Ban }[] = [];
  if (visit.status === 'delayed') more.push({ to: 'scheduled', label: t('actions.resume'), icon: RotateCcw });
  if (canMoveVisit(visit.status, 'delayed'))
    more.push({ to: 'delayed', label: t('actions.delay'), icon: CalendarClock });
  if (canMoveVisit(visit.status, 'cancelled'))
    more.push({ to: 'cancelled', label: t('actions.cancel'), icon: Ban });
  const label = t('actions.visit', { ticket: visit.ticketNumber, site: visit.siteName });
  return (
    <div className="flex items-center gap-2">
      {next && (
        <Button
          size={size}
          className={size === 'lg' ? 'h-12 flex-1 text-base' : undefined}
          onClick={() => onStep(visit, next)}
        >
          {VISIT_STEP_LABELS[next]}
        </Button>
      )}
      {more.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="secondary"
              size={size === 'lg' ? 'icon' : 'icon-sm'}
              className={size === 'lg' ? 'size-12' : undefined}
              aria-label={t('actions.more', { visit: label })}
            >
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {more.map((m) => (
              <DropdownMenuItem key={m.to} onSelect={() => onStep(visit, m.to)}>
                <m.icon /> {m.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
