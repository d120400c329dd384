import type { Catalogue } from './locale.ts';
import type { sparkyEn } from './sparky.en.ts';

/** client/src/features/sparky in Spanish (see sparky.en.ts). */
export const sparkyEs: Catalogue<typeof sparkyEn> = {
  page: {
    title: 'Sparky, el asistente de IA',
    description:
      'Soporte de TI de primer nivel para su distrito, a cualquier hora: soluciones paso a paso y tickets cuando hace falta un técnico.',
    what: 'Sparky',
    conversations: 'Las conversaciones de Sparky',
  },
  chat: {
    title: 'Conversar con Sparky',
    newChat: 'Nueva conversación',
    log: 'Conversación con Sparky',
    loading: 'Cargando la conversación...',
    recent: 'Conversaciones recientes',
    thisDistrict: 'Este distrito',
    welcome:
      'Pregúnteme sobre contraseñas, wifi, proyectores, impresoras, Chromebooks, licencias o seguridad. Le respondo con soluciones paso a paso y le digo cuándo hace falta un técnico. También puedo buscar sus tickets ("¿dónde está BENSON-0042?"), las renovaciones de licencias y los equipos en reparación.',
  },
  welcome: { hi: 'Hola, {{firstName}}. Soy Sparky.' },
  typing: 'Sparky está escribiendo…',
  answering: 'Sparky está respondiendo',
  composer: {
    label: 'Mensaje para Sparky',
    placeholder: 'Describa su problema de TI… (Enter para enviar, Mayús+Enter para una nueva línea)',
    send: 'Enviar el mensaje',
  },
  message: {
    youSaid: 'Usted dijo:',
    reply: 'Respuesta de Sparky',
    escalation: 'Se recomienda un técnico',
    suggested: 'Se sugiere un ticket',
    onCall: 'Línea de guardia:',
    created: 'Ticket {{number}} creado',
    createTicket: 'Crear un ticket',
    fallbackTitle:
      'El modelo de lenguaje no respondió a tiempo; respondió la base de conocimientos sin conexión.',
    fallback: 'Respuesta sin conexión',
  },
  confidence: {
    title: 'Qué tan probable es que la respuesta de Sparky y la acción sugerida sean correctas',
    value: '{{value}} de confianza',
  },
  history: {
    empty: 'Sus conversaciones aparecerán aquí.',
    meta: '{{when}} · {{messages}} mensajes',
  },
  rating: {
    group: '¿Le sirvió esta respuesta?',
    helpful: 'Me sirvió',
    notHelpful: 'No me sirvió',
  },
  ticket: {
    urgent: '¿Es urgente? Llame también a la línea de guardia:',
    critical: 'Este ticket se registra como crítico, así que se avisa al técnico de guardia.',
  },
  badges: {
    online: 'En línea',
    fellBack:
      'El modelo de lenguaje {{model}} no respondió; respondió la base de conocimientos sin conexión.',
    llm: 'Las respuestas vienen de un modelo de lenguaje con la base de conocimientos como contexto.',
    offline: 'Las respuestas vienen de la base de conocimientos integrada; no hace falta internet.',
    tier1: 'Soporte de primer nivel',
    session: 'Sesión {{id}}',
    newSessionTitle: 'Una nueva sesión empieza con su primer mensaje',
    newSession: 'Nueva sesión',
  },
  topics: 'Temas sugeridos',
  article: {
    title: 'Artículo',
    description: 'Base de conocimientos de Sparky',
    loading: 'Cargando el artículo...',
    retired: 'Este artículo se retiró de la base de conocimientos.',
    failed: 'No se pudo cargar el artículo.',
  },
};
