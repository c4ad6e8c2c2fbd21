import { SCORE_MAX } from '../../openapi/product';
import { has, type Answer } from './answers';
import { ofAnswers, plural, type ScoredArea } from './area';
import type { EnglishFigures } from './english';
import { missedQuestion } from './english';
import type { AdditionalObservations, AreaRecommendation, HardSkills } from './types';

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

const line = (a: ScoredArea) => `${a.area} (${a.item.score.toFixed(1)}/${SCORE_MAX}): ${a.item.comment}`;

function indicators(answers: readonly Answer[], figures: EnglishFigures): string[] {
  const n = answers.length;
  if (!n) return ['The candidate gave no answers.'];
  const out: string[] = [];
  const count = (pred: (a: Answer) => boolean) => answers.filter(pred).length;
  out.push(`Gave a concrete example in ${ofAnswers(count((a) => a.intent === 'answer' && has(a, 'example')), n)}.`);
  out.push(`Stated a result or a number in ${ofAnswers(count((a) => a.intent === 'answer' && (has(a, 'result') || has(a, 'number'))), n)}.`);
  const iCount = answers.reduce((s, a) => s + a.iCount, 0);
  const weCount = answers.reduce((s, a) => s + a.weCount, 0);
  out.push(`Used "we" ${plural(weCount, 'time')} and "I" ${plural(iCount, 'time')}.`);
  const lengths = answers.map((a) => a.wordCount);
  out.push(`Answers averaged ${plural(Math.round(figures.words / n), 'word')} (shortest ${Math.min(...lengths)}, longest ${Math.max(...lengths)}).`);
  const missed = answers.map(missedQuestion);
  const empty = missed.filter((m) => m === 'empty').length;
  const dontKnow = missed.filter((m) => m === 'dont_know').length;
  const offTopic = missed.filter((m) => m === 'off_topic').length;
  if (empty) out.push(`Gave an empty or one-word answer to ${ofAnswers(empty, n).replace(/answers?$/, 'questions')}.`);
  if (dontKnow) out.push(`Said they did not know in ${ofAnswers(dontKnow, n)}.`);
  if (offTopic) out.push(`Went off the question in ${ofAnswers(offTopic, n)}.`);
  const reflective = count((a) => has(a, 'reflection'));
  if (reflective) out.push(`Reflected on a lesson learned in ${ofAnswers(reflective, n)}.`);
  out.push(`Used ${plural(figures.fillers, 'filler word')} (${figures.fillersPer100.toFixed(1)} per 100 words).`);
  if (figures.wordsPerMinute !== null && figures.words >= 50) out.push(`Spoke at ${Math.round(figures.wordsPerMinute)} words per minute with ${plural(figures.longPauses, 'long pause')}.`);
  return out;
}

/** Areas with a score: an item that could not be measured is neither a strength nor a weakness. */
const scored = (areas: readonly ScoredArea[]) => areas.filter((a) => a.item.measured !== false);

export function observe(all: readonly ScoredArea[], hardSkills: HardSkills, answers: readonly Answer[], figures: EnglishFigures): AdditionalObservations {
  const areas = scored(all);
  const strengths = sortedBy(areas.filter((a) => a.item.score >= STRONG), -1).slice(0, LIST_LIMIT).map(line);
  const weak = sortedBy(areas.filter((a) => a.item.score < WEAK), 1).map(line);
  if (!hardSkills.skills.length) weak.unshift(`Technical skills (${hardSkills.score.toFixed(1)}/${SCORE_MAX}): ${hardSkills.recommendation}`);
  return { strengths, areasForImprovement: weak.slice(0, LIST_LIMIT), behavioralIndicators: indicators(answers, figures) };
}

export function recommend(all: readonly ScoredArea[], hardSkills: HardSkills): AreaRecommendation[] {
  const areas = scored(all);
  const out: AreaRecommendation[] = [];
  if (!hardSkills.skills.length) out.push({ area: 'Technical skills', recommendation: hardSkills.recommendation, evidence: [] });
  const weak = sortedBy(areas.filter((a) => a.item.score < WEAK), 1);
  // With nothing weak, the lowest area is still the most useful thing to work on.
  const chosen = weak.length ? weak : sortedBy(areas, 1).slice(0, 1);
  for (const a of chosen.slice(0, RECOMMENDATION_LIMIT - out.length)) {
    out.push({ area: a.area, recommendation: a.advice, evidence: a.item.evidence.slice(0, 2) });
  }
  return out;
}
