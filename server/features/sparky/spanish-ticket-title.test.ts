import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { detectSignals } from './message-signals.ts';
import { englishTitleOf, englishTopicOf, spanishLocationOf } from './spanish-ticket-title.ts';
import { draftTicket, extractLocation } from './ticket-draft.ts';

const article = (id: string) => KNOWLEDGE_BASE.find((a) => a.id === id)!;

// Phrasings written for this test, not taken from the training or held-out sets.
describe('English titles from Spanish messages', () => {
  it('names the device and the problem', () => {
    expect(englishTitleOf('Se me cayó la Chromebook y la pantalla quedó estrellada')).toBe(
      'Chromebook screen broken',
    );
    expect(englishTitleOf('el proyector del aula 15 no da imagen')).toBe('Projector no signal');
    expect(englishTitleOf('Nuestra copiadora tiene papel atorado otra vez')).toBe('Copier paper jam');
    expect(englishTitleOf('la impresora del segundo piso dice fuera de línea')).toBe('Printer not printing');
    expect(englishTitleOf('mi compu portátil va lentísima')).toBe('Laptop slow');
    expect(englishTitleOf('mi iPad no carga desde ayer')).toBe('iPad not charging');
    expect(englishTitleOf('el teléfono del salón 8 no tiene tono')).toBe('Phone no dial tone');
    expect(englishTitleOf('la pizarra interactiva no responde al lápiz')).toBe(
      'Interactive panel not working',
    );
    expect(englishTitleOf('el monitor de la recepción parpadea')).toBe('Monitor flickering');
  });

  it('names the part rather than the device it belongs to', () => {
    expect(englishTitleOf('el cargador de la laptop echa chispas')).toBe('Charger smoke or burning smell');
    expect(englishTitleOf('se mojó el teclado con agua')).toBe('Keyboard liquid spill');
  });

  it('reads incidents, outages and threats before breakage', () => {
    expect(englishTitleOf('no hay internet en toda la secundaria Roosevelt')).toBe('Internet outage');
    expect(englishTitleOf('se robaron el proyector de la biblioteca')).toBe('Projector stolen');
    expect(englishTitleOf('creo que hackearon el correo de la secretaria')).toBe('Email compromised');
    expect(englishTitleOf('le di clic a un enlace raro en un correo')).toBe('Email phishing');
    expect(englishTitleOf('hay un incendio en la bodega')).toBe('Fire');
  });

  it('works without accents and says "issue" or "request" when it cannot tell the problem', () => {
    expect(englishTitleOf('se rompio la pantalla de la chromebook')).toBe('Chromebook screen broken');
    expect(englishTitleOf('tengo una duda con el proyector')).toBe('Projector issue');
    expect(englishTitleOf('necesitamos una cuenta para la nueva maestra de música')).toBe(
      'New staff account request',
    );
    expect(englishTitleOf('hola buenas tardes')).toBeNull();
    expect(englishTopicOf('mi Chromebook no prende')).toMatchObject({
      subject: 'Chromebook',
      problem: "won't turn on",
    });
  });

  it('names the place in English', () => {
    expect(spanishLocationOf('el proyector del aula 15')).toBe('Room 15');
    expect(spanishLocationOf('las bocinas de la escuela primaria Lincoln')).toBe('Lincoln Elementary');
    expect(spanishLocationOf('en la secundaria Roosevelt')).toBe('Roosevelt Middle');
    expect(spanishLocationOf('la computadora del laboratorio de computación')).toBe('Computer lab');
    expect(spanishLocationOf('en la biblioteca')).toBe('Library');
    expect(spanishLocationOf('mi laptop')).toBeNull();
    expect(extractLocation('la impresora del salón 204b')).toBe('Room 204B');
  });
});

describe('ticket drafts from a Spanish conversation', () => {
  const draft = (message: string, id: string | null, action: 'create_ticket' | 'escalate') =>
    draftTicket({
      message,
      article: id ? article(id) : null,
      action,
      signals: detectSignals(message),
      language: 'es',
    });

  it('titles a report in English with its device, problem and place', () => {
    expect(
      draft(
        'se me rompió la pantalla de la Chromebook en el salón 12',
        'device-physical-damage',
        'create_ticket',
      ),
    ).toEqual({
      title: 'Chromebook screen broken (Room 12)',
      ticket: { priority: 'medium', category: 'hardware' },
    });
  });

  it("keeps the article's English title when the message names no device and problem", () => {
    expect(
      draft('¿me ayudan con esto de la VPN desde la casa?', 'remote-access-vpn', 'create_ticket').title,
    ).toBe(article('remote-access-vpn').ticketTitle);
  });

  it('never quotes the Spanish words in the title, even without an article', () => {
    const fire = draft('hay un incendio en el laboratorio de computación', null, 'escalate');
    expect(fire.title).toBe('Urgent: Fire (Computer lab)');
    expect(fire.ticket.priority).toBe('critical');
    const unknown = draft('los casilleros inteligentes del pasillo no abren', null, 'create_ticket');
    expect(unknown.title).toBe('Help needed: General issue reported in Spanish');
    const security = draft(
      'alguien está mandando correos desde mi cuenta que yo no escribí',
      null,
      'escalate',
    );
    expect(security.title).toBe('Security incident: Email compromised');
  });
});
