import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { getThemeChoice, setThemeChoice, type ThemeChoice } from '@/lib/theme';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';

const CHOICES: { value: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

export function ThemeMenu() {
  const [choice, setChoice] = useState<ThemeChoice>(getThemeChoice);
  const Current = CHOICES.find((c) => c.value === choice)?.icon ?? Monitor;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Change theme">
          <Current />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        {CHOICES.map(({ value, label, icon: Icon }) => (
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
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
