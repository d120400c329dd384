import type { Project } from '@domain/projects';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** Spec 7: GET /api/projects with the district id as key. */
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
