import { assetsApi } from '@domain/api/assets';
import { assetLabel } from '@domain/tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Combobox, type ComboboxOption } from '@/ui/combobox';

interface PickerA11y {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  disabled?: boolean;
}

export interface AssetPickerProps extends PickerA11y {
  districtId: string | null;
  value: string | null;
  valueLabel: string | null;
  onChange: (asset: { id: string; name: string } | null) => void;
}

/** Picks a device of the district, searched on the server by tag, name or serial number. */
export const AssetPicker = forwardRef<HTMLInputElement, AssetPickerProps>(function AssetPicker(
  { districtId, value, valueLabel, onChange, ...a11y },
  ref,
) {
  const { t } = useTranslation('assetPicker');
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 250);
  const found = useQuery({
    queryKey: ['assets', districtId ?? 'none', 'picker', search] as const,
    queryFn: () =>
      api(assetsApi.page, { query: { districtId: districtId!, search: search || undefined, limit: 20 } }),
    enabled: districtId !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const options: ComboboxOption[] = (found.data?.items ?? []).map((a) => ({
    value: a.id,
    label: assetLabel(a.assetTag, a.name),
    hint:
      [a.location, a.assignedTo ? t('hint.with', { name: a.assignedTo }) : null]
        .filter(Boolean)
        .join(' · ') || undefined,
  }));
  return (
    <Combobox
      ref={ref}
      {...a11y}
      options={options}
      query={query}
      onQueryChange={setQuery}
      value={value}
      selectedLabel={value ? (valueLabel ?? t('chosen')) : null}
      onSelect={(o) => onChange({ id: o.value, name: o.label })}
      clearLabel={t('clear')}
      onClear={() => onChange(null)}
      loading={found.isFetching}
      placeholder={t('placeholder')}
      empty={t('empty')}
    />
  );
});
