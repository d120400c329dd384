import { type AssignSeatPayload, LICENSE_LIMITS, type License, seatPersonSchema } from '@domain/licenses';
import { ROLE_LABELS } from '@domain/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDistrictUsers } from '@/lib/use-district-users';
import { Button } from '@/ui/button';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { SearchInput } from '@/ui/search-input';
import { Spinner } from '@/ui/spinner';
import { useAssignSeat } from './use-assign-seat';
import { useDeviceSearch } from './use-device-search';

const RESULTS = 8;

/**
 * Assigning a seat: on a per-user license to a user of the district (searched by name or email) or
 * to someone named by name and email; on a per-device license to a device of the inventory
 * (searched by asset tag, name or serial number).
 */
export function AssignSeatPanel({
  districtId,
  license,
  onDone,
}: {
  districtId: string;
  license: License;
  onDone: () => void;
}) {
  const assign = useAssignSeat(districtId, license.id);
  const { t } = useTranslation('licenses');
  const [who, setWho] = useState<'user' | 'person'>('user');
  const give = async (body: AssignSeatPayload) => {
    await assign.mutateAsync(body);
    onDone();
  };
  return (
    <section
      aria-label={t('assign.label')}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-muted/50 p-3 sm:p-4"
    >
      {license.seatModel === 'per_device' ? (
        <DevicePicker
          districtId={districtId}
          busy={assign.isPending}
          onPick={(assetId) => give({ assetId })}
        />
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <legend className="sr-only">{t('assign.to')}</legend>
            {(
              [
                ['user', t('assign.user')],
                ['person', t('assign.person')],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name="seat-holder"
                  value={value}
                  checked={who === value}
                  onChange={() => setWho(value)}
                  className="size-4 accent-brand"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {who === 'user' ? (
            <UserPicker
              districtId={districtId}
              busy={assign.isPending}
              onPick={(userId) => give({ userId })}
            />
          ) : (
            <Form
              id="seat-person"
              schema={seatPersonSchema}
              defaultValues={{ name: '', email: '' }}
              onSubmit={give}
              className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            >
              <FormField name="name" label={t('assign.name')} required>
                <Input autoFocus maxLength={LICENSE_LIMITS.name} />
              </FormField>
              <FormField name="email" label={t('assign.email')} required>
                <Input type="email" maxLength={LICENSE_LIMITS.email} />
              </FormField>
              <FormSubmit className="sm:mt-6">{t('assign.submit')}</FormSubmit>
            </Form>
          )}
        </>
      )}
      <div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('assign.cancel')}
        </Button>
      </div>
    </section>
  );
}

interface PickerProps {
  districtId: string;
  busy: boolean;
  onPick: (id: string) => void;
}

function UserPicker({ districtId, busy, onPick }: PickerProps) {
  const [search, setSearch] = useState('');
  const users = useDistrictUsers(districtId);
  const { t } = useTranslation('licenses');
  const term = search.trim().toLowerCase();
  const matches = (users.data ?? []).filter(
    (u) => !term || u.name.toLowerCase().includes(term) || u.email.toLowerCase().includes(term),
  );
  return (
    <SearchPicker
      what={t('assign.what.users')}
      placeholder={t('assign.users.placeholder')}
      search={search}
      onSearch={setSearch}
      query={users}
      empty={users.isError ? t('assign.users.loadFailed') : t('assign.users.noMatch')}
      total={matches.length}
      items={matches.map((u) => ({ id: u.id, title: u.name, detail: `${u.email} · ${ROLE_LABELS[u.role]}` }))}
      busy={busy}
      onPick={onPick}
    />
  );
}

function DevicePicker({ districtId, busy, onPick }: PickerProps) {
  const [search, setSearch] = useState('');
  const devices = useDeviceSearch(districtId, useDebouncedValue(search));
  const { t } = useTranslation('licenses');
  return (
    <SearchPicker
      what={t('assign.what.devices')}
      placeholder={t('assign.devices.placeholder')}
      search={search}
      onSearch={setSearch}
      query={devices}
      empty={devices.isError ? t('assign.devices.loadFailed') : t('assign.devices.noMatch')}
      total={devices.data?.total ?? 0}
      items={(devices.data?.items ?? []).map((a) => ({
        id: a.id,
        title: a.assetTag,
        detail: [a.name, [a.manufacturer, a.model].filter(Boolean).join(' ')].filter(Boolean).join(' · '),
      }))}
      busy={busy}
      onPick={onPick}
    />
  );
}

/** A search box over users or devices, and the first matches with their Assign buttons. */
function SearchPicker({
  what,
  placeholder,
  search,
  onSearch,
  query,
  ...results
}: {
  what: string;
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
  query: { isPending: boolean };
} & Parameters<typeof Results>[0]) {
  const { t } = useTranslation('licenses');
  return (
    <div className="flex flex-col gap-2">
      <SearchInput
        aria-label={t('assign.search', { what })}
        placeholder={placeholder}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        autoFocus
      />
      {query.isPending ? (
        <Spinner size="sm" label={t('assign.loading', { what })} />
      ) : (
        <Results {...results} />
      )}
    </div>
  );
}

/** Search results, each with its own Assign button (named after what it assigns to). */
function Results({
  items,
  total,
  empty,
  busy,
  onPick,
}: {
  items: { id: string; title: string; detail: string }[];
  total: number;
  empty: string;
  busy: boolean;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation('licenses');
  if (items.length === 0) return <p className="text-sm text-muted-fg">{empty}</p>;
  const shown = items.slice(0, RESULTS);
  return (
    <>
      <ul
        aria-label={t('assign.results')}
        className="flex flex-col rounded-md border border-border bg-surface"
      >
        {shown.map((item) => (
          <li
            key={item.id}
            className="flex items-center gap-3 border-b border-border px-3 py-2 last:border-b-0"
          >
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium text-fg" title={item.title}>
                {item.title}
              </p>
              <p className="truncate text-xs text-muted-fg" title={item.detail}>
                {item.detail}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={t('assign.assignTo', { name: item.title })}
              onClick={() => onPick(item.id)}
            >
              {t('assign.assign')}
            </Button>
          </li>
        ))}
      </ul>
      {total > shown.length && (
        <p className="text-xs text-muted-fg">{t('assign.more', { n: formatNumber(total - shown.length) })}</p>
      )}
    </>
  );
}
