import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatResponse,
  type Conversation,
  chatResponseSchema,
  DISTRICT_DATA_MODEL,
  OFFLINE_MODEL_NAME,
} from '../../domain/sparky.ts';
import { languageOf, SPANISH_NOTES } from '../../domain/sparky-language.ts';
import type { Ticket } from '../../domain/tickets.ts';
import { KNOWLEDGE_BASE } from '../../server/features/sparky/knowledge/index.ts';
import { SPANISH_ARTICLES } from '../../server/features/sparky/knowledge-es/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Sparky in Spanish (docs/sparky.md#spanish): POST /api/ai/chat answers in the question's language.
let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT: '1000' });
  w = await makeWorld(t.app, t.db, { tierA: 'ascend' });
});
afterAll(() => t.close());

const chat = (cookie: string | undefined, message: string, sessionId?: string) =>
  call<ChatResponse>(t.app, 'POST', '/api/ai/chat', { cookie, body: { message, sessionId } });
const english = (id: string) => KNOWLEDGE_BASE.find((a) => a.id === id)!;

describe('POST /api/ai/chat in Spanish', () => {
  it('answers a Spanish how-to question in Spanish from the Spanish article, with no action', async () => {
    const res = await chat(w.cookies.adminA, '¿Cómo cambio la entrada del proyector a HDMI?');
    expect(res.status).toBe(200);
    const body = chatResponseSchema.parse(res.body);
    expect(body).toMatchObject({ actionRequired: 'none', suggestedTicketTitle: null, ticket: null });
    const es = SPANISH_ARTICLES['projector-no-signal']!;
    expect(body.sources).toEqual([{ id: 'projector-no-signal', title: es.title }]);
    expect(body.message).toContain(es.steps[0]);
    expect(languageOf(body.message)).toBe('es');
    expect(body).toMatchObject({ engine: 'offline', model: OFFLINE_MODEL_NAME });
  });

  it('suggests a ticket for a Spanish report with an English title for staff; the question is stored as written', async () => {
    const question = 'Se rompió la pantalla de mi Chromebook en el salón 14';
    const res = await chat(w.cookies.techA, question);
    expect(res.body.actionRequired).toBe('create_ticket');
    expect(res.body.suggestedTicketTitle).toBe('Chromebook screen broken (Room 14)');
    expect(res.body.ticket).toEqual({ priority: 'medium', category: 'hardware' });
    expect(res.body.message).toContain('Le preparé un ticket');
    const conversation = await call<Conversation>(
      t.app,
      'GET',
      `/api/ai/conversations/${res.body.sessionId}`,
      {
        cookie: w.cookies.techA,
      },
    );
    // The requester's own words are kept: the ticket's description is built from them.
    expect(conversation.body.messages[0]!.content).toBe(question);

    // A ticket filed from it carries the English title and the Spanish words.
    const ticket = await call<Ticket>(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.techA,
      body: {
        districtId: w.districtA.id,
        title: res.body.suggestedTicketTitle,
        description: `Conversation with Sparky\n\nUser:\n${question}`,
      },
    });
    expect(ticket.status).toBe(201);
    expect(ticket.body.title).toBe('Chromebook screen broken (Room 14)');
    expect(ticket.body.description).toContain(question);
  });

  it('escalates a Spanish emergency, in Spanish, with a critical ticket', async () => {
    const res = await chat(w.cookies.adminA, 'Hay un incendio en el laboratorio de computación');
    expect(res.body.actionRequired).toBe('escalate');
    expect(res.body.suggestedTicketTitle).toBe('Urgent: Fire (Computer lab)');
    expect(res.body.ticket?.priority).toBe('critical');
    expect(res.body.message).toContain('**Se recomienda escalar.**');
  });

  it('escalates a Spanish security incident and drafts a ticket for a Spanish request, as it would in English', async () => {
    const hacked = await chat(
      w.cookies.adminA,
      'Creo que me hackearon la cuenta, salen correos que yo no mandé',
    );
    expect(hacked.body.actionRequired).toBe('escalate');
    expect(hacked.body.ticket?.priority).toBe('critical');
    const request = await chat(
      w.cookies.adminA,
      '¿Me pueden instalar Adobe Acrobat en mi laptop, por favor?',
    );
    expect(request.body.actionRequired).toBe('create_ticket');
  });

  it('gives an article without a Spanish version in English, after a short note in Spanish', async () => {
    const res = await chat(w.cookies.adminA, '¿Cómo uso la cámara de documentos con Zoom?');
    const article = english('document-camera');
    expect(SPANISH_ARTICLES['document-camera']).toBeUndefined();
    expect(res.body.sources[0]).toEqual({ id: 'document-camera', title: article.title });
    expect(res.body.message.startsWith(SPANISH_NOTES.untranslated)).toBe(true);
    expect(res.body.message).toContain(article.steps[0]);
  });

  it('asks its clarifying question in Spanish, and keeps Spanish for a follow-up that says nothing either way', async () => {
    const vague = await chat(w.cookies.adminA, 'no sirve');
    expect(vague.body).toMatchObject({ actionRequired: 'none', sources: [], suggestedTicketTitle: null });
    expect(languageOf(vague.body.message)).toBe('es');
    const next = await chat(w.cookies.adminA, 'Chromebook', vague.body.sessionId);
    expect(languageOf(next.body.message)).toBe('es');
  });

  it('answers an English question exactly as before', async () => {
    const res = await chat(w.cookies.adminA, 'My projector says no signal');
    expect(res.body).toMatchObject({
      actionRequired: 'create_ticket',
      suggestedTicketTitle: 'Projector not displaying laptop signal',
    });
    expect(res.body.sources[0]).toEqual({
      id: 'projector-no-signal',
      title: english('projector-no-signal').title,
    });
    expect(res.body.message).toContain('Input or Source');
    expect(res.body.message).not.toContain(SPANISH_NOTES.untranslated);
  });

  it("answers a Spanish question about the district's records in English, after a note in Spanish", async () => {
    const res = await chat(w.cookies.adminA, `¿Dónde está el ticket ${w.districtA.code}-999?`);
    expect(res.body.model).toBe(DISTRICT_DATA_MODEL);
    expect(res.body.message.startsWith(SPANISH_NOTES.dataInEnglish)).toBe(true);
    const requester = await chat(w.cookies.requesterA, `¿Dónde está el ticket ${w.districtA.code}-999?`);
    expect(requester.body.message).toBe(SPANISH_NOTES.requesterNoData);
  });
});
