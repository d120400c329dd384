// Every area's tables; drizzle-kit and the client both read this file.
export * from './core.ts';
