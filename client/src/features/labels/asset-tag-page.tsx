import { labelsApi } from '@domain/api/labels';
import { LABEL_MESSAGES } from '@domain/labels';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useAccess } from '@/features/auth';
import { api, errorStatus } from '@/lib/api';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { ScreenTitle } from '@/ui/screen-title';
import { LoadingState } from '@/ui/spinner';

/**
 * /a/:tag, the address a label's QR code opens (docs/product.md#asset-labels): the asset in the
 * inventory. Signed out, the login gate shows at this same address and the asset follows sign-in.
 */
export function AssetTagPage() {
  const { t } = useTranslation('labels');
  const tag = useParams().tag ?? '';
  const access = useAccess('assets', 'read');
  const found = useQuery({
    queryKey: ['assets', 'by-tag', tag],
    queryFn: () => api(labelsApi.byTag, { query: { tag } }),
    enabled: access.ok && tag.trim() !== '',
    retry: (n, err) => errorStatus(err) !== 404 && n < 2,
  });

  if (!access.ok)
    return (
      <Missing
        title={t('tag.noAccess.title')}
        description={t('tag.noAccess.description')}
        to="/help/devices"
        action={t('tag.noAccess.action')}
      />
    );
  if (found.data)
    return <Navigate replace to={`/inventory?district=${found.data.districtId}&asset=${found.data.id}`} />;
  if (found.isError && errorStatus(found.error) !== 404)
    return <LoadError title={t('tag.loadFailed')} query={found} />;
  if (found.isError || tag.trim() === '')
    return (
      <Missing
        title={t('tag.missing.title', { tag })}
        description={LABEL_MESSAGES.tagNotFound}
        to="/inventory"
        action={t('tag.missing.action')}
      />
    );
  return <LoadingState message={t('tag.finding', { tag })} className="min-h-[40vh]" />;
}

function Missing({
  title,
  description,
  to,
  action,
}: {
  title: string;
  description: string;
  to: string;
  action: string;
}) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-muted text-subtle-fg">
            <SearchX aria-hidden className="size-5" />
          </span>
          <ScreenTitle className="text-lg font-semibold tracking-tight text-fg">{title}</ScreenTitle>
        </div>
        <p className="mt-4 text-sm text-muted-fg">{description}</p>
        <Link to={to} className={buttonClasses('secondary', 'md', 'mt-6')}>
          {action}
        </Link>
      </Card>
    </div>
  );
}
