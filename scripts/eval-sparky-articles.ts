export interface ArticleQuestion {
  question: string;
  /** The article that should answer it; null when no article fits (small talk, off-topic). */
  expectedArticle: string | null;
}

/**
 * Questions a K-12 district's staff ask, in their own words, with the article a good first-line
 * technician would pick: measures retrieval (`npm run eval:sparky`). The action is measured on the
 * labelled sets of server/features/sparky/training/.
 */
export const ARTICLE_QUESTIONS: ArticleQuestion[] = [
  // Accounts and sign-in
  {
    question: "I can't remember my password for the staff portal",
    expectedArticle: 'staff-password-reset',
  },
  {
    question: 'my password expired over the weekend and now I cant get into anything',
    expectedArticle: 'staff-password-reset',
  },
  {
    question: 'one of my 3rd graders forgot her login, can I reset it myself?',
    expectedArticle: 'student-password-reset',
  },
  {
    question: 'How can teachers change a student password in google admin',
    expectedArticle: 'student-password-reset',
  },
  {
    question: 'I typed the wrong password too many times and now it says my account is locked',
    expectedArticle: 'account-locked-out',
  },
  {
    question: 'Gmail keeps opening my personal account instead of my school one',
    expectedArticle: 'google-workspace-sign-in',
  },
  {
    question: "google drive says couldn't find your google account",
    expectedArticle: 'google-workspace-sign-in',
  },
  {
    question:
      "kids can't sign into their chromebooks this morning, it says the account isn't allowed on this device",
    expectedArticle: 'chromebook-sign-in',
  },
  {
    question: 'my kindergarteners QR badges are not working with Clever',
    expectedArticle: 'clever-classlink-sso',
  },
  {
    question: 'how do I turn on 2 step verification for my account',
    expectedArticle: 'mfa-setup',
  },
  {
    question: 'I switched phones and the authenticator app codes are gone, I cannot log in',
    expectedArticle: 'mfa-lost-phone',
  },
  {
    question: 'We hired a new science teacher who starts next week and needs an account and a laptop',
    expectedArticle: 'new-staff-account',
  },
  {
    question: 'parents tell me my emails end up in their junk folder',
    expectedArticle: 'email-delivery',
  },

  // Network
  {
    question: 'my laptop says connected but there is no internet, everyone else is fine',
    expectedArticle: 'wifi-device-cannot-connect',
  },
  {
    question: 'this one chromebook keeps dropping off the wireless',
    expectedArticle: 'wifi-device-cannot-connect',
  },
  {
    question: 'The whole middle school lost internet about ten minutes ago',
    expectedArticle: 'network-outage',
  },
  {
    question: 'no one in the building can get online, phones are down too',
    expectedArticle: 'network-outage',
  },
  {
    question: 'videos buffer constantly in room 12, the internet is so slow',
    expectedArticle: 'slow-internet',
  },
  {
    question: "the ethernet port by my desk doesn't work, no lights on the cable",
    expectedArticle: 'wall-network-port',
  },
  {
    question: 'what wifi should a visiting author use for her presentation?',
    expectedArticle: 'guest-wifi',
  },
  {
    question: "I can't get to the shared drive from home, do I need the VPN?",
    expectedArticle: 'remote-access-vpn',
  },

  // Classroom AV
  {
    question: 'my projector just shows a blue screen saying no signal',
    expectedArticle: 'projector-no-signal',
  },
  {
    question: 'how do I get my laptop to show up on the TV in my classroom',
    expectedArticle: 'projector-no-signal',
  },
  {
    question: 'the projector lamp light is blinking red and it shuts off',
    expectedArticle: 'projector-hardware-failure',
  },
  {
    question: 'the picture from the ceiling projector is super dim and flickering',
    expectedArticle: 'projector-hardware-failure',
  },
  {
    question: 'my Promethean panel shows my screen but touching it does nothing',
    expectedArticle: 'interactive-panel-touch',
  },
  {
    question: 'the smart board pen writes an inch away from where I touch',
    expectedArticle: 'interactive-panel-touch',
  },
  {
    question: 'my IPEVO doc cam only shows a black window',
    expectedArticle: 'document-camera',
  },
  {
    question: 'videos play but there is no sound coming out of the room speakers',
    expectedArticle: 'classroom-audio',
  },
  {
    question: "my iPad won't mirror to the display with airplay",
    expectedArticle: 'screen-casting',
  },

  // Printing
  {
    question: 'the printer in the workroom shows offline on my computer',
    expectedArticle: 'printer-offline',
  },
  {
    question: 'I hit print three times and nothing came out',
    expectedArticle: 'printer-offline',
  },
  {
    question: 'paper is stuck inside the copier again',
    expectedArticle: 'printer-jam-toner',
  },
  {
    question: 'the printouts have grey streaks, I think the toner is low',
    expectedArticle: 'printer-jam-toner',
  },
  {
    question: 'how do I connect my new laptop to the library printer?',
    expectedArticle: 'add-printer',
  },
  {
    question: 'scanning to email from the copier never arrives in my inbox',
    expectedArticle: 'scan-to-email',
  },

  // Devices
  {
    question: "a student's chromebook is completely dead and won't charge",
    expectedArticle: 'chromebook-no-power',
  },
  {
    question: 'a kid dropped his chromebook and the screen is shattered',
    expectedArticle: 'device-physical-damage',
  },
  {
    question: 'the hinge snapped on one of the student laptops',
    expectedArticle: 'device-physical-damage',
  },
  {
    question: 'someone knocked a water bottle over onto a chromebook',
    expectedArticle: 'liquid-spill',
  },
  {
    question: 'a student left her chromebook on the bus and it is gone',
    expectedArticle: 'lost-stolen-device',
  },
  {
    question: 'my school laptop was stolen out of my car last night',
    expectedArticle: 'lost-stolen-device',
  },
  {
    question: 'chromebooks in my class are really slow and freeze all the time',
    expectedArticle: 'chromebook-powerwash',
  },
  {
    question: 'my windows laptop takes 10 minutes to boot and is super slow',
    expectedArticle: 'laptop-slow-windows',
  },
  {
    question: 'the trackpad on this chromebook stopped moving the mouse',
    expectedArticle: 'keyboard-trackpad',
  },
  {
    question: 'a student forgot his device at home, where can he borrow one for the day?',
    expectedArticle: 'loaner-devices',
  },
  {
    question: 'the classroom iPads keep asking for an Apple ID password',
    expectedArticle: 'ipad-apps',
  },
  {
    question: 'this laptop battery is bulging and the case is lifting up',
    expectedArticle: 'battery-health',
  },

  // Software and licenses
  {
    question: 'our reading program says there are no more seats available',
    expectedArticle: 'license-seats',
  },
  {
    question: 'how do we renew the math software license before it expires in June?',
    expectedArticle: 'license-renewal',
  },
  {
    question: 'can you install Audacity on my classroom computer? it asks for an admin password',
    expectedArticle: 'software-install-request',
  },
  {
    question: "students can't join my google classroom with the code",
    expectedArticle: 'google-classroom',
  },
  {
    question: 'grades from classroom are not showing up in powerschool',
    expectedArticle: 'sis-gradebook',
  },
  {
    question: 'the state testing kiosk app is not on the chromebook login screen',
    expectedArticle: 'testing-secure-browser',
  },
  {
    question: 'one website gives me an error in chrome but works for my coworker, should I clear the cache?',
    expectedArticle: 'browser-extension-issue',
  },
  {
    question: 'nobody can hear me in google meet, my microphone is not working',
    expectedArticle: 'video-conferencing',
  },

  // Security and filtering
  {
    question: 'I got a weird email asking me to buy gift cards for the principal',
    expectedArticle: 'phishing-report',
  },
  {
    question: 'I clicked the link in that fake docusign email and put in my password',
    expectedArticle: 'compromised-account',
  },
  {
    question: 'my account is sending emails to all my contacts that I never wrote',
    expectedArticle: 'compromised-account',
  },
  {
    question: 'a popup says all my files are encrypted and I need to pay bitcoin',
    expectedArticle: 'malware-ransomware',
  },
  {
    question: 'the content filter is blocking a history site I need for a lesson',
    expectedArticle: 'website-blocked',
  },
  {
    question: 'students found a proxy site to get around the filter and play games',
    expectedArticle: 'filter-bypass-safety',
  },
  {
    question: 'my students see video unavailable on a youtube clip I assigned',
    expectedArticle: 'youtube-restricted',
  },
  {
    question: 'is it okay to share a google sheet of student grades with a parent volunteer?',
    expectedArticle: 'data-privacy-sharing',
  },

  // Facilities
  {
    question: 'the phone in my classroom has no dial tone',
    expectedArticle: 'classroom-phone',
  },
  {
    question: "the bells didn't ring at all this morning",
    expectedArticle: 'bells-intercom',
  },

  // Urgency and small talk
  {
    question:
      'URGENT the state test starts in 5 minutes and none of the chromebooks in the lab can open the testing app',
    expectedArticle: 'testing-secure-browser',
  },
  { question: 'hello sparky', expectedArticle: null },
  { question: 'thanks, that fixed it!', expectedArticle: null },
  { question: 'what is the lunch menu for tomorrow?', expectedArticle: null },
  // Held-out: written after tuning, never tuned on.
  {
    question: 'how do i change my password before it expires',
    expectedArticle: 'staff-password-reset',
  },
  {
    question: 'a 5th grader is locked out of her google account, how can I reset her password',
    expectedArticle: 'student-password-reset',
  },
  {
    question: 'I lost my phone with the authenticator on it',
    expectedArticle: 'mfa-lost-phone',
  },
  {
    question: 'wifi is down across the entire high school right now',
    expectedArticle: 'network-outage',
  },
  {
    question: 'my macbook will not join the staff wifi network',
    expectedArticle: 'wifi-device-cannot-connect',
  },
  {
    question: 'the projector in room 114 will not power on at all',
    expectedArticle: 'projector-hardware-failure',
  },
  {
    question: 'my HDMI cable is plugged in but the projector shows nothing from my laptop',
    expectedArticle: 'projector-no-signal',
  },
  {
    question: 'the touch screen on the activpanel stopped responding',
    expectedArticle: 'interactive-panel-touch',
  },
  {
    question: 'how do I add the office copier as a printer on my chromebook',
    expectedArticle: 'add-printer',
  },
  {
    question: 'jobs are stuck in the print queue and nothing prints',
    expectedArticle: 'printer-offline',
  },
  {
    question: 'a student cracked the screen on his chromebook during recess',
    expectedArticle: 'device-physical-damage',
  },
  {
    question: 'juice got spilled all over a student laptop keyboard',
    expectedArticle: 'liquid-spill',
  },
  {
    question: 'we cannot find one of the ipads from the cart, I think it was stolen',
    expectedArticle: 'lost-stolen-device',
  },
  {
    question: 'how do I powerwash a chromebook that keeps crashing',
    expectedArticle: 'chromebook-powerwash',
  },
  {
    question: 'we need 30 more licenses for our typing program',
    expectedArticle: 'license-seats',
  },
  {
    question: 'please unblock a science simulation website for my class',
    expectedArticle: 'website-blocked',
  },
  {
    question: 'I think I got a phishing email pretending to be payroll, how do I report it',
    expectedArticle: 'phishing-report',
  },
  {
    question: 'my antivirus popped up saying it found a trojan',
    expectedArticle: 'malware-ransomware',
  },
  {
    question: 'the filter flagged a student search about self-harm',
    expectedArticle: 'filter-bypass-safety',
  },
  {
    question: 'no sound from the speakers when I play a video on the panel',
    expectedArticle: 'classroom-audio',
  },
  {
    question: 'my voicemail light is on but I do not know my PIN',
    expectedArticle: 'classroom-phone',
  },
  {
    question: 'students in my class cannot see the assignment I posted in google classroom',
    expectedArticle: 'google-classroom',
  },
];

/**
 * The same in Spanish (and Spanglish), written with the Spanish articles and search words, so a
 * flattering figure too: what Spanish retrieval was tuned on. The honest figure is the held-out
 * Spanish set (server/features/sparky/training/held-out-es.jsonl, its "article" field).
 */
export const ARTICLE_QUESTIONS_ES: ArticleQuestion[] = [
  {
    question: 'se me olvidó mi contraseña y no puedo entrar a nada',
    expectedArticle: 'staff-password-reset',
  },
  { question: 'mi contraseña venció durante el fin de semana', expectedArticle: 'staff-password-reset' },
  {
    question: 'una alumna de tercero olvidó su clave, ¿la puedo cambiar yo?',
    expectedArticle: 'student-password-reset',
  },
  {
    question: '¿cómo le restablezco la contraseña a un estudiante en la consola de google?',
    expectedArticle: 'student-password-reset',
  },
  {
    question: 'puse mal la contraseña muchas veces y ahora dice que mi cuenta está bloqueada',
    expectedArticle: 'account-locked-out',
  },
  {
    question: 'gmail me abre mi cuenta personal en vez de la de la escuela',
    expectedArticle: 'google-workspace-sign-in',
  },
  {
    question: 'los niños no pueden entrar a sus chromebooks, dice que la cuenta no está permitida',
    expectedArticle: 'chromebook-sign-in',
  },
  {
    question: 'las tarjetas QR de Clever de mis alumnos de kínder no funcionan',
    expectedArticle: 'clever-classlink-sso',
  },
  { question: '¿cómo activo la verificación en dos pasos?', expectedArticle: 'mfa-setup' },
  {
    question: 'cambié de celular y ya no tengo los códigos del autenticador',
    expectedArticle: 'mfa-lost-phone',
  },
  {
    question:
      'contratamos a una maestra de ciencias que empieza la próxima semana y necesita cuenta y laptop',
    expectedArticle: 'new-staff-account',
  },
  {
    question: 'los papás dicen que mis correos les llegan a la carpeta de correo no deseado',
    expectedArticle: 'email-delivery',
  },
  {
    question: 'mi laptop dice conectada pero no tiene internet, a los demás sí les funciona',
    expectedArticle: 'wifi-device-cannot-connect',
  },
  {
    question: 'esta chromebook se desconecta del wifi a cada rato',
    expectedArticle: 'wifi-device-cannot-connect',
  },
  {
    question: 'toda la secundaria se quedó sin internet hace diez minutos',
    expectedArticle: 'network-outage',
  },
  {
    question: 'nadie en el edificio se puede conectar y los teléfonos tampoco funcionan',
    expectedArticle: 'network-outage',
  },
  {
    question: 'los videos se quedan cargando en el salón 12, el internet está lentísimo',
    expectedArticle: 'slow-internet',
  },
  {
    question: 'el puerto de red junto a mi escritorio no funciona, no prende ninguna luz',
    expectedArticle: 'wall-network-port',
  },
  {
    question: '¿a qué wifi se conecta una autora que viene a dar una presentación?',
    expectedArticle: 'guest-wifi',
  },
  {
    question: 'no puedo entrar a la unidad compartida desde mi casa, ¿necesito la VPN?',
    expectedArticle: 'remote-access-vpn',
  },
  {
    question: 'mi proyector solo muestra una pantalla azul que dice sin señal',
    expectedArticle: 'projector-no-signal',
  },
  {
    question: '¿cómo hago que mi laptop se vea en la tele del salón?',
    expectedArticle: 'projector-no-signal',
  },
  {
    question: 'la luz de la lámpara del proyector parpadea en rojo y se apaga',
    expectedArticle: 'projector-hardware-failure',
  },
  {
    question: 'la imagen del proyector del techo se ve muy oscura y parpadea',
    expectedArticle: 'projector-hardware-failure',
  },
  {
    question: 'mi pantalla Promethean muestra la laptop pero no hace nada cuando la toco',
    expectedArticle: 'interactive-panel-touch',
  },
  {
    question: 'el lápiz de la pizarra digital escribe lejos de donde toco',
    expectedArticle: 'interactive-panel-touch',
  },
  { question: 'la cámara de documentos solo muestra una ventana negra', expectedArticle: 'document-camera' },
  { question: 'no sale sonido de las bocinas cuando pongo un video', expectedArticle: 'classroom-audio' },
  { question: 'mi micrófono de maestro no se escucha por las bocinas', expectedArticle: 'classroom-audio' },
  { question: '¿cómo proyecto mi iPad en la tele con AirPlay?', expectedArticle: 'screen-casting' },
  {
    question: 'la impresora del salón dice fuera de línea y nada imprime',
    expectedArticle: 'printer-offline',
  },
  { question: 'mandé a imprimir y se quedó en la cola', expectedArticle: 'printer-offline' },
  { question: 'se atoró el papel en la copiadora otra vez', expectedArticle: 'printer-jam-toner' },
  { question: 'las hojas salen con rayas, creo que es el tóner', expectedArticle: 'printer-jam-toner' },
  {
    question: '¿cómo agrego la impresora de la biblioteca a mi computadora nueva?',
    expectedArticle: 'add-printer',
  },
  {
    question: 'escaneo a mi correo desde la copiadora pero nunca me llega',
    expectedArticle: 'scan-to-email',
  },
  { question: 'una chromebook no prende ni conectada al cargador', expectedArticle: 'chromebook-no-power' },
  {
    question: 'a un alumno se le cayó la chromebook y se estrelló la pantalla',
    expectedArticle: 'device-physical-damage',
  },
  { question: 'un alumno tiró jugo sobre el teclado de su chromebook', expectedArticle: 'liquid-spill' },
  { question: 'un alumno perdió su chromebook en el autobús', expectedArticle: 'lost-stolen-device' },
  { question: 'me robaron la laptop del carro', expectedArticle: 'lost-stolen-device' },
  {
    question: 'la chromebook está lentísima y se congela, ¿hago powerwash?',
    expectedArticle: 'chromebook-powerwash',
  },
  {
    question: 'mi laptop de windows está lenta y se reinicia para actualizar',
    expectedArticle: 'laptop-slow-windows',
  },
  { question: 'varias teclas de mi laptop no escriben', expectedArticle: 'keyboard-trackpad' },
  { question: '¿dónde pido una chromebook de préstamo para un alumno?', expectedArticle: 'loaner-devices' },
  { question: 'el iPad me pide un Apple ID para instalar una app', expectedArticle: 'ipad-apps' },
  { question: 'la batería de mi laptop se acaba en una hora', expectedArticle: 'battery-health' },
  {
    question: 'nos quedamos sin licencias de Lexia para los alumnos nuevos',
    expectedArticle: 'license-seats',
  },
  {
    question: '¿cuándo se vence la licencia de nuestro programa de matemáticas?',
    expectedArticle: 'license-renewal',
  },
  {
    question: '¿me pueden instalar un programa nuevo en mi laptop? me pide contraseña de administrador',
    expectedArticle: 'software-install-request',
  },
  {
    question: 'los alumnos no se pueden unir a mi Google Classroom con el código',
    expectedArticle: 'google-classroom',
  },
  { question: 'no puedo entrar a PowerSchool para pasar lista', expectedArticle: 'sis-gradebook' },
  {
    question: 'las calificaciones de Classroom no pasan al libro de calificaciones',
    expectedArticle: 'sis-gradebook',
  },
  {
    question: 'la aplicación del examen estatal no abre en las chromebooks',
    expectedArticle: 'testing-secure-browser',
  },
  {
    question: 'una página web no carga bien en Chrome, me dijeron que borre el caché',
    expectedArticle: 'browser-extension-issue',
  },
  {
    question: 'no me escuchan en Google Meet, el micrófono no funciona',
    expectedArticle: 'video-conferencing',
  },
  { question: 'recibí un correo sospechoso que pide tarjetas de regalo', expectedArticle: 'phishing-report' },
  {
    question: 'le di clic a un enlace y puse mi contraseña, creo que me hackearon',
    expectedArticle: 'compromised-account',
  },
  {
    question: 'me salen ventanas que dicen que mi computadora tiene virus',
    expectedArticle: 'malware-ransomware',
  },
  {
    question: 'la página que necesito para mi clase está bloqueada por el filtro',
    expectedArticle: 'website-blocked',
  },
  {
    question: 'unos alumnos se están brincando el filtro con un proxy',
    expectedArticle: 'filter-bypass-safety',
  },
  { question: 'YouTube sale en modo restringido para mis alumnos', expectedArticle: 'youtube-restricted' },
  {
    question: '¿puedo mandar una hoja con calificaciones de los alumnos a un papá voluntario?',
    expectedArticle: 'data-privacy-sharing',
  },
  { question: 'el teléfono de mi salón no tiene tono', expectedArticle: 'classroom-phone' },
  { question: 'el timbre no suena en mi salón y el reloj está mal', expectedArticle: 'bells-intercom' },
];
