import { sparkyApi } from '@domain/api/sparky';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const aiStatusKey = ['sparky', 'status'] as const;

/** The engine and model that answer (the screen's model badge). */
export function useAiStatus() {
  return useQuery({ queryKey: aiStatusKey, queryFn: () => api(sparkyApi.status) });
}
