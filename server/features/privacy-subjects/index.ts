// What other parts of the server may use of a person's data: building an export (the demo seed).

import type { Db } from '../../db/client.ts';
import { createPrivacySubjectsService } from './privacy-subjects.service.ts';

/** Builds the ZIP of a queued export row now, in this process (no job queue needed). */
export const buildPrivacyExport = (db: Db, exportId: string) =>
  createPrivacySubjectsService({ db }).build(exportId);
