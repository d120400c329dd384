import type { AccessArea } from '../../domain/access.ts';
import type { AppDeps, JobDeps } from '../app-deps.ts';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import type { FeatureApp } from '../lib/feature-app.ts';
import type { Services } from '../services.ts';
import type { TicketHooks } from './tickets/ticket-hooks.ts';

/** What every feature's routes receive. */
export interface FeatureDeps extends AppDeps {
  sessions: SessionStore;
  limits: AttemptLimits;
  /** Every area's services, built once (server/services.ts). */
  services: Services;
}

/** An area's routes: registered by buildApp in a scope of their own. */
export type FeaturePlugin = (app: FeatureApp, deps: FeatureDeps) => Promise<void> | void;

/** An area's routes, the area of the access table they are checked against (null: none needed), and its background jobs. */
export interface Feature {
  area: AccessArea | null;
  routes: FeaturePlugin;
  jobs?: (deps: JobDeps) => JobDefinition<never>[];
  /** What the area does in every ticket change's transaction (the SLA clock, rules, satisfaction). */
  ticketHooks?: (deps: TicketHookDeps) => TicketHooks;
}

/** What an area's ticket hooks are built from. */
export type TicketHookDeps = Pick<JobDeps, 'config' | 'database' | 'bus' | 'queue'>;
