import { foldAccents, SPANISH_NOTES, type SparkyLanguage } from '../../../domain/sparky-language.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { hash32 } from './message-features.ts';
import type { Seriousness } from './message-signals.ts';
import {
  type ReplyWords,
  SPANISH_QUESTIONS,
  SPANISH_REPLIES,
  SPANISH_SERIOUSNESS,
  SPANISH_SUBJECTS,
  subjectQuestions,
} from './offline-answer-es.ts';
import type { ClarifyReason, QuestionAnalysis } from './question-analysis.ts';

const TOPICS =
  'passwords and sign-in, Wi-Fi and network problems, projectors and classroom displays, printers, Chromebooks and other devices, software and license seats, content filtering, and security';

/** Devices and systems a vague message may name, for a clarifying question about it. */
const SUBJECTS: [RegExp, string][] = [
  [/\bprint(er|ing)?s?\b|\bcopier/i, 'the printer'],
  [/\bprojector/i, 'the projector'],
  [/\b(smart ?board|panel|promethean|display)/i, 'the display'],
  [/\bchrome ?book/i, 'the Chromebook'],
  [/\bipad/i, 'the iPad'],
  [/\b(laptop|computer|pc|desktop)/i, 'the computer'],
  [/\b(wi-?fi|internet|network|wireless)/i, 'the network'],
  [/\bphone/i, 'the phone'],
  [/\b(e-?mail|gmail|outlook)/i, 'email'],
  [/\b(password|log ?in|sign ?in|account)/i, 'your account'],
];

const QUESTIONS: Record<ClarifyReason, string[]> = {
  gibberish: [
    "I'm not sure what you mean: I couldn't make that out. What's going on: which device or system, and what happens?",
    'I\'m not sure what you mean. Could you describe the problem in a sentence, for example "the printer in room 12 shows an error"?',
    "I'm not sure what you mean: that came through garbled on my side. What do you need help with?",
  ],
  off_topic: [
    "That's outside what I know: I'm the IT support assistant. Is there a device, account or system giving you trouble?",
    'I can only help with IT: devices, accounts, Wi-Fi, printers, software and security. Is something like that going on?',
    "I'm not the right helper for that one, I only know district IT. Anything technical I can help with?",
  ],
  vague: [
    'Could you tell me a bit more? Which device or system is it, what happens, and is it just you or others too?',
    "I'd like to help, but I need a little more to go on. What exactly isn't working, and where?",
    'What seems to be the problem: something broken, something you need set up, or a how-to question?',
  ],
  no_article: [
    "I don't have an article on that yet. Which device, app or system is it about, and what are you trying to do?",
    "I'm not sure I have that covered. Could you say it another way, with the device or app and what you see?",
    'I could not find that in my knowledge base. What are you trying to do, and on which device or system?',
  ],
};

/**
 * A short clarifying question: about the device a vague message names when it names one, otherwise
 * one of a few wordings chosen by the message, never the same as the previous reply.
 */
export function clarifyingQuestion(
  reason: ClarifyReason,
  message: string,
  previousReply: string | null,
  language: SparkyLanguage = 'en',
): string {
  const spanish = language === 'es';
  const subjects = spanish ? SPANISH_SUBJECTS : SUBJECTS;
  const text = spanish ? foldAccents(message) : message;
  const subject = reason === 'vague' ? subjects.find(([re]) => re.test(text))?.[1] : undefined;
  const options = subject
    ? spanish
      ? subjectQuestions(subject)
      : [
          `What's happening with ${subject}? Is it showing an error, not working at all, or do you need something set up?`,
          `Tell me a little more about ${subject}: what do you see, and is it just you or others too?`,
        ]
    : (spanish ? SPANISH_QUESTIONS : QUESTIONS)[reason];
  const start = hash32(message.trim().toLowerCase()) % options.length;
  for (let i = 0; i < options.length; i++) {
    const option = options[(start + i) % options.length]!;
    if (option !== previousReply) return option;
  }
  return options[start]!;
}

/** The replies' words in English; SPANISH_REPLIES has the same in Spanish. */
const ENGLISH_REPLIES: ReplyWords = {
  thanks: "You're welcome! If anything else comes up, just ask.",
  greeting: `Hi! I'm Sparky, your Tier 1 support assistant. Tell me what's going on and I'll walk you through it. I can help with ${TOPICS}.`,
  noArticle:
    "I couldn't find an article in the knowledge base that matches this, so a technician should take a look.",
  notResolved: (title) => `Sorry the steps for "${title}" didn't solve it.`,
  unsure: "I'm not completely sure this is what you mean, but this looks closest:",
  ifNotSolved: "If that doesn't solve it:",
  escalate: (reason) =>
    `**Escalation recommended.** ${reason} Create the ticket below so the on-call technician is alerted now.`,
  stepsFirst: "If these steps don't fix it, a technician should take a look.",
  technicianNeeded: 'A technician is needed for this.',
  ticketDrafted: (why, title) => `${why} I've drafted a ticket for you: "${title}".`,
  related: (titles) => `Related articles: ${titles.join('; ')}.`,
  urgentDefault: 'This needs a technician right away.',
};

const ENGLISH_SERIOUSNESS: Record<Seriousness, string> = {
  security: 'This looks like a security incident, which must be handled within minutes.',
  safety: 'This is a student-safety issue that needs immediate follow-up.',
  equipment:
    'Equipment or data is at risk (heat, water, power or theft), so a technician must act now. Keep people away from anything smoking, wet or sparking.',
  outage: 'This looks like an outage affecting many people.',
  emergency: 'You said this is an emergency.',
};

/** An article's words in the reply's language: its Spanish version, else the English text. */
export function articleIn(article: KnowledgeArticle, language: SparkyLanguage) {
  const es = language === 'es' ? article.es : undefined;
  return {
    title: es?.title ?? article.title,
    summary: es?.summary ?? article.summary,
    steps: es?.steps ?? article.steps,
    escalation: es?.escalation ?? article.escalation,
    /** A Spanish question answered with the English text (no Spanish version yet). */
    untranslated: language === 'es' && !es,
  };
}

/**
 * Writes the offline engine's reply from the analysis: the article's steps and what to do next, in
 * the question's language. A Spanish question about an article without a Spanish version gets the
 * English article after a short note in Spanish; the rest of the reply stays in Spanish.
 */
export function composeOfflineAnswer(a: QuestionAnalysis, message: string): string {
  const { article, signals, action, draft, language } = a;
  const t = language === 'es' ? SPANISH_REPLIES : ENGLISH_REPLIES;
  if (a.clarify) return clarifyingQuestion(a.clarify, message, a.previousReply, language);
  if (!a.decision) return signals.thanks ? t.thanks : t.greeting;

  const text = article ? articleIn(article, language) : null;
  const parts: string[] = [];
  if (!article || !text) {
    parts.push(t.noArticle);
  } else if (signals.notResolved && a.previousArticle?.id === article.id) {
    parts.push(t.notResolved(text.title));
  } else {
    if (a.confidence < 0.6) parts.push(t.unsure);
    if (text.untranslated) parts.push(SPANISH_NOTES.untranslated);
    parts.push(`**${text.title}**\n${text.summary}`);
    if (text.steps.length > 0) parts.push(text.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'));
    if (action === 'none') {
      // The article's own advice stays in its language (English when untranslated).
      parts.push(`${text.untranslated ? ENGLISH_REPLIES.ifNotSolved : t.ifNotSolved} ${text.escalation}`);
    }
  }

  if (action === 'escalate') {
    parts.push(t.escalate(escalationReason(a)));
  } else if (action === 'create_ticket') {
    const why =
      article?.action === 'none' || text?.untranslated
        ? article?.action === 'none'
          ? t.stepsFirst
          : t.technicianNeeded
        : (text?.escalation ?? t.technicianNeeded);
    parts.push(t.ticketDrafted(why, draft?.title ?? ''));
  }

  const related = a.matches.slice(1).filter((m) => m.article.id !== article?.id && m.coverage >= 0.5);
  if (article && related.length > 0 && action === 'none') {
    parts.push(t.related(related.map((m) => articleIn(m.article, language).title)));
  }
  return parts.join('\n\n');
}

function escalationReason(a: QuestionAnalysis): string {
  const spanish = a.language === 'es';
  if (a.signals.serious) return (spanish ? SPANISH_SERIOUSNESS : ENGLISH_SERIOUSNESS)[a.signals.serious];
  if (!a.article) return (spanish ? SPANISH_REPLIES : ENGLISH_REPLIES).urgentDefault;
  const text = articleIn(a.article, a.language);
  return text.untranslated ? SPANISH_REPLIES.urgentDefault : text.escalation;
}
