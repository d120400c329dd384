import type { Visit } from '@domain/visits';

/** A map search of the site's address (or its name), opened in a new tab. */
export const directionsUrl = (v: Pick<Visit, 'siteAddress' | 'siteName'>) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(v.siteAddress ?? v.siteName)}`;

/** A phone link: digits and + only. */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
