import { ARTICLE_AUDIENCE_LABELS, failureRate, type ManagedArticle } from '@domain/sparky-knowledge';
import { Archive, ArchiveRestore, BookOpen, Pencil, Plus, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Breadcrumb } from '@/ui/breadcrumb';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { SearchInput } from '@/ui/search-input';
import { LoadingState } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { ArticleFormDialog } from './article-form-dialog';
import { useArticles } from './use-articles';
import { useSetRetired } from './use-save-article';

/** The articles answers most often fail on: rated unhelpful at least once, most unhelpful first. */
function mostOftenFailing(articles: ManagedArticle[], limit = 5): ManagedArticle[] {
  return articles
    .filter((a) => a.unhelpful > 0)
    .sort((a, b) => b.unhelpful - a.unhelpful || failureRate(b) - failureRate(a))
    .slice(0, limit);
}

function matches(a: ManagedArticle, search: string): boolean {
  const s = search.trim().toLowerCase();
  return !s || a.title.toLowerCase().includes(s) || a.keywords.some((k) => k.toLowerCase().includes(s));
}

/**
 * /admin/knowledge, for Five Star administrators: Sparky's articles (built in and added), to add,
 * edit, retire or restore, and the articles whose answers users most often rate unhelpful.
 */
export function KnowledgePage() {
  const articles = useArticles();
  const retire = useSetRetired();
  const { t } = useTranslation('knowledge');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [editing, setEditing] = useState<ManagedArticle | 'new' | null>(null);

  const all = articles.data ?? [];
  const shown = all.filter((a) => matches(a, deferred));
  const failing = mostOftenFailing(all);

  return (
    <>
      <Breadcrumb page={t('page.breadcrumb')} />
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {t('page.add')}
          </Button>
        }
      />
      {articles.isPending ? (
        <LoadingState message={t('page.loading')} />
      ) : articles.isError ? (
        <LoadError title={t('page.failed')} query={articles} />
      ) : (
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t('failing.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              {failing.length === 0 ? (
                <p className="text-sm text-muted-fg">{t('failing.none')}</p>
              ) : (
                <ol className="flex flex-col divide-y divide-border">
                  {failing.map((a) => (
                    <li
                      key={a.id}
                      className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0"
                    >
                      <button
                        type="button"
                        onClick={() => setEditing(a)}
                        className="min-w-0 cursor-pointer text-left text-sm font-medium break-words text-fg hover:underline"
                      >
                        {a.title}
                      </button>
                      <span className="flex items-center gap-2 text-xs text-muted-fg">
                        <Badge tone="red">
                          {t('failing.rate', { rate: Math.round(failureRate(a) * 100) })}
                        </Badge>
                        <Ratings article={a} />
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>

          <Card className="overflow-hidden">
            <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-center sm:justify-between">
              <h2 className="text-base font-semibold text-fg">
                {t('list.title')} <span className="font-normal text-muted-fg">({all.length})</span>
              </h2>
              <SearchInput
                aria-label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="sm:w-72"
              />
            </div>
            {shown.length === 0 ? (
              <EmptyState
                icon={BookOpen}
                title={t('list.emptyTitle')}
                description={t('list.emptyDescription')}
              />
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('list.titleColumn')}</TableHead>
                    <TableHead className="hidden md:table-cell">{t('list.audience')}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t('list.ratings')}</TableHead>
                    <TableHead>
                      <span className="sr-only">{t('list.actions')}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {shown.map((a) => (
                    <TableRow key={a.id}>
                      <TableCell className="min-w-0">
                        <p className="font-medium break-words text-fg">{a.title}</p>
                        <p className="mt-1 flex flex-wrap items-center gap-1.5">
                          <Badge tone={a.source === 'custom' ? 'purple' : 'gray'}>
                            {a.source === 'custom' ? t('list.added') : t('list.builtIn')}
                          </Badge>
                          {a.retired && <Badge tone="yellow">{t('list.retired')}</Badge>}
                          <span className="text-xs text-muted-fg md:hidden">
                            {ARTICLE_AUDIENCE_LABELS[a.audience]}
                          </span>
                        </p>
                      </TableCell>
                      <TableCell className="hidden text-sm text-muted-fg md:table-cell">
                        {ARTICLE_AUDIENCE_LABELS[a.audience]}
                      </TableCell>
                      <TableCell className="hidden sm:table-cell">
                        <Ratings article={a} />
                      </TableCell>
                      <TableCell className="text-right">
                        <div className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={t('list.editArticle', { title: a.title })}
                            title={t('list.edit')}
                            onClick={() => setEditing(a)}
                          >
                            <Pencil aria-hidden />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={
                              a.retired
                                ? t('list.restoreArticle', { title: a.title })
                                : t('list.retireArticle', { title: a.title })
                            }
                            title={a.retired ? t('list.restore') : t('list.retire')}
                            loading={retire.isPending && retire.variables?.id === a.id}
                            onClick={() => retire.mutate({ id: a.id, retired: !a.retired })}
                          >
                            {a.retired ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Card>
        </div>
      )}
      <ArticleFormDialog
        key={editing === 'new' ? 'new' : (editing?.id ?? 'closed')}
        article={editing && editing !== 'new' ? editing : undefined}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </>
  );
}

function Ratings({ article }: { article: ManagedArticle }) {
  const { t } = useTranslation('knowledge');
  return (
    <span className="inline-flex items-center gap-3 text-xs text-muted-fg">
      <span className="inline-flex items-center gap-1" title={t('ratings.helpfulTitle')}>
        <ThumbsUp aria-hidden className="size-3.5" />
        <span className="sr-only">{t('ratings.helpful')}</span>
        {article.helpful}
      </span>
      <span className="inline-flex items-center gap-1" title={t('ratings.unhelpfulTitle')}>
        <ThumbsDown aria-hidden className="size-3.5" />
        <span className="sr-only">{t('ratings.unhelpful')}</span>
        {article.unhelpful}
      </span>
    </span>
  );
}
