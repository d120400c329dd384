import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '@/ui/combobox';
import { type SubjectChoice, useSubjectSearch } from './subject-hooks';

/** Picks the person a request is about: the district's roster records and portal accounts. */
export function SubjectPicker({
  id,
  districtId,
  value,
  onChange,
}: {
  id: string;
  districtId: string;
  value: SubjectChoice | null;
  onChange: (s: SubjectChoice | null) => void;
}) {
  const [query, setQuery] = useState('');
  const { t } = useTranslation('privacy');
  const found = useSubjectSearch(districtId, query);
  const subjects = found.data ?? [];
  const keyOf = (s: { personId: string | null; userId: string | null }) => s.personId ?? `u:${s.userId}`;
  const options: ComboboxOption[] = subjects.map((s) => ({
    value: keyOf(s),
    label: s.name,
    hint: [s.hint, s.email].filter(Boolean).join(' · '),
  }));
  return (
    <Combobox
      id={id}
      options={options}
      query={query}
      onQueryChange={setQuery}
      value={value ? keyOf(value) : null}
      selectedLabel={value?.name ?? null}
      onSelect={(o) => {
        const s = subjects.find((x) => keyOf(x) === o.value);
        if (s) onChange({ personId: s.personId, userId: s.userId, name: s.name });
      }}
      clearLabel={t('subject.clear')}
      onClear={() => onChange(null)}
      loading={found.isFetching}
      placeholder={t('subject.searchPlaceholder')}
      empty={t('subject.empty')}
    />
  );
}
