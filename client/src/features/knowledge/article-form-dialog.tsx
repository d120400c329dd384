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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('knowledge');
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
            title={article ? t('form.editTitle') : t('form.addTitle')}
            description={t('form.description')}
          />
          <DialogBody className="flex flex-col gap-4">
            <FormField name="title" label={t('form.title')} required>
              <Input maxLength={ARTICLE_LIMITS.title} placeholder={t('form.titlePlaceholder')} />
            </FormField>
            <FormField name="body" label={t('form.body')} required hint={t('form.bodyHint')}>
              <Textarea rows={12} maxLength={ARTICLE_LIMITS.body} className="font-mono text-[13px]" />
            </FormField>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField name="keywords" label={t('form.keywords')} optional hint={t('form.keywordsHint')}>
                <Input placeholder={t('form.keywordsPlaceholder')} />
              </FormField>
              <FormField name="audience" label={t('form.audience')}>
                <Select options={AUDIENCE_OPTIONS} />
              </FormField>
            </div>
          </DialogBody>
          <FormDialogActions submit={article ? t('form.save') : t('form.add')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
