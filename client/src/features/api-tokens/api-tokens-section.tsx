import { type ApiToken, expiryLabel } from '@domain/api-tokens';
import { ROLE_LABELS } from '@domain/roles';
import { KeyRound, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useCurrentUser } from '@/features/auth';
import { formatDateTime, formatRelative } from '@/lib/format';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { CreateTokenDialog } from './create-token-dialog';
import { useApiTokens } from './use-api-tokens';
import { useRevokeApiToken } from './use-revoke-api-token';

/**
 * API tokens of the account page: create one (shown once), the list with last use, revoke (see
 * docs/product.md#account and docs/api.md#calling-the-api-with-a-token). Staff & Students have none.
 */
export function ApiTokensSection() {
  const user = useCurrentUser();
  const headingId = useId();
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useRevokeApiToken();
  if (user.accountRole === 'requester') return null;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle id={headingId}>API tokens</CardTitle>
            <CardDescription>
              For scripts and other systems that call the portal's API as you. A token never has more access
              than you.
            </CardDescription>
          </div>
          <Button className="shrink-0" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Create token
          </Button>
        </CardHeader>
        {tokens.isPending ? (
          <div className="flex flex-col gap-3 px-5 pb-5">
            <Skeleton className="h-12" />
          </div>
        ) : tokens.isError ? (
          <LoadError bare title="Your API tokens could not be loaded." query={tokens} />
        ) : tokens.data.length === 0 ? (
          <p className="border-t border-border px-5 py-4 text-sm text-muted-fg">You have no API tokens.</p>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-border border-t border-border">
            {tokens.data.map((t) => (
              <TokenRow key={t.id} token={t} onRevoke={() => setRevoking(t)} />
            ))}
          </ul>
        )}
      </Card>
      <CreateTokenDialog
        open={creating}
        onOpenChange={setCreating}
        accountRole={user.accountRole}
        districtId={user.districtId}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="It stops working at once. Anything that uses it will be refused."
        confirmLabel="Revoke token"
        destructive
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  return (
    <li className="flex items-start gap-3 px-5 py-3.5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-muted text-subtle-fg">
        <KeyRound aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-fg">
          <span className="break-words">{token.name}</span>
          <Badge tone="blue">{ROLE_LABELS[token.role]}</Badge>
          {token.readOnly && <Badge tone="gray">Read-only</Badge>}
        </p>
        <p className="mt-0.5 text-[13px] text-muted-fg">
          <code className="font-mono">{token.hint}</code>
          {' · '}
          {token.districtName ?? 'Every district'}
          {' · '}
          {expiryLabel(token.expiresAt, new Date())}
        </p>
        <p className="mt-0.5 text-[13px] text-muted-fg">
          {token.lastUsedAt ? (
            <time dateTime={token.lastUsedAt} title={formatDateTime(token.lastUsedAt)}>
              Last used {formatRelative(token.lastUsedAt)}
              {token.lastUsedAddress ? ` from ${token.lastUsedAddress}` : ''}
            </time>
          ) : (
            'Never used'
          )}
        </p>
      </div>
      <Button variant="ghost" size="sm" aria-label={`Revoke ${token.name}`} onClick={onRevoke}>
        Revoke
      </Button>
    </li>
  );
}
