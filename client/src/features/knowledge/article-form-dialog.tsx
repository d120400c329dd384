import {
  ARTICLE_AUDIENCE_LABELS,
  ARTICLE_AUDIENCES,
  ARTICLE_LIMITS,
  type ArticleAudience,
  type ArticleInput,
  articleInputSchema,
  type ManagedArticle,
  splitKeywords,
} from '@domain/sparky-knowledge';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { optionsOf, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useSaveArticle } from './use-save-article';

const AUDIENCE_OPTIONS = optionsOf(ARTICLE_AUDIENCES, ARTICLE_AUDIENCE_LABELS);

interface Values {
  title: string;
  body: string;
  keywords: string;
  audience: ArticleAudience;
}

const EMPTY: Values = { title: '', body: '', keywords: '', audience: 'everyone' };
const fromArticle = (a: ManagedArticle): Values => ({
  title: a.title,
  body: a.body,
  keywords: a.keywords.join(', '),
  audience: a.audience,
});
const toPayload = (v: Values): ArticleInput => ({ ...v, keywords: splitKeywords(v.keywords) });

const BODY_HINT =
  'Markdown. Start with one sentence that sums it up, then the steps as a numbered list (1. 2. 3.), then when to call a technician.';

/** Add Article and Edit Article of the provider's knowledge base. */
export function ArticleFormDialog({
  article,
  open,
  onOpenChange,
}: {
  article?: ManagedArticle;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveArticle();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="article"
          schema={articleInputSchema}
          defaultValues={article ? fromArticle(article) : EMPTY}
          toPayload={toPayload}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: article?.id, input });
            done();
          }}
        >
          <DialogHeader
            title={article ? 'Edit Article' : 'Add Article'}
            description="Sparky answers with the article from the moment it is saved, on every server."
          />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="title" label="Title" required>
              <Input
                maxLength={ARTICLE_LIMITS.title}
                placeholder="e.g. Connect a Chromebook to the classroom TV"
              />
            </FormField>
            <FormField name="body" label="Article" required hint={BODY_HINT}>
              <Textarea rows={12} maxLength={ARTICLE_LIMITS.body} className="font-mono text-[13px]" />
            </FormField>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField
                name="keywords"
                label="Keywords"
                optional
                hint="Words people use for this problem, separated by commas."
              >
                <Input placeholder="e.g. tv, screen share, cast" />
              </FormField>
              <FormField name="audience" label="Audience">
                <Select options={AUDIENCE_OPTIONS} />
              </FormField>
            </div>
          </DialogBody>
          <FormDialogActions submit={article ? 'Save Article' : 'Add Article'} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
