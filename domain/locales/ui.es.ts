import type { Catalogue } from './locale.ts';
import type { uiEn } from './ui.en.ts';

/** The shared pieces' words in Spanish (see ui.en.ts). */
export const uiEs: Catalogue<typeof uiEn> = {
  cancel: 'Cancelar',
  close: 'Cerrar',
  tryAgain: 'Intentar de nuevo',
  checkConnection: 'Revise su conexión e intente de nuevo.',
  clearFilters: 'Borrar filtros',
  loadMore: 'Cargar más',
  noMatches: 'Sin resultados',
  searching: 'Buscando…',
  suggestions: 'Sugerencias',
  suggestionsOf: 'Sugerencias para {{label}}',
  confirm: 'Confirmar',
  openMenu: 'Menú abierto',
  locked: {
    tier: '{{what}} forma parte de {{tier}}',
    tierPlural: '{{what}} forman parte de {{tier}}',
    tierText:
      'Su distrito tiene {{level}}. Consulte con su administrador de cuenta de Five Star sobre cómo mejorar su nivel de servicio.',
    toggle: 'Un administrador de Five Star puede volver a activarlo en Administrar permisos.',
    ask: 'Consulte con el administrador de su distrito si lo necesita.',
  },
};
