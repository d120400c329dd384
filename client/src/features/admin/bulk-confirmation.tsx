import { BULK_SCREEN } from '@domain/admin';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The banner before a real run: it cannot be undone, and which districts it changes. */
export function BulkConfirmation({ names }: { names: string[] }) {
  const { t } = useTranslation('admin');
  const shown = names.slice(0, 12);
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-tone-yellow-border bg-tone-yellow-bg p-3 text-sm text-tone-yellow-fg"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p className="font-medium">{BULK_SCREEN.cannotUndo}</p>
        <p className="mt-1 break-words">
          {names.length === 0
            ? t('bulk.confirmation.none')
            : t('bulk.confirmation.names', {
                count: names.length,
                names: shown.join(', '),
                more:
                  names.length > shown.length
                    ? t('bulk.confirmation.more', { extra: names.length - shown.length })
                    : '',
              })}
        </p>
      </div>
    </div>
  );
}
