// Every area's tables; drizzle-kit and the client both read this file.

export * from './assets.ts';
export * from './core.ts';
export * from './meetings.ts';
export * from './projects.ts';
export * from './sparky.ts';
export * from './tasks.ts';
export * from './tickets.ts';
