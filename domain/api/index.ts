import type { Endpoint } from './endpoint.ts';
import { projectsApi } from './projects.ts';

/** Every area's table of endpoints: the server registers exactly these (tests/api/endpoint-table.test.ts). */
export const apiTables: Record<string, Record<string, Endpoint>> = {
  projects: projectsApi,
};
