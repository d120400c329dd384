import { describe, expect, it } from 'vitest';
import { decodeModel, encodeModel, fitTemperature, predict, softmax, train } from './linear-model.ts';

// Three classes told apart by which of three features is present (plus a shared, useless one).
// Indices far apart, so the encoding of their gaps needs several bytes.
const x = (i: number, value = 1) => ({ indices: [i * 400_000 + 7, 1_048_600], values: [value, 1] });
const examples = [0, 1, 2].flatMap((y) => [1, 0.8, 0.6].map((v) => ({ x: x(y, v), y })));

describe('softmax regression', () => {
  it('learns a separable problem and predicts probabilities that sum to 1', () => {
    const model = train(examples, ['a', 'b', 'c'], { l2: 1e-4, iterations: 200, learningRate: 0.1 });
    for (const y of [0, 1, 2]) {
      const p = predict(model, x(y));
      expect(p.indexOf(Math.max(...p))).toBe(y);
      expect(p.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 9);
    }
    // An unseen feature changes nothing.
    expect(predict(model, { indices: [7, 1234], values: [1, 5] })).toEqual(
      predict(model, { indices: [7], values: [1] }),
    );
  });

  it('is deterministic, and a stronger L2 penalty gives smaller weights', () => {
    const opts = { l2: 1e-4, iterations: 100, learningRate: 0.1 };
    expect(train(examples, ['a', 'b', 'c'], opts)).toEqual(train(examples, ['a', 'b', 'c'], opts));
    const size = (l2: number) =>
      Math.max(...train(examples, ['a', 'b', 'c'], { ...opts, l2 }).weights.map(Math.abs));
    expect(size(0.1)).toBeLessThan(size(1e-4));
  });

  it('survives encoding to base64 and back', () => {
    const model = train(examples, ['a', 'b', 'c'], { l2: 1e-4, iterations: 50, learningRate: 0.1 });
    model.temperature = 1.3;
    const decoded = decodeModel(JSON.parse(JSON.stringify(encodeModel(model))));
    expect(decoded.classes).toEqual(['a', 'b', 'c']);
    expect(decoded.temperature).toBe(1.3);
    for (const y of [0, 1, 2]) {
      expect(predict(decoded, x(y))[y]).toBeCloseTo(predict(model, x(y))[y]!, 5);
    }
  });
});

describe('calibration', () => {
  it('softens over-confident logits with a temperature above 1', () => {
    // Logits that say 99% but are right only 3 times in 4.
    const outOfFold = [
      { logits: [5, 0], y: 0 },
      { logits: [5, 0], y: 0 },
      { logits: [5, 0], y: 0 },
      { logits: [5, 0], y: 1 },
    ];
    const t = fitTemperature(outOfFold);
    expect(t).toBeGreaterThan(2);
    expect(softmax([5, 0], t)[0]).toBeCloseTo(0.75, 1);
  });
});
