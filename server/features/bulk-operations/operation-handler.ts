import type { z } from 'zod';
import type { BulkOperationKind, bulkParamsSchemas } from '../../../domain/admin.ts';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../notifications/notifier.ts';

/** The district a step works on, as the runner loaded it. */
export interface TargetDistrict {
  id: string;
  name: string;
  code: string;
  features: Record<string, boolean>;
  maintenanceStartsAt: Date | null;
  maintenanceEndsAt: Date | null;
}

/** What a step works with: the district's transaction, and whether it only says what it would do. */
export interface StepContext {
  tx: Db;
  notifier: Notifier;
  operationId: string;
  dryRun: boolean;
}

/** How one district ended (a failure is thrown). `backupId`: the archive a backup made. */
export interface StepResult {
  outcome: 'ok' | 'skipped';
  detail: string;
  backupId?: string;
  /** The district's users' identity changed (toggles, maintenance): sessions are re-read. */
  identityChanged?: boolean;
}

export type BulkParams<K extends BulkOperationKind> = z.infer<(typeof bulkParamsSchemas)[K]>;

/** One operation's work in one district (a dry run changes nothing and says what would change). */
export type OperationHandler<K extends BulkOperationKind> = (
  ctx: StepContext,
  district: TargetDistrict,
  params: BulkParams<K>,
) => Promise<StepResult>;

/** "1 user", "3 users". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A moment as the results say it (UTC, as the maintenance message does). */
export const when = (iso: string | Date) =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
