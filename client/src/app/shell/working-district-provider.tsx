import type { AuthUser } from '@domain/auth';
import { canEdit } from '@domain/roles';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { useDistricts } from '@/features/districts/use-districts';
import { useSearchParamUpdate } from '@/lib/use-search-param-update';
import {
  type DistrictPageHandle,
  type WorkingDistrict,
  WorkingDistrictContext,
} from '@/lib/working-district';

const PARAM = 'district';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage unavailable (private mode): the URL still carries the choice
  }
}

function writeStored(key: string, districtId: string | null): void {
  try {
    if (districtId) localStorage.setItem(key, districtId);
    else localStorage.removeItem(key);
  } catch {
    // as above
  }
}

/** What the current route says in its handle about districts; null off district pages. */
export function useDistrictPageMode(): DistrictPageHandle['district'] | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<DistrictPageHandle> | undefined;
    if (handle?.district) return handle.district;
  }
  return null;
}

/**
 * Provides useWorkingDistrict() to every page (see lib/working-district.ts). For a provider admin
 * outside a district view the choice lives in `?district=` and in local storage (per account); on
 * a district page the two are kept in step: a link's district is remembered, a remembered district
 * is written into the URL, and a district that no longer exists is forgotten.
 */
export function WorkingDistrictProvider({ user, children }: { user: AuthUser; children: ReactNode }) {
  const providerWide = user.role === 'provider_admin' && user.districtId === null;
  const storageKey = `portal.workingDistrict.${user.id}`;
  const onDistrictPage = useDistrictPageMode() !== null;
  const [params] = useSearchParams();
  const updateParams = useSearchParamUpdate();
  const districts = useDistricts(providerWide);

  const fromUrl = providerWide ? params.get(PARAM) : null;
  const wanted = fromUrl ?? (providerWide ? readStored(storageKey) : null);
  const unknown =
    wanted !== null && districts.data !== undefined && !districts.data.some((d) => d.id === wanted);
  const chosen = unknown ? null : wanted;

  const choose = useCallback(
    (districtId: string | null) => {
      writeStored(storageKey, districtId);
      updateParams({ [PARAM]: districtId });
    },
    [storageKey, updateParams],
  );

  useEffect(() => {
    if (!providerWide || !onDistrictPage) return;
    if (unknown) choose(null);
    else if (fromUrl) writeStored(storageKey, fromUrl);
    else if (chosen) choose(chosen);
  }, [providerWide, onDistrictPage, unknown, fromUrl, chosen, storageKey, choose]);

  const value = useMemo<WorkingDistrict>(() => {
    const districtId = providerWide ? chosen : user.districtId;
    return {
      districtId,
      districtName: providerWide
        ? (districts.data?.find((d) => d.id === districtId)?.name ?? null)
        : user.districtName,
      providerWide,
      canEdit: canEdit(user.role),
      choose,
    };
  }, [providerWide, chosen, user, districts.data, choose]);

  return <WorkingDistrictContext.Provider value={value}>{children}</WorkingDistrictContext.Provider>;
}
