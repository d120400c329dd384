import type { AuditEntry } from '@domain/admin';
import { auditActionLabel } from '@domain/audit';
import { formatDateTime } from '@/lib/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { AuditChange } from './audit-change';

/** What the act was about, unless it is the district itself (already in its column). */
const targetOf = (e: AuditEntry) => (e.target && e.target !== e.districtName ? e.target : null);

const districtOf = (e: AuditEntry) => e.districtName ?? (e.districtId ? 'Removed district' : 'All districts');

/** The entries as a table (wide screens) and as cards (phones). */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      <Table containerClassName="hidden md:block">
        <TableHeader>
          <TableRow>
            <TableHead className="w-40">When</TableHead>
            <TableHead>Actor</TableHead>
            <TableHead>District</TableHead>
            <TableHead>Action</TableHead>
            <TableHead className="w-[34%]">Change</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} className="align-top">
              <TableCell className="whitespace-nowrap text-muted-fg">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </TableCell>
              <TableCell className="text-fg">{e.actor.name}</TableCell>
              <TableCell>{districtOf(e)}</TableCell>
              <TableCell>
                <div className="font-medium text-fg">{auditActionLabel(e.action)}</div>
                {targetOf(e) && <div className="text-xs text-muted-fg">{targetOf(e)}</div>}
              </TableCell>
              <TableCell>
                <AuditChange entry={e} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="divide-y divide-border md:hidden" aria-label="Audit entries">
        {entries.map((e) => (
          <li key={e.id} className="flex flex-col gap-1.5 px-4 py-3">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-sm font-medium text-fg">{auditActionLabel(e.action)}</span>
              <time dateTime={e.at} className="shrink-0 text-xs text-muted-fg">
                {formatDateTime(e.at)}
              </time>
            </div>
            <p className="text-xs text-muted-fg">
              {e.actor.name} · {districtOf(e)}
              {targetOf(e) ? ` · ${targetOf(e)}` : ''}
            </p>
            <AuditChange entry={e} />
          </li>
        ))}
      </ul>
    </>
  );
}
