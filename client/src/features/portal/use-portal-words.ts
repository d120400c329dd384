import type { AssetStatus } from '@domain/asset-vocabulary';
import type { MyTicketState } from '@domain/portal';
import type { TicketCategory, TicketStatus } from '@domain/tickets';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale';

/**
 * The help portal's `t` (domain/locales/portal.*.ts), the language it speaks, and the domain's
 * labels (statuses, categories…) in that language (docs/product.md#spanish).
 */
export function usePortalWords() {
  const { t } = useTranslation('portal');
  const locale = useLocale();
  const labels = <T extends string>(key: 'status' | 'category' | 'state' | 'assetStatus') =>
    t(key, { returnObjects: true }) as Record<T, string>;
  return {
    t,
    locale,
    status: labels<TicketStatus>('status'),
    category: labels<TicketCategory>('category'),
    state: labels<MyTicketState>('state'),
    assetStatus: labels<AssetStatus>('assetStatus'),
  };
}
