import type { QuestionAnalysis } from './question-analysis.ts';

const TOPICS =
  'passwords and sign-in, Wi-Fi and network problems, projectors and classroom displays, printers, Chromebooks and other devices, software and license seats, content filtering, and security';

/** Writes the offline engine's reply from the analysis: the article's steps and what to do next. */
export function composeOfflineAnswer(a: QuestionAnalysis): string {
  const { article, signals, action, draft } = a;
  const parts: string[] = [];

  if (!article) {
    if (signals.thanks) return "You're welcome! If anything else comes up, just ask.";
    if (signals.greeting) {
      return `Hi! I'm Sparky, your Tier 1 support assistant. Tell me what's going on and I'll walk you through it. I can help with ${TOPICS}.`;
    }
    if (action === 'none') {
      return `I'm not sure I understood that. I can help with ${TOPICS}. Could you describe the problem in a sentence or two, with the device and any error message?`;
    }
    parts.push(
      "I couldn't find an article in the knowledge base that matches this, so a technician should take a look.",
    );
  } else {
    if (signals.notResolved && a.previousArticle?.id === article.id) {
      parts.push(`Sorry the steps for "${article.title}" didn't solve it.`);
    } else {
      if (a.confidence < 0.6)
        parts.push("I'm not completely sure this is what you mean, but this looks closest:");
      parts.push(`**${article.title}**\n${article.summary}`);
      parts.push(article.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'));
      if (action === 'none') parts.push(`If that doesn't solve it: ${article.escalation}`);
    }
  }

  if (action === 'escalate') {
    parts.push(
      `**Escalation recommended.** ${escalationReason(a)} Create the ticket below so the on-call technician is alerted now.`,
    );
  } else if (action === 'create_ticket') {
    const why = article?.action === 'create_ticket' ? article.escalation : 'A technician is needed for this.';
    parts.push(`${why} I've drafted a ticket for you: "${draft?.title}".`);
  }

  const related = a.matches.slice(1).filter((m) => m.article.id !== article?.id && m.coverage >= 0.5);
  if (article && related.length > 0 && action === 'none') {
    parts.push(`Related articles: ${related.map((m) => m.article.title).join('; ')}.`);
  }
  return parts.join('\n\n');
}

function escalationReason(a: QuestionAnalysis): string {
  if (a.signals.securityIncident)
    return 'This looks like a security incident, which must be handled within minutes.';
  if (a.signals.outage) return 'This looks like an outage affecting many people.';
  if (a.signals.studentSafety) return 'This is a student-safety issue that needs immediate follow-up.';
  if (a.signals.urgent) return "This is urgent and the knowledge base can't fully solve it.";
  return a.article?.escalation ?? 'This needs a technician right away.';
}
