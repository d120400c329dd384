import { BULK_SCREEN } from '@domain/admin';
import { TriangleAlert } from 'lucide-react';

/** The banner before a real run: it cannot be undone, and which districts it changes. */
export function BulkConfirmation({ names }: { names: string[] }) {
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
            ? 'No district is selected.'
            : `${names.length} district${names.length === 1 ? '' : 's'}: ${shown.join(', ')}${names.length > shown.length ? ` and ${names.length - shown.length} more` : ''}.`}
        </p>
      </div>
    </div>
  );
}
