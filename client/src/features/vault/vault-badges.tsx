import {
  type PasswordStrength,
  STRENGTH_LABELS,
  VAULT_ACCESS_LABELS,
  type VaultAccessLevel,
  type VaultEntry,
} from '@domain/vault';
import { Building2, Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, StatusBadge } from '@/ui/badge';
import type { Tone } from '@/ui/tone';

const STRENGTH_TONES: Record<PasswordStrength, Tone> = { weak: 'red', medium: 'yellow', strong: 'green' };
const ACCESS_ICONS = { admin: Lock, department: Building2, public: Users } as const;

export const StrengthBadge = ({ strength }: { strength: PasswordStrength }) => (
  <StatusBadge status={strength} labels={STRENGTH_LABELS} tones={STRENGTH_TONES} />
);

export function AccessBadge({ level }: { level: VaultAccessLevel }) {
  const Icon = ACCESS_ICONS[level];
  return (
    <Badge tone={level === 'admin' ? 'purple' : level === 'department' ? 'blue' : 'gray'}>
      <Icon aria-hidden /> {VAULT_ACCESS_LABELS[level]}
    </Badge>
  );
}

/** The entry's Security Alerts in words: expired, expiring soon, reused (weak shows as its strength). */
export function AlertBadges({ entry }: { entry: VaultEntry }) {
  const { t } = useTranslation('vault');
  return (
    <>
      {entry.isExpired && <Badge tone="red">{t('badges.expired')}</Badge>}
      {entry.isExpiringSoon && <Badge tone="orange">{t('badges.expiresSoon')}</Badge>}
      {entry.isReused && <Badge tone="orange">{t('badges.reused')}</Badge>}
    </>
  );
}
