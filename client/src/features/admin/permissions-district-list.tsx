import type { District } from '@domain/districts';
import { PERMISSIONS_MESSAGES } from '@domain/permissions';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Card } from '@/ui/card';
import { SearchInput } from '@/ui/search-input';
import type { PermissionsTarget } from './use-permissions';

interface DistrictListProps {
  districts: District[];
  selected: PermissionsTarget;
  onSelect: (target: PermissionsTarget) => void;
}

/**
 * Whose toggles to edit: 'All districts' (the defaults new districts get) or one district, found
 * by name, code or location. A group of radio buttons: arrow keys move between them.
 */
export function PermissionsDistrictList({ districts, selected, onSelect }: DistrictListProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const name = useId();
  const term = search.trim().toLowerCase();
  const shown = term
    ? districts.filter((d) =>
        [d.name, d.code, d.location ?? ''].some((text) => text.toLowerCase().includes(term)),
      )
    : districts;
  return (
    <Card className="flex flex-col overflow-hidden lg:sticky lg:top-4">
      <div className="border-b border-border p-3">
        <SearchInput
          aria-label={t('permissions.list.search')}
          placeholder={t('permissions.list.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <fieldset className="max-h-72 overflow-y-auto p-1.5 lg:max-h-[calc(100vh-14rem)]">
        <legend className="sr-only">{t('permissions.list.legend')}</legend>
        <Option name={name} value="defaults" selected={selected} onSelect={onSelect}>
          <span className="font-medium">{t('permissions.list.all')}</span>
          <span className="text-xs text-muted-fg">{t('permissions.list.defaults')}</span>
        </Option>
        {shown.map((d) => (
          <Option key={d.id} name={name} value={d.id} selected={selected} onSelect={onSelect}>
            <span className="truncate font-medium" title={d.name}>
              {d.name}
            </span>
            <span className="break-words text-xs text-muted-fg">
              {SERVICE_LEVEL_LABELS[d.serviceLevel]}
              {d.location ? ` · ${d.location}` : ''}
            </span>
          </Option>
        ))}
        {term && shown.length === 0 && (
          <p className="px-3 py-4 text-sm text-muted-fg" aria-live="polite">
            {t('permissions.list.noMatch', { search: search.trim() })}
          </p>
        )}
      </fieldset>
      <p className="border-t border-border px-3 py-2 text-xs text-muted-fg">
        {selected === 'defaults'
          ? PERMISSIONS_MESSAGES.allDistricts
          : t('permissions.list.count', { total: districts.length })}
      </p>
    </Card>
  );
}

function Option({
  name,
  value,
  selected,
  onSelect,
  children,
}: {
  name: string;
  value: PermissionsTarget;
  selected: PermissionsTarget;
  onSelect: (target: PermissionsTarget) => void;
  children: ReactNode;
}) {
  const checked = selected === value;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-2.5 rounded-md px-2.5 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        checked ? 'bg-brand-soft text-brand-soft-fg' : 'text-fg hover:bg-surface-hover',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="mt-1 size-3.5 shrink-0 accent-brand focus-visible:outline-none"
      />
      <span className="flex min-w-0 flex-col">{children}</span>
    </label>
  );
}
