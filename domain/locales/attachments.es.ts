import type { attachmentsEn } from './attachments.en.ts';
import type { Catalogue } from './locale.ts';

/** client/src/features/attachments in Spanish (see attachments.en.ts). */
export const attachmentsEs: Catalogue<typeof attachmentsEn> = {
  attach: { label: 'Adjuntar archivo', dismiss: 'Descartar' },
  list: { open: 'Abrir {{name}}', download: 'Descargar {{name}}' },
};
