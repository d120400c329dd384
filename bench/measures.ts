import type pg from 'pg';

export interface MeasureContext {
  pool: pg.Pool;
  /** The database the server uses. */
  databaseUrl: string;
  /** The running server and a provider admin's session there. */
  serverUrl: string;
  cookie: string;
}

/** A figure that is not a request rate: how long something takes, how much gets through. */
export interface Measure {
  name: string;
  seed?(pool: pg.Pool): Promise<void>;
  run(ctx: MeasureContext): Promise<{ value: string; detail: string }>;
  /** What the issue asks of it. */
  goal: string;
}
