import type { Catalogue } from './locale.ts';
import type { shellEn } from './shell.en.ts';

/** The app's frame for a requester, and the language menu, in Spanish (see shell.en.ts). */
export const shellEs: Catalogue<typeof shellEn> = {
  skip: 'Saltar al contenido',
  mainNav: 'Principal',
  openNav: 'Abrir el menú',
  closeNav: 'Cerrar el menú',
  navigation: 'Menú',
  yourAccount: 'Su cuenta',
  yourAccountPrefix: 'Su cuenta: ',
  signOut: 'Cerrar sesión',
  topBar: 'Distrito y notificaciones',
  theme: { change: 'Cambiar el tema', title: 'Tema', system: 'Sistema', light: 'Claro', dark: 'Oscuro' },
  nav: { help: 'Ayuda' },
  role: { requester: 'Personal y estudiantes' },
  notAvailable: { title: 'No disponible', action: 'Ir al portal de ayuda' },
  language: {
    title: 'Idioma',
    description: 'El idioma del portal de ayuda y de los correos electrónicos que el portal le envía.',
    label: 'Idioma',
    saved: 'Idioma guardado',
    failed: { title: 'Error', description: 'No se pudo guardar su idioma' },
  },
};
