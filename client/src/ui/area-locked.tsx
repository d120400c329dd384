import { type AccessVerdict, denialMessage } from '@domain/access';
import { SERVICE_LEVEL_LABELS, type ServiceLevel } from '@domain/tiers';
import { Lock } from 'lucide-react';
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
  const { title, description } =
    verdict.reason === 'tier'
      ? {
          title: `${what} ${plural ? 'are' : 'is'} part of ${SERVICE_LEVEL_LABELS[verdict.tier]}`,
          description: `Your district is on ${SERVICE_LEVEL_LABELS[serviceLevel]}. Ask your Five Star account manager about upgrading your service level.`,
        }
      : verdict.reason === 'toggle'
        ? {
            title: denialMessage(verdict),
            description: 'A Five Star administrator can turn it on again in Manage Permissions.',
          }
        : { title: denialMessage(verdict), description: 'Ask your district administrator if you need it.' };
  return (
    <Card>
      <EmptyState icon={Lock} title={title} description={description} />
    </Card>
  );
}
