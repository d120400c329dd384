import { languageOf } from '../../../domain/sparky-language.ts';
import { normalizeText, SPANISH_STOP_WORDS, STOP_WORDS, stem } from './text-terms.ts';

/**
 * What Sparky's action model sees of a message: hashed word unigrams and bigrams, hashed character
 * 3- to 5-grams, and a few dense features saying how urgent, how wide, how negative and in which
 * form the message is. Pure: the same text always gives the same vector.
 */

/**
 * Hashed features live in [0, HASHED_DIM); dense features follow at HASHED_DIM + i (shared by both
 * languages), then again at HASHED_DIM + n + i (English) or HASHED_DIM + 2n + i (Spanish).
 */
export const HASH_BITS = 20;
export const HASHED_DIM = 2 ** HASH_BITS;
/** Bumped whenever the extraction changes, so a model trained on other features is refused. */
export const FEATURE_VERSION = 'sparky-features-6';

export interface SparseVector {
  indices: number[];
  values: number[];
}

/** FNV-1a, 32 bits, over UTF-16 code units. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(stem));

/** Words whose presence says something about the message, compared by stem. */
const ENGLISH_LEXICON = {
  interrogative: words(
    'how where what whats which when who why is are can could do does should would will am may',
  ),
  negation: words(
    'not no never none nobody nothing cant wont doesnt didnt isnt arent wasnt cannot without dont couldnt neither nor',
  ),
  problem:
    words(`broken broke busted dead died wont cant cannot doesnt didnt isnt stopped stop fail failed failing
    error errors crash crashed crashing freeze freezes frozen froze stuck jam jammed jamming flicker flickering blank
    black missing lost slow offline disconnect disconnecting drop dropping drops keeps noise buzzing crackle grinding
    weird wrong bad garbage streaks dim loose fried busted glitch glitching reboot rebooting restarting down outage
    unresponsive`),
  damage: words(
    'crack cracked shattered snapped snap smashed dent dented bent spill spilled spilt wet juice coffee dropped pieces',
  ),
  wide: words(`whole entire everyone everybody all nobody every building campus district districtwide schoolwide
    wing floor hallway hall multiple several many across region everywhere`),
  one: words('my mine me one single this only just his her mr mrs ms'),
  room: words('room classroom class cart lab office portable library gym cafeteria auditorium'),
  critical:
    words(`internet network wifi wireless sis powerschool infinite campus skyward aeries synergy gradebook
    attendance phones phone email gmail outlook filter firewall server servers dns dhcp switch domain google canvas
    schoology clever door doors badge cameras camera pa intercom bells bell website portal drive drives print`),
  security:
    words(`phish phishing phished hacked hack hacker compromised breach ransomware ransom malware virus
    trojan infected encrypted bitcoin suspicious scam scammed fake spoofed impersonating unauthorized gift cards
    credentials spam antivirus quarantine exe attachment remote`),
  securityAct: words(
    'clicked click opened entered typed gave approved downloaded ran scanned plugged replied put',
  ),
  data: words(`ferpa cipa records record iep ieps ssn ssns social security confidential exposed leak leaked public
    publicly medical psych health private data addresses birthdays grades`),
  safety: words(`harm suicide suicidal hurt threat threatening threatened weapon bomb shoot gun bully bullied
    cyberbullied explicit porn pornography inappropriate obscene predator adult violent proxy bypass stranger`),
  threat:
    words(`water leak leaking leaks flood flooding flooded dripping drip pipe sprinkler sprinklers rain roof
    ceiling puddle soaked heat hot overheating overheat temperature degrees ac smoke smoking fire burning burnt burn
    melt melted melting sparks sparked spark hissing swollen puffed power outage ups generator surge stolen stole
    steal theft thief thieves broke break tamper tampering forced`),
  urgency: words(
    'urgent urgently asap emergency immediately now hurry quickly critical panicking panic help',
  ),
  emergency: words('emergency 911 lockdown injured fire'),
  workVerb:
    words(`install installed reinstall set setup hook mount mounted move moving relocate repair replace
    replacement fix order buy purchase add grant give create remove disable unblock whitelist allow reimage
    re-image wipe restore transfer run recycle collect enroll update approve change reset`),
  request: words('please need needs can could would someone somebody request like want get'),
  howto: words('how instructions steps tutorial guide explain walk learn teach show tips process policy'),
  followUp: words('still again tried followed third same'),
  hypothetical: words('if ever case future curious wondering'),
  /** Things IT supports: devices, systems, accounts, networks, software. */
  itObject:
    words(`computer computers laptop laptops desktop pc mac macbook chromebook chromebooks ipad ipads tablet
    printer printers copier copiers scanner fax projector projectors panel panels smartboard smartboards promethean
    display displays monitor monitors screen screens tv keyboard keyboards key keys mouse trackpad touchpad touchscreen
    charger chargers charging battery cable cables hdmi adapter dock docking headphones headphone headset mic
    microphone speaker speakers audio sound camera webcam doccam elmo phone phones voicemail intercom bell bells pa
    wifi internet network ethernet port jack vpn router switch server servers firewall dns dhcp access point ap email
    emails gmail outlook mailbox inbox password passwords signin login logins account accounts username mfa 2fa
    authenticator google drive docs sheets slides forms classroom canvas schoology seesaw clever classlink powerschool
    campus skyward aeries synergy sis gradebook grades attendance app apps software program programs install
    license licenses seat seats website websites site sites url link browser chrome extension filter goguardian
    securly lightspeed gaggle blocked unblock youtube zoom meet teams file files folder folders usb virus malware
    phishing hacked data records test testing kiosk badge cart carts device devices wireless bluetooth update
    updates windows apple it tech technician ticket portal code codes dialtone nosignal nosound toner ink jam
    paper loaner loaners classcode ferpa cipa ransomware spam scam phish proxy online offline signal mdm admin console
    bitlocker certificate ssid access point ups rack closet mdf idf smartphone hotspot kiosk zoom powerwash`),
} as const;
type LexiconName = keyof typeof ENGLISH_LEXICON;

/**
 * The same meanings in Spanish (accents folded: "rompió" is "rompio"), as US K-12 staff, students
 * and families write them, Spanglish included. None of these words is also an English word, so
 * they are read in every message; the few that are ("red", "solo") are in SPANISH_ONLY.
 */
const SPANISH_LEXICON: Partial<Record<LexiconName, ReadonlySet<string>>> = {
  interrogative: words(
    'como donde que cual cuales cuando quien quienes cuanto cuantos cuanta cuantas puedo puede pueden podria podrian debo deberia existe',
  ),
  negation: words('nunca nada nadie ningun ninguna ninguno ni sin tampoco jamas'),
  problem: words(`roto rota rotos rotas rompio rompieron rompe quebro quebrada quebrado estrellada estrellado
    falla fallando fallo error errores traba trabada trabado trabo congela congelada congelado congelo atasca
    atascada atascado atasco atoro atorado atorada lento lenta lentisimo lentisima apaga apago apagan cayo caido
    caida cayeron descompuso descompuesto descompuesta desconecta desconectado desconectada raro rara extrano
    extrana danado danada parpadea parpadeando zumbido ruido rayas manchas borrosa borroso suelta suelto floja
    flojo pegada pegado desaparecio tarda`),
  damage:
    words(`estrellada estrellado quebrada quebrado rota roto rompio rompieron partida partido golpe golpeada
    doblada doblado derramo derrame derramado derramada mojo mojada mojado jugo cafe bisagra pedazos`),
  wide: words(`todo toda todos todas entero entera nadie ningun ninguna ninguno edificio distrito plantel
    ala piso pasillo varios varias muchos muchas cualquier cualquiera`),
  one: words('mi mis mio mia yo solamente este esta ese esa su'),
  room: words(
    'salon salones aula aulas laboratorio oficina biblioteca gimnasio cafeteria auditorio portatil carrito clase',
  ),
  critical: words(`internet wifi inalambrica sis powerschool correo correos telefono telefonos filtro servidor
    servidores puertas camaras altavoz altavoces intercomunicador timbre timbres pagina portal asistencia
    calificaciones unidad`),
  security:
    words(`hackearon hackeada hackeado hackiaron hackeo hackear pirateada pirateado virus troyano malware
    ransomware rescate cifrados cifrado encriptados encriptado phishing sospechoso sospechosa falso falsa estafa
    fraude spam antivirus filtracion filtraron filtrado`),
  securityAct: words(
    'clic click abri puse escribi acepte aprobe descargue escanee respondi entregue conecte',
  ),
  data: words(`ferpa expedientes expediente iep ieps seguro social confidencial confidenciales datos medicos
    medica direcciones calificaciones privada privado privados publicamente`),
  safety: words(`suicidar suicidio lastimar amenaza amenazas amenazo amenazando arma armas bomba pistola acoso
    acosando bullying ciberacoso pornografia inapropiado inapropiada inapropiadas inapropiados desconocido
    violencia proxy brincarse saltarse pelea`),
  threat: words(`agua goteando gotea gotera fuga inundo inundacion inundado inundada tubo lluvia techo mojando
    calor caliente calienta sobrecalentando grados humo fuego incendio quemado quema quemando chispas chispa
    derritiendo derritio hinchada hinchado apagon electricidad ups robaron robo robada robado robados ladron
    forzaron forzada forzado`),
  urgency: words('urgente urgentemente emergencia inmediatamente ahorita rapido ayuda auxilio prisa'),
  emergency: words('emergencia 911 encierro herido heridos incendio fuego'),
  workVerb:
    words(`instalar instalen instale instalacion configurar configuren montar monten mover muevan reparar
    reparen reemplazar reemplacen cambien arreglar arreglen pedir comprar agregar agreguen quitar quiten
    desbloquear desbloqueen permitir restablecer restablezcan actualizar borrar crear creen reponer`),
  request: words('necesito necesitamos necesita pueden podrian podria quiero quisiera solicito'),
  howto: words(
    'como pasos instrucciones tutorial guia explicar explica ensename aprender proceso politica manera',
  ),
  followUp: words('todavia aun intente probe mismo misma sigue siguen'),
  hypothetical: words('caso futuro curiosidad'),
  itObject:
    words(`computadora computadoras compu computador laptop portatil impresora impresoras copiadora escaner
    proyector proyectores pantalla pantallas monitor teclado raton cargador bateria cable adaptador bocina bocinas
    audifonos microfono camara telefono celular altavoz timbre internet wifi correo cuenta usuario codigo
    aplicacion aplicaciones programa programas licencia licencias pagina sitio enlace navegador extension filtro
    archivo archivos carpeta virus datos expedientes examen tableta dispositivo dispositivos servidor tinta toner
    prestamo credencial sesion`),
};

/** Spanish words that are also English words ("red light", "solo"): read only in a Spanish message. */
const SPANISH_ONLY: Partial<Record<LexiconName, ReadonlySet<string>>> = {
  critical: words('red redes'),
  itObject: words('red redes'),
  one: words('solo'),
};

type Lexicon = Record<LexiconName, ReadonlySet<string>>;
/** Each list of `base` with the words of `extra` added. */
function withWords(base: Lexicon, extra: Partial<Lexicon>): Lexicon {
  const out = { ...base };
  for (const name of Object.keys(base) as LexiconName[]) {
    out[name] = new Set([...base[name], ...(extra[name] ?? [])]);
  }
  return out;
}
/** What every message is read with; a Spanish one also with SPANISH_ONLY. */
const LEXICON_ALL = withWords(ENGLISH_LEXICON, SPANISH_LEXICON);
const LEXICON_ES = withWords(LEXICON_ALL, SPANISH_ONLY);

/** Phrases that carry meaning beyond their words. */
const ENGLISH_PHRASES = {
  howto:
    /\b(how (do|can|to|should|would|does)|where (do|can|is|are|does)|what (is|are|does|do)|whats the|is there (a|any)|is it (ok|okay|possible|safe|normal|allowed)|can i|am i allowed|do i need|walk me through)\b/,
  request:
    /\b((can|could|would|will) (you|someone|somebody|it|we|i get)|please|we need|i need|id like|i would like|need (a|an|to get|more|new|the|access)|requesting)\b/,
  othersFine:
    /\b((everyone|everybody|others?|other (rooms?|classes|people|devices|kids|teachers)|(the )?rest of (the )?(school|building|class|room|office|wing|kids))( else)?( in [a-z ]+)? (is|are|seems?|works?|seem)( to be)? ?(fine|ok|okay|working|normal)?|only (me|mine|my|this|one))\b/,
  notWorking:
    /\b(not working|stopped working|(wont|will not|doesnt|does not|dont|do not|isnt|is not|cant|cannot|can not) (work|turn|start|boot|print|connect|load|charge|open|respond|power|come on|sign ?in|signin)|no (signal|sound|picture|power|dialtone|internet|wifi|network)|nosignal|nosound)\b/,
  nobodyCan:
    /\b(no ?one|nobody|none of (the|our|us|them)|every(one|body)|all (the|our|of)|no (student|teacher|staff|device|computer|chromebook|phone)s?) [a-z ]{0,30}\b(can|cant|is|are|have|has|lost|got|were)\b/,
  clickedBad:
    /\b(clicked|opened|entered|typed|gave|put in|approved|downloaded|ran|scanned)\b[^.!?]{0,50}\b(link|attachment|password|credentials|login|file|code|qr|request|program|exe)\b/,
  stillBroken:
    /\b(still (not|doesnt|wont|isnt|broken|nothing|the same|no|cant|locked|says)|didnt (help|work|fix)|no luck|same (problem|issue|thing)|tried (that|this|everything|all)|did all)\b/,
  emergency: /\b(emergency|911|right now|asap|immediately)\b/,
  unauthorized:
    /\b((didnt|did not|never|not) (write|send|sent|request|requested|install|installed|make|made|do|create|created|authorize|start|started|recognize)|(someone|somebody|a student|students|a hacker|they|hacker) (else |is |has |had |just )?(logged|logging|changed|got into|get into|broke|used|using|sending|took|stole|is in|remote|accessed|knows)|from (another|a different|a foreign) country|accessed from|logged in as|(log ?in|signin|sign in|login) (from|at) )/,
  anyRoom:
    /\b((in|from|at) (any|every|all) (room|rooms|classroom|classrooms|lab|labs|school|schools|building|phone|wing)|both (computer )?labs|(all|every) (the )?(schools|classrooms|rooms|labs|teachers|students|staff|phones|computers|chromebooks|devices|printers|copiers|panels|smartboards|projectors))\b/,
} as const;
type PhraseName = keyof typeof ENGLISH_PHRASES;

/** The same phrases in Spanish (accents folded), for messages written in Spanish or Spanglish. */
const SPANISH_PHRASES: Record<PhraseName, RegExp> = {
  howto:
    /\b(como (se|puedo|hago|le|lo|la|les|me|cambio|conecto|agrego|uso|pongo|activo|reviso|imprimo|entro|instalo|configuro|saco|veo|comparto|paso)|donde (esta|estan|encuentro|pido|veo|se)|que (es|son|hago|debo|necesito|pasa si)|cual es|hay (manera|forma|alguna|algun)|se puede|puedo (usar|guardar|compartir|pedir|cambiar))\b/,
  request:
    /\b(por favor|necesito|necesitamos|me (pueden|podrian|puede)|(pueden|podrian|podria|puede) (instalar|mover|cambiar|ayudar|desbloquear|dar|agregar|revisar|venir|mandar|montar|configurar|poner|reemplazar)|quisiera|solicito|pedimos)\b/,
  othersFine:
    /\b((a )?(los|las) demas( [a-z]+){0,3} (si|les funciona|funcionan|estan bien|sirve|sirven)|(a )?otros( [a-z]+){0,3} (si|les funciona|funcionan)|solo (yo|a mi|en mi|mi|mio|mia|este|esta|ese|esa|mis)|nada mas (yo|a mi|mi|en mi))\b/,
  notWorking:
    /\b(no (funciona|funcionan|sirve|sirven|prende|prenden|enciende|encienden|arranca|arrancan|carga|cargan|imprime|imprimen|conecta|conectan|abre|abren|responde|responden|jala|jalan|da imagen|suena|suenan|se oye|se escucha|se escuchan|agarra|detecta|reconoce|me deja|puedo (entrar|iniciar|conectar|imprimir|abrir))|(sin|no hay|no tiene|no tienen) (senal|sonido|imagen|internet|wifi|red|tono|luz|conexion)|dejo de funcionar|dejaron de funcionar|ya no (funciona|funcionan|sirve|sirven|prende|carga|imprime)|nosignal|nosound)\b/,
  nobodyCan:
    /\b(nadie|ningun|ninguna|ninguno|todos|todas|todo el|toda la) [a-z ]{0,30}\b(puede|pueden|tiene|tienen|funciona|funcionan|sirve|sirven|perdio|perdieron|quedo|quedaron)\b/,
  clickedBad:
    /\b(di clic|di click|le di|abri|puse|escribi|acepte|aprobe|descargue|escanee|entregue|respondi|mande)\b[^.!?]{0,50}\b(enlace|link|archivo|adjunto|password|clave|codigo|qr|datos|notificacion|informacion|usuario)\b/,
  stillBroken:
    /\b(sigue (sin|igual|fallando|sin funcionar|sin servir)|siguen (sin|igual)|todavia no|aun no|no (funciono|sirvio|ayudo|resolvio)|ya (intente|probe)|mismo problema|lo mismo|otra vez|de nuevo)\b/,
  emergency: /\b(emergencia|911|ahorita mismo|inmediatamente|urgente)\b/,
  unauthorized:
    /\b((yo )?no (mande|escribi|pedi|instale|hice|autorice|envie|reconozco)|no fui yo|(alguien|un alumno|unos alumnos|una persona|un desconocido) (entro|esta entrando|cambio|tiene mi|uso|sabe|se metio|controla|esta mandando|borro)|desde otro (pais|estado)|entro a mi|entraron a (mi|la) cuenta)\b/,
  anyRoom:
    /\b((en|de) (ningun|ninguna|todos los|todas las|cada) (salon|salones|aula|aulas|escuela|escuelas|edificio|edificios|laboratorio|laboratorios|telefono|telefonos)|toda la (escuela|primaria|secundaria|prepa|preparatoria|red|oficina)|todo el (distrito|edificio|plantel|personal|piso|ala)|todas las (escuelas|computadoras|chromebooks|impresoras|pantallas|cuentas))\b/,
};

const PHRASES = Object.fromEntries(
  Object.entries(ENGLISH_PHRASES).map(([name, re]) => [
    name,
    { test: (text: string) => re.test(text) || SPANISH_PHRASES[name as PhraseName].test(text) },
  ]),
) as Record<PhraseName, { test(text: string): boolean }>;

/** Names of the dense features, in order (the model file records them). */
export const DENSE_FEATURES = [
  'question_mark',
  'question_start',
  'how_to',
  'hypothetical',
  'request',
  'work_verb',
  'problem',
  'not_working',
  'negation',
  'damage',
  'scope_wide',
  'scope_nobody_can',
  'scope_one',
  'scope_room',
  'others_fine',
  'critical_system',
  'security',
  'security_act',
  'data_exposure',
  'safety',
  'equipment_threat',
  'urgency',
  'emergency',
  'follow_up',
  'still_broken',
  'exclamations',
  'capitals',
  'length',
  'short',
  'lexicon_share',
  'wordlike_share',
  'it_terms',
  'no_it_terms',
  'short_no_it',
  'question_x_no_it',
  'unauthorized',
  'scope_many_rooms',
  'wide_x_problem',
  'wide_x_critical',
  'critical_x_problem',
  'security_x_act',
  'question_x_no_problem',
  'request_x_statement',
  'one_x_problem',
  'threat_x_statement',
  'others_fine_x_problem',
  'howto_x_problem',
  'work_x_request',
  'spanish',
  'bias_dense',
] as const;
export type DenseFeature = (typeof DENSE_FEATURES)[number];
/** The size of the feature space: hashed, then the dense features shared, English and Spanish. */
export const FEATURE_DIM = HASHED_DIM + 3 * DENSE_FEATURES.length;

/** The message as the features see it: lower case, no accents or apostrophes, K-12 phrases as one word. */
export function featureText(text: string): string {
  return normalizeText(text.replace(/[‘’`]/g, "'"))
    .replace(/[^a-z0-9?!]+/g, ' ')
    .trim();
}

const VOWELS = /[aeiouy]/;
/** A token that looks like a word: letters with a vowel, no long runs of one letter or of consonants. */
function wordlike(token: string): boolean {
  if (/^\d+$/.test(token)) return true;
  if (!/^[a-z]+$/.test(token)) return false;
  if (token.length === 1) return token === 'a' || token === 'i';
  return VOWELS.test(token) && !/(.)\1\1/.test(token) && !/[^aeiouy]{5}/.test(token);
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const capped = (n: number, cap: number) => Math.min(n, cap) / cap;

/** The dense features of a message, each in 0..1. */
export function denseFeatures(raw: string, lexicon: ReadonlySet<string>): Record<DenseFeature, number> {
  const text = featureText(raw);
  const tokens = text.split(/[^a-z0-9]+/).filter(Boolean);
  const stems = tokens.map(stem);
  const spanish = languageOf(raw) === 'es';
  const LEXICON = spanish ? LEXICON_ES : LEXICON_ALL;
  const count = (set: ReadonlySet<string>) => stems.filter((s) => set.has(s)).length;
  const any = (set: ReadonlySet<string>) => (count(set) > 0 ? 1 : 0);
  const phrase = (re: { test(text: string): boolean }) => (re.test(text) ? 1 : 0);

  const questionMark = raw.includes('?') ? 1 : 0;
  const questionStart = stems.length > 0 && LEXICON.interrogative.has(stems[0]!) ? 1 : 0;
  const howTo = Math.max(phrase(PHRASES.howto), any(LEXICON.howto) * 0.5);
  const notWorking = phrase(PHRASES.notWorking);
  const problem = Math.max(capped(count(LEXICON.problem), 2), notWorking);
  const nobodyCan = phrase(PHRASES.nobodyCan);
  const manyRooms = phrase(PHRASES.anyRoom);
  const wide = Math.max(capped(count(LEXICON.wide), 2), nobodyCan, manyRooms);
  const itTerms = capped(count(LEXICON.itObject), 2);
  const noIt = itTerms === 0 ? 1 : 0;
  const othersFine = phrase(PHRASES.othersFine);
  const critical = any(LEXICON.critical);
  const security = capped(count(LEXICON.security), 2);
  const securityAct = Math.max(phrase(PHRASES.clickedBad), any(LEXICON.securityAct) * 0.5);
  const request = Math.max(phrase(PHRASES.request), any(LEXICON.request) * 0.5);
  const workVerb = any(LEXICON.workVerb);
  const threat = capped(count(LEXICON.threat), 2);
  const question = Math.max(questionMark, questionStart);
  const statement = 1 - question;
  const one = any(LEXICON.one);
  const letters = raw.replace(/[^A-Za-z]/g, '');
  const content = stems.filter(
    (s, i) => !STOP_WORDS.has(tokens[i]!) && !SPANISH_STOP_WORDS.has(tokens[i]!) && s.length > 1,
  );

  return {
    question_mark: questionMark,
    question_start: questionStart,
    how_to: howTo,
    hypothetical: any(LEXICON.hypothetical),
    request,
    work_verb: workVerb,
    problem,
    not_working: notWorking,
    negation: capped(count(LEXICON.negation), 2),
    damage: any(LEXICON.damage),
    scope_wide: wide,
    scope_nobody_can: nobodyCan,
    scope_one: one,
    scope_room: any(LEXICON.room),
    others_fine: othersFine,
    critical_system: critical,
    security,
    security_act: securityAct,
    data_exposure: capped(count(LEXICON.data), 2),
    safety: any(LEXICON.safety),
    equipment_threat: threat,
    urgency: Math.max(any(LEXICON.urgency), phrase(PHRASES.emergency)),
    emergency: any(LEXICON.emergency),
    follow_up: any(LEXICON.followUp),
    still_broken: phrase(PHRASES.stillBroken),
    exclamations: capped((raw.match(/!/g) ?? []).length, 3),
    capitals: letters.length >= 8 ? share(letters.replace(/[^A-Z]/g, '').length, letters.length) : 0,
    length: Math.min(1, Math.log1p(tokens.length) / Math.log(60)),
    short: tokens.length <= 2 ? 1 : 0,
    lexicon_share: share(content.filter((s) => lexicon.has(s)).length, content.length),
    wordlike_share: share(tokens.filter(wordlike).length, tokens.length),
    it_terms: itTerms,
    no_it_terms: noIt,
    short_no_it: tokens.length <= 6 ? noIt : 0,
    question_x_no_it: question * noIt,
    unauthorized: phrase(PHRASES.unauthorized),
    scope_many_rooms: manyRooms,
    wide_x_problem: wide * problem * (1 - othersFine),
    wide_x_critical: wide * critical * (1 - othersFine),
    critical_x_problem: critical * problem,
    security_x_act: security * securityAct,
    question_x_no_problem: question * (1 - problem),
    request_x_statement: request * statement,
    one_x_problem: one * problem,
    threat_x_statement: threat * statement,
    others_fine_x_problem: othersFine * problem,
    howto_x_problem: howTo * problem,
    work_x_request: workVerb * request,
    spanish: spanish ? 1 : 0,
    bias_dense: 1,
  };
}

/** The terms of a text that the knowledge-base lexicon is made of (and compared against). */
export function lexiconTerms(text: string): string[] {
  return featureText(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP_WORDS.has(t) && !SPANISH_STOP_WORDS.has(t))
    .map(stem);
}

function addGroup(out: Map<number, number>, keys: Set<string>) {
  if (keys.size === 0) return;
  const value = 1 / Math.sqrt(keys.size);
  for (const key of keys) {
    const index = hash32(key) & (HASHED_DIM - 1);
    out.set(index, (out.get(index) ?? 0) + value);
  }
}

/**
 * The whole feature vector: word unigrams and bigrams (stemmed, stop words kept: "not", "all" and
 * "how" matter here), the first word, character 3- to 5-grams, each group scaled to unit length,
 * then the dense features.
 */
export function extractFeatures(raw: string, lexicon: ReadonlySet<string>): SparseVector {
  const text = featureText(raw);
  const tokens = text.split(/[^a-z0-9]+/).filter(Boolean);
  const stems = tokens.map(stem);

  const wordKeys = new Set<string>();
  stems.forEach((s, i) => {
    wordKeys.add(`w:${s}`);
    if (i > 0) wordKeys.add(`b:${stems[i - 1]} ${s}`);
  });
  if (stems.length > 0) wordKeys.add(`f:${stems[0]}`);

  const charKeys = new Set<string>();
  const padded = ` ${tokens.join(' ')} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= padded.length; i++) charKeys.add(`c:${padded.slice(i, i + n)}`);
  }

  const hashed = new Map<number, number>();
  addGroup(hashed, wordKeys);
  addGroup(hashed, charKeys);
  const indices = [...hashed.keys()].sort((a, b) => a - b);
  const values = indices.map((i) => hashed.get(i)!);

  // Each dense feature twice: once shared by both languages, once for the message's language only,
  // so what Spanish messages teach the shared weight the English copy can undo for English, and
  // the other way round ("frustratingly easy" domain adaptation, Daumé 2007).
  const dense = denseFeatures(raw, lexicon);
  const own = HASHED_DIM + DENSE_FEATURES.length * (dense.spanish ? 2 : 1);

  DENSE_FEATURES.forEach((name, i) => {
    if (dense[name] !== 0) {
      indices.push(HASHED_DIM + i);
      values.push(dense[name]);
    }
  });
  DENSE_FEATURES.forEach((name, i) => {
    if (dense[name] !== 0) {
      indices.push(own + i);
      values.push(dense[name]);
    }
  });
  return { indices, values };
}
