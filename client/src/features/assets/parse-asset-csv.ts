import {
  ASSET_IMPORT_MAX_ROWS,
  ASSET_MESSAGES,
  type ImportRow,
  importFieldOf,
  toImportRow,
} from '@domain/assets';
import Papa from 'papaparse';
import { i18n } from '@/lib/i18n';

export interface ParsedCsv {
  rows: ImportRow[];
  /** A problem with the file as a whole (no tag/name column, too many rows, unreadable). */
  error: string | null;
}

/**
 * Reads a CSV file in chunks (so a large file reports progress and never blocks the page for long)
 * into import rows, by the export's column names.
 */
export function parseAssetCsv(file: File, onProgress: (fraction: number) => void): Promise<ParsedCsv> {
  return new Promise((resolve) => {
    const rows: ImportRow[] = [];
    let error: string | null = null;
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      chunkSize: 256 * 1024,
      transformHeader: (h) => h.replace(/^\uFEFF/, '').trim(),
      chunk: (results, parser) => {
        const fields = (results.meta.fields ?? []).map(importFieldOf);
        if (!fields.includes('assetTag') || !fields.includes('name')) {
          error = ASSET_MESSAGES.importNoTagColumn;
          parser.abort();
          return;
        }
        for (const record of results.data) rows.push(toImportRow(record));
        if (rows.length > ASSET_IMPORT_MAX_ROWS) {
          error = ASSET_MESSAGES.tooManyRows;
          parser.abort();
          return;
        }
        onProgress(Math.min(1, results.meta.cursor / Math.max(1, file.size)));
      },
      complete: () => {
        onProgress(1);
        if (!error && rows.length === 0) error = ASSET_MESSAGES.importEmpty;
        resolve({ rows: error ? [] : rows, error });
      },
      error: (err) =>
        resolve({ rows: [], error: i18n.t('assets:import.unreadable', { message: err.message }) }),
    });
  });
}

/** A CSV with the import's columns and one example row, for people starting from scratch. */
export function importTemplateCsv(): string {
  return Papa.unparse({
    fields: [
      'Asset Tag',
      'Name',
      'Category',
      'Status',
      'Location',
      'Serial Number',
      'Assigned To',
      'Manufacturer',
      'Model',
    ],
    data: [
      [
        'LT-0001',
        'Teacher laptop',
        'laptop',
        'active',
        'High School - Room 101',
        'SN123456',
        '',
        'Dell',
        'Latitude 3440',
      ],
    ],
  });
}
