import { fileTypeFromBuffer } from 'file-type';
import { type DetectedContent, isPlainText, legacyOfficeType } from '../../../domain/attachments.ts';

/** file-type's name for a Compound File (legacy Office documents, installers). */
const COMPOUND_FILE = 'application/x-cfb';

/**
 * What a file's bytes are, by their magic number (file-type: images, PDF, and the zip-based OOXML
 * documents by their parts), a Compound File by the Office stream it holds, and otherwise whether
 * they are text (valid UTF-8 without NUL). The decision is domain/attachments.ts's.
 */
export async function detectContent(bytes: Buffer): Promise<DetectedContent> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return { mime: null, text: isPlainText(bytes) };
  const mime = found.mime === COMPOUND_FILE ? (legacyOfficeType(bytes) ?? found.mime) : found.mime;
  return { mime, text: false };
}
