import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  classify,
  decide,
  loadSparkyModels,
  MODEL_FILE,
  parseModels,
  trainingHashOf,
} from './sparky-model.ts';
import { trainingSetHash } from './training-data.ts';

describe('the committed model', () => {
  it('was trained on the current training set with the current features (else: npm run train:sparky)', () => {
    const text = readFileSync(MODEL_FILE, 'utf8');
    expect(trainingHashOf(text)).toBe(trainingSetHash());
    expect(() => parseModels(text)).not.toThrow();
  });

  it('is loaded once per process', () => {
    expect(loadSparkyModels()).toBe(loadSparkyModels());
  });

  it('decides from what a message means, for wordings it was not trained on', () => {
    const models = loadSparkyModels();
    const action = (text: string) => classify(models, text).action;
    expect(action('how can I get my slides onto the smartboard in room 9?')).toBe('none');
    expect(action('the smartboard in room 9 shows nothing but a grey screen')).toBe('create_ticket');
    expect(action('every smartboard in the building went grey at once')).toBe('escalate');
    expect(action('Could someone put a document camera in the library?')).toBe('create_ticket');
    expect(action('somebody is reading my email, there are messages marked read I never opened')).toBe(
      'escalate',
    );
  });
});

describe('decide', () => {
  const sure = [0.05, 0.9, 0.05];
  it('acts when sure, and asks when the message is unclear or the action uncertain', () => {
    expect(decide(sure, [0.95, 0.02, 0.02, 0.01], 0.3)).toMatchObject({
      action: 'create_ticket',
      unclear: null,
    });
    expect(decide(sure, [0.95, 0.02, 0.02, 0.01], 0.3).confidence).toBeCloseTo(0.855);
    expect(decide(sure, [0.1, 0.1, 0.7, 0.1], 0.3)).toMatchObject({
      action: 'none',
      predicted: 'create_ticket',
      unclear: 'off_topic',
    });
    expect(decide([0.35, 0.33, 0.32], [0.9, 0.05, 0.03, 0.02], 0.4).unclear).toBe('gibberish');
  });

  it('escalates a probable emergency even when unsure it understood, unless it is not words at all', () => {
    expect(decide([0.1, 0.2, 0.7], [0.2, 0.1, 0.1, 0.6], 0.3).action).toBe('escalate');
    expect(decide([0.1, 0.2, 0.7], [0.2, 0.6, 0.1, 0.1], 0.3).action).toBe('none');
  });
});
