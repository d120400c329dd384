import { projectsApi } from '@domain/api/projects';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/projects of one district, cached under the district's id. */
export const projectsKey = (districtId: string) => ['projects', districtId] as const;

export function useProjects(districtId: string | null) {
  return useQuery({
    queryKey: projectsKey(districtId ?? ''),
    queryFn: () => api(projectsApi.list, { query: { districtId: districtId! } }),
    enabled: districtId !== null,
  });
}
