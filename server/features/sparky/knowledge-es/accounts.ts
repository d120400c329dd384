import type { SpanishArticle } from './spanish-article.ts';

/** Accounts and sign-in, in Spanish (see spanish-article.ts for the usage rules). */
export const spanishAccountArticles: Record<string, SpanishArticle> = {
  'staff-password-reset': {
    title: 'Restablecer una contraseña olvidada del personal',
    keywords: [
      'olvidé mi contraseña',
      'restablecer contraseña',
      'cambiar contraseña',
      'contraseña vencida',
      'contraseña expirada',
      'clave',
      'password',
      'cuenta del personal',
      'cuenta de maestro',
      'no me acuerdo de la contraseña',
      'no puedo entrar a nada',
    ],
    questions: [
      '¿Cómo restablezco mi contraseña?',
      'Olvidé mi contraseña y no puedo iniciar sesión',
      'Mi contraseña venció, ¿cómo la cambio?',
    ],
    summary:
      'El personal puede restablecer su propia contraseña del distrito en unos minutos con el portal de autoservicio de contraseñas.',
    steps: [
      'Abra el portal de contraseñas del distrito desde la intranet del personal (o el enlace "Forgot password?" de la página de inicio de sesión) en cualquier dispositivo con internet.',
      'Escriba su correo electrónico del distrito y elija "Reset password" (restablecer contraseña).',
      'Confirme su identidad con el código que se envía al teléfono o al correo personal de recuperación registrado en su cuenta.',
      'Elija una contraseña nueva de al menos 12 caracteres que no haya usado antes; una frase corta con tres palabras que no tengan relación entre sí funciona bien.',
      'Vuelva a iniciar sesión con la contraseña nueva en todos sus dispositivos (laptop, correo del teléfono, Chromebook) para que la contraseña anterior no bloquee su cuenta.',
    ],
    escalation:
      'Si no tiene un teléfono o correo de recuperación registrado, o el portal dice que no pudo confirmar su identidad, un técnico tiene que verificar quién es usted y darle una contraseña temporal.',
  },
  'student-password-reset': {
    title: 'Restablecer la contraseña de un estudiante',
    keywords: [
      'contraseña del alumno',
      'contraseña del estudiante',
      'clave del alumno',
      'el alumno olvidó su contraseña',
      'mi hijo olvidó su contraseña',
      'cuenta del estudiante',
      'consola de Google',
      'google admin',
      'lista de clase',
    ],
    questions: [
      '¿Cómo restablezco la contraseña de un estudiante?',
      'Un alumno de mi clase olvidó su contraseña',
      'Los niños no se acuerdan de su contraseña, ¿la puede cambiar el maestro?',
    ],
    summary:
      'Los maestros que tienen el rol delegado de "Student password reset" pueden restablecer la contraseña de los estudiantes de sus listas de clase.',
    steps: [
      'Inicie sesión en la consola de Google Admin (admin.google.com) con su cuenta del personal; los maestros solo ven la página "Users" (usuarios) con sus propios estudiantes.',
      'Busque al estudiante por nombre o por número de estudiante y abra su cuenta.',
      'Elija "Reset password", luego "Create password", y escriba una contraseña temporal que siga el patrón de contraseñas de estudiantes para su grado.',
      'Active "Ask for a password change at the next sign-in" (pedir un cambio de contraseña al iniciar sesión) para sexto grado en adelante; déjelo apagado para los más pequeños que usan tarjetas con imagen o código QR.',
      'Dele la contraseña temporal al estudiante en privado y pídale que inicie sesión en su Chromebook de inmediato para confirmar que funciona.',
    ],
    escalation:
      'Si no ve al estudiante o la opción "Reset password", le falta el rol delegado; pídale a un técnico que se lo agregue o que restablezca la contraseña por usted.',
  },
  'new-staff-account': {
    title: 'Cuentas y accesos para un nuevo miembro del personal',
    keywords: [
      'maestro nuevo',
      'maestra nueva',
      'empleado nuevo',
      'personal nuevo',
      'nueva contratación',
      'cuenta para sustituto',
      'maestro sustituto',
      'crear cuenta',
      'dar de alta',
      'accesos del personal',
    ],
    questions: [
      'Tenemos un maestro nuevo que empieza el lunes, ¿cómo obtiene su cuenta?',
      '¿Cómo pido las cuentas para un empleado nuevo?',
      'Una maestra sustituta de largo plazo necesita acceso a Google Classroom y al SIS',
    ],
    summary:
      'Las cuentas del personal nuevo se crean a partir del registro de contratación de Recursos Humanos; el técnico agrega los grupos, las aplicaciones y los dispositivos que corresponden.',
    steps: [
      'Confirme que Recursos Humanos ya registró a la persona en el sistema de RR. HH.; una vez registrada, la cuenta se crea automáticamente durante la noche.',
      'Cree un ticket al menos tres días escolares antes de la fecha de inicio con el nombre, la escuela, el puesto, el salón y la fecha de inicio.',
      'Anote las aplicaciones que la persona necesita (SIS, libro de calificaciones, aplicaciones del currículo) y si necesita laptop, extensión de teléfono o credencial.',
      'El primer día, la persona inicia sesión en la página de inicio de sesión del distrito con la contraseña temporal de su carta de bienvenida y configura la verificación en dos pasos (MFA).',
    ],
    escalation: 'La creación de cuentas, los grupos y la asignación de dispositivos los hace un técnico.',
  },
};
