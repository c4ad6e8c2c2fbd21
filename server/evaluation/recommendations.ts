import { SCORE_MAX } from '../../openapi/product';
import { has, type Answer } from './answers';
import type { ScoredArea } from './area';
import type { EnglishFigures } from './english';
import { missedQuestion } from './english';
import { english, fixed, phrase, type Draft, type Phrase } from './phrases';
import { NOTED_COPYING } from './copying';
import type { Hold } from './calibration';
import type { AdditionalObservations, AreaRecommendation } from './types';
import type { TechnicalResult } from './skills';

/**
 * What the report says beyond the scores: strengths and areas for improvement (the best and worst
 * evidenced areas), behavioural indicators (counted facts) and one concrete recommendation per weak
 * area, each written from that area's own measurements and quoting the candidate.
 */

/** At or above this an area is a strength; below `WEAK` it needs work. */
export const STRONG = 7;
export const WEAK = 6;
const LIST_LIMIT = 4;
const RECOMMENDATION_LIMIT = 5;

const sortedBy = (areas: readonly ScoredArea[], dir: 1 | -1) =>
  areas.map((a, i) => ({ a, i })).sort((x, y) => dir * (x.a.item.score - y.a.item.score) || x.i - y.i).map((x) => x.a);

const line = (area: string | Phrase, score: number, comment: Phrase) => phrase('area.line', { area, score: fixed(score), max: SCORE_MAX, comment });
const areaLine = (a: ScoredArea) => line(a.area, a.item.score, a.item.comment);

/** An interview ended early: questions answered, the fewest planned, and the points the rest cost. */
export interface EarlyEnd {
  answered: number;
  planned: number;
  cost: number;
}

function indicators(answers: readonly Answer[], figures: EnglishFigures, early: EarlyEnd | null, hold: Hold | null): Phrase[] {
  const n = answers.length;
  if (!n) return [phrase('common.noAnswers')];
  const out: Phrase[] = [];
  if (hold?.reason === 'scorer') out.push(phrase('indicators.scorer', { x: hold.answers, max: fixed(hold.ceiling) }));
  if (hold?.reason === 'repeated') out.push(phrase('indicators.repeated', { x: hold.answers, n: hold.of, max: fixed(hold.ceiling) }));
  if (hold?.reason === 'abstract') out.push(phrase('indicators.abstract', { n: hold.answers, max: fixed(hold.ceiling) }));
  if (hold?.reason === 'elsewhere') out.push(phrase('indicators.elsewhere', { n: hold.answers, share: Math.round(100 * hold.share), max: fixed(hold.ceiling) }));
  if (hold?.reason === 'misconceptions') out.push(phrase('indicators.misconceptions', { x: hold.answers, max: fixed(hold.ceiling) }));
  // "Cost 0.0 points" reads as a slip: where the answers given already scored as low, the line says so.
  if (early && early.cost > 0) out.push(phrase('indicators.endedEarly', { answered: early.answered, planned: early.planned, cost: fixed(early.cost) }));
  else if (early) out.push(phrase('indicators.endedEarlyNoCost', { answered: early.answered, planned: early.planned }));
  const count = (pred: (a: Answer) => boolean) => answers.filter(pred).length;
  // A gated answer (an earlier one given again, the posting's words, the question read back…) showed no example or result of its own.
  const own = (a: Answer) => a.intent === 'answer' && !a.gate;
  out.push(phrase('indicators.example', { x: count((a) => own(a) && has(a, 'example')), n }));
  out.push(phrase('indicators.result', { x: count((a) => own(a) && (has(a, 'result') || has(a, 'number'))), n }));
  const iCount = answers.reduce((s, a) => s + a.iCount, 0);
  const weCount = answers.reduce((s, a) => s + a.weCount, 0);
  out.push(phrase('indicators.pronouns', { we: weCount, i: iCount }));
  const lengths = answers.map((a) => a.wordCount);
  out.push(phrase('indicators.length', { average: Math.round(figures.words / n), shortest: Math.min(...lengths), longest: Math.max(...lengths) }));
  const missed = answers.map(missedQuestion);
  const empty = missed.filter((m) => m === 'empty').length;
  const dontKnow = missed.filter((m) => m === 'dont_know').length;
  const offTopic = missed.filter((m) => m === 'off_topic').length;
  if (empty) out.push(phrase('indicators.empty', { x: empty, n }));
  if (dontKnow) out.push(phrase('indicators.dontKnow', { x: dontKnow, n }));
  if (offTopic) out.push(phrase('indicators.offTopic', { x: offTopic, n }));
  const copied = answers.filter((a) => a.intent === 'answer' && (a.gate === 'copied' || (a.gate === null && a.copying.share >= NOTED_COPYING)));
  if (copied.length) {
    const share = Math.round((100 * copied.reduce((s, a) => s + a.copying.share, 0)) / copied.length);
    out.push(phrase('indicators.copied', { x: copied.length, n, share }));
  }
  const reflective = count((a) => has(a, 'reflection'));
  if (reflective) out.push(phrase('indicators.reflection', { x: reflective, n }));
  out.push(phrase('indicators.fillers', { fillers: figures.fillers, rate: fixed(figures.fillersPer100) }));
  if (figures.wordsPerMinute !== null && figures.words >= 50) out.push(phrase('indicators.pace', { wpm: Math.round(figures.wordsPerMinute), pauses: figures.longPauses }));
  return out;
}

/** Areas with a score: an item that could not be measured is neither a strength nor a weakness. */
const scored = (areas: readonly ScoredArea[]) => areas.filter((a) => a.item.measured !== false);

type HardSkills = TechnicalResult['hardSkills'];

export function observe(
  all: readonly ScoredArea[],
  hardSkills: HardSkills,
  answers: readonly Answer[],
  figures: EnglishFigures,
  early: EarlyEnd | null = null,
  hold: Hold | null = null,
): Draft<AdditionalObservations> {
  const areas = scored(all);
  const strengths = sortedBy(areas.filter((a) => a.item.score >= STRONG), -1).slice(0, LIST_LIMIT).map(areaLine);
  const weak = sortedBy(areas.filter((a) => a.item.score < WEAK), 1).map(areaLine);
  if (!hardSkills.skills.length) weak.unshift(line(phrase('area.technical'), hardSkills.score, hardSkills.recommendation));
  return { strengths, areasForImprovement: weak.slice(0, LIST_LIMIT), behavioralIndicators: indicators(answers, figures, early, hold) };
}

export function recommend(all: readonly ScoredArea[], hardSkills: HardSkills): Array<Draft<AreaRecommendation>> {
  const areas = scored(all);
  const out: Array<Draft<AreaRecommendation>> = [];
  if (!hardSkills.skills.length) out.push({ area: phrase('area.technical'), recommendation: hardSkills.recommendation, evidence: [] });
  const weak = sortedBy(areas.filter((a) => a.item.score < WEAK), 1);
  // With nothing weak, the lowest area is still the most useful thing to work on.
  const chosen = weak.length ? weak : sortedBy(areas, 1).slice(0, 1);
  // Advice that means the same for several areas (skills each lacking the same things) is given once,
  // naming them all, and leaves room for advice of another kind.
  const groups: ScoredArea[][] = [];
  for (const a of chosen) {
    const same = a.shared && groups.find((g) => g[0].shared?.meaning === a.shared!.meaning);
    if (same) same.push(a);
    else groups.push([a]);
  }
  for (const group of groups.slice(0, RECOMMENDATION_LIMIT - out.length)) {
    const [first] = group;
    if (group.length === 1 || !first.shared) {
      out.push({ area: first.area, recommendation: first.advice, evidence: first.item.evidence.slice(0, 2) });
      continue;
    }
    const names = group.map((a) => (typeof a.area === 'string' ? a.area : english(a.area)));
    // Skills are named as they are in every language.
    out.push({ area: names.join(', '), recommendation: first.shared.advice(names), evidence: group.flatMap((a) => a.item.evidence.slice(0, 1)).slice(0, 2) });
  }
  return out;
}
