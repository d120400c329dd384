import { foldAccents } from '../../../domain/sparky-language.ts';

/**
 * English words for a Spanish message, so a ticket drafted from a Spanish conversation carries a
 * title staff can read (docs/sparky.md#spanish): what it is about and what is wrong, by rules (no
 * translation service). The description keeps the requester's own words.
 */

/**
 * What the message is about, first match wins: the specific before the general, a part before the
 * device it belongs to ("el cargador de mi laptop" is about the charger). A subject named without
 * a problem is an "issue", or a "request" for what is asked for.
 */
const SUBJECTS: [RegExp, string, ('issue' | 'request')?][] = [
  [
    /\b((maestr[oa]|emplead[oa]|secretaria|consejer[oa]|sustitut[oa]) nuev[oa]|nuev[oa] (maestr[oa]|emplead[oa]|secretaria)|empieza (un|una)\b|(que|quien) empieza)/,
    'New staff account',
    'request',
  ],
  [
    /\b(pantallas? (interactivas?|tactil|digital)|pizarra|pizarron|smart ?board|promethean|activpanel)/,
    'Interactive panel',
  ],
  [/\b(camara de documentos|doc ?cam|elmo|ipevo)\b/, 'Document camera'],
  [/\b(camaras? de (seguridad|vigilancia)|sistema de (camaras|vigilancia))\b/, 'Security cameras'],
  [/\bcarrito de (carga|chrome ?books?|ipads?|laptops?)\b/, 'Device cart'],
  [/\b(puerto de red|punto de red|cable de red|ethernet|enchufe de red)\b/, 'Network port'],
  [/\bcargador(es)?\b/, 'Charger'],
  [/\bbaterias?( de respaldo)?\b/, 'Battery'],
  [/\b(teclados?|teclas?)\b/, 'Keyboard'],
  [/\b(touchpad|trackpad|cursor)\b/, 'Trackpad'],
  [/\b(raton|mouse)\b/, 'Mouse'],
  [/\baudifonos\b/, 'Headphones'],
  [/\b(cable hdmi|hdmi|adaptador)\b/, 'Display cable'],
  [/\b(codigos? de (verificacion|autenticacion)|autenticador|verificacion en dos pasos|mfa)\b/, 'MFA'],
  [/\b(clever|classlink)\b/, 'Clever'],
  [/\b(google classroom|classroom)\b/, 'Google Classroom'],
  [/\b(examen|prueba) (estatal|del estado)|navegador seguro\b/, 'State testing app'],
  [/\byoutube\b/, 'YouTube'],
  [/\bchrome ?books?\b/, 'Chromebook'],
  [/\b(ipads?|tabletas?)\b/, 'iPad'],
  [/\b(impresoras?( 3d)?|printer|imprimir)\b/, 'Printer'],
  [/\b(copiadoras?|fotocopiadora)\b/, 'Copier'],
  [/\b(escaner|escaneo)\b/, 'Scanner'],
  [/\bproyector(es)?\b/, 'Projector'],
  [/\b(laptops?|portatil|computadora portatil)\b/, 'Laptop'],
  [/\b(cuarto de (la )?(red|servidores)|servidor(es)?|rack|switch)\b/, 'Server room'],
  [/\b(computadoras?|compu|computador|ordenador)\b/, 'Computer'],
  [/\bmonitor(es)?\b/, 'Monitor'],
  [/\b(tele|televisor|television|tv)\b/, 'TV'],
  [/\bcamaras?( web)?\b/, 'Camera'],
  [/\b(bocinas?|altavoz|altavoces|parlantes?|sonido|audio|microfono)\b/, 'Classroom audio'],
  [/\b(timbres?|campana|intercomunicador)\b/, 'Bells'],
  [/\b(telefonos?|celular(es)?|buzon de voz|extension telefonica)\b/, 'Phone'],
  [/\bvpn\b/, 'VPN'],
  [/\b(filtro( de contenido)?)\b/, 'Content filter'],
  [/\b(wi-?fi|red inalambrica|internet|la red)\b/, 'Internet'],
  [/\b(zoom|google meet|meet|videollamada)\b/, 'Video call'],
  [
    /\b(powerschool|infinite campus|skyward|sis|gradebook|libro de calificaciones|calificaciones|asistencia)\b/,
    'SIS',
  ],
  [/\b(correos?|e-?mail|gmail|outlook)\b/, 'Email'],
  [/\b(contrasenas?|clave|password)\b/, 'Password'],
  [/\b(cuentas?|iniciar sesion|inicio de sesion|log ?in|sign ?in)\b/, 'Account'],
  [/\b(pagina|sitio|website|pagina web)\b/, 'Website'],
  [/\blicencias?\b/, 'License'],
  [/\b(carpetas?( compartidas?)?|archivos?|unidad compartida|drive)\b/, 'Shared files'],
  [/\b(programas?|aplicacion(es)?|apps?|software|extension)\b/, 'App'],
];

/** What is wrong, first match wins: threats and incidents before breakage, breakage before "not working". */
const PROBLEMS: [RegExp, string][] = [
  [/\b(incendio|fuego|se prendio)\b/, 'fire'],
  [
    /\b(humo|huele a quemado|olor a quemado|huele raro|quemad[oa]|quemando|se quemo|chispas?|exploto|derrit\w*)\b/,
    'smoke or burning smell',
  ],
  [/\b(derram\w*|jugo|cafe)\b/, 'liquid spill'],
  [/\b(inund\w*|gote\w*|fuga de agua|agua|lluvia|tubo|mojando|se mojo|mojad[oa])\b/, 'water leak'],
  [/\b(calor|caliente|calienta|sobrecalent\w*|aire acondicionado|grados)\b/, 'overheating'],
  [/\bhinch(ad[oa]|o)\b/, 'swollen battery'],
  [/\b(robaron|robo|robad[oa]s?|se llevaron|se llevo|forzaron|forzad[oa]|ladron)\b/, 'stolen'],
  [/\b(rescate|cifrad[oa]s?|encriptad[oa]s?|ransomware)\b/, 'ransomware'],
  [/\b(virus|malware|troyano|ventanas (emergentes|raras))\b/, 'malware'],
  [/\b(filtracion|filtrad[oa]s?|filtraron)\b/, 'data leak'],
  [
    /\b(hacke\w*|hacki\w*|comprometid[oa]|no fui yo|(que )?yo no (mande|escribi|envie|instale|pedi)|(alguien|un alumno|unos alumnos|un exemplead[oa]) (todavia )?(entro|entraron|esta entrando|se metio|sabe|cambio|tiene mi|controla|puede entrar)|se mueve sol[oa]|mandando [a-z ]*sol[oa]|que (ellos |ella |el |yo )?no (mandaron|mando|mande|escribieron|escribi|pedi|pedimos)|yo no lo hice|sab(e|ia) mi contrasena)\b/,
    'compromised',
  ],
  [
    /\b(phishing|correo (falso|sospechoso|raro)|di clic|le di clic|enlace falso|puse mis datos|codigo qr|le di mi (contrasena|clave|codigo))\b/,
    'phishing',
  ],
  [
    /\b(suicid\w*|hacerse dano|lastimar|amenaz\w*|arma|bomba|acoso|inapropiad\w*|pornografia|adulto desconocido|pide fotos|(un hombre|un adulto|alguien) que conocio)\b/,
    'student safety concern',
  ],
  [/\b(brincarse|saltarse|proxy|sitios bloqueados)\b/, 'filter bypass'],
  [
    /\b(datos|expedientes|seguro social|direcciones)\b.*\b(compart\w*|mand\w*|public\w*|por error)\b|\b(compart\w*|mand\w*|public\w*)\b.*\b(datos|expedientes|seguro social|direcciones)\b|\b(ven?|veo) (los )?datos|datos de otr[oa]s?\b/,
    'student data exposed',
  ],
  [
    /\b(nadie|ningun[oa]? (salon|salones|maestr[oa]s?|alumn[oa]s?|escuela|edificio|computadora|telefono|impresora|chromebook)|ningun[oa]? de (las|los)|toda la (escuela|primaria|secundaria|prepa|preparatoria|red)|toda el ala|todo el (distrito|edificio|plantel)|todos los salones|todas las (escuelas|pantallas|computadoras)|se cayo|se cayeron|caid[oa])\b/,
    'outage',
  ],
  [/\b(perdi\w* (el )?acceso|acceso denegado|sin acceso)\b/, 'access lost'],
  [
    /\b(perdi\w*|no (la|lo) encuentr\w*|no encuentro|falta(n)? (un|una) (ipad|chromebook|laptop|computadora|proyector)|no (la|lo) han regresado|(dejo|deje|olvido|olvide) (su|mi|la|el) [a-z ]*(camion|autobus|carro))\b/,
    'lost',
  ],
  [
    /\bpantalla (rota|quebrada|estrellada|partida)|(rompio|quebro|estrello) la pantalla|(pantalla|vidrio) [a-z ]*(estrellad[oa]|quebrad[oa]|rot[oa])\b/,
    'screen broken',
  ],
  [/\bbisagra\b/, 'hinge broken'],
  [
    /\b(rot[oa]s?|rompio|rompieron|quebr\w*|estrellad[oa]|descompuest[oa]|descompuso|danad[oa]|se salio|falta la tecla)\b/,
    'broken',
  ],
  [/\bno (prende|prenden|enciende|encienden|arranca)\b/, "won't turn on"],
  [/\b(lent[oa]s?|lentisim[oa])\b/, 'slow'],
  [/\bno (carga|se carga)\b/, 'not charging'],
  [/\b(atorad[oa]|atascad[oa]|se atoro|atasco)\b/, 'paper jam'],
  [/\b(no imprime|no imprimen|no puedo imprimir|no me deja imprimir|fuera de linea)\b/, 'not printing'],
  [/\bimprime [a-z ]*(en blanco|manchas|rayas)\b/, 'print quality problem'],
  [/\b((sin|no hay|no tiene|no da|no recibe) (la )?(senal|imagen)|no signal)\b/, 'no signal'],
  [/\b((sin|no hay|no tiene|no sale) sonido|no se (oye|escucha|escuchan)|zumbido)\b/, 'no sound'],
  [/\b(sin|no hay|no tiene|no tienen) tono\b/, 'no dial tone'],
  [
    /\b(no se conecta|no (me )?conecta|sin (internet|conexion|conectarse)|no agarra|se desconecta|no encuentra (ninguna )?red|no hay (internet|red|wifi))\b/,
    'cannot connect',
  ],
  [/\bno (manda|recibe|envia)\b/, 'not sending or receiving'],
  [/\b(pagina|sitio|youtube|website)\b.*\b(bloquead[oa]|restringid[oa])\b|\brestringid[oa]\b/, 'blocked'],
  [/\bbloque(ad[oa]|o)\b/, 'locked'],
  [/\bolvid\w*\b/, 'forgotten'],
  [/\b(no puedo|no me deja|no pueden) (entrar|iniciar)\b/, 'cannot sign in'],
  [/\bno (me )?llegan?\b/, 'not received'],
  [/\brebot\w*\b/, 'bouncing'],
  [/\b(sin licencias|mas licencias|nos quedamos sin)\b/, 'more seats needed'],
  [/\bborr\w*\b/, 'deleted'],
  [/\b(foco|lampara)\b/, 'lamp out'],
  [/\b(rayas|manchas)\b/, 'lines on screen'],
  [/\b(desalinead[oa]|chuec[oa]|marca en otro)\b/, 'touch misaligned'],
  [
    /\b(no enfoca|colores raros|imagen (amarilla|verde|oscura|borrosa)|se ve (muy )?(verde|amarill[oa]|oscur[oa]|borros[oa])|borros[oa])\b/,
    'picture problem',
  ],
  [/\b(se traba|se congela|congelad[oa]|trabad[oa])\b/, 'freezing'],
  [/\bparpade\w*\b/, 'flickering'],
  [/\b(toner|tinta)\b/, 'toner problem'],
  [/\bdesaparec\w*\b/, 'missing'],
  [/\bno suena\b/, 'not ringing'],
  [/\b(se apaga|se apagan|se reinicia)\b/, 'shuts down'],
  [/\bprestamo\b/, 'loaner request'],
  [/\b(instal\w*)\b/, 'install request'],
  [/\b(desbloque\w*)\b/, 'unblock request'],
  [/\b(mover|muevan|cambiar de lugar|montar|monten)\b/, 'move or mount request'],
  [
    /\b(no funciona|no funcionan|no sirve|no sirven|no jala|dejo de funcionar|ya no|no responde|no detecta|no reconoce|no aparece)\b/,
    'not working',
  ],
  [/\berror\b/, 'error'],
];

/** Devices a person uses at a desk or carries: water on them is a spill. */
const HANDHELD = new Set([
  'Keyboard',
  'Trackpad',
  'Mouse',
  'Chromebook',
  'iPad',
  'Laptop',
  'Computer',
  'Phone',
]);

/** Problems that read as a title without a device: "Fire", "Outage". */
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The English subject and problem a Spanish message names, if it names them. */
export function englishTopicOf(message: string): {
  subject: string | null;
  problem: string | null;
  /** What a subject without a problem is: an issue, or a request ("New staff account request"). */
  kind: 'issue' | 'request';
} {
  const text = foldAccents(message);
  const subject = SUBJECTS.find(([re]) => re.test(text));
  const problem = PROBLEMS.find(([re]) => re.test(text))?.[1] ?? null;
  return {
    subject: subject?.[1] ?? null,
    // Water on a device someone holds is a spill; on a room or a rack, a leak.
    problem: problem === 'water leak' && subject && HANDHELD.has(subject[1]) ? 'liquid spill' : problem,
    kind: subject?.[2] ?? 'issue',
  };
}

/**
 * A short English title for a Spanish message: "Chromebook screen broken", "Printer not printing",
 * "Internet outage", "Fire"; the subject alone as "Projector issue" ("New staff account request");
 * null when it names neither.
 */
export function englishTitleOf(message: string): string | null {
  const { subject, problem, kind } = englishTopicOf(message);
  if (subject && problem && kind === 'issue') return `${subject} ${problem}`;
  if (subject) return `${subject} ${kind}`;
  if (problem) return capitalise(problem);
  return null;
}
const PLACES: [RegExp, string][] = [
  [/\blaboratorio de (computacion|computo|computadoras|informatica|tecnologia)\b/, 'Computer lab'],
  [/\b(cuarto|sala) de (la red|servidores|servidor)\b/, 'Server room'],
  [/\bsala de maestros\b/, 'Staff lounge'],
  [/\boficina (principal|de la direccion|de la escuela)|recepcion\b/, 'Front office'],
  [/\bbiblioteca\b/, 'Library'],
  [/\bcafeteria|comedor\b/, 'Cafeteria'],
  [/\bgimnasio\b/, 'Gym'],
  [/\bauditorio\b/, 'Auditorium'],
  [/\benfermeria\b/, "Nurse's office"],
];
const LEVELS: Record<string, string> = {
  primaria: 'Elementary',
  secundaria: 'Middle',
  preparatoria: 'High',
  prepa: 'High',
};

/** Where the problem is, from Spanish: "salón 12" is Room 12, "la primaria Lincoln" Lincoln Elementary. */
export function spanishLocationOf(message: string): string | null {
  const text = foldAccents(message);
  const room =
    /\b(?:salon|aula|cuarto|sala|portatil|laboratorio)\s*(?:de clases?\s*)?(?:#|numero|num\.?|no\.?)?\s*([a-z]?\d{1,4}[a-z]?)\b/.exec(
      text,
    );
  if (room) return `Room ${room[1]!.toUpperCase()}`;
  // The school's name keeps its capitals, so it is read from the message itself.
  const school =
    /\b(?:[Ee]scuela\s+)?([Pp]rimaria|[Ss]ecundaria|[Pp]reparatoria|[Pp]repa)\s+([A-Z][\p{L}]+(?:\s+[A-Z][\p{L}]+)?)/u.exec(
      message.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    );
  if (school) return `${school[2]} ${LEVELS[school[1]!.toLowerCase()]}`;
  return PLACES.find(([re]) => re.test(text))?.[1] ?? null;
}
