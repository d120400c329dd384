import type { License, LicenseAssignment } from '@domain/licenses';
import { Laptop, Plus, UserRound, Users, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('licenses');
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
          {t('seats.assigned', {
            assigned: formatNumber(license.assignedSeats),
            total: formatNumber(license.licenseCount),
          })}
          {license.seatTracking === 'manual' &&
            t('seats.manual', { used: formatNumber(license.usedLicenses) })}
        </p>
        {canAssign && !cancelled && !assigning && (
          <Button size="sm" onClick={() => setAssigning(true)} disabled={full}>
            <Plus /> {t('seats.assign')}
          </Button>
        )}
      </div>
      {canAssign && full && !cancelled && <p className="text-xs text-tone-orange-fg">{t('seats.full')}</p>}
      {assigning && (
        <AssignSeatPanel districtId={districtId} license={license} onDone={() => setAssigning(false)} />
      )}
      <SearchInput
        aria-label={t('seats.search')}
        placeholder={device ? t('seats.searchDevices') : t('seats.searchPeople')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {seats.isPending ? (
        <LoadingState message={t('seats.loading')} className="py-8" />
      ) : seats.isError ? (
        <LoadError bare title={t('seats.loadFailed')} query={seats} />
      ) : seats.data.items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={q ? t('seats.noMatch') : t('seats.empty')}
          description={q ? undefined : t('seats.emptyDescription')}
          className="py-8"
        />
      ) : (
        <>
          <ul aria-label={t('seats.label')} className="flex flex-col rounded-lg border border-border">
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
              {t('seats.showing', {
                shown: formatNumber(seats.data.items.length),
                total: formatNumber(seats.data.total),
              })}
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
  const { t } = useTranslation('licenses');
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
            <Badge tone="gray">
              {seat.kind === 'device' ? t('seats.removedDevice') : t('seats.removedAccount')}
            </Badge>
          )}
        </p>
        <p className="break-words text-xs text-muted-fg">
          {secondary ? `${secondary} · ` : ''}
          {t('seats.since', { date: formatDate(seat.assignedAt) })}
          {seat.assignedByName ? t('seats.by', { name: seat.assignedByName }) : ''}
        </p>
      </div>
      {canFree && (
        <Button
          variant="ghost"
          size="sm"
          loading={freeing}
          onClick={onFree}
          aria-label={t('seats.freeLabel', { name: seat.name })}
        >
          <X /> {t('seats.free')}
        </Button>
      )}
    </li>
  );
}
