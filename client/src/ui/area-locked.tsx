import { type AccessVerdict, denialMessage } from '@domain/access';
import { SERVICE_LEVEL_LABELS, type ServiceLevel } from '@domain/tiers';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';
import { EmptyState } from './empty-state';

interface AreaLockedProps {
  /** What the page is, e.g. "Sparky" or "Support tickets" (with `plural`). */
  what: string;
  plural?: boolean;
  verdict: Exclude<AccessVerdict, { ok: true }>;
  /** The district's own tier. */
  serviceLevel: ServiceLevel;
}

/**
 * The one screen of a page the district may not use: which tier has it and which the district is on,
 * or that the feature is turned off, and whom to ask.
 */
export function AreaLocked({ what, plural = false, verdict, serviceLevel }: AreaLockedProps) {
  const { t } = useTranslation('ui');
  const { title, description } =
    verdict.reason === 'tier'
      ? {
          title: t(plural ? 'locked.tierPlural' : 'locked.tier', {
            what,
            tier: SERVICE_LEVEL_LABELS[verdict.tier],
          }),
          description: t('locked.tierText', { level: SERVICE_LEVEL_LABELS[serviceLevel] }),
        }
      : verdict.reason === 'toggle'
        ? {
            title: denialMessage(verdict),
            description: t('locked.toggle'),
          }
        : { title: denialMessage(verdict), description: t('locked.ask') };
  return (
    <Card>
      <EmptyState icon={Lock} title={title} description={description} />
    </Card>
  );
}
