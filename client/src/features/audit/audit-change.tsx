import type { AuditEntry } from '@domain/admin';
import { auditChanges } from '@domain/audit';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What an entry changed, field by field: before → after (only what differs). */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted-fg">—</span>;
  return (
    <dl className="flex flex-col gap-1 text-xs">
      {changes.map((c) => (
        <div key={c.field} className="flex flex-wrap items-baseline gap-x-1.5">
          <dt className="font-medium text-fg">{c.field}:</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
            {entry.before !== null && (
              <>
                <span className="sr-only">{t('change.from')}</span>
                <span className="break-all text-muted-fg line-through decoration-subtle-fg">{c.before}</span>
                <ArrowRight aria-hidden className="size-3 shrink-0 self-center text-subtle-fg" />
                <span className="sr-only">{t('change.to')}</span>
              </>
            )}
            <span className="break-all text-fg">{c.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
