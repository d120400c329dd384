import type { KnowledgeArticle } from './article.ts';

/** Passwords, sign-in, Google Workspace, single sign-on and MFA. */
export const accountArticles: KnowledgeArticle[] = [
  {
    id: 'staff-password-reset',
    title: 'Reset a forgotten staff password',
    keywords: [
      'forgot password',
      'password reset',
      'change password',
      'expired password',
      'staff account',
      'teacher login',
      'self-service',
    ],
    questions: [
      'How do I reset my password?',
      'I forgot my password and cannot log in',
      'My password expired, how do I change it?',
    ],
    summary:
      'Staff can reset their own district password with the self-service reset portal in a few minutes.',
    steps: [
      'Open the district password portal from the staff intranet (or the "Forgot password?" link on the sign-in page) on any device that has internet access.',
      'Enter your district email address and choose "Reset password".',
      'Verify yourself with the code sent to the recovery phone or personal email registered on your account.',
      'Choose a new password of at least 12 characters that you have not used before; a short passphrase such as three unrelated words works well.',
      'Sign in again on every device you use (laptop, phone mail app, Chromebook) with the new password so the old one does not lock your account.',
    ],
    escalation:
      'If no recovery phone or email is registered, or the portal says your identity could not be verified, a technician must verify you and set a temporary password.',
    action: 'none',
    ticketTitle: 'Staff password reset needs identity verification',
    ticket: { priority: 'medium', category: 'general' },
  },
  {
    id: 'student-password-reset',
    title: "Reset a student's password",
    keywords: [
      'student password',
      'student login',
      'student forgot',
      'kid password',
      'pupil account',
      'google admin',
      'class roster',
    ],
    questions: [
      "How do I reset a student's password?",
      'A student in my class forgot their password',
      'Kids cannot remember their login, can teachers reset it?',
    ],
    summary:
      'Teachers with the delegated "Student password reset" role can reset passwords for students on their rosters.',
    steps: [
      'Sign in to the Google Admin console (admin.google.com) with your staff account; teachers see only the "Users" page of their own students.',
      'Search for the student by name or student ID and open their account.',
      'Choose "Reset password", pick "Create password", and type a temporary password that follows the student password pattern for the grade level.',
      'Turn on "Ask for a password change at the next sign-in" for grades 6 and up; leave it off for younger students who use picture or QR badges.',
      'Give the student the temporary password privately, and have them sign in on their Chromebook right away to confirm it works.',
    ],
    escalation:
      'If you do not see the student or the Reset password option, your delegated role is missing; ask a technician to add it or to reset the password for you.',
    action: 'none',
    ticketTitle: 'Student password reset request',
    ticket: { priority: 'low', category: 'general' },
  },
  {
    id: 'account-locked-out',
    title: 'Account locked after too many sign-in attempts',
    keywords: [
      'locked out',
      'account locked',
      'too many attempts',
      'disabled account',
      'suspended account',
      'lockout',
    ],
    questions: [
      'My account is locked out',
      'It says my account has been locked after too many attempts',
      'My account was suspended and I cannot sign in',
    ],
    summary:
      'Accounts lock for 15 minutes after repeated wrong passwords, usually because an old password is saved on a device.',
    steps: [
      'Wait 15 minutes; the lock clears on its own. Do not keep trying, each attempt restarts the timer.',
      'Meanwhile, on your phone, remove or update the saved password in the mail app and in any Wi-Fi profile that uses your district account.',
      'Sign in once on the web at the district sign-in page to confirm the password works.',
      'If you do not remember the password, use the self-service password portal to reset it, then update your devices.',
    ],
    escalation:
      'If the account says "suspended" or "disabled" rather than locked, or it locks again immediately, a technician must check it because it may be a security block.',
    action: 'none',
    ticketTitle: 'Account locked or suspended, cannot sign in',
    ticket: { priority: 'medium', category: 'general' },
  },
  {
    id: 'google-workspace-sign-in',
    title: 'Cannot sign in to Google Workspace (Gmail, Drive, Classroom)',
    keywords: [
      'google account',
      'gmail',
      'google drive',
      "couldn't find your google account",
      'wrong account',
      'google sign in',
      'workspace',
    ],
    questions: [
      'I cannot sign in to my Google account',
      "Google says it couldn't find my account",
      'I keep getting signed into my personal Gmail instead of my school account',
    ],
    summary:
      'Most Google sign-in problems come from using the wrong address or being signed in to a personal Google account.',
    steps: [
      'Make sure you type the full school address (for example name@district.org), not just your username or a personal Gmail address.',
      'Open a private (incognito) window and sign in at accounts.google.com; if that works, your normal browser has a conflicting personal account.',
      'In your normal browser, click your profile picture, choose "Sign out of all accounts", then add only your school account.',
      'If you are asked for a password and it fails, reset it with the district password portal; Google uses the same district password.',
      'Clear the browser cache for google.com if the page keeps looping back to the sign-in screen.',
    ],
    escalation:
      'If Google says the account does not exist or is suspended, a technician needs to check the account in the Admin console.',
    action: 'none',
    ticketTitle: 'Google Workspace account cannot sign in',
    ticket: { priority: 'medium', category: 'software' },
  },
  {
    id: 'chromebook-sign-in',
    title: 'Student cannot sign in on a Chromebook',
    keywords: [
      'chromebook login',
      'chromebook sign in',
      'not allowed to sign in',
      'managed by',
      'enterprise enrollment',
      'student chromebook',
    ],
    questions: [
      'A student cannot log in to their Chromebook',
      'The Chromebook says this account is not allowed to sign in',
      'Chromebook stuck on the sign-in screen',
    ],
    summary:
      'Chromebook sign-in problems are usually the network, the account format, or a device that lost its district enrollment.',
    steps: [
      'Check the Wi-Fi icon in the bottom-right corner: the Chromebook must be connected to the district network before anyone can sign in.',
      'Have the student type the full school email address; personal Gmail accounts are blocked on district Chromebooks.',
      'If it says "not allowed to sign in to this device", the student is signing in to a Chromebook that belongs to another school or is not enrolled; try a loaner and note the asset tag.',
      'Restart the Chromebook (hold the power button, choose Power off, then turn it on) and try again.',
      'If the student can sign in on another Chromebook, the problem is the device; if not, reset the student password.',
    ],
    escalation:
      'A Chromebook that no longer shows "This device is managed by" the district must be re-enrolled by a technician.',
    action: 'none',
    ticketTitle: 'Chromebook sign-in failing for student',
    ticket: { priority: 'medium', category: 'hardware' },
  },
  {
    id: 'clever-classlink-sso',
    title: 'Clever or ClassLink single sign-on is not working',
    keywords: [
      'clever',
      'classlink',
      'sso',
      'single sign-on',
      'badge login',
      'qr badge',
      'launchpad',
      'app portal',
    ],
    questions: [
      'Clever badge login is not working for my students',
      'ClassLink will not open the app',
      'Students cannot get into apps through the single sign-on portal',
    ],
    summary:
      'Single sign-on portals depend on the roster sync and on the browser extension for saved-password apps.',
    steps: [
      'Confirm the student signs in to Clever or ClassLink with their school Google account or their printed QR badge, not a personal account.',
      'For a QR badge, hold it 15 to 20 cm from the camera with good light; reprint the badge from the teacher portal if it is faded.',
      'If one app will not open, check that the Clever or ClassLink browser extension is installed and enabled (it is pushed to district Chromebooks automatically).',
      'New students appear in the portal the morning after they are added to the SIS roster; until then, sign in to the app directly.',
      'Sign out of the portal, close the browser and sign in again to refresh the app list.',
    ],
    escalation:
      'If a whole class is missing from an app or the roster has not synced for more than a day, a technician must check the rostering sync.',
    action: 'none',
    ticketTitle: 'Single sign-on portal app launch failing',
    ticket: { priority: 'medium', category: 'software' },
  },
  {
    id: 'mfa-setup',
    title: 'Set up multi-factor authentication (2-step verification)',
    keywords: [
      'mfa',
      '2fa',
      'two factor',
      '2-step verification',
      'authenticator app',
      'verification code',
      'enroll mfa',
      'security key',
    ],
    questions: [
      'How do I set up two-factor authentication?',
      'I was told to turn on MFA for my staff account',
      'Which authenticator app should I use?',
    ],
    summary:
      'All staff accounts require multi-factor authentication; setting it up takes about five minutes.',
    steps: [
      'On a computer, sign in to your school account and open myaccount.google.com, then Security, then 2-Step Verification.',
      'Choose "Get started" and add your phone; the Google prompt on your phone is the easiest method.',
      'Add a second method: an authenticator app (Google Authenticator or Microsoft Authenticator) by scanning the QR code shown.',
      'Print or save your backup codes and keep them somewhere other than your phone (for example in your desk or password manager).',
      'Sign out and back in once to confirm the second step works before your enforcement date.',
    ],
    escalation:
      'Staff without a smartphone can be issued a hardware security key; request one with a ticket.',
    action: 'none',
    ticketTitle: 'MFA hardware security key request',
    ticket: { priority: 'low', category: 'general' },
  },
  {
    id: 'mfa-lost-phone',
    title: 'Lost or replaced phone and cannot get the MFA code',
    keywords: [
      'lost phone',
      'new phone',
      'no verification code',
      'authenticator lost',
      'backup codes',
      'mfa reset',
      'cannot get code',
    ],
    questions: [
      'I got a new phone and my authenticator codes are gone',
      'I lost my phone and cannot get the two-step verification code',
      'I am not receiving the MFA code',
    ],
    summary:
      'Without your second factor you can still sign in with a backup code; otherwise a technician must verify your identity.',
    steps: [
      'At the 2-step prompt, choose "Try another way" and use one of your printed backup codes if you have them.',
      'Once signed in, go to myaccount.google.com, Security, 2-Step Verification, and remove the old phone, then add the new one.',
      "If your old phone still works, move your authenticator accounts to the new phone with the app's transfer option before wiping it.",
      'If the phone was lost or stolen, sign out of it remotely from myaccount.google.com, Security, Your devices.',
    ],
    escalation:
      'With no backup codes, a technician has to verify your identity in person or by a call-back and issue temporary codes; create a ticket.',
    action: 'create_ticket',
    ticketTitle: 'MFA reset needed after lost or replaced phone',
    ticket: { priority: 'high', category: 'general' },
  },
  {
    id: 'new-staff-account',
    title: 'Accounts and access for a new staff member',
    keywords: [
      'new hire',
      'new teacher',
      'onboarding',
      'new employee',
      'substitute account',
      'create account',
      'staff access',
    ],
    questions: [
      'We have a new teacher starting Monday, how do they get an account?',
      'How do I request accounts for a new employee?',
      'A long-term substitute needs access to Google Classroom and the SIS',
    ],
    summary:
      "New staff accounts are created from HR's onboarding record; the technician adds the right groups, apps and devices.",
    steps: [
      'Check that HR has entered the new hire in the HR system; accounts are created automatically overnight once they are there.',
      'Create a ticket at least three school days before the start date listing the name, building, role, room and start date.',
      'List the apps the person needs (SIS, gradebook, curriculum apps) and whether they need a laptop, a phone extension or a badge.',
      'On the first day, the new staff member signs in at the district sign-in page with the temporary password from their welcome letter and sets up MFA.',
    ],
    escalation: 'Account creation, group membership and device assignment are done by a technician.',
    action: 'create_ticket',
    ticketTitle: 'New staff onboarding: accounts and device',
    ticket: { priority: 'medium', category: 'general' },
  },
  {
    id: 'email-delivery',
    title: 'Emails are missing, delayed or going to spam',
    keywords: [
      'email not received',
      'missing email',
      'spam folder',
      'junk',
      'bounced email',
      'parent email',
      'email delayed',
      'quarantine',
    ],
    questions: [
      'Parents say my emails go to their spam folder',
      'I am not getting emails from an outside vendor',
      'An email I sent bounced back',
    ],
    summary:
      'Missing mail is usually filtered to Spam, quarantined by the district filter, or sent to a mistyped address.',
    steps: [
      'Search All Mail in Gmail (including Spam and Trash) for the sender\'s address; mark a wanted message "Not spam".',
      'Ask the sender to check that they used your exact district address and whether they received a bounce message.',
      'For a bounce, read the first lines of the returned message: "address not found" means a typo, "message blocked" means a filter.',
      "Messages held by the district's quarantine arrive as a daily digest email; release the message from the digest.",
      'Ask parents to add your address to their contacts so future emails are not marked as spam.',
    ],
    escalation:
      'If a whole domain (for example a vendor) is blocked or all outside mail stops arriving, a technician must adjust the mail filter.',
    action: 'none',
    ticketTitle: 'Email delivery problem with outside sender',
    ticket: { priority: 'medium', category: 'software' },
  },
];
