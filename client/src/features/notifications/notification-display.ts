/** What the bell shows: the count on its badge, and what a screen reader hears. */

/** The badge's text: nothing at 0, the number up to 9, then "9+". */
export function unreadBadgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 9 ? '9+' : String(unread);
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * Where a notification leads, if it is a path of this app ("/tickets?ticket=…"). Anything else
 * (another site, "//host", a scheme) leads nowhere.
 */
export function internalPath(link: string | null): string | null {
  if (!link?.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
