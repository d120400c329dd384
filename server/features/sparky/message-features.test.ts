import { describe, expect, it } from 'vitest';
import {
  DENSE_FEATURES,
  denseFeatures,
  extractFeatures,
  FEATURE_DIM,
  featureText,
  HASHED_DIM,
  hash32,
} from './message-features.ts';

const lexicon = new Set(['printer', 'projector', 'wifi', 'password']);
const f = (text: string) => denseFeatures(text, lexicon);

describe('feature text', () => {
  it('lower-cases, drops apostrophes and joins K-12 phrases into one word', () => {
    expect(featureText("The Wi-Fi won't work, can't log in!")).toBe('the wifi wont work cant signin!');
  });

  it('drops accents, and joins Spanish phrases into the same words', () => {
    expect(featureText('¿Cómo cambio mi contraseña?')).toBe('como cambio mi password?');
    expect(featureText('No puedo iniciar sesión en la red inalámbrica')).toBe('no puedo signin en la wifi');
  });
});

describe('extractFeatures', () => {
  it('is deterministic, sorted and inside the hashed space, with the dense features after it', () => {
    const a = extractFeatures('The projector in room 204 says no signal', lexicon);
    expect(extractFeatures('The projector in room 204 says no signal', lexicon)).toEqual(a);
    const hashed = a.indices.filter((i) => i < HASHED_DIM);
    expect(hashed).toEqual([...hashed].sort((x, y) => x - y));
    expect(a.indices.every((i) => i < FEATURE_DIM)).toBe(true);
    expect(a.indices.some((i) => i >= HASHED_DIM)).toBe(true);
    expect(new Set(a.indices).size).toBe(a.indices.length);
  });

  it('scales the word and the character n-grams each to unit length', () => {
    const x = extractFeatures('printer jam', new Set());
    const hashed = x.values.filter((_, i) => x.indices[i]! < HASHED_DIM);
    const norm = Math.sqrt(hashed.reduce((s, v) => s + v * v, 0));
    // Two groups of unit length (collisions aside): about sqrt(2).
    expect(norm).toBeGreaterThan(1.35);
    expect(norm).toBeLessThan(1.5);
  });

  it('shares character n-grams between a word and its misspelling', () => {
    const a = new Set(extractFeatures('projector', lexicon).indices);
    const b = extractFeatures('projecter', lexicon).indices;
    expect(b.filter((i) => a.has(i)).length).toBeGreaterThan(5);
  });

  it('gives the dense features a shared copy and one for the message language', () => {
    const dense = (text: string) =>
      extractFeatures(text, lexicon)
        .indices.filter((i) => i >= HASHED_DIM)
        .map((i) => i - HASHED_DIM);
    const n = DENSE_FEATURES.length;
    const english = dense('my projector will not turn on');
    const spanish = dense('mi proyector no prende');
    expect(english.filter((i) => i < n).length).toBe(english.filter((i) => i >= n && i < 2 * n).length);
    expect(english.some((i) => i >= 2 * n)).toBe(false);
    expect(spanish.filter((i) => i < n).length).toBe(spanish.filter((i) => i >= 2 * n).length);
    expect(spanish.some((i) => i >= n && i < 2 * n)).toBe(false);
  });

  it('hashes with FNV-1a', () => {
    expect(hash32('')).toBe(0x811c9dc5);
    expect(hash32('a')).toBe(0xe40c292c);
  });
});

describe('dense features', () => {
  it('tells a how-to question from a report and from a request for work', () => {
    expect(f('How do I connect my laptop to the projector?')).toMatchObject({
      question_start: 1,
      question_mark: 1,
      how_to: 1,
      question_x_no_problem: 1,
    });
    expect(f('the projector in my room will not turn on')).toMatchObject({
      question_mark: 0,
      one_x_problem: 1,
    });
    expect(f('Can you install Zoom on my laptop please')).toMatchObject({
      work_verb: 1,
      request: 1,
      work_x_request: 1,
    });
  });

  it('measures scope: the whole school against one device', () => {
    expect(f('the internet is down for the whole school').wide_x_critical).toBeGreaterThan(0);
    expect(f('nobody can get online').scope_nobody_can).toBe(1);
    expect(f('no internet in any classroom').scope_many_rooms).toBe(1);
    expect(f('no internet on my laptop, everyone else is fine')).toMatchObject({
      others_fine: 1,
      scope_one: 1,
    });
    expect(f('no internet on my laptop, everyone else is fine').wide_x_problem).toBe(0);
  });

  it('sees urgency, negation, security, safety and threats to equipment', () => {
    expect(f('URGENT!!! HELP NOW')).toMatchObject({ urgency: 1, exclamations: 1, capitals: 1 });
    expect(f("it doesn't work and nothing happens").negation).toBe(1);
    expect(f('I clicked a link in a phishing email and entered my password').security_act).toBe(1);
    expect(f('someone logged into my account from another country').unauthorized).toBe(1);
    expect(f('a student searched for ways to hurt himself').safety).toBe(1);
    expect(f('water is leaking onto the server rack').equipment_threat).toBeGreaterThan(0);
    expect(f('how do I print double sided').urgency).toBe(0);
  });

  it('measures how much of a message is IT vocabulary and how word-like it is', () => {
    expect(f('printer password wifi').lexicon_share).toBe(1);
    expect(f('lasagna recipe please').lexicon_share).toBe(0);
    expect(f('lasagna recipe please').no_it_terms).toBe(1);
    expect(f('sdfkj qwrtzp xxxxx').wordlike_share).toBe(0);
    expect(f('the printer is jammed').wordlike_share).toBe(1);
  });
});

describe('dense features in Spanish', () => {
  it('flags the language', () => {
    expect(f('mi Chromebook no prende').spanish).toBe(1);
    expect(f("my Chromebook won't turn on").spanish).toBe(0);
  });

  it('tells a how-to question from a report and from a request for work', () => {
    expect(f('¿Cómo conecto mi laptop al proyector?')).toMatchObject({
      question_start: 1,
      question_mark: 1,
      how_to: 1,
      question_x_no_problem: 1,
    });
    expect(f('el proyector de mi salón no prende')).toMatchObject({ not_working: 1, one_x_problem: 1 });
    expect(f('¿Me pueden instalar Zoom en la laptop, por favor?')).toMatchObject({
      work_verb: 1,
      request: 1,
      work_x_request: 1,
    });
  });

  it('measures scope: the whole school against one device', () => {
    expect(f('se cayó el internet en toda la escuela').wide_x_critical).toBeGreaterThan(0);
    expect(f('nadie puede entrar al correo').scope_nobody_can).toBe(1);
    expect(f('no hay wifi en ningún salón').scope_many_rooms).toBe(1);
    expect(f('mi laptop no se conecta, a los demás sí les funciona').others_fine).toBe(1);
  });

  it('sees urgency, security, safety and threats to equipment, accents or not', () => {
    expect(f('¡URGENTE! ayuda').urgency).toBe(1);
    expect(f('creo que me hackearon la cuenta').security).toBeGreaterThan(0);
    expect(f('le di clic a un enlace y puse mi contraseña').security_act).toBe(1);
    expect(f('alguien entró a mi cuenta desde otro país').unauthorized).toBe(1);
    expect(f('una alumna escribió que se quiere suicidar').safety).toBe(1);
    expect(f('hay agua goteando sobre el servidor').equipment_threat).toBeGreaterThan(0);
    expect(f('se robaron las laptops del laboratorio').equipment_threat).toBeGreaterThan(0);
    expect(f('sale humo de la impresora').equipment_threat).toBeGreaterThan(0);
    expect(f('la computadora tiene un virus').security).toBeGreaterThan(0);
    expect(f('como cambio mi contrasena').urgency).toBe(0);
  });

  it('reads a word both languages have in its Spanish sense only in Spanish', () => {
    expect(f('no hay red en el salón').critical_system).toBe(1);
    expect(f('the red light on the printer is blinking').critical_system).toBe(0);
  });
});
