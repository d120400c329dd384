/** The cached reads of the scan screens, by district. */
export const scannerKeys = {
  district: (districtId: string) => ['scanner', districtId] as const,
  recent: (districtId: string, filter: { mode?: string; siteId?: string; auditId?: string }) =>
    ['scanner', districtId, 'recent', filter] as const,
  audits: (districtId: string) => ['scanner', districtId, 'audits'] as const,
  audit: (districtId: string, id: string) => ['scanner', districtId, 'audits', id] as const,
  sites: (districtId: string) => ['sites', districtId] as const,
};
