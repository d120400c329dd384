import type { License, LicenseAssignment } from '@domain/licenses';
import { Laptop, Plus, UserRound, Users, X } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { SearchInput } from '@/ui/search-input';
import { LoadingState } from '@/ui/spinner';
import { AssignSeatPanel } from './assign-seat-panel';
import { useLicenseSeats } from './use-license-seats';
import { useUnassignSeat } from './use-unassign-seat';

/**
 * The seats of a per-seat license: who or which device holds each, with a search; technicians and
 * administrators assign seats (while one is free) and free them.
 */
export function LicenseSeats({
  districtId,
  license,
  canAssign,
}: {
  districtId: string;
  license: License;
  canAssign: boolean;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const seats = useLicenseSeats(districtId, license.id, q);
  const unassign = useUnassignSeat(districtId, license.id);
  const [assigning, setAssigning] = useState(false);
  const full = license.assignedSeats >= license.licenseCount;
  const cancelled = license.status === 'cancelled';
  const device = license.seatModel === 'per_device';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-fg">
          {formatNumber(license.assignedSeats)} of {formatNumber(license.licenseCount)} seats assigned
          {license.seatTracking === 'manual' &&
            ` · ${formatNumber(license.usedLicenses)} in use, entered by hand`}
        </p>
        {canAssign && !cancelled && !assigning && (
          <Button size="sm" onClick={() => setAssigning(true)} disabled={full}>
            <Plus /> Assign a seat
          </Button>
        )}
      </div>
      {canAssign && full && !cancelled && (
        <p className="text-xs text-tone-orange-fg">
          Every seat is assigned: free one or raise the seat count to assign more.
        </p>
      )}
      {assigning && (
        <AssignSeatPanel districtId={districtId} license={license} onDone={() => setAssigning(false)} />
      )}
      <SearchInput
        aria-label="Search seats"
        placeholder={device ? 'Search by device name or asset tag…' : 'Search by name or email…'}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {seats.isPending ? (
        <LoadingState message="Loading seats..." className="py-8" />
      ) : seats.isError ? (
        <LoadError bare title="The seats could not be loaded." query={seats} />
      ) : seats.data.items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={q ? 'No seat matches this search' : 'No seats assigned yet'}
          description={q ? undefined : 'Assign a seat to a person or a device to see who uses this license.'}
          className="py-8"
        />
      ) : (
        <>
          <ul aria-label="Seats" className="flex flex-col rounded-lg border border-border">
            {seats.data.items.map((seat) => (
              <SeatRow
                key={seat.id}
                seat={seat}
                canFree={canAssign}
                freeing={unassign.isPending && unassign.variables?.id === seat.id}
                onFree={() => unassign.mutate(seat)}
              />
            ))}
          </ul>
          {seats.data.total > seats.data.items.length && (
            <p className="text-xs text-muted-fg">
              Showing {formatNumber(seats.data.items.length)} of {formatNumber(seats.data.total)} seats:
              search to find the others.
            </p>
          )}
        </>
      )}
    </div>
  );
}

function SeatRow({
  seat,
  canFree,
  freeing,
  onFree,
}: {
  seat: LicenseAssignment;
  canFree: boolean;
  freeing: boolean;
  onFree: () => void;
}) {
  const Icon = seat.kind === 'device' ? Laptop : UserRound;
  const secondary = [seat.email, seat.detail].filter(Boolean).join(' · ');
  return (
    <li className="flex items-center gap-3 border-b border-border px-3 py-2.5 last:border-b-0">
      <Icon aria-hidden className="size-4 shrink-0 text-subtle-fg" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg">
          <span className="truncate font-medium" title={seat.name}>
            {seat.name}
          </span>
          {seat.removed && (
            <Badge tone="gray">{seat.kind === 'device' ? 'Removed from inventory' : 'Account removed'}</Badge>
          )}
        </p>
        <p className="break-words text-xs text-muted-fg">
          {secondary ? `${secondary} · ` : ''}since {formatDate(seat.assignedAt)}
          {seat.assignedByName ? ` by ${seat.assignedByName}` : ''}
        </p>
      </div>
      {canFree && (
        <Button
          variant="ghost"
          size="sm"
          loading={freeing}
          onClick={onFree}
          aria-label={`Free the seat of ${seat.name}`}
        >
          <X /> Free
        </Button>
      )}
    </li>
  );
}
