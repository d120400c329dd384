import { createContext, useContext } from 'react';

/**
 * Which district a district page works on. Read it with `useWorkingDistrict()`; the app shell
 * provides it (app/shell/working-district-provider.tsx) and shows the one district picker.
 *
 * - A district user, and a provider admin inside a district view, always work on their own
 *   district: `districtId` is theirs and `providerWide` is false.
 * - A provider admin outside a district view (`providerWide`) chooses a district once, with the
 *   picker the shell shows above every page whose route has a DistrictPageHandle. The choice is
 *   kept in the URL (`?district=`, so a link shares it) and in local storage (so the next
 *   district page opens on it). Until they choose, `districtId` is
 *   null: a page that needs one district shows <ChooseDistrictCard />; a page that can show every
 *   district (the tickets queue) shows them all.
 */
export interface WorkingDistrict {
  /** The district to read and change; null while a provider admin has chosen none (or all). */
  districtId: string | null;
  districtName: string | null;
  /** A provider admin outside a district view: they choose the district. */
  providerWide: boolean;
  /** May create and change district data (everyone but viewers). */
  canEdit: boolean;
  /** Chooses the district (provider-wide only); null clears the choice. */
  choose: (districtId: string | null) => void;
}

export const WorkingDistrictContext = createContext<WorkingDistrict | null>(null);

/** The district the current page works on (see WorkingDistrict). */
export function useWorkingDistrict(): WorkingDistrict {
  const value = useContext(WorkingDistrictContext);
  if (!value) throw new Error('useWorkingDistrict is used outside the app shell');
  return value;
}

/**
 * What a district page's route declares in its `handle` (app/router.tsx) to get the picker:
 * `{ path: 'projects', element: <ProjectsPage />, handle: oneDistrict }`.
 */
export interface DistrictPageHandle {
  /** 'one-or-all': the page can also show every district at once (the picker offers "All districts"). */
  district: 'one' | 'one-or-all';
}

/** The id of the picker's select, so a page can send the keyboard to it. */
export const DISTRICT_PICKER_ID = 'working-district';
