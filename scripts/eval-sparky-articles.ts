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
