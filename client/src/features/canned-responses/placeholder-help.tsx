import {
  CANNED_PLACEHOLDER_HELP,
  CANNED_PLACEHOLDERS,
  type CannedPlaceholder,
} from '@domain/canned-responses';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The placeholders a response may use, each with what it becomes; with `onInsert`, a button per
 * placeholder puts it in the body at the cursor.
 */
export function PlaceholderHelp({ onInsert }: { onInsert?: (placeholder: CannedPlaceholder) => void }) {
  const headingId = useId();
  const { t } = useTranslation('cannedResponses');
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface-muted p-3">
      <h3 id={headingId} className="text-[13px] font-semibold text-fg">
        {t('placeholders.title')}
      </h3>
      <p className="mt-0.5 text-xs text-muted-fg">{t('placeholders.description')}</p>
      <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {CANNED_PLACEHOLDERS.map((p) => (
          <li key={p} className="flex min-w-0 flex-wrap items-start gap-x-2 gap-y-0.5">
            {onInsert ? (
              <button
                type="button"
                onClick={() => onInsert(p)}
                aria-label={t('placeholders.insert', {
                  placeholder: `{{${p}}}`,
                  help: CANNED_PLACEHOLDER_HELP[p],
                })}
                className="inline-flex shrink-0 cursor-pointer items-center gap-1 rounded-md border border-border-strong bg-surface px-1.5 py-0.5 font-mono text-[12px] text-fg hover:bg-surface-hover"
              >
                <Plus aria-hidden className="size-3" />
                {`{{${p}}}`}
              </button>
            ) : (
              <code className="shrink-0 font-mono text-[12px] text-fg">{`{{${p}}}`}</code>
            )}
            <span className="min-w-36 flex-1 pt-0.5 text-xs text-muted-fg">{CANNED_PLACEHOLDER_HELP[p]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
