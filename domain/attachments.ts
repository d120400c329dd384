import { z } from 'zod';

/**
 * Files on tickets and on their comments (see docs/product.md#tickets): images, PDF, text and office
 * documents, typed by their content (never by their name alone), up to 10 MB each or the district's
 * lower limit. Pure rules: the server finds what the bytes are, these decide what to do with it.
 */

/** The product's limit of one file; a district may only lower it (`district_settings.attachment_limit_mb`). */
export const ATTACHMENT_LIMIT_MB = 10;
const MB = 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_LIMIT_MB * MB;
/** The largest upload request: one file at the limit and the multipart form around it. */
export const ATTACHMENT_UPLOAD_BODY_LIMIT = ATTACHMENT_MAX_BYTES + 256 * 1024;
/** The longest file name kept (longer ones are cut before their extension). */
export const ATTACHMENT_NAME_MAX = 200;

type Family = 'image' | 'pdf' | 'text' | 'word' | 'excel' | 'powerpoint';

interface TypeRule {
  /** Extensions of the type, the usual one first (added to a name that has none of them). */
  extensions: readonly string[];
  /** Types of one family may wear each other's extensions (a JPEG named .png, a .docx named .doc). */
  family: Family;
  /** What the content is, in a sentence: "its content is a PNG image". */
  label: string;
}

/** Every type the portal accepts, by its media type. */
export const ATTACHMENT_TYPE_RULES = {
  'image/png': { extensions: ['png'], family: 'image', label: 'a PNG image' },
  'image/jpeg': { extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], family: 'image', label: 'a JPEG image' },
  'image/gif': { extensions: ['gif'], family: 'image', label: 'a GIF image' },
  'image/webp': { extensions: ['webp'], family: 'image', label: 'a WebP image' },
  'application/pdf': { extensions: ['pdf'], family: 'pdf', label: 'a PDF' },
  'text/plain': { extensions: ['txt', 'text', 'log', 'md'], family: 'text', label: 'plain text' },
  'text/csv': { extensions: ['csv'], family: 'text', label: 'a CSV file' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extensions: ['docx'],
    family: 'word',
    label: 'a Word document',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extensions: ['xlsx'],
    family: 'excel',
    label: 'an Excel workbook',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    extensions: ['pptx'],
    family: 'powerpoint',
    label: 'a PowerPoint presentation',
  },
  'application/msword': { extensions: ['doc'], family: 'word', label: 'a Word 97–2003 document' },
  'application/vnd.ms-excel': { extensions: ['xls'], family: 'excel', label: 'an Excel 97–2003 workbook' },
  'application/vnd.ms-powerpoint': {
    extensions: ['ppt'],
    family: 'powerpoint',
    label: 'a PowerPoint 97–2003 presentation',
  },
} as const satisfies Record<string, TypeRule>;

export type AttachmentType = keyof typeof ATTACHMENT_TYPE_RULES;
export const ATTACHMENT_TYPES = Object.keys(ATTACHMENT_TYPE_RULES) as [AttachmentType, ...AttachmentType[]];

const RULES: Record<string, TypeRule> = ATTACHMENT_TYPE_RULES;
const isAttachmentType = (type: string): type is AttachmentType => Object.hasOwn(RULES, type);

/** Types shown inline (a thumbnail, a preview); every other file is only downloaded. */
export const isImageType = (type: string): boolean =>
  isAttachmentType(type) && RULES[type]!.family === 'image';

/** What the file input offers to pick (the server still decides by content). */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.flatMap((t) => RULES[t]!.extensions.map((e) => `.${e}`))
  .concat(ATTACHMENT_TYPES)
  .join(',');

export const ATTACHMENT_MESSAGES = {
  tooLarge: (name: string, limitMb: number) => `${name} is larger than the ${limitMb} MB limit.`,
  notAccepted: (name: string) =>
    `${name} is not a file type the portal accepts (images, PDF, text and office documents).`,
  contentMismatch: (name: string, content: string) =>
    `${name} is not what its name says: its content is ${content}.`,
  empty: (name: string) => `${name} is empty.`,
  noFile: 'Choose a file to attach (a multipart form field named "file").',
  oneFile: 'Attach one file at a time.',
  badCommentId: 'Not a valid comment id',
  commentNotFound: 'That comment is not part of this ticket.',
  notFound: 'Attachment not found.',
  ticketNotFound: 'Ticket not found.',
  attached: (name: string) => `${name} attached`,
  attachFailed: 'The file could not be attached.',
  loadFailed: 'The attachments could not be loaded.',
  none: 'No files attached yet.',
  accepted: `Images, PDF, text and office documents up to ${ATTACHMENT_LIMIT_MB} MB`,
  uploading: (name: string) => `Uploading ${name}…`,
} as const;

// ---------------------------------------------------------------------------------------------
// Names

/** Characters never kept in a name: controls, invisible and direction-changing ones (they disguise an extension). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
/** Characters file systems refuse or shells misread: replaced by an underscore. */
const RESERVED = /[<>:"|?*]/g;
/** Names Windows keeps for devices, whatever the extension. */
const DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

/** The extension of a name, lower case ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  const ext = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** Cuts a name to `max` characters (code points) before its extension. */
function cut(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const ext = extensionOf(name);
  const tail = ext ? `.${ext}` : '';
  const stem = Array.from(name.slice(0, name.length - tail.length));
  return `${stem
    .slice(0, max - tail.length)
    .join('')
    .trimEnd()}${tail}`;
}

/**
 * The name a file is kept and downloaded under: its last path segment (old browsers send a whole
 * path), without control, invisible or bidirectional characters, reserved characters replaced,
 * spaces collapsed, no leading or trailing dots, at most ATTACHMENT_NAME_MAX characters; 'file'
 * when nothing is left.
 */
export function sanitiseAttachmentName(raw: string): string {
  const last = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = last
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (DEVICE_NAMES.test(name)) name = `_${name}`;
  name = cut(name, ATTACHMENT_NAME_MAX);
  return name || 'file';
}

// ---------------------------------------------------------------------------------------------
// Content

/** Valid UTF-8 without a NUL byte: what a text file is when it has no magic number. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const utf16 = (s: string) => Uint8Array.from(Array.from(s).flatMap((c) => [c.charCodeAt(0), 0]));
/** The stream a legacy Office file of each type holds, as its directory names it (UTF-16LE). */
const LEGACY_STREAMS: [AttachmentType, Uint8Array][] = [
  ['application/msword', utf16('WordDocument')],
  ['application/vnd.ms-excel', utf16('Workbook')],
  ['application/vnd.ms-powerpoint', utf16('PowerPoint Document')],
];

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0]!;
  for (let i = haystack.indexOf(first); i !== -1 && i <= haystack.length - needle.length; ) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return true;
    i = haystack.indexOf(first, i + 1);
  }
  return false;
}

/**
 * Which legacy Office document a Compound File (what content detection calls `cfb`: .doc, .xls,
 * .ppt, but also .msi installers) is, by the stream it holds; null for any other.
 */
export function legacyOfficeType(bytes: Uint8Array): AttachmentType | null {
  for (const [type, stream] of LEGACY_STREAMS) if (contains(bytes, stream)) return type;
  return null;
}

/** What the server found in a file's bytes. */
export interface DetectedContent {
  /** The media type its magic number says (file-type's answer, Compound Files refined), or null: none found. */
  mime: string | null;
  /** True when the bytes are valid UTF-8 without NUL (only asked when no magic number was found). */
  text: boolean;
}

export type AttachmentDecision =
  | { ok: true; type: AttachmentType; name: string }
  | { ok: false; message: string };

/**
 * Accepts a file by what its content is, and the name it is kept under (already sanitised):
 * - content of no accepted type (an executable, an archive, binary without a magic number) is refused;
 * - a name whose extension is an accepted type of another kind than the content (an .exe renamed
 *   .pdf, a text file named .docx) is refused: the content contradicts the name;
 * - a name with another extension, or none, gets the content's extension added (`scan` → `scan.pdf`,
 *   `page.html` that is plain text → `page.html.txt`), so the file opens as what it is.
 * Text has no magic number: UTF-8 without NUL is text/csv when named .csv, else text/plain.
 */
export function decideAttachment(name: string, content: DetectedContent): AttachmentDecision {
  const ext = extensionOf(name);
  const named = ATTACHMENT_TYPES.find((t) => (RULES[t]!.extensions as readonly string[]).includes(ext));
  let type: AttachmentType;
  if (content.mime !== null) {
    if (!isAttachmentType(content.mime)) return { ok: false, message: ATTACHMENT_MESSAGES.notAccepted(name) };
    type = content.mime;
  } else if (content.text) {
    type = named === 'text/csv' ? 'text/csv' : 'text/plain';
  } else {
    return { ok: false, message: ATTACHMENT_MESSAGES.notAccepted(name) };
  }
  const rule = RULES[type]!;
  if (named && RULES[named]!.family !== rule.family)
    return { ok: false, message: ATTACHMENT_MESSAGES.contentMismatch(name, rule.label) };
  if (named) return { ok: true, type, name };
  return { ok: true, type, name: cut(`${name}.${rule.extensions[0]}`, ATTACHMENT_NAME_MAX) };
}

// ---------------------------------------------------------------------------------------------
// Limits and downloads

/** A district's limit in MB: its setting when lower than the product's, else the product's. */
export function attachmentLimitMb(districtLimitMb: number | null | undefined): number {
  if (districtLimitMb === null || districtLimitMb === undefined || !Number.isFinite(districtLimitMb))
    return ATTACHMENT_LIMIT_MB;
  return Math.max(1, Math.min(Math.floor(districtLimitMb), ATTACHMENT_LIMIT_MB));
}

/** The same limit in bytes. */
export const attachmentLimitBytes = (districtLimitMb: number | null | undefined): number =>
  attachmentLimitMb(districtLimitMb) * MB;

/** "2.4 MB", "18 KB", "512 bytes": a file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** RFC 8187's encoding of a header parameter (what `filename*` carries). */
const encodeParameter = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition of a file: `attachment` (or `inline` for an image's thumbnail), a plain
 * ASCII `filename` for old clients and the exact name as `filename*` (RFC 6266).
 */
export function attachmentDisposition(name: string, inline = false): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeParameter(name)}`;
}

/** The Content-Type a file is served with (text in UTF-8, as it was accepted). */
export const servedContentType = (type: string): string =>
  type.startsWith('text/') ? `${type}; charset=utf-8` : type;

/** Answers of the file itself: never sniffed, never run, and no page can script it. */
export const ATTACHMENT_FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
} as const;

// ---------------------------------------------------------------------------------------------
// Payloads and answers

/** The optional fields of an upload besides `file`. */
export const attachmentUploadFieldsSchema = z.object({
  commentId: z.uuid({ error: ATTACHMENT_MESSAGES.badCommentId }).optional(),
});

/** GET /api/attachments/:id: `inline=1` shows an image in the page (thumbnails, preview). */
export const attachmentFileQuerySchema = z.object({
  inline: z.enum(['0', '1'], { error: 'inline must be 0 or 1' }).optional(),
});

/** An upload's answer. */
export const attachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(ATTACHMENT_TYPES),
  size: z.number().int().nonnegative(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** One file of a ticket's list: the ticket's own (`activityId` null) or a comment's. */
export const attachmentListItemSchema = attachmentSchema.extend({
  activityId: z.uuid().nullable(),
  createdAt: z.string(),
  isImage: z.boolean(),
  uploadedByName: z.string().nullable(),
});
export type AttachmentListItem = z.infer<typeof attachmentListItemSchema>;
