import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';
import { useSearchParamUpdate } from './use-search-param-update';

/** A list's filters: each a string, held in the address's query so a filtered list can be linked. */
export type FilterValues<F = Record<string, string>> = { [K in keyof F]: string };

export interface ListFilterOptions<F extends FilterValues<F>> {
  /** The values each filter may take (anything else in the address counts as its default). */
  allowed?: { [K in keyof F]?: readonly string[] };
  /** Typed filters (search boxes) applied once typing pauses. */
  debounced?: readonly (keyof F)[];
}

export interface ListFilter<F extends FilterValues<F>> {
  /** What the controls show. */
  value: F;
  /** What the list is fetched or filtered with (debounced filters settle first). */
  applied: F;
  set: (change: Partial<F>) => void;
  /** Every filter back to its default. */
  reset: () => void;
  /** True when any filter differs from its default ("No results match" rather than "Nothing here yet"). */
  filtered: boolean;
}

/** The state of a list's filter bar, kept in the address (history replaced, not pushed). */
export function useListFilter<F extends FilterValues<F>>(
  defaults: F,
  options: ListFilterOptions<F> = {},
): ListFilter<F> {
  const [params] = useSearchParams();
  const update = useSearchParamUpdate();
  const keys = Object.keys(defaults) as (keyof F & string)[];
  const value = Object.fromEntries(
    keys.map((k) => {
      const given = params.get(k);
      const allowed = options.allowed?.[k];
      return [k, given !== null && (!allowed || allowed.includes(given)) ? given : defaults[k]];
    }),
  ) as F;
  const typed = (options.debounced ?? []).map((k) => value[k]).join('\u0000');
  const settled = useDebouncedValue(typed);
  const applied = { ...value };
  settled.split('\u0000').forEach((v, i) => {
    const key = options.debounced?.[i];
    if (key !== undefined) (applied as Record<string, string>)[key as string] = v;
  });
  return {
    value,
    applied,
    set: (change) =>
      update(
        Object.fromEntries(
          Object.entries(change).map(([k, v]) => [k, v === defaults[k as keyof F] ? null : (v as string)]),
        ),
      ),
    reset: () => update(Object.fromEntries(keys.map((k) => [k, null]))),
    filtered: keys.some((k) => value[k] !== defaults[k]),
  };
}
