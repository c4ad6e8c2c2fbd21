import { answerWeight, has, markerQuotes, opening, quote, type Answer, type MarkerName } from './answers';
import { mean, round1, uniqueEvidence, type ScoredArea } from './area';
import { clamp01, per100 } from './metrics';
import { fixed, lower, phrase, sentences, type Draft, type Phrase } from './phrases';
import type { SoftSkills } from './types';

/**
 * Soft skills from what the answers show: what the candidate did, read from the grammar of their
 * answers whatever the phrasing (their own actions, "we" actions with others, reasons and contrasts,
 * a change of course: content.ts), and phrases that name it — STAR structure, ownership ("I decided"),
 * collaboration ("with the designers"), reflection ("next time"). Either counts only in an answer
 * about its question with substance: phrases about nothing show no skill.
 */

export type SoftKey = 'communication' | 'teamwork' | 'problemSolving' | 'adaptability' | 'leadership';

interface SoftSpec {
  key: Exclude<SoftKey, 'communication'>;
  area: Phrase;
  /** Markers that show the skill. */
  shows: MarkerName[];
  /** What the answer did that shows it, read from its grammar whatever the phrasing (content.ts). */
  did: (a: Answer) => boolean;
  /** What the markers mean, for the comment ("described working with others"). */
  shown: Phrase;
  advice: Phrase;
}

const SPECS: SoftSpec[] = [
  {
    key: 'teamwork',
    area: phrase('area.teamwork'),
    shows: ['collaboration'],
    did: (a) => a.reading.teamActions >= 2,
    shown: phrase('soft.teamwork.shown'),
    advice: phrase('soft.teamwork.advice'),
  },
  {
    key: 'problemSolving',
    area: phrase('area.problemSolving'),
    shows: ['problemSolving', 'tradeoff'],
    did: (a) => a.reading.actions >= 2 && a.reading.reasons + a.reading.contrasts >= 1,
    shown: phrase('soft.problemSolving.shown'),
    advice: phrase('soft.problemSolving.advice'),
  },
  {
    key: 'adaptability',
    area: phrase('area.adaptability'),
    shows: ['adaptability', 'reflection'],
    did: (a) => a.reading.contrasts >= 1 && a.reading.changes >= 1,
    shown: phrase('soft.adaptability.shown'),
    advice: phrase('soft.adaptability.advice'),
  },
  {
    key: 'leadership',
    area: phrase('area.leadership'),
    shows: ['leadership', 'ownership'],
    did: (a) => a.reading.ownActions >= 2,
    shown: phrase('soft.leadership.shown'),
    advice: phrase('soft.leadership.advice'),
  },
];

/** Answers a skill should show in, for full marks: a third of the interview, between 2 and 4. */
const targetFor = (answers: number) => Math.max(2, Math.min(4, Math.round(answers * 0.3)));

/** Answers long and relevant enough for their markers to count (about a dozen words on the question). */
/** Substance an answer needs before what it shows counts: phrases about nothing show no skill. */
const SHOWS_WITH_SUBSTANCE = 0.2;

function counts(answers: readonly Answer[]) {
  return answers.filter((a) => answerWeight(a) >= 0.3 && a.substance >= SHOWS_WITH_SUBSTANCE);
}

/** A full example: something done, and what came of it (in words or in figures). */
const fullExample = (a: Answer) => (has(a, 'example') && (has(a, 'result') || has(a, 'outcome'))) || (a.reading.actions >= 1 && a.reading.measures + a.reading.changes >= 1);

function scoreMarkerSkill(spec: SoftSpec, answers: readonly Answer[], engagement: number): ScoredArea {
  const countable = counts(answers);
  const showing = countable.filter((a) => spec.did(a) || spec.shows.some((m) => has(a, m)));
  const star = showing.filter(fullExample);
  const coverage = clamp01(showing.length / targetFor(answers.length));
  const depth = clamp01(star.length / 2);
  const score = round1(10 * engagement * (0.25 + 0.5 * coverage + 0.25 * depth));
  const comment = answers.length === 0
    ? phrase('common.noAnswersToJudge')
    : showing.length
      ? phrase('soft.shows', { x: showing.length, n: answers.length, shown: spec.shown, full: star.length })
      : sentences(
          phrase('soft.showsNone', { shown: spec.shown }),
          countable.length < answers.length && phrase('soft.notCounted', { x: answers.length - countable.length, n: answers.length }),
        );
  const weakest = [...answers].sort((a, b) => answerWeight(a) - answerWeight(b) || a.index - b.index);
  // The phrases that name the skill, else the answers that show it by what was done.
  const evidence = uniqueEvidence(showing.length ? [...markerQuotes(showing, spec.shows, 2), ...showing.map(opening)] : weakest.slice(0, 1).map(opening), 2);
  return { area: spec.area, section: 'soft', item: { score, comment, evidence }, advice: spec.advice, notShown: answers.length > 0 && showing.length === 0 };
}

/** Answer length that is neither too short nor rambling, 0–1. */
export function lengthFit(words: number): number {
  if (words < 10) return 0;
  if (words < 25) return 0.3;
  if (words < 40) return 0.7;
  if (words <= 220) return 1;
  if (words <= 320) return 0.7;
  return 0.4;
}

/**
 * An answer with a clear structure: at least two of its parts, named in so many words (situation,
 * task, action, result, or steps one after another) or read from what it says — what was done, what
 * came of it (a change or a measured figure), and why (a reason or an alternative weighed). The same
 * reading makes the answer's substance, so a concise answer that tells what was done and what came
 * of it has the structure its score credits.
 */
export function hasStructure(a: Answer): boolean {
  if (a.intent !== 'answer' || a.wordCount < 25) return false;
  const named = (['situation', 'task', 'action', 'result'] as const).filter((m) => has(a, m)).length + (a.markers.sequence.length >= 2 ? 1 : 0);
  const r = a.reading;
  const read = a.gate === null ? [r.actions >= 1, r.changes + r.measures >= 1, r.reasons + r.contrasts >= 1].filter(Boolean).length : 0;
  return Math.max(named, read) >= 2;
}

function scoreCommunication(answers: readonly Answer[], engagement: number): ScoredArea {
  if (!answers.length) {
    return { area: phrase('area.communication'), section: 'soft', item: { score: 0, comment: phrase('common.noAnswers'), evidence: [] }, advice: phrase('soft.communication.noAnswersAdvice') };
  }
  const fits = answers.map((a) => (a.intent === 'answer' ? lengthFit(a.wordCount) : 0));
  const structured = answers.filter(hasStructure);
  const words = answers.reduce((n, a) => n + a.wordCount, 0);
  // Disfluencies as said (what the recogniser heard), over the words said.
  const saidWords = answers.reduce((n, a) => n + a.asSaid.wordCount, 0);
  const disfluencies = answers.reduce((n, a) => n + a.asSaid.fillers + 2 * a.asSaid.repetitions, 0);
  const clarity = clamp01(1 - per100(disfluencies, saidWords) / 10) * clamp01(words / 150);
  const relevance = mean(answers.map((a) => a.relevance.score));
  // Well-formed answers to other questions than the ones asked are not good communication.
  const onPoint = 0.3 + 0.7 * clamp01(relevance / 0.6);
  const score = round1(10 * (0.3 * mean(fits) + 0.25 * (structured.length / answers.length) + 0.2 * clarity + 0.25 * relevance) * (0.5 + 0.5 * engagement) * onPoint);

  const short = answers.filter((a) => a.wordCount < 25);
  const long = answers.filter((a) => a.wordCount > 320);
  const avg = Math.round(words / answers.length);
  const n = answers.length;
  const comment = sentences(
    phrase('soft.communication.shape', { average: avg, x: structured.length, n }),
    short.length > 0 && phrase('soft.communication.short', { x: short.length, n }),
    long.length > 0 && phrase('soft.communication.long', { x: long.length, n }),
    phrase('soft.communication.clarity', { rate: fixed(per100(disfluencies, saidWords)), relevance: fixed(relevance, 2) }),
  );

  const byFit = [...answers].sort((a, b) => lengthFit(a.wordCount) - lengthFit(b.wordCount) || a.index - b.index);
  const evidence = uniqueEvidence([
    ...markerQuotes(structured, ['situation', 'action', 'result'], 1),
    ...(short.length || long.length ? [opening(byFit[0])] : []),
    ...answers.filter((a) => a.fillers.length >= 2).slice(0, 1).map((a) => quote(a.message, a.fillers[0])),
  ], 3);

  const advice = short.length > answers.length / 3
    ? sentences(phrase('soft.communication.adviceShort'), phrase('soft.communication.short', { x: short.length, n }))
    : long.length
      ? sentences(phrase('soft.communication.adviceLong'), phrase('soft.communication.long', { x: long.length, n }))
      : structured.length < answers.length / 2
        ? phrase('soft.communication.adviceStructure', { x: answers.length - structured.length, n })
        : phrase('soft.communication.adviceKeep');
  // "0 of n answers had a clear structure": structure is a quarter of the score, and the finding says none had it.
  return { area: phrase('area.communication'), section: 'soft', item: { score, comment, evidence }, advice, notShown: structured.length === 0 };
}

export interface SoftResult {
  softSkills: Draft<SoftSkills> & Record<SoftKey, ScoredArea['item']>;
  areas: ScoredArea[];
}

export function scoreSoft(answers: readonly Answer[]): SoftResult {
  const engagement = answers.length ? mean(answers.map(answerWeight)) : 0;
  const communication = scoreCommunication(answers, engagement);
  const others = SPECS.map((spec) => scoreMarkerSkill(spec, answers, engagement));
  const areas = [communication, ...others];
  const byKey = Object.fromEntries([['communication', communication], ...SPECS.map((s, i) => [s.key, others[i]])]) as Record<SoftKey, ScoredArea>;
  const score = round1(mean(areas.map((a) => a.item.score)));
  const weakest = [...areas].sort((a, b) => a.item.score - b.item.score)[0];
  return {
    softSkills: {
      score,
      communication: byKey.communication.item,
      teamwork: byKey.teamwork.item,
      problemSolving: byKey.problemSolving.item,
      adaptability: byKey.adaptability.item,
      leadership: byKey.leadership.item,
      recommendation: phrase('area.weakest', { area: lower(weakest.area), advice: weakest.advice }),
    },
    areas,
  };
}
