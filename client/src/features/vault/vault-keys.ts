/** Query keys of the Password Vault; everything of one district sits under ['vault', districtId]. */
export const vaultKeys = {
  district: (districtId: string) => ['vault', districtId] as const,
  list: (districtId: string) => ['vault', districtId, 'list'] as const,
  summary: (districtId: string) => ['vault', districtId, 'summary'] as const,
  settings: (districtId: string) => ['vault', districtId, 'settings'] as const,
  log: (districtId: string, id: string) => ['vault', districtId, 'log', id] as const,
};
