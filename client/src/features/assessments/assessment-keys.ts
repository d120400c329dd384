import type { LibraryArea } from '@domain/library';

/** Query keys of the libraries; everything of one district and area sits under ['library', districtId, area]. */
export const libraryKeys = {
  area: (districtId: string, area: LibraryArea) => ['library', districtId, area] as const,
  items: (districtId: string, area: LibraryArea) => ['library', districtId, area, 'items'] as const,
  summary: (districtId: string, area: LibraryArea) => ['library', districtId, area, 'summary'] as const,
  forms: (districtId: string, area: LibraryArea) => ['library', districtId, area, 'forms'] as const,
  workflows: (districtId: string, area: LibraryArea) => ['library', districtId, area, 'workflows'] as const,
  workflow: (districtId: string, area: LibraryArea, id: string) =>
    ['library', districtId, area, 'workflow', id] as const,
  response: (districtId: string, area: LibraryArea, id: string, siteId: string | null) =>
    ['library', districtId, area, 'response', id, siteId ?? 'mine'] as const,
};
