import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { useRenderCannedResponse } from '@/features/canned-responses';
import { ArticleDialog } from '@/features/sparky';
import { Button } from '@/ui/button';
import { useTicketSuggestion } from './use-ticket-relations';

/**
 * Sparky's suggestion in the reply box (see docs/product.md#tickets): the canned response to insert
 * or the knowledge article to open that best fits the ticket; nothing when none fits well.
 */
export function TicketSuggestion({
  ticketId,
  onInsert,
}: {
  ticketId: string;
  onInsert: (body: string) => void;
}) {
  // Sparky's, so not asked (and nothing shown) when the district has Sparky switched off.
  const { t } = useTranslation('tickets');
  const access = useAccess('tickets', 'write');
  const sparky = useAccess('sparky', 'read');
  const query = useTicketSuggestion(ticketId, access.ok && sparky.ok);
  const render = useRenderCannedResponse();
  const [article, setArticle] = useState<{ id: string; title: string } | null>(null);
  // Inserted once: a second click (or a slow first one clicked again) must not append it twice.
  const [inserted, setInserted] = useState<string | null>(null);
  const s = query.data?.suggestion;
  if (!access.ok || !sparky.ok || !s) return null;
  const canned = s.kind === 'canned_response';
  return (
    <section
      aria-label={t('suggestion.label')}
      className="flex flex-wrap items-center gap-2 rounded-md bg-surface-muted px-3 py-2 text-sm"
    >
      <Lightbulb aria-hidden className="size-4 text-muted-fg" />
      <span className="min-w-0 flex-1 text-fg">
        {canned ? t('suggestion.canned') : t('suggestion.article')} <strong>{s.title}</strong>
        {s.matched.length > 0 && (
          <span className="text-muted-fg">{t('suggestion.for', { words: s.matched.join(', ') })}</span>
        )}
      </span>
      {canned ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={render.isPending || inserted === s.id}
          onClick={() =>
            render.mutate(
              { id: s.id, ticketId },
              {
                onSuccess: (filled) => {
                  setInserted(s.id);
                  onInsert(filled.body);
                },
              },
            )
          }
        >
          {inserted === s.id ? t('suggestion.inserted') : t('suggestion.insert')}
        </Button>
      ) : (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => setArticle({ id: s.id, title: s.title })}
        >
          {t('suggestion.open')}
        </Button>
      )}
      <ArticleDialog article={article} onClose={() => setArticle(null)} />
    </section>
  );
}
