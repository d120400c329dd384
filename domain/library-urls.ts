/**
 * The Google Forms, Docs and Sheets links of the document libraries (see
 * docs/product.md#technology-assessment): what a link is, and the links derived from it (embed,
 * share view, copy). Pure string rules; only https links are accepted.
 */

export const GOOGLE_DOCS_ORIGIN = 'https://docs.google.com';
/** The origins the embed dialog may frame (the server's CSP frame-src lists exactly these). */
export const EMBED_ORIGINS = [GOOGLE_DOCS_ORIGIN] as const;

export const GOOGLE_KINDS = ['form', 'sheet', 'doc'] as const;
export type GoogleKind = (typeof GOOGLE_KINDS)[number];

/** The creation pages of New Form, New Sheet, New Doc (and Create Google Form). */
export const CREATE_URLS: Record<GoogleKind, string> = {
  form: `${GOOGLE_DOCS_ORIGIN}/forms/create`,
  sheet: `${GOOGLE_DOCS_ORIGIN}/spreadsheets/create`,
  doc: `${GOOGLE_DOCS_ORIGIN}/document/create`,
};

const PATHS: Record<GoogleKind, string> = { form: 'forms', sheet: 'spreadsheets', doc: 'document' };

/** A recognised Google link: its kind and document id (`published` for a form's /d/e/ link, which has no document id). */
export interface GoogleLink {
  kind: GoogleKind;
  id: string;
  published: boolean;
}

const ID = /^[A-Za-z0-9_-]{10,200}$/;

/** Parses a URL, or null when it is not one; only https counts. */
export function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The Google document a link points at, or null when it is not a Forms, Docs or Sheets link. */
export function googleLink(value: string): GoogleLink | null {
  const url = httpsUrl(value);
  if (url?.hostname !== 'docs.google.com' || url.port) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  // The Workspace account segment (/a/<domain>/…) is skipped.
  const rest = parts[0] === 'a' ? parts.slice(2) : parts;
  const kind = (Object.keys(PATHS) as GoogleKind[]).find((k) => PATHS[k] === rest[0]);
  if (!kind || rest[1] !== 'd') return null;
  const published = kind === 'form' && rest[2] === 'e';
  const id = published ? rest[3] : rest[2];
  if (!id || !ID.test(id)) return null;
  return { kind, id, published };
}

const base = (l: GoogleLink) => `${GOOGLE_DOCS_ORIGIN}/${PATHS[l.kind]}/d/${l.published ? 'e/' : ''}${l.id}`;

/** The framed view: a form's `viewform?embedded=true`, a doc's or sheet's `preview`; null for other links. */
export function embedUrl(value: string): string | null {
  const link = googleLink(value);
  if (!link) return null;
  return link.kind === 'form' ? `${base(link)}/viewform?embedded=true` : `${base(link)}/preview`;
}

/** The share view of an (edit) link: a form's `viewform`, a doc's or sheet's `view`; other links as they are. */
export function shareUrl(value: string): string {
  const link = googleLink(value);
  if (!link) return value;
  return link.kind === 'form' ? `${base(link)}/viewform` : `${base(link)}/view`;
}

/** Use Template: the page that makes a copy of the document; null when the link names no document id. */
export function copyUrl(value: string): string | null {
  const link = googleLink(value);
  if (!link || link.published) return null;
  return `${base(link)}/copy`;
}

/** The links an item's answer carries. */
export function libraryLinks(value: string) {
  return { embedUrl: embedUrl(value), shareUrl: shareUrl(value), copyUrl: copyUrl(value) };
}
