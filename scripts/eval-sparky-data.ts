import { readFileSync } from 'node:fs';
import type { DistrictDirectory } from '../domain/sparky-data-questions.ts';
import { type DataAsk, dataAskConfidence, recognizeDataAsk } from '../server/features/sparky/data-intents.ts';

/**
 * Sparky's questions about a district's own records (scripts/sparky-data-eval): what each question
 * is answered with, whether that is right, and how well the confidence shown is calibrated.
 */

interface Records {
  code: string;
  licenses: { name: string; vendor: string }[];
  assets: {
    assetTag: string;
    name: string;
    serialNumber: string;
    assignedTo: string | null;
    location: string;
  }[];
  people: string[];
  technicians: string[];
  sites: string[];
}

export interface DataEvalItem {
  text: string;
  expect: string;
  entity?: string | string[];
  day?: string;
  topic?: string;
}

const dir = new URL('./sparky-data-eval/', import.meta.url);
const fixture = JSON.parse(readFileSync(new URL('records.json', dir), 'utf8')) as {
  district: Records;
};
export const DATA_SETS = ['tuning', 'held-out'] as const;

export function loadDataSet(name: (typeof DATA_SETS)[number]): DataEvalItem[] {
  return readFileSync(new URL(`${name}.jsonl`, dir), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as DataEvalItem);
}

/** The asker's district as the rules see it (ids are the names and tags, to read the answers). */
function directoryOf(r: Records): DistrictDirectory {
  return {
    licenses: r.licenses.map((l) => ({ id: l.name, ...l })),
    assets: r.assets.map((a) => ({ id: a.assetTag, ...a })),
    people: [...new Set([...r.people, ...r.assets.flatMap((a) => (a.assignedTo ? [a.assignedTo] : []))])],
    technicians: r.technicians,
    sites: r.sites,
  };
}
const directory = directoryOf(fixture.district);

/** The answer in the evaluation's words: its kind and what it names. */
export function answerOf(ask: DataAsk | null): { kind: string; entity: string[]; day?: string } {
  if (!ask) return { kind: 'none', entity: [] };
  if (ask.kind === 'general') return { kind: ask.intent.kind, entity: [] };
  const q = ask.question;
  switch (q.kind) {
    case 'license':
      return { kind: 'license', entity: q.licenseIds };
    case 'asset':
      return { kind: 'asset', entity: q.assetIds };
    case 'asset_of_person':
      return { kind: 'asset', entity: [`person:${q.person}`] };
    case 'not_found':
      return { kind: 'not_found', entity: [] };
    case 'visits':
      return { kind: 'visits', entity: [], day: q.day };
    case 'urgent_ticket':
      return { kind: 'urgent_ticket', entity: [] };
  }
}

function isRight(item: DataEvalItem, got: ReturnType<typeof answerOf>): boolean {
  // Sparky answers neither a support question nor gibberish from the data (the engines do).
  if (item.expect === 'none' || item.expect === 'unsure') return got.kind === 'none';
  if (got.kind !== item.expect) return false;
  if (item.day && got.day !== item.day) return false;
  if (item.entity === undefined) return true;
  const expected = [item.entity].flat().sort();
  return JSON.stringify(expected) === JSON.stringify([...got.entity].sort());
}

export interface DataEvalResult {
  item: DataEvalItem;
  got: ReturnType<typeof answerOf>;
  right: boolean;
  /** Shown with a data answer; null when the engines answer instead. */
  confidence: number | null;
  quality: number | null;
}

export function evaluate(items: readonly DataEvalItem[]): DataEvalResult[] {
  return items.map((item) => {
    const ask = recognizeDataAsk(item.text, fixture.district.code, directory);
    const got = answerOf(ask);
    return {
      item,
      got,
      right: isRight(item, got),
      confidence: ask ? dataAskConfidence(ask) : null,
      quality: ask ? (ask.kind === 'record' ? ask.question.quality : 1) : null,
    };
  });
}

const BINS = [0, 0.5, 0.7, 0.9, 1.01];

/** Expected calibration error over the answers given from data, and the answers shown at 90 % or more. */
export function calibration(results: readonly DataEvalResult[]) {
  const answered = results.filter((r) => r.confidence !== null);
  let ece = 0;
  const bins = BINS.slice(0, -1).map((lo, i) => {
    const hi = BINS[i + 1]!;
    const inBin = answered.filter((r) => r.confidence! >= lo && r.confidence! < hi);
    const right = inBin.filter((r) => r.right).length;
    const mean = inBin.reduce((s, r) => s + r.confidence!, 0) / (inBin.length || 1);
    if (answered.length)
      ece += (inBin.length / answered.length) * Math.abs(mean - right / (inBin.length || 1));
    return { lo, hi: Math.min(1, hi), count: inBin.length, right, mean };
  });
  return { answered: answered.length, ece, bins };
}

/**
 * The logistic curve from match quality to confidence, fitted on `results` (Platt scaling with
 * Platt's smoothed targets, so a set with no mistakes does not claim certainty).
 */
export function fitCurve(results: readonly DataEvalResult[]): { slope: number; intercept: number } {
  const points = results.filter((r) => r.quality !== null);
  const positives = points.filter((r) => r.right).length;
  const hi = (positives + 1) / (positives + 2);
  const lo = 1 / (points.length - positives + 2);
  let slope = 1;
  let intercept = 0;
  for (let step = 0; step < 20_000; step++) {
    let gs = 0;
    let gi = 0;
    for (const r of points) {
      const p = 1 / (1 + Math.exp(-(slope * r.quality! + intercept)));
      const y = r.right ? hi : lo;
      gs += (p - y) * r.quality!;
      gi += p - y;
    }
    // A better match never lowers the confidence: the slope stays at 0 or above.
    slope = Math.max(0, slope - (0.5 * gs) / points.length);
    intercept -= (0.5 * gi) / points.length;
  }
  return { slope: Math.round(slope * 100) / 100, intercept: Math.round(intercept * 100) / 100 };
}

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);

/** The figures of docs/sparky.md for the data questions, as Markdown lines. */
export function dataReport(): string[] {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  out("### Questions about the district's own records");
  out();
  out(
    'Questions of `scripts/sparky-data-eval` (written before the rules) against a district of 18 licenses, 11 assets, 7 people and 4 sites, and another district whose names must be "not found". Right = the answer names exactly the expected record(s), says "I couldn\'t find …" when expected, or leaves a support question or gibberish to the engines. The confidence curve was fitted on the tuning set only.',
  );
  out();
  out(
    '| set | questions | right | answered from data | expected calibration error | shown at ≥ 90 %: right |',
  );
  out('|---|---|---|---|---|---|');
  for (const name of DATA_SETS) {
    const results = evaluate(loadDataSet(name));
    const { answered, ece } = calibration(results);
    const high = results.filter((r) => r.confidence !== null && r.confidence >= 0.9);
    out(
      `| ${name} | ${results.length} | ${pct(results.filter((r) => r.right).length, results.length)} | ${answered} | ${ece.toFixed(3)} | ${pct(high.filter((r) => r.right).length, high.length)} of ${high.length} |`,
    );
  }
  out();
  for (const name of DATA_SETS) {
    const { bins } = calibration(evaluate(loadDataSet(name)));
    out(
      `${name}: ${bins
        .filter((b) => b.count)
        .map(
          (b) =>
            `${b.lo.toFixed(1)}–${b.hi.toFixed(1)}: ${b.count} answers, mean confidence ${b.mean.toFixed(2)}, ${pct(b.right, b.count)} right`,
        )
        .join('; ')}.`,
    );
    out();
  }
  return lines;
}

/** The misses of a set, for --verbose. */
export function dataMisses(name: (typeof DATA_SETS)[number]): string[] {
  return evaluate(loadDataSet(name))
    .filter((r) => !r.right)
    .map(
      (r) =>
        `  ${r.item.expect.padEnd(16)} got ${r.got.kind.padEnd(16)} ${r.confidence ?? '-'}  ${r.item.text}`,
    );
}
