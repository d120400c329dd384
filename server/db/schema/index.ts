// Every area's tables; drizzle-kit and the client both read this file.

export * from './admin.ts';
export * from './analytics.ts';
export * from './assessments.ts';
export * from './assets.ts';
export * from './audit.ts';
export * from './canned-responses.ts';
export * from './core.ts';
export * from './email.ts';
export * from './integrations.ts';
export * from './licenses.ts';
export * from './meetings.ts';
export * from './notifications.ts';
export * from './projects.ts';
export * from './rate-limits.ts';
export * from './settings.ts';
export * from './sla.ts';
export * from './sparky.ts';
export * from './sparky-knowledge.ts';
export * from './tasks.ts';
export * from './tickets.ts';
export * from './vault.ts';
export * from './visits.ts';
