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
  const gone = query.isError && errorStatus(query.error) === 404;
  return (
    <Dialog open={article !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        <DialogHeader
          title={query.data?.title ?? article?.title ?? 'Article'}
          description="Sparky knowledge base"
        />
        <DialogBody className="text-sm leading-relaxed text-fg">
          {query.isPending ? (
            <LoadingState message="Loading article..." />
          ) : gone ? (
            <p className="text-muted-fg">This article has been retired from the knowledge base.</p>
          ) : query.isError ? (
            <LoadError title="The article could not be loaded." query={query} />
          ) : (
            <MessageText text={query.data.body} />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
