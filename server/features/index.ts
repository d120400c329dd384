import type { FeaturePlugin } from '../app.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { districtsRoutes } from './districts/districts.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every area's routes, registered by buildApp. Each area adds its one line here. */
export const featureRoutes: FeaturePlugin[] = [healthRoutes, authRoutes, districtsRoutes, usersRoutes];
