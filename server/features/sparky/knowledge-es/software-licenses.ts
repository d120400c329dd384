import type { SpanishArticle } from './spanish-article.ts';

/** Apps, Classroom, the SIS and testing, in Spanish (see spanish-article.ts for the usage rules). */
export const spanishSoftwareArticles: Record<string, SpanishArticle> = {
  'software-install-request': {
    title: 'Pedir un programa nuevo o una aplicación nueva para los estudiantes',
    keywords: [
      'instalar un programa',
      'instalar software',
      'aplicación nueva',
      'app nueva',
      'descargar un programa',
      'solicitud de software',
      'permisos de administrador',
      'contraseña de administrador',
      'extensión',
      'aprobar una aplicación',
      'acuerdo de privacidad de datos',
    ],
    questions: [
      '¿Me pueden instalar un programa nuevo en mi laptop?',
      'Necesito que aprueben una aplicación nueva para mis alumnos',
      'Me pide una contraseña de administrador para instalar un programa',
    ],
    summary:
      'Antes de instalar un programa o enviarlo a los dispositivos, se revisa que proteja la privacidad de los datos de los estudiantes.',
    steps: [
      'Primero busque en Software Center (Windows) o en Self Service (Mac y iPad); el software aprobado se instala desde ahí sin contraseña de administrador.',
      'Si es una aplicación nueva, búsquela en la lista de aplicaciones aprobadas del distrito; las que usan los estudiantes deben tener un acuerdo de privacidad de datos firmado.',
      'Haga una solicitud con el nombre de la aplicación, su sitio web, el costo, qué estudiantes la van a usar y para qué.',
      'Cuando se apruebe, el técnico la envía a los dispositivos o a las clases que usted indicó.',
    ],
    escalation:
      'Solo un técnico instala software no aprobado o da permisos de administrador, y siempre después de una revisión.',
  },
  'google-classroom': {
    title: 'Google Classroom: los estudiantes no pueden unirse o no ven una clase',
    keywords: [
      'google classroom',
      'classroom',
      'código de la clase',
      'unirse a la clase',
      'tarea de classroom',
      'no ve la clase',
      'no ve la tarea',
      'invitar alumnos',
      'co-maestro',
      'co-maestra',
    ],
    questions: [
      'Los alumnos no pueden unirse a mi Google Classroom',
      'El código de la clase no funciona',
      'Un alumno no ve la tarea en Classroom',
      '¿Cómo entra mi hijo a Google Classroom?',
    ],
    summary:
      'La mayoría de los problemas de Classroom vienen de una cuenta personal de Google o de un código de clase que se restableció.',
    steps: [
      'Asegúrese de que el estudiante haya iniciado sesión con su cuenta de la escuela (revise la foto de perfil en la esquina superior derecha).',
      'En Classroom, abra la clase, Configuración, y revise el código de la clase; restablézcalo y comparta el nuevo si hace falta.',
      'Invite a los estudiantes por correo desde la pestaña Personas en lugar de usar un código; así ven la clase de inmediato.',
      'Si un estudiante no ve una tarea, abra la tarea y revise que esté asignada a "Todos los alumnos" y no solo a algunos.',
      'Para un co-maestro, invítelo desde la pestaña Personas; tiene que aceptar la invitación que le llega por correo.',
    ],
    escalation:
      'Si las clases deberían llegar automáticamente del SIS y no llegan, un técnico revisa la sincronización de las listas.',
  },
  'sis-gradebook': {
    title:
      'Problemas para entrar o sincronizar el sistema de información estudiantil (SIS) o el libro de calificaciones',
    keywords: [
      'sis',
      'powerschool',
      'infinite campus',
      'skyward',
      'libro de calificaciones',
      'gradebook',
      'calificaciones',
      'asistencia',
      'pasar lista',
      'boletas',
      'sincronizar calificaciones',
    ],
    questions: [
      'No puedo entrar a PowerSchool',
      'Las calificaciones de Google Classroom no pasan al libro de calificaciones',
      'La asistencia no se guarda en el SIS',
    ],
    summary:
      'El SIS usa inicio de sesión único; la sincronización de calificaciones corre cada hora y solo para las clases vinculadas.',
    steps: [
      'Entre al SIS desde el portal de aplicaciones del distrito (Clever o ClassLink) para usar el inicio de sesión único.',
      'Si la asistencia no se guarda, actualice la página; el SIS cierra su sesión después de 30 minutos sin actividad.',
      'Para la sincronización de calificaciones, revise en Google Classroom que la clase esté vinculada a la sección del SIS (Configuración, Calificaciones, sincronización con el SIS).',
      'Las tareas solo se sincronizan después de elegir "Sync" (sincronizar) en ellas, y si tienen puntos y una categoría que exista en el libro de calificaciones.',
      'Espere a la siguiente sincronización de cada hora antes de volver a revisar.',
    ],
    escalation:
      'Si faltan sus secciones en el SIS o no tiene permiso para una clase, el administrador del SIS lo corrige.',
  },
  'testing-secure-browser': {
    title: 'Exámenes estatales: el navegador seguro o la aplicación de examen en modo quiosco no abre',
    keywords: [
      'examen estatal',
      'prueba estatal',
      'navegador seguro',
      'modo quiosco',
      'aplicación del examen',
      'evaluación',
      'sesión de examen',
      'lockdown browser',
      'map growth',
      'sbac',
    ],
    questions: [
      'La aplicación segura del examen no abre en las Chromebooks',
      'A los alumnos los saca del examen estatal',
      'No aparece la aplicación del examen en la pantalla de inicio de sesión',
    ],
    summary:
      'Las aplicaciones de examen se abren como aplicaciones de quiosco desde la pantalla de inicio de sesión de la Chromebook, antes de que alguien inicie sesión.',
    steps: [
      'Cierre la sesión de la Chromebook; las aplicaciones de examen en modo quiosco se abren desde el menú "Apps" (aplicaciones) abajo a la izquierda de la pantalla de inicio de sesión, no dentro de la sesión del estudiante.',
      'Si no aparece la aplicación, reinicie la Chromebook conectada al Wi-Fi del distrito; las aplicaciones de quiosco se descargan al arrancar.',
      'Si a un estudiante lo saca del examen, pídale que vuelva a entrar con el mismo número de sesión; sus respuestas se guardan.',
      'Asegúrese de que la Chromebook esté actualizada (Configuración, Acerca de ChromeOS) antes del día del examen.',
      'Tenga en el salón unas cuantas Chromebooks de repuesto ya probadas.',
    ],
    escalation:
      'Si la aplicación de examen falla en muchos dispositivos durante el periodo de exámenes, es urgente: escálelo para que un técnico vaya al salón.',
  },
};
