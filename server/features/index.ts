import type { FeaturePlugin } from '../app.ts';
import { assetsRoutes } from './assets/assets.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { districtsRoutes } from './districts/districts.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { integrationsRoutes } from './integrations/integrations.routes.ts';
import { meetingsRoutes } from './meetings/meetings.routes.ts';
import { projectsRoutes } from './projects/projects.routes.ts';
import { sparkyRoutes } from './sparky/sparky.routes.ts';
import { tasksRoutes } from './tasks/tasks.routes.ts';
import { ticketsRoutes } from './tickets/tickets.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every area's routes, registered by buildApp. Each area adds its one line here. */
export const featureRoutes: FeaturePlugin[] = [
  healthRoutes,
  authRoutes,
  districtsRoutes,
  usersRoutes,
  projectsRoutes,
  meetingsRoutes,
  tasksRoutes,
  assetsRoutes,
  ticketsRoutes,
  dashboardRoutes,
  integrationsRoutes,
  sparkyRoutes,
];
