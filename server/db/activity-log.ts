import type { Db } from './client.ts';
import { activityLog } from './schema/index.ts';

export interface ActivityEntry {
  districtId: string;
  actorId: string | null;
  /** What happened, e.g. 'ticket_created'. */
  action: string;
  /** One sentence shown in the admin dashboard's recent activity. */
  summary: string;
}

/** Records what happened, in the transaction that made it happen. */
export async function recordActivity(tx: Pick<Db, 'insert'>, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values(entry);
}
