import { type ComponentType, lazy } from 'react';

/** A page component loaded on first visit from its module's named export. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
