import { describe, expect, it } from 'vitest';
import { languageOf, SPANISH_NOTES } from '../../../domain/sparky-language.ts';
import { KNOWLEDGE_BASE } from './knowledge/index.ts';
import { SPANISH_ARTICLES, SPANISH_SEARCH_WORDS } from './knowledge-es/index.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { createOfflineEngine } from './offline-engine.ts';
import { analyzeQuestion } from './question-analysis.ts';
import { loadSparkyModels } from './sparky-model.ts';
import { loadHeldOutSet, loadSpanishHeldOutSet, loadTrainingSet } from './training-data.ts';

const index = createKnowledgeIndex(KNOWLEDGE_BASE);
const models = loadSparkyModels();
const engine = createOfflineEngine(index, models);
const ask = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  engine.reply({ message, history: history.map((t) => ({ ...t, sources: [] })) });

describe('the Spanish knowledge base', () => {
  it('translates every article of the 25 that answer the most questions (docs/sparky.md#spanish)', () => {
    const used = new Map<string, number>();
    for (const m of [...loadTrainingSet(), ...loadHeldOutSet(), ...loadSpanishHeldOutSet()]) {
      const id = analyzeQuestion(index, models, { message: m.text, history: [] }).article?.id;
      if (id) used.set(id, (used.get(id) ?? 0) + 1);
    }
    const top = [...used.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
    expect(top.filter(([id]) => !SPANISH_ARTICLES[id])).toEqual([]);
    expect(Object.keys(SPANISH_ARTICLES).length).toBeGreaterThanOrEqual(25);
    // About 2,500 questions through the engine: seconds on a busy machine.
  }, 60_000);

  it('keys every translation by a built-in article, with all of its steps, in Spanish', () => {
    for (const [id, es] of Object.entries(SPANISH_ARTICLES)) {
      const english = KNOWLEDGE_BASE.find((a) => a.id === id);
      expect(english, id).toBeDefined();
      expect(es.steps.length, id).toBe(english!.steps.length);
      expect(es.keywords.length, id).toBeGreaterThanOrEqual(5);
      expect(es.questions.length, id).toBeGreaterThanOrEqual(3);
      for (const text of [es.title, es.summary, es.escalation, ...es.steps]) {
        expect(text.trim(), id).not.toBe('');
      }
      expect(languageOf(`${es.summary} ${es.steps.join(' ')}`), id).toBe('es');
    }
  });

  it('lets a Spanish question find every other article by its Spanish words', () => {
    for (const a of KNOWLEDGE_BASE) {
      expect(Boolean(SPANISH_ARTICLES[a.id]) !== Boolean(SPANISH_SEARCH_WORDS[a.id]), a.id).toBe(true);
      expect(a.es ?? a.esSearch, a.id).toBeDefined();
    }
  });
});

describe('the offline engine in Spanish', () => {
  it('answers a Spanish how-to question in Spanish, from the Spanish article', async () => {
    const reply = await ask('¿Cómo conecto mi laptop al proyector?');
    expect(reply).toMatchObject({ actionRequired: 'none', suggestedTicketTitle: null });
    expect(reply.sources[0]).toEqual({
      id: 'projector-no-signal',
      title: SPANISH_ARTICLES['projector-no-signal']!.title,
    });
    expect(reply.message).toContain(SPANISH_ARTICLES['projector-no-signal']!.steps[0]);
    expect(reply.message).toContain('Si eso no lo resuelve:');
    expect(reply.message).not.toContain(SPANISH_NOTES.untranslated);
  });

  it('suggests a ticket with an English title for a Spanish report, the rest of the reply in Spanish', async () => {
    const reply = await ask('se rompió la pantalla de mi Chromebook');
    expect(reply.actionRequired).toBe('create_ticket');
    expect(reply.suggestedTicketTitle).toBe('Chromebook screen broken');
    expect(reply.message).toContain('Le preparé un ticket');
    expect(reply.message).toContain('"Chromebook screen broken"');
  });

  it('escalates in Spanish', async () => {
    const reply = await ask('Hay humo saliendo del carrito de carga de las Chromebooks');
    expect(reply.actionRequired).toBe('escalate');
    expect(reply.message).toContain('**Se recomienda escalar.**');
    expect(reply.ticket?.priority).toBe('critical');
  });

  it('gives an article without a Spanish version in English, after a short Spanish note', async () => {
    const reply = await ask('¿Cómo proyecto la pantalla de mi iPad en la tele sin cables con AirPlay?');
    expect(reply.sources[0]?.id).toBe('screen-casting');
    expect(reply.sources[0]?.title).toBe(KNOWLEDGE_BASE.find((a) => a.id === 'screen-casting')!.title);
    expect(reply.message.startsWith(SPANISH_NOTES.untranslated)).toBe(true);
    expect(reply.message).toContain(KNOWLEDGE_BASE.find((a) => a.id === 'screen-casting')!.steps[0]);
  });

  it('asks its clarifying questions, greets and thanks in Spanish', async () => {
    expect((await ask('no funciona')).message).toMatch(/^¿|^Con gusto|^¿Cuál/);
    expect((await ask('¿Cuál es el menú del almuerzo hoy?')).message).toMatch(
      /soporte técnico|tecnología|distrito/,
    );
    expect((await ask('hola')).message).toContain('Soy Sparky');
    expect((await ask('gracias, ya quedó')).message).toBe('¡De nada! Si se le ofrece algo más, aquí estoy.');
  });

  it('keeps the language of the conversation for a message that says nothing either way', async () => {
    const reply = await ask('Chromebook', [
      { role: 'user', content: 'tengo un problema con una computadora' },
      { role: 'assistant', content: '¿Me puede contar un poco más?' },
    ]);
    expect(languageOf(reply.message)).toBe('es');
    expect((await ask('Chromebook')).message).not.toContain('¿');
  });

  it('answers English exactly as before', async () => {
    const reply = await ask('My projector says no signal');
    expect(reply.suggestedTicketTitle).toBe('Projector not displaying laptop signal');
    expect(reply.sources[0]?.title).toBe(KNOWLEDGE_BASE.find((a) => a.id === 'projector-no-signal')!.title);
    expect(reply.message).toContain('Input or Source');
    expect(reply.message).not.toContain(SPANISH_NOTES.untranslated);
  });
});
