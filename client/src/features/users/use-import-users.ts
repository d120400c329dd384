import { usersApi } from '@domain/api/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userKeys } from './user-keys';

/** The dry run and the real bulk invitation of a CSV (the dialog shows the report and its own messages). */
export function useImportUsers(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      api(usersApi.import, { body: { districtId, csv, dryRun } }),
    onSuccess: async (report) => {
      if (!report.dryRun) await queryClient.invalidateQueries({ queryKey: userKeys.district(districtId) });
    },
  });
}
