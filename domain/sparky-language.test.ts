import { describe, expect, it } from 'vitest';
import { detectLanguage, foldAccents, languageOf } from './sparky-language.ts';

describe('languageOf', () => {
  it('reads Spanish, with or without accents', () => {
    for (const text of [
      '¿Cómo cambio mi contraseña?',
      'como cambio mi contrasena',
      'no puedo iniciar sesión en Google Classroom',
      'se rompió la pantalla de mi Chromebook',
      'hay un incendio en el laboratorio de computación',
      '¿cómo conecto el proyector?',
      'URGENTE NO HAY INTERNET EN TODA LA ESCUELA',
      'la impresora no imprime',
      'gracias',
    ]) {
      expect(languageOf(text), text).toBe('es');
    }
  });

  it('reads Spanglish as Spanish', () => {
    for (const text of [
      'mi Chromebook no prende',
      'el wifi no sirve en el salón',
      'no me deja hacer login en Clever',
      'el password de mi laptop no funciona',
      'la teacher dice que el link de Zoom no sirve',
    ]) {
      expect(languageOf(text), text).toBe('es');
    }
  });

  it('keeps English as English, names of people and places included', () => {
    for (const text of [
      'My projector says no signal',
      'How do I reset a forgotten password?',
      "José's laptop won't turn on",
      'The wifi at Los Alamos Elementary is down',
      'El Dorado High lost internet in every room',
      'Ms. Peña needs a new Chromebook charger',
      'my para cannot sign in to Clever',
      'the red light on the printer is blinking',
      'Can you do me a favor and unblock this site?',
      'I need a loaner',
      'NOBODY IN THE BUILDING CAN PRINT',
    ]) {
      expect(languageOf(text), text).toBe('en');
    }
  });

  it('answers with the fallback (the conversation so far) when a short message says nothing either way', () => {
    expect(languageOf('ok', 'es')).toBe('es');
    expect(languageOf('Chromebook', 'es')).toBe('es');
    expect(languageOf('asdf qwer', 'es')).toBe('es');
    expect(languageOf('ok')).toBe('en');
    // Evidence beats the fallback.
    expect(languageOf('thanks, that worked', 'es')).toBe('en');
    expect(languageOf('sí, gracias', 'en')).toBe('es');
  });

  it('explains its decision with the evidence on each side', () => {
    const scores = detectLanguage('mi Chromebook no prende');
    expect(scores).toEqual({ language: 'es', es: 2, en: 0 });
    // A tie is English: Spanish needs more evidence than English.
    expect(detectLanguage('my Chromebook no prende').language).toBe('en');
  });

  it('folds accents for comparison', () => {
    expect(foldAccents('Contraseña Sesión ÚLTIMA')).toBe('contrasena sesion ultima');
  });
});
