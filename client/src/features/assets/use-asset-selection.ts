import type { AssetFilter, AssetSelection } from '@domain/assets';
import { useState } from 'react';

type State = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'all' };
const NONE: State = { kind: 'ids', ids: new Set() };

/**
 * Row selection of the inventory: named rows, or "every asset matching the filters" (which may be
 * far more than the rows loaded so far). A new filter clears it.
 */
export function useAssetSelection(filter: AssetFilter, total: number) {
  const [state, setState] = useState<State>(NONE);
  const filterKey = JSON.stringify(filter);
  const [seenKey, setSeenKey] = useState(filterKey);
  if (seenKey !== filterKey) {
    setSeenKey(filterKey);
    setState(NONE);
  }

  const count = state.kind === 'all' ? total : state.ids.size;
  return {
    count,
    allMatching: state.kind === 'all',
    isSelected: (id: string) => state.kind === 'all' || state.ids.has(id),
    /** Ticks or unticks one row; unticking one of "every matching" keeps the other loaded rows. */
    toggle(id: string, loadedIds: string[]) {
      setState((s) => {
        const ids = new Set(s.kind === 'all' ? loadedIds : s.ids);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { kind: 'ids', ids };
      });
    },
    selectLoaded: (loadedIds: string[]) => setState({ kind: 'ids', ids: new Set(loadedIds) }),
    selectAllMatching: () => setState({ kind: 'all' }),
    clear: () => setState(NONE),
    /** What bulk calls send. */
    toApi(): AssetSelection {
      return state.kind === 'all' ? { filter } : { ids: [...state.ids] };
    },
    /** Drops ids that are no longer listed (after a delete elsewhere). */
    retain(loadedIds: string[]) {
      if (state.kind !== 'ids' || state.ids.size === 0) return;
      const loaded = new Set(loadedIds);
      if ([...state.ids].every((id) => loaded.has(id))) return;
      setState({ kind: 'ids', ids: new Set([...state.ids].filter((id) => loaded.has(id))) });
    },
  };
}
export type AssetSelectionState = ReturnType<typeof useAssetSelection>;
