import { useTranslation } from 'react-i18next';
import { errorStatus } from '@/lib/api';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@/ui/dialog';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { MessageText } from './message-text';
import { useArticle } from './use-article';

/** The knowledge-base article an answer was built on, opened from the answer's link. */
export function ArticleDialog({
  article,
  onClose,
}: {
  article: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const query = useArticle(article?.id ?? null);
  const { t } = useTranslation('sparky');
  const gone = query.isError && errorStatus(query.error) === 404;
  return (
    <Dialog open={article !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        <DialogHeader
          title={query.data?.title ?? article?.title ?? t('article.title')}
          description={t('article.description')}
        />
        <DialogBody className="text-sm leading-relaxed text-fg">
          {query.isPending ? (
            <LoadingState message={t('article.loading')} />
          ) : gone ? (
            <p className="text-muted-fg">{t('article.retired')}</p>
          ) : query.isError ? (
            <LoadError title={t('article.failed')} query={query} />
          ) : (
            <MessageText text={query.data.body} />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
