import { type CreatedScimToken, SCIM_MESSAGES, type ScimToken } from '@domain/scim';
import { Copy, Plus, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime, formatRelative } from '@/lib/format';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Dialog, DialogContent } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { copyWithToast, SecretShownOnce } from '@/ui/secret-shown-once';
import { Skeleton } from '@/ui/skeleton';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from './use-scim-tokens';

/**
 * SCIM provisioning of the District profile (see docs/product.md#scim-provisioning): the base URL to
 * give the identity provider, Generate token (shown once), the tokens with their last use, Revoke.
 */
export function ScimCard({ districtId }: { districtId: string }) {
  const headingId = useId();
  const tokens = useScimTokens(districtId);
  const create = useCreateScimToken(districtId);
  const revoke = useRevokeScimToken(districtId);
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <CardTitle id={headingId} className="flex items-center gap-2">
              <UsersRound aria-hidden className="size-4 text-subtle-fg" />
              SCIM provisioning
            </CardTitle>
            <CardDescription>
              Entra ID, Okta or ClassLink create, update and deactivate the district’s people. Groups named
              Administrators, Technicians, Viewers or Staff &amp; Students give their members that role.
            </CardDescription>
          </div>
          <Button
            className="shrink-0"
            loading={create.isPending}
            onClick={() => create.mutate(districtId, { onSuccess: setCreated })}
          >
            <Plus aria-hidden />
            Generate token
          </Button>
        </CardHeader>
        {tokens.isPending ? (
          <div className="flex flex-col gap-3 px-5 pb-5">
            <Skeleton className="h-12" />
          </div>
        ) : tokens.isError ? (
          <LoadError bare title={SCIM_MESSAGES.loadFailed} query={tokens} />
        ) : (
          <>
            <div className="flex flex-col gap-1.5 border-t border-border px-5 py-4">
              <label htmlFor={`${headingId}-url`} className="text-sm font-medium text-fg">
                SCIM base URL (tenant URL)
              </label>
              <div className="flex gap-2">
                <Input
                  id={`${headingId}-url`}
                  readOnly
                  value={tokens.data.baseUrl}
                  className="min-w-0 font-mono text-[13px]"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="secondary" onClick={() => void copyWithToast(tokens.data.baseUrl, 'URL')}>
                  <Copy aria-hidden />
                  Copy
                </Button>
              </div>
            </div>
            {tokens.data.tokens.length === 0 ? (
              <p className="border-t border-border px-5 py-4 text-sm text-muted-fg">
                No SCIM tokens yet: generate one for the identity provider.
              </p>
            ) : (
              <ul aria-label="SCIM tokens" className="divide-y divide-border border-t border-border">
                {tokens.data.tokens.map((t) => (
                  <TokenRow key={t.id} token={t} onRevoke={() => setRevoking(t)} />
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
      <Dialog open={created !== null} onOpenChange={(open) => !open && setCreated(null)}>
        <DialogContent width="lg">
          {created && (
            <SecretShownOnce
              title="Copy your SCIM token"
              description="Paste it as the secret token (bearer token) in the identity provider, with the SCIM base URL."
              label="SCIM token"
              value={created.token}
              done={() => setCreated(null)}
            >
              <p className="text-[13px] text-muted-fg">
                Base URL: <code className="break-all font-mono">{tokens.data?.baseUrl ?? ''}</code>
              </p>
            </SecretShownOnce>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke ${revoking?.hint ?? ''}?`}
        description="It stops working at once: the identity provider's provisioning with it will be refused."
        confirmLabel="Revoke token"
        destructive
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: ScimToken; onRevoke: () => void }) {
  return (
    <li className="flex items-start gap-3 px-5 py-3.5">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-fg">
          <code className="font-mono">{token.hint}</code>
        </p>
        <p className="mt-0.5 text-[13px] text-muted-fg">
          Generated{' '}
          <time dateTime={token.createdAt} title={formatDateTime(token.createdAt)}>
            {formatRelative(token.createdAt)}
          </time>
          {token.createdByName ? ` by ${token.createdByName}` : ''}
          {' · '}
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
      <Button variant="ghost" size="sm" aria-label={`Revoke ${token.hint}`} onClick={onRevoke}>
        Revoke
      </Button>
    </li>
  );
}
