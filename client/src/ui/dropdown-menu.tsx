import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';

/**
 * Not modal: a modal menu hides the rest of the page from assistive technology while its controls
 * stay focusable (axe's aria-hidden-focus); the menu still closes on Escape and outside clicks.
 */
export function DropdownMenu(props: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;

interface ContentProps extends ComponentProps<typeof Menu.Content> {
  /** No inner padding: the content lays out its own sections (a header, a scrolling list, a footer). */
  flush?: boolean;
}

/**
 * Where open menus are drawn: above the page, in a landmark of their own (axe wants every content
 * in a landmark, and a non-modal menu leaves the page around it readable).
 */
function menuLayer(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  let layer = document.getElementById('menu-layer');
  if (!layer) {
    layer = document.createElement('section');
    layer.id = 'menu-layer';
    layer.setAttribute('aria-label', i18n.t('ui:openMenu'));
    document.body.append(layer);
  }
  return layer;
}

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  flush = false,
  ...props
}: ContentProps) {
  return (
    <Menu.Portal container={menuLayer()}>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-44 overflow-hidden rounded-lg border border-border bg-surface text-sm shadow-md',
          !flush && 'p-1',
          'data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

interface ItemProps extends ComponentProps<typeof Menu.Item> {
  destructive?: boolean;
  /** Several lines (a title over a sentence): aligned at the top, with more room. */
  multiline?: boolean;
}

export function DropdownMenuItem({ className, destructive, multiline, ...props }: ItemProps) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer rounded-md outline-none select-none [&_svg]:size-4',
        multiline ? 'items-start gap-2.5 px-2.5 py-2.5' : 'items-center gap-2 px-2 py-1.5',
        'data-[highlighted]:bg-surface-hover data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        destructive ? 'text-tone-red-fg [&_svg]:text-tone-red-fg' : 'text-fg [&_svg]:text-subtle-fg',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label className={cn('px-2 py-1.5 text-xs font-medium text-subtle-fg', className)} {...props} />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
