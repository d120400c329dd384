import { confidenceTone, formatConfidence } from '@domain/sparky';
import { Badge } from '@/ui/badge';

/** The reply's confidence as a whole percent, green from 80%, yellow from 60%, red below. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  return (
    <Badge
      tone={confidenceTone(confidence)}
      dot
      title="How likely Sparky's answer and suggested action are right"
    >
      {formatConfidence(confidence)} confidence
    </Badge>
  );
}
