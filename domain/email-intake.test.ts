import { describe, expect, it } from 'vitest';
import {
  answerSuppressed,
  automaticMail,
  cleanEmailText,
  fileDecision,
  type HeaderBag,
  headerBag,
  isForward,
  limitText,
  looksLikeText,
  messageIdsIn,
  parseMailbox,
  personName,
  senderOf,
  skippedFilesNote,
  ticketIdsIn,
  ticketNumberInSubject,
  titleFromSubject,
} from './email-intake.ts';

const CHANNEL = 'help@benson.k12.us';
const ctx = (sender: string) => ({
  sender,
  channelAddress: CHANNEL,
  ownAddresses: [CHANNEL, 'portal@fivestar.example'],
  ownMessageIdHost: 'portal.fivestar.example',
});
const bag = (raw: string): HeaderBag =>
  headerBag(raw.split(/\n(?=\S)/).map((line) => ({ line: line.replace(/\n/g, '\r\n') })));

describe('headerBag and addresses', () => {
  it('unfolds headers and keeps every value under its lower-case name', () => {
    const h = bag('Subject: one\nReceived: a\n  b\nReceived: c\nX-Autoreply: yes');
    expect(h.subject).toEqual(['one']);
    expect(h.received).toEqual(['a b', 'c']);
    expect(h['x-autoreply']).toEqual(['yes']);
  });

  it('reads the mailbox of the usual From shapes', () => {
    expect(parseMailbox('"Doe, Jane" <Jane.Doe@Benson.k12.us>')).toEqual({
      address: 'jane.doe@benson.k12.us',
      name: 'Doe, Jane',
    });
    expect(parseMailbox('Jane Doe <jane@x.org>')).toEqual({ address: 'jane@x.org', name: 'Jane Doe' });
    expect(parseMailbox('jane@x.org (Jane Doe)')).toEqual({ address: 'jane@x.org', name: 'Jane Doe' });
    expect(parseMailbox('jane@x.org')).toEqual({ address: 'jane@x.org', name: '' });
    expect(parseMailbox('undisclosed-recipients:;')).toBeNull();
    expect(parseMailbox(undefined)).toBeNull();
  });

  it('lists message ids of In-Reply-To and References', () => {
    expect(messageIdsIn('<a@x> <b@y>\r\n <c@z>')).toEqual(['<a@x>', '<b@y>', '<c@z>']);
    expect(messageIdsIn(['<a@x>', '<a@x> <d@w>'])).toEqual(['<a@x>', '<d@w>']);
    expect(messageIdsIn(undefined)).toEqual([]);
  });

  it('takes the original sender of a message the help desk group re-sent under its own address', () => {
    const h = bag(
      `List-Id: <help.benson.k12.us>\nX-Original-From: Jane Doe <jane@gmail.com>\nReply-To: Jane Doe <jane@gmail.com>`,
    );
    expect(senderOf({ address: CHANNEL, name: "'Jane Doe' via Help" }, h, CHANNEL)).toEqual({
      address: 'jane@gmail.com',
      name: 'Jane Doe',
    });
    // Not through its own group: the From stands (and is a loop).
    expect(senderOf({ address: CHANNEL, name: 'Help' }, bag('Reply-To: x@y.org'), CHANNEL)?.address).toBe(
      CHANNEL,
    );
    expect(senderOf({ address: 'a@b.org', name: 'A' }, h, CHANNEL)?.address).toBe('a@b.org');
  });
});

describe('automaticMail: no ticket and no answer', () => {
  const person = (headers: string, subject = 'Projector broken', sender = 'jane@benson.k12.us') =>
    automaticMail(bag(headers), subject, ctx(sender));

  it('lets a person’s mail through, with Auto-Submitted: no too', () => {
    expect(person('Message-ID: <CAB123@mail.gmail.com>')).toBeNull();
    expect(person('Auto-Submitted: no')).toBeNull();
    expect(person('X-Autoreply: no')).toBeNull();
    expect(person('', 'Out of office printer is broken')).toBeNull();
  });

  it('ignores automatic answers by their headers', () => {
    expect(person('Auto-Submitted: auto-replied')).toMatchObject({ kind: 'auto-reply' });
    expect(person('Auto-Submitted: auto-generated; owner-email="x@y"')).toMatchObject({ kind: 'auto-reply' });
    expect(person('X-Autoreply: yes')).toMatchObject({ kind: 'auto-reply', reason: 'X-Autoreply header' });
    expect(person('X-Autorespond: Out of office')).toMatchObject({ kind: 'auto-reply' });
    expect(person('Precedence: auto_reply')).toMatchObject({ kind: 'auto-reply' });
  });

  it('ignores Outlook’s and other clients’ automatic answers by their subject', () => {
    expect(person('', 'Automatic reply: Projector broken')).toMatchObject({ kind: 'auto-reply' });
    expect(person('', 'Réponse automatique : Projecteur')).toMatchObject({ kind: 'auto-reply' });
    expect(person('', 'Abwesenheitsnotiz: Beamer')).toMatchObject({ kind: 'auto-reply' });
    expect(person('', 'Out of Office: back Monday')).toMatchObject({ kind: 'auto-reply' });
  });

  it('ignores bulk and list mail, and mail from addresses that take no replies', () => {
    expect(person('Precedence: bulk')).toMatchObject({ kind: 'bulk' });
    expect(person('Precedence: junk')).toMatchObject({ kind: 'bulk' });
    expect(person('Precedence: list')).toMatchObject({ kind: 'bulk' });
    expect(person('List-Id: Staff news <news.benson.k12.us>')).toMatchObject({ kind: 'bulk' });
    expect(person('List-Unsubscribe: <mailto:unsub@vendor.example>')).toMatchObject({ kind: 'bulk' });
    expect(person('', 'Your invoice', 'no-reply@vendor.example')).toMatchObject({ kind: 'auto-reply' });
    expect(person('', 'Your invoice', 'donotreply@vendor.example')).toMatchObject({ kind: 'auto-reply' });
  });

  it('takes mail through the help desk’s own group (its List-Id) as a person’s', () => {
    expect(
      person('List-Id: <help.benson.k12.us>\nPrecedence: list\nList-Unsubscribe: <mailto:x@y>'),
    ).toBeNull();
    // The group does not hide an automatic answer.
    expect(person('List-Id: <help.benson.k12.us>\nAuto-Submitted: auto-replied')).toMatchObject({
      kind: 'auto-reply',
    });
  });

  it('ignores bounces and read reports', () => {
    expect(person('', 'Undeliverable: Projector', 'MAILER-DAEMON@mx.example')).toMatchObject({
      kind: 'bounce',
    });
    expect(person('', 'Delivery Status Notification (Failure)', 'postmaster@benson.k12.us')).toMatchObject({
      kind: 'bounce',
    });
    expect(person('Return-Path: <>')).toMatchObject({ kind: 'bounce' });
    expect(
      person('Content-Type: multipart/report; report-type=delivery-status;\n boundary="x"'),
    ).toMatchObject({ kind: 'bounce' });
  });

  it('is a loop when the portal wrote it: a channel address, its From, X-Loop or its own Message-ID', () => {
    expect(person('', 'Re: x', CHANNEL)).toMatchObject({ kind: 'loop' });
    expect(person('', 'Re: x', 'Portal@FiveStar.example')).toMatchObject({ kind: 'loop' });
    expect(person(`X-Loop: ${CHANNEL}`)).toMatchObject({ kind: 'loop' });
    expect(
      person('Message-ID: <ticket.0b6f7a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.k2j3@portal.fivestar.example>'),
    ).toMatchObject({ kind: 'loop' });
  });

  it('knows when the sender asked for no automatic answer', () => {
    expect(answerSuppressed(bag('X-Auto-Response-Suppress: All'))).toBe(true);
    expect(answerSuppressed(bag('X-Auto-Response-Suppress: DR, OOF, AutoReply'))).toBe(true);
    expect(answerSuppressed(bag('X-Auto-Response-Suppress: DR'))).toBe(false);
    expect(answerSuppressed(bag('Subject: x'))).toBe(false);
  });
});

describe('which ticket a reply belongs to', () => {
  const id = '0b6f7a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
  it('reads ticket ids from the portal’s Message-IDs only', () => {
    expect(
      ticketIdsIn([
        `<ticket.${id}.a1b2c3@portal.example>`,
        '<CAB@mail.gmail.com>',
        `<ticket.${id}.zz@portal.example>`,
      ]),
    ).toEqual([id]);
    expect(ticketIdsIn(['<ticket.not-a-uuid.x@y>', '<x@y>'])).toEqual([]);
  });

  it('finds [CODE-0042] in a subject, of this district only', () => {
    expect(ticketNumberInSubject('Re: [BENSON-0042] Printer jams', 'BENSON')).toBe('BENSON-0042');
    expect(ticketNumberInSubject('RE: [benson-42] Printer', 'BENSON')).toBe('BENSON-0042');
    expect(ticketNumberInSubject('Re: [BENSON-12345] x', 'BENSON')).toBe('BENSON-12345');
    expect(ticketNumberInSubject('Re: [OTHER-0042] x', 'BENSON')).toBeNull();
    expect(ticketNumberInSubject('BENSON-0042 without brackets', 'BENSON')).toBeNull();
  });
});

describe('subjects', () => {
  it('makes a title without reply and forward prefixes or ticket tags', () => {
    expect(titleFromSubject('Re: RE: Fwd: [BENSON-0042] Printer jams')).toBe('Printer jams');
    expect(titleFromSubject('AW: WG: Beamer defekt')).toBe('Beamer defekt');
    expect(titleFromSubject('RE[2]: Laptop')).toBe('Laptop');
    expect(titleFromSubject('TR: Imprimante')).toBe('Imprimante');
    expect(titleFromSubject('   ')).toBeNull();
    expect(titleFromSubject('Re:')).toBeNull();
    expect(titleFromSubject('Refund request')).toBe('Refund request');
    expect(titleFromSubject('x'.repeat(300))).toHaveLength(200);
  });

  it('tells forwards from replies', () => {
    expect(isForward('Fwd: Error message')).toBe(true);
    expect(isForward('FW: Error')).toBe(true);
    expect(isForward('Re: Fwd: Error')).toBe(true);
    expect(isForward('WG: Fehler')).toBe(true);
    expect(isForward('Re: Error')).toBe(false);
    expect(isForward('Forwarding address change')).toBe(false);
  });
});

describe('cleanEmailText: the request without quoted history or signature', () => {
  it('Gmail HTML reply', () => {
    const html = `<div dir="ltr">Thanks, the projector works now.<div><br></div><div>One more thing: the remote is missing.</div><div><br></div><div>Jane</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue, Mar 3, 2026 at 9:14 AM Benson Help Desk &lt;<a href="mailto:help@benson.k12.us">help@benson.k12.us</a>&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex"><div dir="ltr">We replaced the lamp.</div></blockquote></div>`;
    expect(cleanEmailText({ html })).toBe(
      'Thanks, the projector works now.\n\nOne more thing: the remote is missing.\n\nJane',
    );
  });

  it('Gmail text part, with its attribution wrapped on two lines', () => {
    const text =
      'Thanks, the projector works now.\r\n\r\nJane\r\n\r\nOn Tue, Mar 3, 2026 at 9:14 AM Benson Help Desk <help@benson.k12.us>\r\nwrote:\r\n\r\n> We replaced the lamp.\r\n>\r\n';
    expect(cleanEmailText({ text })).toBe('Thanks, the projector works now.\n\nJane');
  });

  it('Outlook desktop HTML (Word) with its From/Sent block', () => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style><!-- p.MsoNormal {margin:0in;} --></style></head><body lang=EN-US link="#0563C1"><div class=WordSection1><p class=MsoNormal>The printer in room 12 still jams.<o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p><p class=MsoNormal>Mark Lee<o:p></o:p></p><p class=MsoNormal>Science, Benson High<o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p><div><div style='border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in'><p class=MsoNormal><b>From:</b> Benson Help Desk &lt;help@benson.k12.us&gt; <br><b>Sent:</b> Monday, March 2, 2026 3:01 PM<br><b>To:</b> Mark Lee &lt;mlee@benson.k12.us&gt;<br><b>Subject:</b> [BENSON-0042] Printer jams<o:p></o:p></p></div></div><p class=MsoNormal><o:p>&nbsp;</o:p></p><p class=MsoNormal>We cleaned the rollers.<o:p></o:p></p></div></body></html>`;
    expect(cleanEmailText({ html })).toBe(
      'The printer in room 12 still jams.\n\nMark Lee\nScience, Benson High',
    );
  });

  it('Outlook on the web (its rule, then divRplyFwdMsg, then the quote as siblings)', () => {
    const html = `<div dir="ltr"><div style="font-family:Aptos">Still broken after a restart.</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Benson Help Desk &lt;help@benson.k12.us&gt;<br><b>Sent:</b> Tuesday, March 3, 2026 10:02<br><b>To:</b> Ana Ruiz &lt;aruiz@benson.k12.us&gt;<br><b>Subject:</b> Re: [BENSON-0007] Laptop won't boot</font><div>&nbsp;</div></div><div>Please restart it.</div></div>`;
    expect(cleanEmailText({ html })).toBe('Still broken after a restart.');
  });

  it('Outlook mobile text: "Get Outlook for iOS" and the underscore rule', () => {
    const text =
      'Yes, room 204.\n\nGet Outlook for iOS<https://aka.ms/o0ukef>\n________________________________\nFrom: Benson Help Desk <help@benson.k12.us>\nSent: Tuesday, March 3, 2026 10:02:11 AM\nTo: Ana Ruiz <aruiz@benson.k12.us>\nSubject: Re: [BENSON-0007] Which room?\n\nWhich room is it?\n';
    expect(cleanEmailText({ text })).toBe('Yes, room 204.');
  });

  it('Apple Mail HTML with "Sent from my iPad" and a cited blockquote', () => {
    const html = `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body style="overflow-wrap: break-word;">The Wi-Fi in the library drops every few minutes.<div><br></div><div>Sent from my iPad</div><div><br><blockquote type="cite"><div>On Mar 3, 2026, at 9:14 AM, Benson Help Desk &lt;help@benson.k12.us&gt; wrote:</div><br class="Apple-interchange-newline"><div><div>Is it still happening?</div></div></blockquote></div></body></html>`;
    expect(cleanEmailText({ html })).toBe('The Wi-Fi in the library drops every few minutes.');
  });

  it('Thunderbird HTML (moz-cite-prefix) and its signature', () => {
    const html = `<p>Room 5's smartboard pen stopped working.</p><div class="moz-signature">-- <br>Tom Baker<br>Benson Middle</div><div class="moz-cite-prefix">On 3/3/26 9:14 AM, Benson Help Desk wrote:<br></div><blockquote type="cite">Try new batteries.</blockquote>`;
    expect(cleanEmailText({ html })).toBe("Room 5's smartboard pen stopped working.");
  });

  it('plain text with ">" quoting and a "-- " signature', () => {
    const text =
      'The lab is fine now, thanks!\n\n> Did the reboot help?\n> \n\n-- \nLisa Park\nComputer Lab, Benson Elementary\n(520) 555-0134\n';
    expect(cleanEmailText({ text })).toBe('The lab is fine now, thanks!');
  });

  it('interleaved answers keep the answers and drop the quoted lines', () => {
    const text = '> Which room?\nRoom 12.\n\n> Since when?\nSince Monday.\n';
    expect(cleanEmailText({ text })).toBe('Room 12.\n\nSince Monday.');
  });

  it('French Gmail ("Le … a écrit :"), German Outlook (Von/Gesendet/An/Betreff), Spanish ("escribió:")', () => {
    expect(
      cleanEmailText({
        text: "Le vidéoprojecteur ne s'allume plus.\n\nLe mar. 3 mars 2026 à 09:14, Service d'assistance <help@benson.k12.us> a écrit :\n> Bonjour\n",
      }),
    ).toBe("Le vidéoprojecteur ne s'allume plus.");
    expect(
      cleanEmailText({
        text: 'Der Drucker geht wieder nicht.\n\nVon: Helpdesk <help@benson.k12.us>\nGesendet: Dienstag, 3. März 2026 09:14\nAn: Max Muster <max@benson.k12.us>\nBetreff: AW: Drucker\n\nBitte neu starten.\n',
      }),
    ).toBe('Der Drucker geht wieder nicht.');
    expect(
      cleanEmailText({
        text: 'Sigue sin funcionar.\n\nEl mar, 3 mar 2026 a las 9:14, Mesa de ayuda (<help@benson.k12.us>) escribió:\n> ¿Funciona?\n',
      }),
    ).toBe('Sigue sin funcionar.');
    expect(
      cleanEmailText({
        text: 'Geht noch nicht.\n\nAm Di., 3. März 2026 um 09:14 Uhr schrieb Helpdesk <help@benson.k12.us>:\n> Geht es?\n',
      }),
    ).toBe('Geht noch nicht.');
  });

  it('"-----Original Message-----" of older Outlook and Lotus-style clients', () => {
    const text =
      'Please reset my password.\n\n-----Original Message-----\nFrom: Help Desk\nSent: Monday\nTo: me\nSubject: x\n\nold text\n';
    expect(cleanEmailText({ text })).toBe('Please reset my password.');
  });

  it('keeps what a forward forwards (the request is in it)', () => {
    const text =
      'See the error below.\n\n---------- Forwarded message ---------\nFrom: Gradebook <alerts@grades.example>\nDate: Tue, Mar 3, 2026 at 9:00 AM\nSubject: Sync failed\nTo: <teacher@benson.k12.us>\n\nSync failed for period 3.\n';
    const clean = cleanEmailText({ text }, { forward: true });
    expect(clean).toContain('Sync failed for period 3.');
    expect(clean).toContain('From: Gradebook');
    const html = `<div dir="ltr">FYI<br><div class="gmail_quote"><div class="gmail_attr">---------- Forwarded message ---------<br>From: Gradebook<br></div><div>Sync failed for period 3.</div></div></div>`;
    expect(cleanEmailText({ html }, { forward: true })).toContain('Sync failed for period 3.');
  });

  it('a message that is all quote keeps its whole text rather than nothing', () => {
    expect(cleanEmailText({ text: '> only a quote\n> nothing new\n' })).toBe('> only a quote\n> nothing new');
  });

  it('keeps a "From:" line that is part of the request', () => {
    const text = 'From: the printer in room 12, the screen says "Load paper".\nIt has paper.';
    expect(cleanEmailText({ text })).toBe(text);
  });

  it('writes links as text [address] and leaves images out', () => {
    const html =
      '<p>The page <a href="https://grades.example/x">Gradebook</a> fails; <a href="https://a.example">https://a.example</a> works.</p><p><img src="cid:image001.png@01DA"></p>';
    expect(cleanEmailText({ html })).toBe(
      'The page Gradebook [https://grades.example/x] fails; https://a.example works.',
    );
  });

  it('cuts a very long text with a note', () => {
    const long = 'word '.repeat(5000);
    const cut = limitText(long, 1000);
    expect(cut.length).toBeLessThanOrEqual(1000);
    expect(cut).toMatch(/too long\.\]$/);
    expect(limitText('short', 1000)).toBe('short');
  });
});

describe('files kept from mail', () => {
  const MB = 1024 * 1024;
  it('keeps images, PDFs, office documents and text, by the type found in their content', () => {
    expect(
      fileDecision({ size: 10, declaredType: 'image/png', detected: 'image/png', isText: false }, 10 * MB),
    ).toEqual({
      keep: true,
      type: 'image/png',
    });
    expect(
      fileDecision(
        { size: 10, declaredType: 'application/octet-stream', detected: 'application/pdf', isText: false },
        MB,
      ),
    ).toEqual({ keep: true, type: 'application/pdf' });
    expect(fileDecision({ size: 10, declaredType: 'text/plain', detected: null, isText: true }, MB)).toEqual({
      keep: true,
      type: 'text/plain',
    });
    expect(fileDecision({ size: 10, declaredType: 'text/csv', detected: null, isText: true }, MB)).toEqual({
      keep: true,
      type: 'text/csv',
    });
  });

  it('says why it skips a file: too large, a refused type, an unknown type', () => {
    expect(
      fileDecision(
        { size: 11 * MB, declaredType: 'image/png', detected: 'image/png', isText: false },
        10 * MB,
      ),
    ).toEqual({
      keep: false,
      reason: 'larger than 10 MB',
    });
    // An .exe named "photo.png" is what its content says.
    expect(
      fileDecision(
        { size: 10, declaredType: 'image/png', detected: 'application/x-msdownload', isText: false },
        MB,
      ),
    ).toEqual({ keep: false, reason: 'application/x-msdownload files are not accepted' });
    expect(
      fileDecision({ size: 10, declaredType: 'application/x-thing', detected: null, isText: false }, MB),
    ).toEqual({
      keep: false,
      reason: 'its type could not be recognised',
    });
  });

  it('tells text from binary content', () => {
    expect(looksLikeText(new TextEncoder().encode('Grüße, room 12\n'))).toBe(true);
    expect(looksLikeText(new Uint8Array([0x4d, 0x5a, 0x00, 0x01]))).toBe(false);
    expect(looksLikeText(new Uint8Array([0xff, 0xfe, 0x41]))).toBe(false);
  });

  it('lists skipped files under the text', () => {
    expect(skippedFilesNote([])).toBe('');
    expect(
      skippedFilesNote([{ name: 'setup.exe', reason: 'application/x-msdownload files are not accepted' }]),
    ).toBe('\n\nNot kept from the email:\n- setup.exe: application/x-msdownload files are not accepted');
  });
});

describe('personName', () => {
  it('names a new requester from the mailbox', () => {
    expect(personName({ address: 'x@y', name: 'Doe, Jane' })).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(personName({ address: 'x@y', name: 'Mary Ann Lee' })).toEqual({
      firstName: 'Mary Ann',
      lastName: 'Lee',
    });
    expect(personName({ address: 'x@y', name: 'Cher' })).toEqual({ firstName: 'Cher', lastName: '' });
    expect(personName({ address: 'jane.doe@benson.k12.us', name: '' })).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect(personName({ address: 'jdoe+help@benson.k12.us', name: 'jdoe@benson.k12.us' })).toEqual({
      firstName: 'Jdoe',
      lastName: '',
    });
    expect(personName({ address: '12345@benson.k12.us', name: '' })).toEqual({
      firstName: '12345',
      lastName: '',
    });
  });
});
