import { hash32 } from './message-features.ts';
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
): string {
  const subject = reason === 'vague' ? SUBJECTS.find(([re]) => re.test(message))?.[1] : undefined;
  const options = subject
    ? [
        `What's happening with ${subject}? Is it showing an error, not working at all, or do you need something set up?`,
        `Tell me a little more about ${subject}: what do you see, and is it just you or others too?`,
      ]
    : QUESTIONS[reason];
  const start = hash32(message.trim().toLowerCase()) % options.length;
  for (let i = 0; i < options.length; i++) {
    const option = options[(start + i) % options.length]!;
    if (option !== previousReply) return option;
  }
  return options[start]!;
}

/** Writes the offline engine's reply from the analysis: the article's steps and what to do next. */
export function composeOfflineAnswer(a: QuestionAnalysis, message: string): string {
  const { article, signals, action, draft } = a;
  if (a.clarify) return clarifyingQuestion(a.clarify, message, a.previousReply);
  if (!a.decision) {
    if (signals.thanks) return "You're welcome! If anything else comes up, just ask.";
    return `Hi! I'm Sparky, your Tier 1 support assistant. Tell me what's going on and I'll walk you through it. I can help with ${TOPICS}.`;
  }

  const parts: string[] = [];
  if (!article) {
    parts.push(
      "I couldn't find an article in the knowledge base that matches this, so a technician should take a look.",
    );
  } else if (signals.notResolved && a.previousArticle?.id === article.id) {
    parts.push(`Sorry the steps for "${article.title}" didn't solve it.`);
  } else {
    if (a.confidence < 0.6)
      parts.push("I'm not completely sure this is what you mean, but this looks closest:");
    parts.push(`**${article.title}**\n${article.summary}`);
    if (article.steps.length > 0) parts.push(article.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'));
    if (action === 'none') parts.push(`If that doesn't solve it: ${article.escalation}`);
  }

  if (action === 'escalate') {
    parts.push(
      `**Escalation recommended.** ${escalationReason(a)} Create the ticket below so the on-call technician is alerted now.`,
    );
  } else if (action === 'create_ticket') {
    const why =
      article?.action === 'none'
        ? "If these steps don't fix it, a technician should take a look."
        : (article?.escalation ?? 'A technician is needed for this.');
    parts.push(`${why} I've drafted a ticket for you: "${draft?.title}".`);
  }

  const related = a.matches.slice(1).filter((m) => m.article.id !== article?.id && m.coverage >= 0.5);
  if (article && related.length > 0 && action === 'none') {
    parts.push(`Related articles: ${related.map((m) => m.article.title).join('; ')}.`);
  }
  return parts.join('\n\n');
}

function escalationReason(a: QuestionAnalysis): string {
  switch (a.signals.serious) {
    case 'security':
      return 'This looks like a security incident, which must be handled within minutes.';
    case 'safety':
      return 'This is a student-safety issue that needs immediate follow-up.';
    case 'equipment':
      return 'Equipment or data is at risk (heat, water, power or theft), so a technician must act now. Keep people away from anything smoking, wet or sparking.';
    case 'outage':
      return 'This looks like an outage affecting many people.';
    case 'emergency':
      return 'You said this is an emergency.';
    default:
      return a.article?.escalation ?? 'This needs a technician right away.';
  }
}
