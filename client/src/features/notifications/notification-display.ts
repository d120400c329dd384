/** What the bell shows: the count on its badge, and what a screen reader hears. */

// Relative: the unit tests, which run this file, know no `@/` alias (vitest.config.ts).
import { i18n } from '../../lib/i18n';

/** The badge's text: nothing at 0, the number up to 9, then "9+". */
export function unreadBadgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 9 ? '9+' : String(unread);
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0
    ? i18n.t('notifications:bell.labelUnread', { unread })
    : i18n.t('notifications:bell.label');
}

/**
 * Where a notification leads, if it is a path of this app ("/tickets?ticket=…"). Anything else
 * (another site, "//host", a scheme) leads nowhere.
 */
export function internalPath(link: string | null): string | null {
  if (!link?.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
