import { isConnectionLoss } from '../db/connection-loss.ts';

/**
 * pg-boss 10 marks a finished job complete without awaiting it (timgit/pg-boss#577): when the
 * database is lost at that moment the rejection is unhandled, and Node would stop the process.
 * Such a rejection (a lost database connection, whose job expires and runs again) is a warning;
 * any other still stops the process, with its stack, as Node does by default.
 */
export function tolerateLostConnections(warn: (msg: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionLoss(reason)) throw reason;
    warn(`a background statement failed, the database is unreachable: ${(reason as Error).message}`);
  });
}
