import { peopleApi } from '@domain/api/people';
import { PERSON_ROLE_LABELS } from '@domain/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Combobox, type ComboboxOption } from '@/ui/combobox';

interface RosterPickerProps {
  id: string;
  districtId: string;
  value: { id: string; name: string } | null;
  onChange: (person: { id: string; name: string } | null) => void;
  'aria-describedby'?: string;
}

/** Picks an active rostered person (1:1 check-out), searched on the server by name, email or SIS id. */
export function RosterPicker({ id, districtId, value, onChange, ...a11y }: RosterPickerProps) {
  const [query, setQuery] = useState('');
  const { t } = useTranslation('people');
  const q = useDebouncedValue(query.trim(), 250);
  const found = useQuery({
    queryKey: ['people', districtId, 'picker', q],
    queryFn: () =>
      api(peopleApi.list, { query: { districtId, q: q || undefined, status: 'active', limit: 20 } }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const options: ComboboxOption[] = (found.data?.items ?? []).map((p) => ({
    value: p.id,
    label: p.name,
    hint: [PERSON_ROLE_LABELS[p.role], p.grade ? t('picker.grade', { grade: p.grade }) : null, p.siteName]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <Combobox
      id={id}
      {...a11y}
      options={options}
      query={query}
      onQueryChange={setQuery}
      value={value?.id ?? null}
      selectedLabel={value?.name ?? null}
      onSelect={(o) => onChange({ id: o.value, name: o.label })}
      clearLabel={t('picker.clear')}
      onClear={() => onChange(null)}
      loading={found.isFetching}
      placeholder={t('picker.placeholder')}
      empty={t('picker.empty')}
    />
  );
}
