import { type CreatedScimToken, SCIM_MESSAGES, type ScimToken } from '@domain/scim';
import { Copy, Plus, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('scim');
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
              {t('card.title')}
            </CardTitle>
            <CardDescription>{t('card.description')}</CardDescription>
          </div>
          <Button
            className="shrink-0"
            loading={create.isPending}
            onClick={() => create.mutate(districtId, { onSuccess: setCreated })}
          >
            <Plus aria-hidden />
            {t('card.generate')}
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
                {t('card.baseUrl')}
              </label>
              <div className="flex gap-2">
                <Input
                  id={`${headingId}-url`}
                  readOnly
                  value={tokens.data.baseUrl}
                  className="min-w-0 font-mono text-[13px]"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button
                  variant="secondary"
                  onClick={() => void copyWithToast(tokens.data.baseUrl, t('card.copyWhat'))}
                >
                  <Copy aria-hidden />
                  {t('card.copy')}
                </Button>
              </div>
            </div>
            {tokens.data.tokens.length === 0 ? (
              <p className="border-t border-border px-5 py-4 text-sm text-muted-fg">{t('card.empty')}</p>
            ) : (
              <ul aria-label={t('card.tokens')} className="divide-y divide-border border-t border-border">
                {tokens.data.tokens.map((token) => (
                  <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
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
              title={t('created.title')}
              description={t('created.description')}
              label={t('created.label')}
              value={created.token}
              done={() => setCreated(null)}
            >
              <p className="text-[13px] text-muted-fg">
                {t('created.baseUrl')}{' '}
                <code className="break-all font-mono">{tokens.data?.baseUrl ?? ''}</code>
              </p>
            </SecretShownOnce>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('revoke.title', { hint: revoking?.hint ?? '' })}
        description={t('revoke.description')}
        confirmLabel={t('revoke.confirm')}
        destructive
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: ScimToken; onRevoke: () => void }) {
  const { t } = useTranslation('scim');
  return (
    <li className="flex items-start gap-3 px-5 py-3.5">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-fg">
          <code className="font-mono">{token.hint}</code>
        </p>
        <p className="mt-0.5 text-[13px] text-muted-fg">
          {t('token.generated')}{' '}
          <time dateTime={token.createdAt} title={formatDateTime(token.createdAt)}>
            {formatRelative(token.createdAt)}
          </time>
          {token.createdByName ? t('token.by', { name: token.createdByName }) : ''}
          {' · '}
          {token.lastUsedAt ? (
            <time dateTime={token.lastUsedAt} title={formatDateTime(token.lastUsedAt)}>
              {t('token.lastUsed')} {formatRelative(token.lastUsedAt)}
              {token.lastUsedAddress ? t('token.from', { address: token.lastUsedAddress }) : ''}
            </time>
          ) : (
            t('token.neverUsed')
          )}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('revoke.label', { hint: token.hint })}
        onClick={onRevoke}
      >
        {t('revoke.button')}
      </Button>
    </li>
  );
}
