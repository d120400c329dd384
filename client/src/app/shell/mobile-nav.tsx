import type { AuthUser } from '@domain/auth';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NotificationBell } from '@/features/notifications';
import { Avatar } from '@/ui/avatar';
import { BrandMark } from '@/ui/brand-mark';
import { Button } from '@/ui/button';
import { overlayClasses } from '@/ui/dialog';
import { Sidebar } from './sidebar';

/**
 * Narrow screens: a top bar with a menu button that opens the sidebar as a drawer, the
 * notification bell, and the avatar that leads to the account page.
 */
export function MobileNav({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the route changes.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-border bg-surface/90 px-4 backdrop-blur lg:hidden">
        <DialogPrimitive.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('openNav')} className="-ml-2">
            <Menu />
          </Button>
        </DialogPrimitive.Trigger>
        <BrandMark />
        <div className="ml-auto flex items-center gap-1">
          <NotificationBell />
          <Link
            to="/account"
            aria-label={t('yourAccount')}
            className="flex size-9 items-center justify-center rounded-full"
          >
            <Avatar initials={user.initials} size="sm" aria-hidden />
          </Link>
        </div>
      </header>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[min(300px,86vw)] border-r border-border shadow-lg data-[state=open]:animate-slide-in-left data-[state=closed]:animate-fade-out"
        >
          <DialogPrimitive.Title className="sr-only">{t('navigation')}</DialogPrimitive.Title>
          <Sidebar user={user} />
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('closeNav')}
              className="absolute top-3 right-3"
            >
              <X />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
