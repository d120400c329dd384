import { createReportingTokenSchema, REPORTING_DATASETS } from '@domain/reporting';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { useCreateToken } from './use-create-token';
import { useReportingTokens } from './use-reporting-tokens';
import { useRevokeToken } from './use-revoke-token';

/** The reporting feed's tokens: made (the value shown once), listed without values, revoked. */
export function ReportingTokensCard({ districtId }: { districtId: string }) {
  const tokens = useReportingTokens(districtId);
  const { t } = useTranslation('integrations');
  const create = useCreateToken(districtId);
  const revoke = useRevokeToken(districtId);
  const [shown, setShown] = useState<string | null>(null);
  const feed = `${window.location.origin}/api/reporting/{${REPORTING_DATASETS.join('|')}}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reporting.title')}</CardTitle>
        <CardDescription>
          <Trans
            t={t}
            i18nKey="reporting.description"
            values={{ feed }}
            components={{ feed: <code className="break-all" />, code: <code /> }}
          />
        </CardDescription>
      </CardHeader>
      <div className="flex flex-col gap-4 px-5 pb-5">
        <Form
          id="reporting-token"
          schema={createReportingTokenSchema}
          defaultValues={{ name: '' }}
          toPayload={(v) => ({ districtId, name: v.name })}
          onSubmit={(payload) => create.mutateAsync(payload).then((made) => setShown(made.token))}
          className="flex-col gap-3 sm:flex-row sm:items-end"
        >
          <FormField name="name" label={t('reporting.name.label')} className="flex-1">
            <Input placeholder={t('reporting.name.placeholder')} />
          </FormField>
          <FormSubmit variant="secondary">{t('reporting.create')}</FormSubmit>
        </Form>
        {shown && (
          <div
            role="status"
            className="rounded-md border border-tone-yellow-border bg-tone-yellow-bg p-3 text-sm text-tone-yellow-fg"
          >
            <p className="font-medium">{t('reporting.shown')}</p>
            <code className="mt-1 block font-mono text-xs break-all select-all">{shown}</code>
          </div>
        )}
        {tokens.isPending ? (
          <Skeleton className="h-16" />
        ) : tokens.isError ? (
          <LoadError title={t('reporting.loadFailed')} query={tokens} />
        ) : tokens.data.length === 0 ? (
          <EmptyState
            icon={KeyRound}
            className="py-6"
            title={t('reporting.empty.title')}
            description={t('reporting.empty.description')}
          />
        ) : (
          <Table aria-label={t('reporting.label')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('reporting.columns.name')}</TableHead>
                <TableHead>{t('reporting.columns.prefix')}</TableHead>
                <TableHead>{t('reporting.columns.created')}</TableHead>
                <TableHead>{t('reporting.columns.lastUsed')}</TableHead>
                <TableHead className="text-right">{t('reporting.columns.uses')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('reporting.columns.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tokens.data.map((token) => (
                <TableRow key={token.id}>
                  <TableCell className="font-medium">{token.name}</TableCell>
                  <TableCell className="font-mono text-xs">{token.prefix}…</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(token.createdAt)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('reporting.never')}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{token.uses}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={revoke.isPending && revoke.variables === token.id}
                      onClick={() => revoke.mutate(token.id)}
                      aria-label={t('reporting.revokeLabel', { name: token.name })}
                    >
                      {t('reporting.revoke')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </Card>
  );
}
