import type { Visit } from '@domain/visits';
import { formatDate, formatTime } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { Card } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { type StepRequest, VisitActions } from './visit-actions';
import { VisitPriorityBadge, VisitStatusBadge } from './visit-badges';

interface VisitListProps {
  visits: Visit[];
  /** Whether the caller may step this visit (schedulers: all; technicians: their own). */
  canStep: (visit: Visit) => boolean;
  onStep: StepRequest;
}

const when = (v: Visit) => `${formatDate(v.scheduledStart)}, ${formatTime(v.scheduledStart)}`;

/** List View: a table on wide screens, stacked cards on phones. */
export function VisitList({ visits, canStep, onStep }: VisitListProps) {
  const wide = useMediaQuery('(min-width: 1024px)');
  if (!wide)
    return (
      <ul aria-label="Visits" className="flex flex-col gap-3">
        {visits.map((v) => (
          <li key={v.id}>
            <Card className="flex flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-fg">{v.ticketTitle}</p>
                  <p className="text-xs text-muted-fg">
                    {v.ticketNumber} · {when(v)} · {v.estimatedDuration} min
                  </p>
                </div>
                <VisitStatusBadge status={v.status} />
              </div>
              <p className="text-sm text-muted-fg">
                {v.technicianName} · {v.siteName}
                {v.room ? `, ${v.room}` : ''}
              </p>
              <div className="flex items-center justify-between gap-2">
                <VisitPriorityBadge priority={v.priority} />
                {canStep(v) && <VisitActions visit={v} onStep={onStep} />}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  return (
    <Card className="overflow-hidden">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Ticket</TableHead>
            <TableHead>Technician</TableHead>
            <TableHead>Location</TableHead>
            <TableHead>Priority</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {visits.map((v) => (
            <TableRow key={v.id}>
              <TableCell className="whitespace-nowrap">
                {when(v)}
                <span className="block text-xs text-subtle-fg">{v.estimatedDuration} min</span>
              </TableCell>
              <TableCell>
                <span className="font-medium text-fg">{v.ticketTitle}</span>
                <span className="block text-xs text-subtle-fg">
                  {v.ticketNumber}
                  {v.workType ? ` · ${v.workType}` : ''}
                </span>
              </TableCell>
              <TableCell>{v.technicianName}</TableCell>
              <TableCell>
                {v.siteName}
                {v.room && <span className="block text-xs text-subtle-fg">{v.room}</span>}
              </TableCell>
              <TableCell>
                <VisitPriorityBadge priority={v.priority} />
              </TableCell>
              <TableCell>
                <VisitStatusBadge status={v.status} />
              </TableCell>
              <TableCell>
                <div className="flex justify-end">
                  {canStep(v) && <VisitActions visit={v} onStep={onStep} />}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
