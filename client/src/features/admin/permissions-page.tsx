import { DEFAULT_FEATURES, type FeatureToggle, type FeatureToggles } from '@domain/access';
import { PERMISSIONS_MESSAGES } from '@domain/permissions';
import { SERVICE_LEVEL_LABELS } from '@domain/tiers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDistricts } from '@/features/districts';
import { ConfirmDialog } from '@/ui/alert-dialog';
import { PageHeader } from '@/ui/page-header';
import { PermissionsAccessTable } from './permissions-access-table';
import { PermissionsDistrictList } from './permissions-district-list';
import { PermissionsEditor } from './permissions-editor';
import { useLeaveGuard } from './use-leave-guard';
import { type PermissionsTarget, usePermissions } from './use-permissions';

const sameToggles = (a: FeatureToggles, b: FeatureToggles) =>
  (Object.keys(a) as FeatureToggle[]).every((k) => a[k] === b[k]);

/**
 * /permissions, for Five Star administrators: the feature toggles of one district, or of 'All
 * districts' (the defaults new districts get), saved with Save Changes; unsaved changes are marked
 * and leaving asks first. Below, the access levels as the server enforces them
 * (see docs/product.md#manage-permissions).
 */
export function PermissionsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const target: PermissionsTarget = params.get('for') ?? 'defaults';
  const districts = useDistricts();
  const saved = usePermissions(target);
  const [draft, setDraft] = useState<{ target: PermissionsTarget; features: FeatureToggles } | null>(null);
  const [pending, setPending] = useState<PermissionsTarget | null>(null);

  const savedFeatures = saved.data?.features ?? DEFAULT_FEATURES;
  const features = draft?.target === target ? draft.features : savedFeatures;
  const dirty = draft?.target === target && !sameToggles(draft.features, savedFeatures);
  const blocker = useLeaveGuard(dirty);

  const district = districts.data?.find((d) => d.id === target);
  const targetName =
    target === 'defaults' ? t('permissions.allDistricts') : (district?.name ?? t('permissions.thisDistrict'));

  const select = (next: PermissionsTarget) => {
    if (next === target) return;
    if (dirty) setPending(next);
    else go(next);
  };
  const go = (next: PermissionsTarget) => {
    setDraft(null);
    setPending(null);
    setParams(next === 'defaults' ? {} : { for: next }, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('permissions.title')} description={t('permissions.description')} />
      <div className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <PermissionsDistrictList districts={districts.data ?? []} selected={target} onSelect={select} />
        <div className="flex min-w-0 flex-col gap-4">
          <PermissionsEditor
            target={target}
            title={targetName}
            subtitle={
              target === 'defaults'
                ? t('permissions.defaultsSubtitle')
                : district
                  ? `${SERVICE_LEVEL_LABELS[district.serviceLevel]} · ${district.code}`
                  : undefined
            }
            query={saved}
            features={features}
            saved={savedFeatures}
            dirty={dirty}
            onChange={(toggle, on) => setDraft({ target, features: { ...features, [toggle]: on } })}
            onDiscard={() => setDraft(null)}
            onSaved={() => setDraft(null)}
          />
          <PermissionsAccessTable />
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null || blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (open) return;
          setPending(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        title={PERMISSIONS_MESSAGES.leaveTitle}
        description={PERMISSIONS_MESSAGES.leaveBody}
        confirmLabel={t('permissions.discard')}
        cancelLabel={t('permissions.keepEditing')}
        destructive
        onConfirm={() => {
          if (pending !== null) go(pending);
          else if (blocker.state === 'blocked') {
            setDraft(null);
            blocker.proceed();
          }
        }}
      />
    </>
  );
}
