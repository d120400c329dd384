import { z } from 'zod';
import { recentScanSchema, recentScansQuerySchema, scanAnswerSchema, scanSchema } from '../scans.ts';
import { endpoints } from './endpoint.ts';

/** Scan-first inventory (issue 33): scans of labels check assets in and out and mark them found in audits. */
export const scansApi = endpoints('scans', {
  record: {
    method: 'POST',
    path: '/api/scans',
    access: 'write',
    area: 'assets',
    description:
      'Record one scan: check in, check out or audit. Idempotent by scanKey: the same key again answers the first answer and changes nothing. Offline scans apply in scannedAt order per asset.',
    body: scanSchema,
    response: scanAnswerSchema,
  },
  recent: {
    method: 'GET',
    path: '/api/scans/recent',
    access: 'read',
    area: 'assets',
    description: 'The latest scans, newest first, for progress lists (by mode, site or audit).',
    query: recentScansQuerySchema,
    response: z.array(recentScanSchema),
  },
});
