import type { Project } from '@domain/projects';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET /api/projects of one district, cached under the district's id. */
export const projectsKey = (districtId: string) => ['projects', districtId] as const;

export const fetchProjects = (districtId: string) =>
  apiGet<Project[]>(`/api/projects?districtId=${encodeURIComponent(districtId)}`);

export function useProjects(districtId: string | null) {
  return useQuery({
    queryKey: projectsKey(districtId ?? ''),
    queryFn: () => fetchProjects(districtId!),
    enabled: districtId !== null,
  });
}
