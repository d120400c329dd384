import { type ApiToken, expiryLabel } from '@domain/api-tokens';
import { ROLE_LABELS } from '@domain/roles';
import { KeyRound, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('apiTokens');
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
            <CardTitle id={headingId}>{t('section.title')}</CardTitle>
            <CardDescription>{t('section.description')}</CardDescription>
          </div>
          <Button className="shrink-0" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('section.create')}
          </Button>
        </CardHeader>
        {tokens.isPending ? (
          <div className="flex flex-col gap-3 px-5 pb-5">
            <Skeleton className="h-12" />
          </div>
        ) : tokens.isError ? (
          <LoadError bare title={t('section.loadFailed')} query={tokens} />
        ) : tokens.data.length === 0 ? (
          <p className="border-t border-border px-5 py-4 text-sm text-muted-fg">{t('section.empty')}</p>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-border border-t border-border">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
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
        title={t('revoke.title', { name: revoking?.name ?? '' })}
        description={t('revoke.description')}
        confirmLabel={t('revoke.confirm')}
        destructive
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { t } = useTranslation('apiTokens');
  return (
    <li className="flex items-start gap-3 px-5 py-3.5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-muted text-subtle-fg">
        <KeyRound aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-fg">
          <span className="break-words">{token.name}</span>
          <Badge tone="blue">{ROLE_LABELS[token.role]}</Badge>
          {token.readOnly && <Badge tone="gray">{t('token.readOnly')}</Badge>}
        </p>
        <p className="mt-0.5 text-[13px] text-muted-fg">
          <code className="font-mono">{token.hint}</code>
          {' · '}
          {token.districtName ?? t('token.everyDistrict')}
          {' · '}
          {expiryLabel(token.expiresAt, new Date())}
        </p>
        <p className="mt-0.5 text-[13px] text-muted-fg">
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
        aria-label={t('revoke.label', { name: token.name })}
        onClick={onRevoke}
      >
        {t('revoke.button')}
      </Button>
    </li>
  );
}
