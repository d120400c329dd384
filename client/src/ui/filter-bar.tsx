import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { FilterValues, ListFilter } from '@/lib/use-list-filter';
import { Button } from './button';
import { SearchInput } from './search-input';
import { Select, type SelectOption } from './select';

/** One control of a filter bar: a search box or a select, named for screen readers by `label`. */
export type FilterControl<F extends FilterValues<F>> =
  | { kind: 'search'; key: keyof F & string; label: string; placeholder?: string }
  | {
      kind: 'select';
      key: keyof F & string;
      label: string;
      options: readonly SelectOption[];
      className?: string;
    };

interface FilterBarProps<F extends FilterValues<F>> {
  filter: ListFilter<F>;
  controls: readonly FilterControl<F>[];
  className?: string;
}

/**
 * The one filter bar of a list screen: a search box that takes the free width, then the selects
 * (two a row on a phone), and Clear filters while any filter is set.
 */
export function FilterBar<F extends FilterValues<F>>({ filter, controls, className }: FilterBarProps<F>) {
  const searches = controls.filter((c) => c.kind === 'search');
  const selects = controls.filter((c) => c.kind === 'select');
  const { t } = useTranslation('ui');
  return (
    <search className={cn('mb-4 flex flex-col gap-3 md:flex-row md:items-center', className)}>
      {searches.map((c) => (
        <SearchInput
          key={c.key}
          className="flex-1"
          aria-label={c.label}
          placeholder={c.placeholder}
          value={filter.value[c.key]}
          onChange={(e) => filter.set({ [c.key]: e.target.value } as Partial<F>)}
        />
      ))}
      {selects.length > 0 && (
        <div className="grid grid-cols-2 gap-3 md:flex md:flex-wrap">
          {selects.map((c) => (
            <Select
              key={c.key}
              aria-label={c.label}
              className={cn('md:w-48', c.className)}
              options={c.options}
              value={filter.value[c.key]}
              onChange={(e) => filter.set({ [c.key]: e.target.value } as Partial<F>)}
            />
          ))}
        </div>
      )}
      {filter.filtered && (
        <Button variant="ghost" className="self-start md:self-auto" onClick={filter.reset}>
          {t('clearFilters')}
        </Button>
      )}
    </search>
  );
}
