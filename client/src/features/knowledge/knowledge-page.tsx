import { ARTICLE_AUDIENCE_LABELS, failureRate, type ManagedArticle } from '@domain/sparky-knowledge';
import { Archive, ArchiveRestore, BookOpen, Pencil, Plus, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
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
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [editing, setEditing] = useState<ManagedArticle | 'new' | null>(null);

  const all = articles.data ?? [];
  const shown = all.filter((a) => matches(a, deferred));
  const failing = mostOftenFailing(all);

  return (
    <>
      <Breadcrumb page="Knowledge Base" />
      <PageHeader
        title="Sparky Knowledge Base"
        description="The articles Sparky answers from, for every district. Changes apply at once."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            Add Article
          </Button>
        }
      />
      {articles.isPending ? (
        <LoadingState message="Loading articles..." />
      ) : articles.isError ? (
        <LoadError title="The articles could not be loaded." query={articles} />
      ) : (
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Most often unhelpful</CardTitle>
            </CardHeader>
            <CardContent>
              {failing.length === 0 ? (
                <p className="text-sm text-muted-fg">No answer has been rated unhelpful yet.</p>
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
                        <Badge tone="red">{Math.round(failureRate(a) * 100)}% unhelpful</Badge>
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
                Articles <span className="font-normal text-muted-fg">({all.length})</span>
              </h2>
              <SearchInput
                aria-label="Search articles"
                placeholder="Search title or keyword"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="sm:w-72"
              />
            </div>
            {shown.length === 0 ? (
              <EmptyState icon={BookOpen} title="No article matches" description="Try another word." />
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Title</TableHead>
                    <TableHead className="hidden md:table-cell">Audience</TableHead>
                    <TableHead className="hidden sm:table-cell">Ratings</TableHead>
                    <TableHead>
                      <span className="sr-only">Actions</span>
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
                            {a.source === 'custom' ? 'Added' : 'Built in'}
                          </Badge>
                          {a.retired && <Badge tone="yellow">Retired</Badge>}
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
                            aria-label={`Edit ${a.title}`}
                            title="Edit"
                            onClick={() => setEditing(a)}
                          >
                            <Pencil aria-hidden />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={`${a.retired ? 'Restore' : 'Retire'} ${a.title}`}
                            title={a.retired ? 'Restore' : 'Retire'}
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
  return (
    <span className="inline-flex items-center gap-3 text-xs text-muted-fg">
      <span className="inline-flex items-center gap-1" title="Rated helpful">
        <ThumbsUp aria-hidden className="size-3.5" />
        <span className="sr-only">Helpful:</span>
        {article.helpful}
      </span>
      <span className="inline-flex items-center gap-1" title="Rated not helpful">
        <ThumbsDown aria-hidden className="size-3.5" />
        <span className="sr-only">Not helpful:</span>
        {article.unhelpful}
      </span>
    </span>
  );
}
