import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarios } from '../../../../server/catalog/scenarios';
import type { EvaluationInput, SpeechTiming, TranscriptMessage } from '../../../../server/evaluation/types';
import { evaluationInput } from './fixtures';

/**
 * The labelled interview corpus of tests/fixtures/interviews/corpus (its README gives the format and
 * the rules of the split): whole interviews with a person's tier and a label per candidate turn.
 */

export const TIERS = ['empty', 'weak', 'average', 'strong'] as const;
export type Tier = (typeof TIERS)[number];

export const ANSWER_LABELS = [
  'strong',
  'adequate',
  'weak',
  'no-answer',
  'off-topic',
  'gamed',
  'not-english',
  'candidate-question',
  'pleasantry',
] as const;
export type AnswerLabel = (typeof ANSWER_LABELS)[number];

/**
 * dev: chooses weights, thresholds and rules; heldout: fixed, only scored; blind to blind42: written
 * by authors who saw only the specification, the bands and the label definitions (their READMEs),
 * each only scored until it had been measured once, then development data (`DEVELOPMENT_SPLITS`); blind2 came after the first had been measured after every change for two days, blind3
 * after blind2 had been read once, blind4 after a figure of blind3 was known when a rule was chosen,
 * blind5 after blind4 had been measured once and the reading of an answer changed, blind6 after blind5
 * had been measured once and a rule was chosen on dev, blind7 after blind6 had been measured once,
 * blind8 after blind7 had been measured once, blind9 after blind8 had been measured once, blind10 after blind9 had been measured once, blind11 after blind10 had been measured once, blind12 after blind11 had been measured once (the scorer unchanged since), blind13 after blind12 had been measured once, blind14 after blind13 had been measured once, blind15 written beside blind14 and measured after it with the same scorer, blind16 after both had been measured once and joined the development data, blind17 after blind16 had been measured once and joined it, blind18 written beside blind17 and measured after it with the same scorer, blind19 after both had been measured once and joined the development data, blind20 after blind19 had been measured once (a refit with blind19 was measured on blind20 and not kept: docs/scoring.md), blind21 after both had joined the development data, blind22 written after blind21 had been measured once and measured with the same scorer, blind23 and blind24 written after both had been measured once, to judge the scorer with the third round of misconception notes (their authors also wrote the claims lists, held out for recognising wrong beliefs); blind21 and blind22 did not join the development data then (docs/decisions.md, 2026-12-01); blind25 and blind26 written after blind23 and blind24 had been measured once, to judge the next scorer (their authors also wrote the claims lists), and measured once with the same scorer when no change had proved itself on the development data (docs/scoring.md); blind27 and blind28 written after blind25 and blind26 had been measured once, to judge the next scorer and the next change to reading wrong beliefs (their authors' claims lists), and measured once with the same scorer when no change had proved itself; blind21 to blind28 joined the development data with the refit after blind28 had been measured (docs/decisions.md, 2026-12-01); blind29 and blind30 written after both had been measured once, to judge that refit (their authors' claims lists), and measured once with it; blind31 and blind32 written after both had been measured once, to judge the next scorer (their authors' claims lists), and measured once with the same scorer when no change had proved itself on the development data (docs/scoring.md); blind33 and blind34 written after both had been measured once, to judge the next scorer (their authors' claims lists), and measured once with the fifth round of misconception notes; blind35 and blind36 written after both had been measured once, to judge the next scorer and the next change to recognising wrong beliefs (their authors' claims lists), and measured once with it; blind33 and blind34 did not join the development data with that refit (docs/decisions.md, 2026-12-02); blind37 and blind38 written after blind35 and blind36 had been measured once, to judge the sixth round of misconception notes and the scorer it makes (their authors' claims lists), and measured once with it; blind39 and blind40 written after blind37 and blind38 had been measured once, to judge the seventh round of notes, and measured once with it; blind41 and blind42 written after both had been measured once, to judge the next change to the scorer (their authors' claims lists), and measured once with the hold on interviews that speak to the scoring (docs/decisions.md, 2026-12-02).
 */
export const SPLITS = ['dev', 'heldout', 'blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10', 'blind11', 'blind12', 'blind13', 'blind14', 'blind15', 'blind16', 'blind17', 'blind18', 'blind19', 'blind20', 'blind21', 'blind22', 'blind23', 'blind24', 'blind25', 'blind26', 'blind27', 'blind28', 'blind29', 'blind30', 'blind31', 'blind32', 'blind33', 'blind34', 'blind35', 'blind36', 'blind37', 'blind38', 'blind39', 'blind40', 'blind41', 'blind42'] as const;
export type Split = (typeof SPLITS)[number];

/**
 * The parts the answer grader and its calibration curve are fitted on (build/trainGrader.ts): the
 * development part and every blind part already measured (docs/decisions.md, 2026-11-30: a blind part,
 * once measured, joins the development data; the newest unmeasured part judges). `heldout` is never here.
 */
export const DEVELOPMENT_SPLITS: readonly Split[] = ['dev', 'blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10', 'blind11', 'blind12', 'blind13', 'blind14', 'blind15', 'blind16', 'blind17', 'blind18', 'blind19', 'blind20', 'blind21', 'blind22', 'blind23', 'blind24', 'blind25', 'blind26', 'blind27', 'blind28', 'blind29', 'blind30', 'blind31', 'blind32'];

/** An interview's author: the letters its name starts with ("zq-05-…" → "zq", "c13-…" → "c"); an author's interviews share their habits of labelling. */
export const authorOf = (name: string): string => name.split('-')[0].replace(/\d+$/, '');

/** The bands a tier's overall score should fall in (README's calibration). */
export const TIER_BANDS: Record<Tier, { min: number; max: number }> = {
  strong: { min: 8, max: 10 },
  average: { min: 5, max: 7.5 },
  weak: { min: 2, max: 4.5 },
  empty: { min: 0, max: 2 },
};

export interface LabelledAnswer {
  id: string;
  label: AnswerLabel;
  /** The panel message whose question this turn answers. */
  answers: string;
}

export interface CorpusInterview {
  name: string;
  split: Split;
  tier: Tier;
  kind: string;
  description: string;
  scenarioId: string;
  /** The catalogue's job family of the scenario (Frontend, Data, …). */
  family: string;
  mode: 'spoken' | 'typed';
  input: EvaluationInput;
  answers: LabelledAnswer[];
}

export const CORPUS_DIR = join(import.meta.dirname, '../../../fixtures/interviews/corpus');

class CorpusError extends Error {}

function need(condition: unknown, file: string, what: string): asserts condition {
  if (!condition) throw new CorpusError(`${file}: ${what}`);
}

const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);

function speechOf(value: unknown, file: string, id: string): SpeechTiming | null {
  if (value === null || value === undefined) return null;
  const s = value as Record<string, unknown>;
  need(
    typeof s.voicedMs === 'number' && typeof s.longPauses === 'number' && typeof s.longestPauseMs === 'number',
    file,
    `${id}: speech needs voicedMs, longPauses and longestPauseMs`,
  );
  return { voicedMs: s.voicedMs, longPauses: s.longPauses, longestPauseMs: s.longestPauseMs };
}

/** One interview file, checked against the README's format; throws naming the file and the fault. */
export function loadCorpusInterview(split: Split, file: string): CorpusInterview {
  const raw = JSON.parse(readFileSync(join(CORPUS_DIR, split, file), 'utf8')) as Record<string, unknown>;
  const name = file.replace(/\.json$/, '');
  need(oneOf(TIERS, raw.tier), file, `tier must be one of ${TIERS.join(', ')}`);
  need(typeof raw.kind === 'string' && raw.kind !== '', file, 'kind is required');
  need(oneOf(['spoken', 'typed'] as const, raw.mode), file, 'mode must be spoken or typed');
  need(isTime(raw.startedAt) && isTime(raw.endedAt), file, 'startedAt and endedAt must be times');
  const scenario = scenarios.find((s) => s.id === raw.scenarioId);
  need(scenario, file, `unknown scenario ${String(raw.scenarioId)}`);
  need(Array.isArray(raw.messages) && raw.messages.length > 0, file, 'messages are required');

  const seen = new Set<string>();
  const messages: TranscriptMessage[] = [];
  const answers: LabelledAnswer[] = [];
  let previous = Date.parse(raw.startedAt);
  for (const value of raw.messages as Array<Record<string, unknown>>) {
    const id = String(value.id);
    need(typeof value.id === 'string' && !seen.has(id), file, `message id ${id} missing or repeated`);
    need(typeof value.role === 'string' && typeof value.sender === 'string' && typeof value.text === 'string', file, `${id}: role, sender and text are required`);
    need(isTime(value.createdAt) && Date.parse(value.createdAt) >= previous, file, `${id}: createdAt must not go back in time`);
    previous = Date.parse(value.createdAt);
    const speech = speechOf(value.speech, file, id);
    const audioMs = value.audioMs === null || value.audioMs === undefined ? null : Number(value.audioMs);
    if (value.role === 'USER') {
      need(oneOf(ANSWER_LABELS, value.label), file, `${id}: label must be one of ${ANSWER_LABELS.join(', ')}`);
      need(typeof value.answers === 'string' && seen.has(value.answers) && !answers.some((a) => a.id === value.answers), file, `${id}: answers must name an earlier panel message`);
      if (raw.mode === 'typed') need(audioMs === null && speech === null, file, `${id}: a typed answer has no audio or speech timing`);
      answers.push({ id, label: value.label, answers: value.answers });
    }
    seen.add(id);
    messages.push({ id, role: value.role, sender: value.sender, text: value.text, createdAt: new Date(value.createdAt), audioMs, speech });
  }
  need(answers.length > 0, file, 'no candidate turn');
  return {
    name,
    split,
    tier: raw.tier,
    kind: raw.kind,
    description: typeof raw.description === 'string' ? raw.description : '',
    scenarioId: scenario.id,
    family: String((scenario as { category?: string }).category ?? 'unknown'),
    mode: raw.mode,
    input: evaluationInput(scenario, messages, { startedAt: raw.startedAt, endedAt: raw.endedAt }),
    answers,
  };
}

/** Every interview of the corpus, development part first, each part in file-name order. */
export function loadCorpus(): CorpusInterview[] {
  return SPLITS.flatMap((split) =>
    (existsSync(join(CORPUS_DIR, split)) ? readdirSync(join(CORPUS_DIR, split)) : [])
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => loadCorpusInterview(split, f)),
  );
}

/**
 * A fixed share of a part for the tests that read whole interviews: every `n`th by file name, so
 * each kind and tier keeps its share and the tests' cost stays bounded as the corpus grows (the
 * bench reads every interview).
 */
export function everyNth<T>(items: readonly T[], n: number): T[] {
  return items.filter((_, i) => i % n === 0);
}

/** Ranks with ties given their average rank (1-based). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j += 1;
    for (let k = i; k <= j; k += 1) out[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson's on the ranks, ties averaged); null when either side is constant. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length < 2) return null;
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (rx.length + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < rx.length; i += 1) {
    sxy += (rx[i] - mean) * (ry[i] - mean);
    sxx += (rx[i] - mean) ** 2;
    syy += (ry[i] - mean) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** How far a score lies outside its tier's band (0 inside). */
export function bandMiss(tier: Tier, score: number): number {
  const band = TIER_BANDS[tier];
  return score < band.min ? band.min - score : score > band.max ? score - band.max : 0;
}

/** A second rater's judgement of a whole interview (tests/fixtures/interviews/ratings/README.md). */
export interface SecondRating {
  tier: Tier;
  score: number;
  /** `sure`, or `borderline-<tier>`: the neighbouring tier it could as fairly be. */
  confidence: string;
  why: string;
}

export const RATINGS_DIR = join(import.meta.dirname, '../../../fixtures/interviews/ratings');

/**
 * The second raters' tiers, by interview name: people who read each interview without its label, its
 * kind or its author's notes, given only the bands and the product (their brief in the folder's README).
 * A part without a ratings file has none.
 */
export function loadSecondRatings(): Map<string, SecondRating> {
  const out = new Map<string, SecondRating>();
  if (!existsSync(RATINGS_DIR)) return out;
  for (const file of readdirSync(RATINGS_DIR).filter((f) => f.endsWith('.json')).sort()) {
    const raw = JSON.parse(readFileSync(join(RATINGS_DIR, file), 'utf8')) as { ratings: Record<string, SecondRating> };
    for (const [name, rating] of Object.entries(raw.ratings)) {
      if (!(TIERS as readonly string[]).includes(rating.tier)) throw new CorpusError(`${file}: ${name}: unknown tier ${String(rating.tier)}`);
      if (typeof rating.score !== 'number' || rating.score < 0 || rating.score > 10) throw new CorpusError(`${file}: ${name}: score must be 0–10`);
      if (out.has(name)) throw new CorpusError(`${file}: ${name} rated twice`);
      out.set(name, rating);
    }
  }
  return out;
}

/**
 * A wrong belief a blind part's author listed (tests/fixtures/interviews/claims/README.md), tied to the
 * candidate answers that state it (their message ids; none where no answer does).
 */
export interface ListedBelief {
  interview: string;
  belief: string;
  /** The correct fact as the author gave it; empty where the list gives none (`note` says so). */
  correct: string;
  answers: string[];
  /** The shortest stretch of the first stating answer that says it, exactly as written. */
  quote: string;
  /** Why an entry has no stating answer or no correct fact. */
  note?: string;
}

export const CLAIMS_DIR = join(import.meta.dirname, '../../../fixtures/interviews/claims');

/**
 * The wrong beliefs the authors of a part listed, each tied to the answers that state it; empty where
 * the part has no list. Each entry must name an interview of the part, answers of that interview's
 * candidate, and a quote found in the first of them.
 */
export function loadListedBeliefs(split: Split, corpus: readonly CorpusInterview[] = loadCorpus()): ListedBelief[] {
  const file = join(CLAIMS_DIR, `${split}.json`);
  if (!existsSync(file)) return [];
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(raw)) throw new CorpusError(`claims/${split}.json: must hold an array`);
  return raw.map((entry: ListedBelief, i) => {
    const where = `claims/${split}.json [${i}]`;
    const interview = corpus.find((c) => c.split === split && c.name === entry.interview);
    if (!interview) throw new CorpusError(`${where}: no interview ${String(entry.interview)} in ${split}`);
    if (typeof entry.belief !== 'string' || !entry.belief) throw new CorpusError(`${where}: a belief is required`);
    if (typeof entry.correct !== 'string' || (!entry.correct && !entry.note)) throw new CorpusError(`${where}: the correct fact is required, or a note on why the list gives none`);
    if (!Array.isArray(entry.answers)) throw new CorpusError(`${where}: answers must be an array`);
    const said = new Map(interview.input.messages.filter((m) => m.role === 'USER').map((m) => [m.id, m.text]));
    for (const id of entry.answers) if (!said.has(id)) throw new CorpusError(`${where}: ${id} is no candidate message of ${entry.interview}`);
    if (entry.answers.length && !said.get(entry.answers[0])!.includes(entry.quote)) throw new CorpusError(`${where}: the quote is not in ${entry.answers[0]}`);
    return entry;
  });
}
