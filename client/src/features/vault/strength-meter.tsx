import { PASSWORD_STRENGTHS, STRENGTH_LABELS } from '@domain/vault';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { usePasswordStrength } from './use-password-strength';

const BAR = { weak: 'bg-tone-red-fg', medium: 'bg-tone-yellow-fg', strong: 'bg-tone-green-fg' } as const;

/** Three bars and a word for the typed password, measured with zxcvbn as the server will. */
export function StrengthMeter({ password, id }: { password: string; id: string }) {
  const reading = usePasswordStrength(password);
  const { t } = useTranslation('vault');
  const level = reading ? PASSWORD_STRENGTHS.indexOf(reading.strength) : -1;
  return (
    <div id={id} className="flex flex-col gap-1" aria-live="polite">
      <div className="flex items-center gap-2">
        <div aria-hidden className="grid flex-1 grid-cols-3 gap-1">
          {PASSWORD_STRENGTHS.map((s, i) => (
            <span
              key={s}
              className={cn(
                'h-1.5 rounded-full',
                i <= level && reading ? BAR[reading.strength] : 'bg-surface-muted border border-border',
              )}
            />
          ))}
        </div>
        <span className="w-28 text-right text-xs text-muted-fg">
          {reading
            ? t('strength.reading', { strength: STRENGTH_LABELS[reading.strength] })
            : password
              ? t('strength.measuring')
              : t('strength.none')}
        </span>
      </div>
      {reading?.warning && <p className="text-xs text-tone-orange-fg">{reading.warning}</p>}
    </div>
  );
}
