import type { Catalogue } from './locale.ts';
import type { notificationsEn } from './notifications.en.ts';

/** client/src/features/notifications in Spanish (see notifications.en.ts). */
export const notificationsEs: Catalogue<typeof notificationsEn> = {
  kinds: {
    ticket_created: {
      label: 'Tickets nuevos en mi distrito',
      description: 'Para administradores del distrito: alguien abrió un ticket.',
    },
    ticket_status: {
      label: 'Cambios de estado de mis tickets',
      description: 'Un ticket que usted abrió o que tiene asignado pasó a en curso, resuelto o cerrado.',
    },
    ticket_comment: {
      label: 'Comentarios en mis tickets',
      description: 'Alguien comentó en un ticket que usted abrió o que tiene asignado.',
    },
    ticket_assigned: {
      label: 'Tickets asignados a mí',
      description: 'Se le asignó un ticket.',
    },
    visit_update: {
      label: 'Visitas de técnicos',
      description:
        'Un técnico va en camino a una visita en la que usted es el contacto, o terminó la visita de su ticket.',
    },
    license_renewal: {
      label: 'Próximas renovaciones de licencias',
      description:
        'Para administradores del distrito: 90, 60, 30 y 7 días antes de que se renueve una licencia.',
    },
    license_low_seats: {
      label: 'Licencias que se quedan sin puestos',
      description:
        'Para administradores del distrito: los puestos libres bajaron al 5 % o al límite propio de la licencia.',
    },
    announcement: {
      label: 'Avisos de Five Star',
      description: 'Un aviso del sistema para su distrito (también aparece como un banner).',
    },
    vault_expiring: {
      label: 'Contraseñas de la bóveda que vencen',
      description:
        'Para administradores del distrito: una contraseña de la bóveda vence en 30 días o ya venció.',
    },
    ticket_rule: {
      label: 'Avisos de las reglas de tickets',
      description: 'Una regla de su distrito lo nombró a usted, o escaló un ticket a Five Star.',
    },
    sla_at_risk: {
      label: 'Tickets en riesgo de no cumplir su SLA',
      description:
        'Para la persona asignada y los administradores del distrito: queda una cuarta parte de la meta de SLA de un ticket (tiempo laboral).',
    },
    sla_breached: {
      label: 'Tickets que no cumplieron su SLA',
      description:
        'Para la persona asignada y los administradores del distrito: un ticket no cumplió su meta de primera respuesta o de resolución.',
    },
    service_incident: {
      label: 'Interrupciones de servicio',
      description:
        'Para administradores del distrito y Five Star: un servicio vigilado (sitio web, DNS, una sincronización) dejó de funcionar o se recuperó.',
    },
    part_low_stock: {
      label: 'Repuestos que se agotan',
      description:
        'Para administradores del distrito (y Five Star para el inventario compartido): las existencias de un repuesto bajaron a su nivel de pedido.',
    },
    webhook_disabled: {
      label: 'Webhooks desactivados',
      description:
        'Para administradores del distrito y Five Star: un webhook falló en todos los intentos y se desactivó.',
    },
    daily_digest: {
      label: 'Resumen diario de tickets urgentes',
      description: 'Para administradores del distrito: cada mañana, los tickets críticos y altos abiertos.',
    },
  },
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
