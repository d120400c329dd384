import { CSV_ESCAPE_NEEDED } from '@domain/csv';
import { ROLE_LABELS } from '@domain/roles';
import { type ManagedUser, USER_STATUS_LABELS } from '@domain/users';
import Papa from 'papaparse';
import { saveFile } from '@/lib/download';

const COLUMNS = ['Name', 'Email', 'Role', 'Department', 'Status', 'Last Sign-in'] as const;

/** A cell a spreadsheet would run as a formula gets a leading ' (see domain/csv.ts). */
const safe = (value: string) => (CSV_ESCAPE_NEEDED.test(value) ? `'${value}` : value);

/** The listed users as CSV (what the table shows; times in ISO 8601). */
function usersCsv(rows: readonly ManagedUser[]): string {
  return Papa.unparse({
    fields: [...COLUMNS],
    data: rows.map((u) =>
      [
        u.name,
        u.email,
        ROLE_LABELS[u.role],
        u.department ?? '',
        USER_STATUS_LABELS[u.status],
        u.lastSignInAt ?? '',
      ].map(safe),
    ),
  });
}

/** users-export-2026-01-05.csv */
const usersExportFileName = (now: Date) => `users-export-${now.toISOString().slice(0, 10)}.csv`;

/** Downloads the listed users as CSV. */
export function exportUsers(rows: readonly ManagedUser[]): void {
  saveFile(usersCsv(rows), usersExportFileName(new Date()));
}
