import type { Catalogue } from './locale.ts';
import type { uiEn } from './ui.en.ts';

/** The shared pieces' words in Spanish (see ui.en.ts). */
export const uiEs: Catalogue<typeof uiEn> = {
  cancel: 'Cancelar',
  close: 'Cerrar',
  tryAgain: 'Intentar de nuevo',
  checkConnection: 'Revise su conexión e intente de nuevo.',
  clearFilters: 'Borrar filtros',
};
