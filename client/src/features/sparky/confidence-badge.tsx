import { confidenceTone, formatConfidence } from '@domain/sparky';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';

/** The reply's confidence as a whole percent, green from 80%, yellow from 60%, red below. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const { t } = useTranslation('sparky');
  return (
    <Badge tone={confidenceTone(confidence)} dot title={t('confidence.title')}>
      {t('confidence.value', { value: formatConfidence(confidence) })}
    </Badge>
  );
}
