import type { Site } from '@domain/settings';
import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { SiteFormDialog } from './site-form-dialog';
import { SitesList } from './sites-list';
import { useDeleteSite } from './use-delete-site';
import { useSites } from './use-sites';
import { useSitesLive } from './use-sites-live';

type Editing = { mode: 'add' } | { mode: 'edit'; site: Site } | null;

/** The district's schools and buildings, each added, edited or deleted on its own. */
export function SitesSection({ districtId }: { districtId: string }) {
  const { t } = useTranslation('settings');
  const sites = useSites(districtId);
  useSitesLive(districtId);
  const canAdmin = useAccess('sites', 'admin').ok;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Site | null>(null);
  const remove = useDeleteSite(districtId);
  const count = sites.data?.length ?? 0;

  const addButton = canAdmin && (
    <Button variant="secondary" onClick={() => setEditing({ mode: 'add' })}>
      <Plus />
      {t('sites.add')}
    </Button>
  );

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="sites-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id="sites-title">{t('sites.title')}</CardTitle>
          <CardDescription>
            {t('sites.description')}
            {count > 0 && t('sites.count', { count })}
          </CardDescription>
        </div>
        {count > 0 && addButton}
      </CardHeader>
      {sites.isPending ? (
        <LoadingState message={t('sites.loading')} />
      ) : sites.isError ? (
        <LoadError bare title={t('sites.loadFailed')} query={sites} />
      ) : count === 0 ? (
        <EmptyState
          icon={Building2}
          title={t('sites.emptyTitle')}
          description={t('sites.emptyDescription')}
          action={addButton}
        />
      ) : (
        <SitesList
          sites={sites.data}
          onEdit={canAdmin ? (site) => setEditing({ mode: 'edit', site }) : undefined}
          onDelete={canAdmin ? setDeleting : undefined}
        />
      )}

      <SiteFormDialog
        districtId={districtId}
        site={editing?.mode === 'edit' ? editing.site : undefined}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('sites.deleteTitle')}
        description={t('sites.deleteDescription', { name: deleting?.name ?? '' })}
        confirmLabel={t('sites.deleteConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  );
}
