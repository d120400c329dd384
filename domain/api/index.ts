import { analyticsApi } from './analytics.ts';
import { authApi, authLinksApi, googleAuthApi } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import { healthApi } from './health.ts';
import { projectsApi } from './projects.ts';
import { knowledgeApi, sparkyApi } from './sparky.ts';

/** Every area's table of endpoints: the server registers exactly these (tests/api/endpoint-table.test.ts). */
export const apiTables: Record<string, Record<string, Endpoint>> = {
  analytics: analyticsApi,
  auth: authApi,
  authLinks: authLinksApi,
  googleAuth: googleAuthApi,
  health: healthApi,
  knowledge: knowledgeApi,
  projects: projectsApi,
  sparky: sparkyApi,
};
