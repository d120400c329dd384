import type { SpanishArticle } from './spanish-article.ts';

/** Security incidents and student data, in Spanish (see spanish-article.ts for the usage rules). */
export const spanishSecurityArticles: Record<string, SpanishArticle> = {
  'compromised-account': {
    title: 'Hice clic en un enlace de phishing o mi cuenta puede estar comprometida',
    keywords: [
      'le di clic a un enlace',
      'puse mi contraseña',
      'me hackearon',
      'hackearon mi cuenta',
      'cuenta comprometida',
      'manda spam desde mi cuenta',
      'correos que yo no escribí',
      'mensajes a todos mis contactos',
      'inicio de sesión no autorizado',
      'inicio de sesión sospechoso',
      'alerta de seguridad',
    ],
    questions: [
      'Hice clic en un enlace de un correo de phishing y escribí mi contraseña',
      'Creo que me hackearon la cuenta',
      'Mi cuenta está mandando correos que yo no escribí',
    ],
    summary:
      'Una cuenta comprometida es un incidente de seguridad: hay que actuar en minutos para proteger los datos de los estudiantes.',
    steps: [
      'Cambie su contraseña del distrito de inmediato desde otro dispositivo de confianza, con el portal de contraseñas.',
      'Vaya a myaccount.google.com, Seguridad, Tus dispositivos, y cierre la sesión en todos los dispositivos que no reconozca.',
      'Revise en la configuración de Gmail si hay reglas de reenvío o filtros que usted no creó, y bórrelos.',
      'No borre el correo de phishing; el equipo de seguridad lo necesita.',
      'Repórtelo de inmediato: el técnico revisará los inicios de sesión, restablecerá la verificación en dos pasos y verá si alguien tuvo acceso a datos de estudiantes.',
    ],
    escalation: 'Las cuentas comprometidas siempre se escalan de inmediato al equipo de seguridad.',
  },
  'malware-ransomware': {
    title: 'Virus, ransomware o ventanas emergentes sospechosas en una computadora',
    keywords: [
      'virus',
      'malware',
      'ransomware',
      'ventanas emergentes',
      'pop-ups',
      'archivos cifrados',
      'archivos encriptados',
      'piden rescate',
      'piden pagar',
      'alerta del antivirus',
      'infectada',
      'estafa de soporte técnico',
    ],
    questions: [
      'Mi computadora dice que mis archivos están cifrados y me piden un pago',
      'Me salen ventanas raras que dicen que mi computadora está infectada',
      'El antivirus encontró un virus en mi laptop',
    ],
    summary:
      'Si puede haber malware, hay que aislar la computadora de inmediato para que no se extienda por la red del distrito.',
    steps: [
      'Desconecte la computadora de la red ahora: apague el Wi-Fi y desconecte el cable de red. No apague la computadora.',
      'No llame a los números de teléfono que aparecen en las ventanas y no pague nada.',
      'Tome una foto del mensaje que aparece en la pantalla.',
      'Deje de usar la computadora y mantenga a las demás personas lejos de ella hasta que llegue un técnico.',
      'Repórtelo de inmediato con el número del salón y lo que estaba haciendo cuando apareció.',
    ],
    escalation:
      'El malware y el ransomware son incidentes de seguridad y se escalan de inmediato al equipo de seguridad.',
  },
  'data-privacy-sharing': {
    title: 'Compartir datos de estudiantes de forma segura (FERPA)',
    keywords: [
      'ferpa',
      'datos de estudiantes',
      'datos de los alumnos',
      'privacidad',
      'compartir una hoja de cálculo',
      'información personal',
      'expedientes',
      'configuración para compartir',
      'compartir con los padres',
    ],
    questions: [
      '¿Puedo compartir una hoja con las calificaciones de los alumnos con un papá voluntario?',
      '¿Cómo comparto información de los estudiantes de forma segura?',
      '¿Está bien mandar por correo una lista de números de estudiante a un proveedor?',
    ],
    summary:
      'Los expedientes de los estudiantes solo se pueden compartir con personas que tengan un interés educativo legítimo, y con las herramientas del distrito.',
    steps: [
      'Comparta los archivos de Google Drive solo con cuentas del distrito con nombre; nunca use "Cualquier persona con el enlace" para datos de estudiantes.',
      'No mande expedientes de estudiantes a correos personales ni de proveedores; los proveedores solo reciben datos si hay un acuerdo de privacidad de datos firmado.',
      'Antes de compartir, quite las columnas que no hacen falta (fechas de nacimiento, números de identificación).',
      'Si compartió algo por error, cambie de inmediato la opción para compartir a "Restringido" y avísele a su director.',
    ],
    escalation:
      'Si los datos de estudiantes le llegaron a alguien fuera del distrito, puede ser una filtración de datos: escálelo de inmediato.',
  },
  'phishing-report': {
    title: 'Reportar un correo sospechoso o de phishing',
    keywords: [
      'phishing',
      'correo sospechoso',
      'correo falso',
      'correo raro',
      'estafa',
      'spam',
      'piden tarjetas de regalo',
      'reportar phishing',
      'suplantación',
    ],
    questions: [
      'Recibí un correo sospechoso, ¿qué hago?',
      'Creo que este correo es un intento de phishing',
      'Alguien que se hace pasar por el superintendente me pidió que comprara tarjetas de regalo',
    ],
    summary:
      'Reportar un correo de phishing protege a todos; no haga clic, no responda y no descargue nada de ese correo.',
    steps: [
      'No haga clic en los enlaces, no abra los archivos adjuntos y no responda, ni siquiera para preguntar si es real.',
      'En Gmail, abra el mensaje, haga clic en el menú de tres puntos y elija "Report phishing" (denunciar suplantación de identidad); así se quita el correo y se avisa al equipo de seguridad.',
      'Revise la dirección real del remitente (haga clic en el nombre): los mensajes que dicen venir de directivos del distrito pero llegan desde direcciones de fuera son falsos.',
      'Avise a sus compañeros si el mismo mensaje le llegó a muchas personas, y confirme por teléfono cualquier petición fuera de lo común (tarjetas de regalo, cambios en la nómina).',
    ],
    escalation:
      'Si hizo clic en un enlace, escribió su contraseña o abrió un archivo adjunto, es un incidente de seguridad: escálelo ahora.',
  },
  'website-blocked': {
    title: 'El filtro de contenido bloquea una página que se necesita para la clase',
    keywords: [
      'página bloqueada',
      'sitio bloqueado',
      'filtro de contenido',
      'filtro web',
      'desbloquear',
      'desbloqueen',
      'securly',
      'goguardian',
      'lightspeed',
      'acceso denegado',
    ],
    questions: [
      'Una página que necesito para mi clase está bloqueada',
      '¿Pueden desbloquear un sitio para mis alumnos?',
      'El filtro de contenido bloquea un sitio de videos educativos',
    ],
    summary:
      'El filtro mantiene al distrito en cumplimiento con la ley CIPA; los sitios educativos se pueden revisar y desbloquear.',
    steps: [
      'Anote la dirección exacta que aparece en la página de bloqueo y la categoría que le dio el filtro.',
      'Revise si inició sesión con su cuenta del personal; el personal tiene un filtro más abierto que los estudiantes.',
      'Si la página de bloqueo tiene el botón "Request review" (solicitar revisión), úselo e indique la clase y la lección.',
      'Si es un video, compártalo con la herramienta de videos aprobada para maestros, para que los estudiantes lo vean sin desbloquear todo el sitio.',
    ],
    escalation:
      'Un técnico cambia la política del filtro después de revisarla; cree un ticket con la dirección y el motivo.',
  },
};
