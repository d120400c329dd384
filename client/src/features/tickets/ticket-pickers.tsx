import { ROLE_LABELS } from '@domain/roles';
import { MAX_TICKET_WATCHERS, type TicketWatcher } from '@domain/tickets';
import { X } from 'lucide-react';
import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistrictUsers } from '@/lib/use-district-users';
import { Combobox, type ComboboxOption } from '@/ui/combobox';

/** How many suggestions a picker lists at once (typing narrows them). */
const SHOWN = 50;

interface PickerA11y {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  disabled?: boolean;
}

/** The active people of a district as options: name, then role and email (Staff & Students included). */
function usePeopleOptions(districtId: string | null, query: string, without: readonly string[] = []) {
  const people = useDistrictUsers(districtId ?? 'none', districtId !== null);
  const options = useMemo<ComboboxOption[]>(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const skip = new Set(without);
    return (people.data ?? [])
      .filter((p) => !skip.has(p.id))
      .filter((p) => words.every((w) => `${p.name} ${p.email}`.toLowerCase().includes(w)))
      .slice(0, SHOWN)
      .map((p) => ({ value: p.id, label: p.name, hint: `${ROLE_LABELS[p.role]} · ${p.email}` }));
  }, [people.data, query, without]);
  return { options, loading: people.isPending && districtId !== null };
}

interface PersonPickerProps extends PickerA11y {
  districtId: string | null;
  value: string | null;
  /** The chosen person's name (the ticket knows it before the list arrives). */
  valueLabel: string | null;
  onChange: (person: { id: string; name: string } | null) => void;
}

/** Picks one person of the district: the requester a ticket is for. */
export const PersonPicker = forwardRef<HTMLInputElement, PersonPickerProps>(function PersonPicker(
  { districtId, value, valueLabel, onChange, ...a11y },
  ref,
) {
  const [query, setQuery] = useState('');
  const { options, loading } = usePeopleOptions(districtId, query);
  const { t } = useTranslation('tickets');
  return (
    <Combobox
      ref={ref}
      {...a11y}
      options={options}
      query={query}
      onQueryChange={setQuery}
      value={value}
      selectedLabel={value ? (valueLabel ?? t('pickers.chosen')) : null}
      onSelect={(o) => onChange({ id: o.value, name: o.label })}
      clearLabel={t('pickers.clear')}
      onClear={() => onChange(null)}
      loading={loading}
      placeholder={t('pickers.placeholder')}
      empty={t('pickers.empty')}
    />
  );
});

interface WatchersPickerProps extends PickerA11y {
  districtId: string | null;
  value: readonly TicketWatcher[];
  onChange: (watchers: TicketWatcher[]) => void;
}

/** Adds and removes the people who watch a ticket (at most MAX_TICKET_WATCHERS). */
export const WatchersPicker = forwardRef<HTMLInputElement, WatchersPickerProps>(function WatchersPicker(
  { districtId, value, onChange, disabled, ...a11y },
  ref,
) {
  const [query, setQuery] = useState('');
  const chosen = useMemo(() => value.map((w) => w.id), [value]);
  const { options, loading } = usePeopleOptions(districtId, query, chosen);
  const full = value.length >= MAX_TICKET_WATCHERS;
  const { t } = useTranslation('tickets');
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul aria-label={t('pickers.watchers')} className="flex flex-wrap gap-1.5">
          {value.map((w) => (
            <li
              key={w.id}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-muted py-0.5 pr-1 pl-2.5 text-xs text-fg"
            >
              {w.name}
              <button
                type="button"
                disabled={disabled}
                aria-label={t('pickers.remove', { name: w.name })}
                title={t('pickers.removeTitle', { name: w.name })}
                className="flex size-5 cursor-pointer items-center justify-center rounded-full text-subtle-fg hover:bg-surface hover:text-fg disabled:cursor-not-allowed"
                onClick={() => onChange(value.filter((x) => x.id !== w.id))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        ref={ref}
        {...a11y}
        disabled={disabled || full}
        options={options}
        query={query}
        onQueryChange={setQuery}
        selectedLabel={null}
        onSelect={(o) => onChange([...value, { id: o.value, name: o.label }])}
        loading={loading}
        placeholder={full ? t('pickers.full', { max: MAX_TICKET_WATCHERS }) : t('pickers.add')}
        empty={t('pickers.emptyOthers')}
      />
    </div>
  );
});
