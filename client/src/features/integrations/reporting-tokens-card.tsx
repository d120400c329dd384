import { createReportingTokenSchema, REPORTING_DATASETS } from '@domain/reporting';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
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
  const create = useCreateToken(districtId);
  const revoke = useRevokeToken(districtId);
  const [shown, setShown] = useState<string | null>(null);
  const feed = `${window.location.origin}/api/reporting/{${REPORTING_DATASETS.join('|')}}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reporting feed tokens</CardTitle>
        <CardDescription>
          BrightGauge reads <code className="break-all">{feed}</code> with <code>?token=</code> or{' '}
          <code>Authorization: Bearer</code>, as JSON or <code>format=csv</code>, paged, with{' '}
          <code>updatedSince</code>.
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
          <FormField name="name" label="New token name" className="flex-1">
            <Input placeholder="BrightGauge production" />
          </FormField>
          <FormSubmit variant="secondary">Create token</FormSubmit>
        </Form>
        {shown && (
          <div
            role="status"
            className="rounded-md border border-tone-yellow-border bg-tone-yellow-bg p-3 text-sm text-tone-yellow-fg"
          >
            <p className="font-medium">Copy this token now: it is shown only once.</p>
            <code className="mt-1 block font-mono text-xs break-all select-all">{shown}</code>
          </div>
        )}
        {tokens.isPending ? (
          <Skeleton className="h-16" />
        ) : tokens.isError ? (
          <LoadError title="The tokens could not be loaded." query={tokens} />
        ) : tokens.data.length === 0 ? (
          <EmptyState
            icon={KeyRound}
            className="py-6"
            title="No tokens yet"
            description="Create one for BrightGauge above."
          />
        ) : (
          <Table aria-label="Reporting tokens">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Starts with</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Last used</TableHead>
                <TableHead className="text-right">Uses</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tokens.data.map((t) => (
                <TableRow key={t.id}>
                  <TableCell className="font-medium">{t.name}</TableCell>
                  <TableCell className="font-mono text-xs">{t.prefix}…</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(t.createdAt)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'Never'}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{t.uses}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={revoke.isPending && revoke.variables === t.id}
                      onClick={() => revoke.mutate(t.id)}
                      aria-label={`Revoke ${t.name}`}
                    >
                      Revoke
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
