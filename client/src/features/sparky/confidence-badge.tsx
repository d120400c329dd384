import { confidenceTone, formatConfidence } from '@domain/sparky';
import { Badge } from '@/ui/badge';

/** Spec 2.7 / 9: the reply's confidence as a whole percent, green from 80%, yellow from 60%, red below. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  return (
    <Badge tone={confidenceTone(confidence)} dot title="How well the question matched Sparky's knowledge">
      {formatConfidence(confidence)} confidence
    </Badge>
  );
}
