import type { ChatAction } from '../domain/sparky.ts';

export interface EvalQuestion {
  question: string;
  expectedAction: ChatAction;
  /** The article that should answer it; null when no article fits (small talk, off-topic). */
  expectedArticle: string | null;
  /** Written after the engine was tuned, to measure it on questions it was not tuned on. */
  heldOut?: boolean;
}

/**
 * Questions a K-12 district's staff really ask, in their own words, with the action and article a
 * good first-line technician would pick. Run with `npm run eval:sparky`.
 */
export const EVAL_QUESTIONS: EvalQuestion[] = [
  // Accounts and sign-in
  {
    question: "I can't remember my password for the staff portal",
    expectedAction: 'none',
    expectedArticle: 'staff-password-reset',
  },
  {
    question: 'my password expired over the weekend and now I cant get into anything',
    expectedAction: 'none',
    expectedArticle: 'staff-password-reset',
  },
  {
    question: 'one of my 3rd graders forgot her login, can I reset it myself?',
    expectedAction: 'none',
    expectedArticle: 'student-password-reset',
  },
  {
    question: 'How can teachers change a student password in google admin',
    expectedAction: 'none',
    expectedArticle: 'student-password-reset',
  },
  {
    question: 'I typed the wrong password too many times and now it says my account is locked',
    expectedAction: 'none',
    expectedArticle: 'account-locked-out',
  },
  {
    question: 'Gmail keeps opening my personal account instead of my school one',
    expectedAction: 'none',
    expectedArticle: 'google-workspace-sign-in',
  },
  {
    question: "google drive says couldn't find your google account",
    expectedAction: 'none',
    expectedArticle: 'google-workspace-sign-in',
  },
  {
    question:
      "kids can't sign into their chromebooks this morning, it says the account isn't allowed on this device",
    expectedAction: 'none',
    expectedArticle: 'chromebook-sign-in',
  },
  {
    question: 'my kindergarteners QR badges are not working with Clever',
    expectedAction: 'none',
    expectedArticle: 'clever-classlink-sso',
  },
  {
    question: 'how do I turn on 2 step verification for my account',
    expectedAction: 'none',
    expectedArticle: 'mfa-setup',
  },
  {
    question: 'I switched phones and the authenticator app codes are gone, I cannot log in',
    expectedAction: 'create_ticket',
    expectedArticle: 'mfa-lost-phone',
  },
  {
    question: 'We hired a new science teacher who starts next week and needs an account and a laptop',
    expectedAction: 'create_ticket',
    expectedArticle: 'new-staff-account',
  },
  {
    question: 'parents tell me my emails end up in their junk folder',
    expectedAction: 'none',
    expectedArticle: 'email-delivery',
  },

  // Network
  {
    question: 'my laptop says connected but there is no internet, everyone else is fine',
    expectedAction: 'none',
    expectedArticle: 'wifi-device-cannot-connect',
  },
  {
    question: 'this one chromebook keeps dropping off the wireless',
    expectedAction: 'none',
    expectedArticle: 'wifi-device-cannot-connect',
  },
  {
    question: 'The whole middle school lost internet about ten minutes ago',
    expectedAction: 'escalate',
    expectedArticle: 'network-outage',
  },
  {
    question: 'no one in the building can get online, phones are down too',
    expectedAction: 'escalate',
    expectedArticle: 'network-outage',
  },
  {
    question: 'videos buffer constantly in room 12, the internet is so slow',
    expectedAction: 'none',
    expectedArticle: 'slow-internet',
  },
  {
    question: "the ethernet port by my desk doesn't work, no lights on the cable",
    expectedAction: 'create_ticket',
    expectedArticle: 'wall-network-port',
  },
  {
    question: 'what wifi should a visiting author use for her presentation?',
    expectedAction: 'none',
    expectedArticle: 'guest-wifi',
  },
  {
    question: "I can't get to the shared drive from home, do I need the VPN?",
    expectedAction: 'none',
    expectedArticle: 'remote-access-vpn',
  },

  // Classroom AV
  {
    question: 'my projector just shows a blue screen saying no signal',
    expectedAction: 'none',
    expectedArticle: 'projector-no-signal',
  },
  {
    question: 'how do I get my laptop to show up on the TV in my classroom',
    expectedAction: 'none',
    expectedArticle: 'projector-no-signal',
  },
  {
    question: 'the projector lamp light is blinking red and it shuts off',
    expectedAction: 'create_ticket',
    expectedArticle: 'projector-hardware-failure',
  },
  {
    question: 'the picture from the ceiling projector is super dim and flickering',
    expectedAction: 'create_ticket',
    expectedArticle: 'projector-hardware-failure',
  },
  {
    question: 'my Promethean panel shows my screen but touching it does nothing',
    expectedAction: 'none',
    expectedArticle: 'interactive-panel-touch',
  },
  {
    question: 'the smart board pen writes an inch away from where I touch',
    expectedAction: 'none',
    expectedArticle: 'interactive-panel-touch',
  },
  {
    question: 'my IPEVO doc cam only shows a black window',
    expectedAction: 'none',
    expectedArticle: 'document-camera',
  },
  {
    question: 'videos play but there is no sound coming out of the room speakers',
    expectedAction: 'none',
    expectedArticle: 'classroom-audio',
  },
  {
    question: "my iPad won't mirror to the display with airplay",
    expectedAction: 'none',
    expectedArticle: 'screen-casting',
  },

  // Printing
  {
    question: 'the printer in the workroom shows offline on my computer',
    expectedAction: 'none',
    expectedArticle: 'printer-offline',
  },
  {
    question: 'I hit print three times and nothing came out',
    expectedAction: 'none',
    expectedArticle: 'printer-offline',
  },
  {
    question: 'paper is stuck inside the copier again',
    expectedAction: 'none',
    expectedArticle: 'printer-jam-toner',
  },
  {
    question: 'the printouts have grey streaks, I think the toner is low',
    expectedAction: 'none',
    expectedArticle: 'printer-jam-toner',
  },
  {
    question: 'how do I connect my new laptop to the library printer?',
    expectedAction: 'none',
    expectedArticle: 'add-printer',
  },
  {
    question: 'scanning to email from the copier never arrives in my inbox',
    expectedAction: 'none',
    expectedArticle: 'scan-to-email',
  },

  // Devices
  {
    question: "a student's chromebook is completely dead and won't charge",
    expectedAction: 'none',
    expectedArticle: 'chromebook-no-power',
  },
  {
    question: 'a kid dropped his chromebook and the screen is shattered',
    expectedAction: 'create_ticket',
    expectedArticle: 'device-physical-damage',
  },
  {
    question: 'the hinge snapped on one of the student laptops',
    expectedAction: 'create_ticket',
    expectedArticle: 'device-physical-damage',
  },
  {
    question: 'someone knocked a water bottle over onto a chromebook',
    expectedAction: 'create_ticket',
    expectedArticle: 'liquid-spill',
  },
  {
    question: 'a student left her chromebook on the bus and it is gone',
    expectedAction: 'create_ticket',
    expectedArticle: 'lost-stolen-device',
  },
  {
    question: 'my school laptop was stolen out of my car last night',
    expectedAction: 'create_ticket',
    expectedArticle: 'lost-stolen-device',
  },
  {
    question: 'chromebooks in my class are really slow and freeze all the time',
    expectedAction: 'none',
    expectedArticle: 'chromebook-powerwash',
  },
  {
    question: 'my windows laptop takes 10 minutes to boot and is super slow',
    expectedAction: 'none',
    expectedArticle: 'laptop-slow-windows',
  },
  {
    question: 'the trackpad on this chromebook stopped moving the mouse',
    expectedAction: 'none',
    expectedArticle: 'keyboard-trackpad',
  },
  {
    question: 'a student forgot his device at home, where can he borrow one for the day?',
    expectedAction: 'none',
    expectedArticle: 'loaner-devices',
  },
  {
    question: 'the classroom iPads keep asking for an Apple ID password',
    expectedAction: 'none',
    expectedArticle: 'ipad-apps',
  },
  {
    question: 'this laptop battery is bulging and the case is lifting up',
    expectedAction: 'create_ticket',
    expectedArticle: 'battery-health',
  },

  // Software and licenses
  {
    question: 'our reading program says there are no more seats available',
    expectedAction: 'create_ticket',
    expectedArticle: 'license-seats',
  },
  {
    question: 'how do we renew the math software license before it expires in June?',
    expectedAction: 'none',
    expectedArticle: 'license-renewal',
  },
  {
    question: 'can you install Audacity on my classroom computer? it asks for an admin password',
    expectedAction: 'create_ticket',
    expectedArticle: 'software-install-request',
  },
  {
    question: "students can't join my google classroom with the code",
    expectedAction: 'none',
    expectedArticle: 'google-classroom',
  },
  {
    question: 'grades from classroom are not showing up in powerschool',
    expectedAction: 'none',
    expectedArticle: 'sis-gradebook',
  },
  {
    question: 'the state testing kiosk app is not on the chromebook login screen',
    expectedAction: 'none',
    expectedArticle: 'testing-secure-browser',
  },
  {
    question: 'one website gives me an error in chrome but works for my coworker, should I clear the cache?',
    expectedAction: 'none',
    expectedArticle: 'browser-extension-issue',
  },
  {
    question: 'nobody can hear me in google meet, my microphone is not working',
    expectedAction: 'none',
    expectedArticle: 'video-conferencing',
  },

  // Security and filtering
  {
    question: 'I got a weird email asking me to buy gift cards for the principal',
    expectedAction: 'none',
    expectedArticle: 'phishing-report',
  },
  {
    question: 'I clicked the link in that fake docusign email and put in my password',
    expectedAction: 'escalate',
    expectedArticle: 'compromised-account',
  },
  {
    question: 'my account is sending emails to all my contacts that I never wrote',
    expectedAction: 'escalate',
    expectedArticle: 'compromised-account',
  },
  {
    question: 'a popup says all my files are encrypted and I need to pay bitcoin',
    expectedAction: 'escalate',
    expectedArticle: 'malware-ransomware',
  },
  {
    question: 'the content filter is blocking a history site I need for a lesson',
    expectedAction: 'create_ticket',
    expectedArticle: 'website-blocked',
  },
  {
    question: 'students found a proxy site to get around the filter and play games',
    expectedAction: 'escalate',
    expectedArticle: 'filter-bypass-safety',
  },
  {
    question: 'my students see video unavailable on a youtube clip I assigned',
    expectedAction: 'none',
    expectedArticle: 'youtube-restricted',
  },
  {
    question: 'is it okay to share a google sheet of student grades with a parent volunteer?',
    expectedAction: 'none',
    expectedArticle: 'data-privacy-sharing',
  },

  // Facilities
  {
    question: 'the phone in my classroom has no dial tone',
    expectedAction: 'create_ticket',
    expectedArticle: 'classroom-phone',
  },
  {
    question: "the bells didn't ring at all this morning",
    expectedAction: 'create_ticket',
    expectedArticle: 'bells-intercom',
  },

  // Urgency and small talk
  {
    question:
      'URGENT the state test starts in 5 minutes and none of the chromebooks in the lab can open the testing app',
    expectedAction: 'escalate',
    expectedArticle: 'testing-secure-browser',
  },
  { question: 'hello sparky', expectedAction: 'none', expectedArticle: null },
  { question: 'thanks, that fixed it!', expectedAction: 'none', expectedArticle: null },
  { question: 'what is the lunch menu for tomorrow?', expectedAction: 'none', expectedArticle: null },
  // Held-out: written after tuning, never tuned on.
  {
    question: 'how do i change my password before it expires',
    expectedAction: 'none',
    expectedArticle: 'staff-password-reset',
    heldOut: true,
  },
  {
    question: 'a 5th grader is locked out of her google account, how can I reset her password',
    expectedAction: 'none',
    expectedArticle: 'student-password-reset',
    heldOut: true,
  },
  {
    question: 'I lost my phone with the authenticator on it',
    expectedAction: 'create_ticket',
    expectedArticle: 'mfa-lost-phone',
    heldOut: true,
  },
  {
    question: 'wifi is down across the entire high school right now',
    expectedAction: 'escalate',
    expectedArticle: 'network-outage',
    heldOut: true,
  },
  {
    question: 'my macbook will not join the staff wifi network',
    expectedAction: 'none',
    expectedArticle: 'wifi-device-cannot-connect',
    heldOut: true,
  },
  {
    question: 'the projector in room 114 will not power on at all',
    expectedAction: 'create_ticket',
    expectedArticle: 'projector-hardware-failure',
    heldOut: true,
  },
  {
    question: 'my HDMI cable is plugged in but the projector shows nothing from my laptop',
    expectedAction: 'none',
    expectedArticle: 'projector-no-signal',
    heldOut: true,
  },
  {
    question: 'the touch screen on the activpanel stopped responding',
    expectedAction: 'none',
    expectedArticle: 'interactive-panel-touch',
    heldOut: true,
  },
  {
    question: 'how do I add the office copier as a printer on my chromebook',
    expectedAction: 'none',
    expectedArticle: 'add-printer',
    heldOut: true,
  },
  {
    question: 'jobs are stuck in the print queue and nothing prints',
    expectedAction: 'none',
    expectedArticle: 'printer-offline',
    heldOut: true,
  },
  {
    question: 'a student cracked the screen on his chromebook during recess',
    expectedAction: 'create_ticket',
    expectedArticle: 'device-physical-damage',
    heldOut: true,
  },
  {
    question: 'juice got spilled all over a student laptop keyboard',
    expectedAction: 'create_ticket',
    expectedArticle: 'liquid-spill',
    heldOut: true,
  },
  {
    question: 'we cannot find one of the ipads from the cart, I think it was stolen',
    expectedAction: 'create_ticket',
    expectedArticle: 'lost-stolen-device',
    heldOut: true,
  },
  {
    question: 'how do I powerwash a chromebook that keeps crashing',
    expectedAction: 'none',
    expectedArticle: 'chromebook-powerwash',
    heldOut: true,
  },
  {
    question: 'we need 30 more licenses for our typing program',
    expectedAction: 'create_ticket',
    expectedArticle: 'license-seats',
    heldOut: true,
  },
  {
    question: 'please unblock a science simulation website for my class',
    expectedAction: 'create_ticket',
    expectedArticle: 'website-blocked',
    heldOut: true,
  },
  {
    question: 'I think I got a phishing email pretending to be payroll, how do I report it',
    expectedAction: 'none',
    expectedArticle: 'phishing-report',
    heldOut: true,
  },
  {
    question: 'my antivirus popped up saying it found a trojan',
    expectedAction: 'escalate',
    expectedArticle: 'malware-ransomware',
    heldOut: true,
  },
  {
    question: 'the filter flagged a student search about self-harm',
    expectedAction: 'escalate',
    expectedArticle: 'filter-bypass-safety',
    heldOut: true,
  },
  {
    question: 'no sound from the speakers when I play a video on the panel',
    expectedAction: 'none',
    expectedArticle: 'classroom-audio',
    heldOut: true,
  },
  {
    question: 'my voicemail light is on but I do not know my PIN',
    expectedAction: 'create_ticket',
    expectedArticle: 'classroom-phone',
    heldOut: true,
  },
  {
    question: 'students in my class cannot see the assignment I posted in google classroom',
    expectedAction: 'none',
    expectedArticle: 'google-classroom',
    heldOut: true,
  },
];
