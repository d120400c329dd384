import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getThemeChoice, setThemeChoice, type ThemeChoice } from '@/lib/theme';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';

const CHOICES: { value: ThemeChoice; icon: typeof Sun }[] = [
  { value: 'system', icon: Monitor },
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
];

export function ThemeMenu() {
  const [choice, setChoice] = useState<ThemeChoice>(getThemeChoice);
  const { t } = useTranslation('shell');
  const Current = CHOICES.find((c) => c.value === choice)?.icon ?? Monitor;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('theme.change')}>
          <Current />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end">
        <DropdownMenuLabel>{t('theme.title')}</DropdownMenuLabel>
        {CHOICES.map(({ value, icon: Icon }) => (
          <DropdownMenuItem
            key={value}
            onSelect={() => {
              setThemeChoice(value);
              setChoice(value);
            }}
            aria-checked={choice === value}
            className={choice === value ? 'font-medium' : undefined}
          >
            <Icon />
            {t(`theme.${value}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
