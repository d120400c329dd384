/**
 * The words of client/src/features/sparky, in English. A requester meets this screen too, so it is
 * in every language: Spanish in sparky.es.ts (same keys).
 */
export const sparkyEn = {
  page: {
    title: 'Sparky AI Assistant',
    description:
      'Tier 1 IT support for your district, any time: step-by-step fixes and tickets when a technician is needed.',
    what: 'Sparky',
    conversations: "Sparky's conversations",
  },
  chat: {
    title: 'Chat with Sparky',
    newChat: 'New chat',
    log: 'Conversation with Sparky',
    loading: 'Loading conversation...',
    recent: 'Recent conversations',
    thisDistrict: 'This district',
    welcome:
      'Ask me about passwords, Wi-Fi, projectors, printers, Chromebooks, licenses or security. I answer with step-by-step fixes and tell you when a technician is needed. I can also look up your tickets ("where is BENSON-0042?"), license renewals and assets in repair.',
  },
  welcome: { hi: "Hi {{firstName}}, I'm Sparky." },
  typing: 'Sparky is typing…',
  answering: 'Sparky is answering',
  composer: {
    label: 'Message Sparky',
    placeholder: 'Describe your IT problem… (Enter to send, Shift+Enter for a new line)',
    send: 'Send message',
  },
  message: {
    youSaid: 'You said:',
    reply: "Sparky's reply",
    escalation: 'Escalation recommended',
    suggested: 'Ticket suggested',
    onCall: 'On-call line:',
    created: 'Ticket {{number}} created',
    createTicket: 'Create Ticket',
    fallbackTitle: 'The language model did not answer in time; the offline knowledge base did.',
    fallback: 'Offline fallback',
  },
  confidence: {
    title: "How likely Sparky's answer and suggested action are right",
    value: '{{value}} confidence',
  },
  history: {
    empty: 'Your conversations will appear here.',
    meta: '{{when}} · {{messages}} messages',
  },
  rating: {
    group: 'Was this answer helpful?',
    helpful: 'Helpful',
    notHelpful: 'Not helpful',
  },
  ticket: {
    urgent: 'Urgent? Also call the on-call line:',
    critical: 'This ticket is filed as critical, so the on-call technician is alerted.',
  },
  badges: {
    online: 'Online',
    fellBack: 'The language model {{model}} did not answer; the offline knowledge base did.',
    llm: 'Answers come from a language model with the knowledge base as context.',
    offline: 'Answers come from the built-in knowledge base; no internet needed.',
    tier1: 'Tier 1 Support',
    session: 'Session {{id}}',
    newSessionTitle: 'A new session starts with your first message',
    newSession: 'New session',
  },
  topics: 'Suggested topics',
  article: {
    title: 'Article',
    description: 'Sparky knowledge base',
    loading: 'Loading article...',
    retired: 'This article has been retired from the knowledge base.',
    failed: 'The article could not be loaded.',
  },
} as const;
