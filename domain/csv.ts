// Spreadsheet-safe CSV cells and what an import reports, for every export and import of the product.

import { z } from 'zod';

/**
 * An export puts a ' before a cell that a spreadsheet would run as a formula (= + - @) or that
 * starts with ' itself; an import takes that one ' away again, so a file round-trips unchanged.
 */
export const CSV_ESCAPE_NEEDED = /^['=+\-@\t\r]/;
/** The ' an export added before such a cell. */
export const ESCAPED_CELL = /^'(?=['=+\-@\t\r])/;

/** One cell as an export writes it, for a writer that escapes column by column (Papa's option escapes all). */
export const neutraliseCell = (value: string) => (CSV_ESCAPE_NEEDED.test(value) ? `'${value}` : value);
/** One cell as an import reads it: without the ' an export added. */
export const restoreCell = (value: string) => value.replace(ESCAPED_CELL, '');

/** What every import's report counts: whether it was a dry run, the file's rows, the valid, created and rejected ones. */
export const importCounts = {
  dryRun: z.boolean(),
  total: z.number().int(),
  valid: z.number().int(),
  created: z.number().int(),
  rejectedCount: z.number().int(),
};
