import type { SparseVector } from './message-features.ts';

/**
 * Multinomial logistic regression (softmax) over sparse features: trained here, in a few seconds,
 * by full-batch Adam on the L2-regularised mean cross-entropy; deterministic (no random numbers).
 */
export interface LinearModel {
  classes: readonly string[];
  bias: Float64Array;
  /** Feature index -> offset of its row (one weight per class) in `weights`. */
  rows: Map<number, number>;
  weights: Float32Array;
  /** Logits are divided by it before the softmax (temperature scaling, for calibrated probabilities). */
  temperature: number;
}

export function softmax(logits: readonly number[], temperature = 1): number[] {
  const scaled = logits.map((l) => l / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((l) => Math.exp(l - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export function logits(model: LinearModel, x: SparseVector): number[] {
  const k = model.classes.length;
  const out = Array.from(model.bias);
  for (let i = 0; i < x.indices.length; i++) {
    const row = model.rows.get(x.indices[i]!);
    if (row === undefined) continue;
    const v = x.values[i]!;
    for (let c = 0; c < k; c++) out[c]! += v * model.weights[row + c]!;
  }
  return out;
}

/** Class probabilities, in the order of `model.classes`. */
export function predict(model: LinearModel, x: SparseVector): number[] {
  return softmax(logits(model, x), model.temperature);
}

export interface TrainOptions {
  /** L2 penalty on the weights (not the biases). */
  l2: number;
  iterations: number;
  learningRate: number;
  /** Per-class weight of an example's loss (e.g. to balance rare classes); default all 1. */
  classWeights?: readonly number[];
}

export interface Example {
  x: SparseVector;
  /** Index of the class in `classes`. */
  y: number;
}

export function train(
  examples: readonly Example[],
  classes: readonly string[],
  opts: TrainOptions,
): LinearModel {
  const k = classes.length;
  // Only features seen in training get a weight: map them to compact columns, all examples flat.
  const columnOf = new Map<number, number>();
  const offsets = new Int32Array(examples.length + 1);
  examples.forEach((e, i) => {
    offsets[i + 1] = offsets[i]! + e.x.indices.length;
  });
  const cols = new Int32Array(offsets[examples.length]!);
  const vals = new Float64Array(cols.length);
  examples.forEach((e, i) => {
    e.x.indices.forEach((index, j) => {
      let col = columnOf.get(index);
      if (col === undefined) {
        col = columnOf.size;
        columnOf.set(index, col);
      }
      cols[offsets[i]! + j] = col * k;
      vals[offsets[i]! + j] = e.x.values[j]!;
    });
  });
  const labels = Int32Array.from(examples, (e) => e.y);
  const weightOf = (y: number) => opts.classWeights?.[y] ?? 1;
  const total = examples.reduce((s, e) => s + weightOf(e.y), 0);
  const scaleOf = Float64Array.from(examples, (e) => weightOf(e.y) / total);

  const n = columnOf.size * k;
  const w = new Float64Array(n);
  const b = new Float64Array(k);
  const grad = new Float64Array(n);
  const gradB = new Float64Array(k);
  const m = new Float64Array(n + k);
  const v = new Float64Array(n + k);
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  const p = new Float64Array(k);

  const step = (i: number, g: number, lr: number, c1: number, c2: number) => {
    m[i] = beta1 * m[i]! + (1 - beta1) * g;
    v[i] = beta2 * v[i]! + (1 - beta2) * g * g;
    return (lr * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + eps);
  };

  for (let t = 1; t <= opts.iterations; t++) {
    grad.fill(0);
    gradB.fill(0);
    for (let e = 0; e < examples.length; e++) {
      const from = offsets[e]!;
      const to = offsets[e + 1]!;
      let max = Number.NEGATIVE_INFINITY;
      for (let c = 0; c < k; c++) {
        let s = b[c]!;
        for (let j = from; j < to; j++) s += vals[j]! * w[cols[j]! + c]!;
        p[c] = s;
        if (s > max) max = s;
      }
      let sum = 0;
      for (let c = 0; c < k; c++) {
        p[c] = Math.exp(p[c]! - max);
        sum += p[c]!;
      }
      const scale = scaleOf[e]!;
      const y = labels[e]!;
      for (let c = 0; c < k; c++) {
        const d = (p[c]! / sum - (c === y ? 1 : 0)) * scale;
        gradB[c]! += d;
        for (let j = from; j < to; j++) grad[cols[j]! + c]! += d * vals[j]!;
      }
    }
    const c1 = 1 - beta1 ** t;
    const c2 = 1 - beta2 ** t;
    for (let i = 0; i < n; i++) w[i]! -= step(i, grad[i]! + opts.l2 * w[i]!, opts.learningRate, c1, c2);
    for (let c = 0; c < k; c++) b[c]! -= step(n + c, gradB[c]!, opts.learningRate, c1, c2);
  }

  const rows = new Map<number, number>();
  for (const [index, col] of columnOf) rows.set(index, col * k);
  return { classes, bias: b, rows, weights: Float32Array.from(w), temperature: 1 };
}

/** The temperature that gives the best log-likelihood on predictions the model did not train on. */
export function fitTemperature(outOfFold: readonly { logits: number[]; y: number }[]): number {
  let best = { t: 1, nll: Number.POSITIVE_INFINITY };
  for (let t = 0.3; t <= 4.001; t += 0.05) {
    const nll = outOfFold.reduce((s, o) => s - Math.log(Math.max(1e-12, softmax(o.logits, t)[o.y]!)), 0);
    if (nll < best.nll) best = { t: Math.round(t * 100) / 100, nll };
  }
  return best.t;
}

/**
 * The model as JSON-friendly strings, without tiny weights: feature indices as base64 of
 * delta-encoded varints (sorted, so the gaps are small), weights as base64 of 16-bit integers times
 * `scale` (error below scale / 2, far under what changes a prediction).
 */
export interface EncodedLinearModel {
  classes: string;
  temperature: number;
  features: number;
  bias: string;
  scale: number;
  indices: string;
  weights: string;
}

const INT16_MAX = 32767;

function encodeIndices(sorted: readonly number[]): string {
  const bytes: number[] = [];
  let previous = 0;
  for (const index of sorted) {
    let gap = index - previous;
    previous = index;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  return Buffer.from(bytes).toString('base64');
}

function decodeIndices(text: string): number[] {
  const bytes = Buffer.from(text, 'base64');
  const out: number[] = [];
  let previous = 0;
  for (let i = 0; i < bytes.length; ) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[i++]!;
      gap += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    previous += gap;
    out.push(previous);
  }
  return out;
}

const bytesOf = (a: Float64Array | Int16Array) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
function arrayOf<T extends Float64Array | Int16Array>(text: string, Kind: new (b: ArrayBuffer) => T): T {
  const bytes = Buffer.from(text, 'base64');
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return new Kind(copy);
}

export function encodeModel(model: LinearModel, minWeight = 1e-4): EncodedLinearModel {
  const k = model.classes.length;
  const kept = [...model.rows.entries()]
    .filter(([, row]) => {
      for (let c = 0; c < k; c++) if (Math.abs(model.weights[row + c]!) >= minWeight) return true;
      return false;
    })
    .sort((a, b) => a[0] - b[0]);
  const largest = kept.reduce((m, [, row]) => {
    for (let c = 0; c < k; c++) m = Math.max(m, Math.abs(model.weights[row + c]!));
    return m;
  }, 0);
  const scale = largest > 0 ? largest / INT16_MAX : 1;
  const weights = new Int16Array(kept.length * k);
  kept.forEach(([, row], i) => {
    for (let c = 0; c < k; c++) weights[i * k + c] = Math.round(model.weights[row + c]! / scale);
  });
  return {
    classes: model.classes.join(','),
    temperature: model.temperature,
    features: kept.length,
    bias: bytesOf(Float64Array.from(model.bias)),
    scale,
    indices: encodeIndices(kept.map(([index]) => index)),
    weights: bytesOf(weights),
  };
}

export function decodeModel(encoded: EncodedLinearModel): LinearModel {
  const classes = encoded.classes.split(',');
  const k = classes.length;
  const indices = decodeIndices(encoded.indices);
  const quantised = arrayOf(encoded.weights, Int16Array);
  if (quantised.length !== indices.length * k) throw new Error('model weights do not match its features');
  const rows = new Map<number, number>();
  indices.forEach((index, i) => {
    rows.set(index, i * k);
  });
  return {
    classes,
    bias: arrayOf(encoded.bias, Float64Array),
    rows,
    weights: Float32Array.from(quantised, (q) => q * encoded.scale),
    temperature: encoded.temperature,
  };
}
