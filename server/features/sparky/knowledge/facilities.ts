import type { KnowledgeArticle } from './article.ts';

/** Phones, bells and building systems that the IT team supports. */
export const facilitiesArticles: KnowledgeArticle[] = [
  {
    id: 'classroom-phone',
    title: 'Classroom phone has no dial tone or cannot call out',
    keywords: [
      'phone',
      'desk phone',
      'no dial tone',
      'voip',
      'extension',
      'voicemail',
      'cannot call',
      'handset',
    ],
    questions: [
      'My classroom phone has no dial tone',
      'The desk phone says "registering" and will not make calls',
      'How do I set up my voicemail?',
    ],
    summary: 'Desk phones get power and service from the network cable; most outages are a loose cable.',
    steps: [
      'Check that the network cable is firmly in the port marked "LAN" or with a network symbol on the back of the phone.',
      "Unplug the phone's network cable for 10 seconds and plug it back in; the phone restarts and registers again.",
      'If the screen is blank, try another wall jack; the jack may not supply power.',
      'For voicemail, press the Messages button and follow the prompts; the default PIN is in your welcome letter.',
    ],
    escalation:
      'If the phone stays on "registering" or several phones are down, a technician must check the phone system; phones in classrooms are safety devices.',
    action: 'create_ticket',
    ticketTitle: 'Classroom phone not working',
    ticket: { priority: 'high', category: 'network' },
  },
  {
    id: 'bells-intercom',
    title: 'Bells, clocks or intercom paging not working',
    keywords: [
      'bell',
      'bell schedule',
      'intercom',
      'paging',
      'pa system',
      'announcements',
      'clock wrong',
      'synchronized clock',
    ],
    questions: [
      'The school bells did not ring this morning',
      'Announcements on the intercom are not heard in my room',
      'The wall clocks show the wrong time',
    ],
    summary:
      "Bells, clocks and paging run from the building's central system; schedule changes are made by the office.",
    steps: [
      "Check whether the bell schedule was changed for a special day (early release, testing) in the office's bell software.",
      "For one silent room, check the speaker's volume knob if the room has one.",
      'After a power outage, clocks resynchronize within an hour; if they do not, note which rooms are wrong.',
      "Use the phone system's all-call paging as a backup for announcements.",
    ],
    escalation:
      'A building without bells or paging is a safety issue and is handled as urgent by a technician.',
    action: 'create_ticket',
    ticketTitle: 'Bell or intercom system failure',
    ticket: { priority: 'high', category: 'hardware' },
  },
];
