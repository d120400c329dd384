import type { Db } from '../../db/client.ts';
import type { Links } from './sync-links.ts';

/** What a sync adapter is given for one run of one district's integration. */
export interface SyncContext {
  db: Db;
  districtId: string;
  links: Links;
  /** Remote changes up to here were read by earlier runs (null: read everything). */
  remoteCursor: Date | null;
  /** Portal changes up to here were sent by earlier runs (null: send everything). */
  localCursor: Date | null;
}

/** What a run did: items in and out, what failed item by item, and where the remote reading got to. */
export interface SyncOutcome {
  itemsIn: number;
  itemsOut: number;
  errors: string[];
  remoteCursor: Date | null;
}

/** Item-level failures kept per run (the rest are counted). */
export const MAX_RUN_ERRORS = 50;

export function outcome(remoteCursor: Date | null): SyncOutcome {
  return { itemsIn: 0, itemsOut: 0, errors: [], remoteCursor };
}

export function noteError(o: SyncOutcome, message: string): void {
  if (o.errors.length < MAX_RUN_ERRORS) o.errors.push(message);
  else if (o.errors.length === MAX_RUN_ERRORS) o.errors.push('More errors were not kept.');
}

/** The later of two moments (null is the earliest). */
export const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);
