import { useRef, useState } from 'react';
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

/**
 * The state of a list's filter bar, mirrored in the address (history replaced, not pushed). The
 * controls follow the state at once (a typed letter is never waiting on a navigation); the address
 * follows the state, and the state follows the address when it changes otherwise (a link, Back).
 */
export function useListFilter<F extends FilterValues<F>>(
  defaults: F,
  options: ListFilterOptions<F> = {},
): ListFilter<F> {
  const [params] = useSearchParams();
  const update = useSearchParamUpdate();
  const keys = Object.keys(defaults) as (keyof F & string)[];
  const inAddress = Object.fromEntries(
    keys.map((k) => {
      const given = params.get(k);
      const allowed = options.allowed?.[k];
      return [k, given !== null && (!allowed || allowed.includes(given)) ? given : defaults[k]];
    }),
  ) as F;
  const keyOf = (f: F) => keys.map((k) => f[k]).join('\u0000');
  const [value, setValue] = useState(inAddress);
  const current = useRef(value);
  // What this hook wrote to the address and has not seen land yet, and the address as last seen:
  // a change of the address that is not one of ours (a link, Back) is followed.
  const pending = useRef(new Set<string>());
  const seen = useRef(keyOf(inAddress));
  const addressKey = keyOf(inAddress);
  if (addressKey !== seen.current) {
    seen.current = addressKey;
    if (pending.current.has(addressKey)) pending.current.delete(addressKey);
    else {
      pending.current.clear();
      current.current = inAddress;
      setValue(inAddress);
    }
  }

  const change = (next: F) => {
    current.current = next;
    const key = keyOf(next);
    if (key !== seen.current) pending.current.add(key);
    setValue(next);
    update(Object.fromEntries(keys.map((k) => [k, next[k] === defaults[k] ? null : next[k]])));
  };

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
    set: (patch) => change({ ...current.current, ...patch }),
    reset: () => change(defaults),
    filtered: keys.some((k) => value[k] !== defaults[k]),
  };
}
