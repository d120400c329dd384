import { accessVerdict, denialMessage } from '@domain/access';
import type { AuthUser } from '@domain/auth';
import { linksFor, menuFor, type NavGroup, type NavLink as NavLinkItem } from '@domain/navigation';
import { tierAllows } from '@domain/tiers';
import type { TFunction } from 'i18next';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ConnectorDot } from '@/features/integrations/connector-dot';
import { useSupportBadge } from '@/features/tickets/use-support-badge';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/badge';
import { navIcon } from './nav-icons';
import { useOpenDistrict } from './use-open-district';
import { usePermissionsLive } from './use-permissions-live';

/** A provider admin outside a district view gets the admin menu (see docs/product.md#shell). */
function isAdminMenu(user: AuthUser): boolean {
  return user.accountRole === 'provider_admin' && !user.inDistrictView;
}

/** Why a district's link leads to an area switched off for it (Manage Permissions), or null. */
function toggledOff(link: NavLinkItem, user: AuthUser, admin: boolean): string | null {
  if (admin || !link.area) return null;
  const verdict = accessVerdict(link.area, 'read', {
    role: user.role,
    providerWide: false,
    serviceLevel: user.serviceLevel,
    features: user.features,
  });
  return !verdict.ok && verdict.reason === 'toggle' ? denialMessage(verdict) : null;
}

/** The menu's links with the open district in place of its stand-in (none while no district is open). */
function withOpenDistrict(links: NavLinkItem[], open: { id: string; name: string } | null): NavLinkItem[] {
  return links.flatMap((link) =>
    link.openDistrict ? (open ? [{ ...link, to: `/instance/${open.id}`, label: open.name }] : []) : [link],
  );
}

/** A requester's menu is said in their language (docs/product.md#spanish): its texts by key. */
const REQUESTER_TEXTS = {
  Help: 'shell:nav.help',
  '/help': 'portal:parts.home',
  '/help/tickets': 'portal:parts.tickets',
  '/help/devices': 'portal:parts.devices',
} as const;
const hasRequesterText = (key: string): key is keyof typeof REQUESTER_TEXTS => key in REQUESTER_TEXTS;

function inRequesterWords(group: NavGroup, t: TFunction<['shell', 'portal']>): NavGroup {
  const say = (key: string, fallback: string) => (hasRequesterText(key) ? t(REQUESTER_TEXTS[key]) : fallback);
  return {
    ...group,
    title: say(group.title, group.title),
    links: group.links.map((link) => ({ ...link, label: say(link.to, link.label) })),
  };
}

export function SidebarNav({ user }: { user: AuthUser }) {
  usePermissionsLive();
  const { t } = useTranslation(['shell', 'portal']);
  const admin = isAdminMenu(user);
  const open = useOpenDistrict(admin);
  const menu = menuFor(user);
  const groups = user.role === 'requester' ? menu.map((g) => inRequesterWords(g, t)) : menu;
  return (
    <nav aria-label={t('mainNav')} className="flex flex-col gap-5 px-3 py-4">
      {groups.map((group) => {
        const locked = !admin && group.tier !== undefined && !tierAllows(user.serviceLevel, group.tier);
        const current = !admin && group.tier === user.serviceLevel;
        const shown = { ...group, links: withOpenDistrict(linksFor(group, user.role), open) };
        if (shown.links.length === 0) return null;
        return (
          <NavSection
            key={group.title}
            group={shown}
            locked={locked}
            current={current}
            offReason={(link) => toggledOff(link, user, admin)}
          />
        );
      })}
    </nav>
  );
}

interface NavSectionProps {
  group: NavGroup;
  locked: boolean;
  current: boolean;
  /** Why a link's area is switched off for the district, or null. */
  offReason: (link: NavLinkItem) => string | null;
}

function NavSection({ group, locked, current, offReason }: NavSectionProps) {
  const headingId = useId();
  const { t } = useTranslation('app');
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-1 flex h-6 items-center justify-between gap-2 px-2">
        <h2 id={headingId} className="text-[11px] font-semibold tracking-wider text-subtle-fg uppercase">
          {group.title}
          {current && (
            <span className="ml-1 font-medium tracking-normal normal-case text-brand-soft-fg">
              {t('nav.current')}
            </span>
          )}
        </h2>
        {locked && (
          <Badge tone="neutral" className="h-[18px] px-1.5 text-[10px]">
            <Lock aria-hidden />
            {t('nav.upgrade')}
          </Badge>
        )}
      </div>
      <ul className={cn('flex flex-col gap-px', locked && 'opacity-50')}>
        {group.links.map((link) => (
          <li key={`${link.to}-${link.label}`}>
            {locked ? <LockedLink link={link} /> : <ActiveLink link={link} offReason={offReason(link)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

const itemClasses =
  'group flex h-8 items-center gap-2.5 rounded-md px-2 text-[13px] font-medium transition-colors [&>svg]:size-4 [&>svg]:shrink-0';

/**
 * A link of the menu. One whose area is switched off for the district stays a link (its page
 * explains), dimmed, with an 'Off' mark and the reason as its description and tooltip.
 */
function ActiveLink({ link, offReason }: { link: NavLinkItem; offReason: string | null }) {
  const Icon = navIcon(link.to, link.label);
  const reasonId = useId();
  const { t } = useTranslation('app');
  return (
    <NavLink
      to={link.to}
      end={link.to === '/' || link.exact === true}
      title={offReason ?? undefined}
      aria-describedby={offReason ? reasonId : undefined}
      className={({ isActive }) =>
        cn(
          itemClasses,
          isActive
            ? 'bg-brand-soft text-brand-soft-fg [&>svg]:text-brand-soft-fg'
            : 'text-muted-fg hover:bg-surface-hover hover:text-fg [&>svg]:text-subtle-fg hover:[&>svg]:text-fg',
          // Dimmed, still readable (the text keeps its contrast; the icon fades).
          offReason && !isActive && 'text-subtle-fg [&>svg]:opacity-50',
        )
      }
    >
      <Icon aria-hidden />
      <span className="min-w-0 flex-1 truncate" title={link.label}>
        {link.label}
      </span>
      {offReason ? (
        <>
          <Badge tone="neutral" className="h-[18px] px-1.5 text-[10px]">
            {t('nav.off')}
          </Badge>
          <span id={reasonId} className="sr-only">
            {offReason}
          </span>
        </>
      ) : (
        <LinkExtra link={link} />
      )}
    </NavLink>
  );
}

/** A link of a tier above the district's: visible, dimmed, not focusable and not clickable. */
function LockedLink({ link }: { link: NavLinkItem }) {
  const Icon = navIcon(link.to, link.label);
  return (
    // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useSemanticElements: a link of a tier above the district's is inert by design: a link, disabled, out of the tab order.
    <span
      role="link"
      aria-disabled="true"
      className={cn(itemClasses, 'cursor-not-allowed text-muted-fg [&>svg]:text-subtle-fg')}
    >
      <Icon aria-hidden />
      <span className="min-w-0 flex-1 truncate" title={link.label}>
        {link.label}
      </span>
      <LinkExtra link={link} />
    </span>
  );
}

function LinkExtra({ link }: { link: NavLinkItem }) {
  const { t } = useTranslation('app');
  if (link.badge === 'support-count') return <SupportCount />;
  if (link.badge === 'active') {
    return (
      <Badge tone="green" className="h-[18px] px-1.5 text-[10px]">
        {t('nav.active')}
      </Badge>
    );
  }
  if (link.connected) return <ConnectorDot slug={link.to.split('/').pop() ?? ''} />;
  return null;
}

/** The district's open tickets on the Support link (read only where that link is shown: staff's menu). */
function SupportCount() {
  const supportCount = useSupportBadge();
  const { t } = useTranslation('app');
  return (
    <Badge tone="brand" className="h-[18px] min-w-[22px] justify-center px-1.5 text-[11px] tabular-nums">
      {supportCount}
      <span className="sr-only">{t('nav.openTickets')}</span>
    </Badge>
  );
}
