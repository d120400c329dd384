import type { Catalogue } from './locale.ts';
import type { notificationsEn } from './notifications.en.ts';

/** client/src/features/notifications in Spanish (see notifications.en.ts). */
export const notificationsEs: Catalogue<typeof notificationsEn> = {
  bell: {
    label: 'Notificaciones',
    labelUnread: 'Notificaciones, {{unread}} sin leer',
    title: 'Notificaciones',
    unread: '{{unread}} sin leer',
    markAllRead: 'Marcar todo como leído',
    loading: 'Cargando notificaciones…',
    loadFailed: 'No se pudieron cargar las notificaciones.',
    tryAgain: 'Intentar de nuevo',
    seeAll: 'Ver todas las notificaciones',
  },
  preferences: {
    title: 'Notificaciones',
    description: 'Elija de qué se entera en el portal (la campana) y por correo electrónico.',
    loadFailed: 'No se pudieron cargar sus preferencias de notificación.',
    save: 'Guardar preferencias',
    inApp: 'En el portal',
    email: 'Por correo electrónico',
    emailOnly: 'Solo se envía por correo electrónico.',
    inAppOnly: 'Solo se muestra en el portal.',
  },
  summary: {
    unread: 'Sin leer: ',
  },
  page: {
    title: 'Notificaciones',
    description: 'Lo que pasó con sus tickets y su distrito, lo más reciente primero.',
    preferences: 'Preferencias',
    markAllRead: 'Marcar todo como leído',
    tabsLabel: 'Mostrar',
    all: 'Todas',
    unread: 'Sin leer',
    loading: 'Cargando notificaciones...',
    loadFailed: 'No se pudieron cargar las notificaciones.',
    emptyUnread: 'No tiene nada pendiente.',
    emptyAll: 'Cuando pase algo con sus tickets, aparecerá aquí.',
    listLabel: 'Notificaciones',
    footer_one: 'Se muestra {{count}} notificación',
    footer_other: 'Se muestran {{count}} notificaciones',
    markReadLabel: 'Marcar como leída: {{title}}',
    markRead: 'Marcar como leída',
  },
};
