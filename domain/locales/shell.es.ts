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
  loading: 'Cargando…',
  loadingPage: 'Cargando la página',
  notFound: {
    title: '404 Página no encontrada',
    text: '¿Olvidó agregar la página al enrutador?',
    action: 'Ir al panel principal',
  },
  routeError: {
    title: 'Algo salió mal',
    text: 'No se pudo mostrar esta página. Volver a cargarla suele resolverlo.',
    reload: 'Volver a cargar',
  },
  waiting: {
    title: 'Esperando acceso',
    welcome:
      'Le damos la bienvenida, <name>{{name}}</name>. Su cuenta está lista, pero todavía no pertenece a ningún distrito.',
    text: 'El administrador de su distrito (o Five Star) le da acceso desde el perfil del distrito. Esta página abre el portal por sí sola en cuanto lo haga.',
    signedInAs: 'Sesión iniciada como {{email}}',
  },
  language: {
    title: 'Idioma',
    description: 'El idioma del portal de ayuda y de los correos electrónicos que el portal le envía.',
    label: 'Idioma',
    saved: 'Idioma guardado',
    failed: { title: 'Error', description: 'No se pudo guardar su idioma' },
  },
};
