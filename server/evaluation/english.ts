import { topicWords } from '../language/text';
import { TECH_TERMS } from '../language/vocabulary';
import { GRADED_FROM_WORDS, opening, quote, type Answer } from './answers';
import { mean, round1, uniqueEvidence, type ScoredArea } from './area';
import { clamp01, mtld, MTLD_MIN_TOKENS, paceScore, per100, WPM_BAND, wordsPerMinute } from './metrics';
import { fixed, grammarFinding, joined, lower, phrase, sentences, type Draft, type Phrase } from './phrases';
import type { EnglishProficiency } from './types';

/**
 * English proficiency from measurements: lexical diversity (MTLD) and range, the grammar checker's
 * error rate, speaking rate, fillers and long pauses measured on the audio, and relevance.
 */

const HESITATION = /^(?:umm*|uhh*|uhm|erm|er|ehm|hmm*|mhm)$/;

/** Candidate words below which an English score rests on too little to be full. */
const FULL_VOLUME_WORDS = 150;

export interface EnglishFigures {
  words: number;
  /** Words as said (recognised), which the delivery figures are counted over; equals `words` unless a transcript was corrected. */
  saidWords: number;
  /** Words weighted by how much their answer was about its question: English shown in answering. */
  onQuestionWords: number;
  mtld: number;
  lessCommonShare: number;
  grammarErrors: number;
  grammarPer100: number;
  fillers: number;
  fillersPer100: number;
  repetitions: number;
  wordsPerMinute: number | null;
  voicedMs: number;
  longPauses: number;
  relevance: number;
}

/** A word outside everyday vocabulary: long content words and technical terms. */
const isLessCommon = (w: string) => w.length >= 7 || TECH_TERMS.has(w);

export function englishFigures(answers: readonly Answer[]): EnglishFigures {
  const words = answers.reduce((n, a) => n + a.wordCount, 0);
  // Fillers are measured apart; counting "um" as a word type would inflate diversity.
  const tokens = answers.flatMap((a) => a.tokens.filter((t) => !HESITATION.test(t)));
  // The vocabulary is the candidate's own: words copied from the posting or the question are not theirs.
  const lessCommon = answers.reduce((n, a) => n + topicWords(a.ownText).filter(isLessCommon).length, 0);
  const spoken = answers.filter((a) => a.message.speech && a.message.speech.voicedMs > 0);
  const voicedMs = spoken.reduce((n, a) => n + (a.message.speech?.voicedMs ?? 0), 0);
  // Speaking rate, fillers and repeated words describe how the answers were said: counted on what was recognised.
  const saidWords = answers.reduce((n, a) => n + a.asSaid.wordCount, 0);
  const spokenWords = spoken.reduce((n, a) => n + a.asSaid.wordCount, 0);
  const grammarErrors = answers.reduce((n, a) => n + a.grammar.length, 0);
  const fillers = answers.reduce((n, a) => n + a.asSaid.fillers, 0);
  return {
    words,
    saidWords,
    onQuestionWords: answers.reduce((n, a) => n + a.wordCount * clamp01(a.relevance.score / 0.5), 0),
    mtld: mtld(tokens),
    lessCommonShare: words ? lessCommon / words : 0,
    grammarErrors,
    grammarPer100: per100(grammarErrors, words),
    fillers,
    fillersPer100: per100(fillers, saidWords),
    repetitions: answers.reduce((n, a) => n + a.asSaid.repetitions, 0),
    wordsPerMinute: spoken.length ? wordsPerMinute(spokenWords, voicedMs) : null,
    voicedMs,
    longPauses: spoken.reduce((n, a) => n + (a.message.speech?.longPauses ?? 0), 0),
    relevance: answers.length ? mean(answers.map((a) => a.relevance.score)) : 0,
  };
}

/** Said when much of the talk was not about the questions, which then counts only in part. */
function offQuestionNote(f: EnglishFigures): Phrase | null {
  if (f.words === 0 || f.onQuestionWords >= 0.6 * f.words) return null;
  return phrase('common.offQuestion', { onQuestion: Math.round(f.onQuestionWords), words: f.words });
}

const longest = (answers: readonly Answer[]) => [...answers].sort((a, b) => b.wordCount - a.wordCount || a.index - b.index);

function vocabulary(f: EnglishFigures, answers: readonly Answer[]): ScoredArea {
  // Spoken answers by fluent speakers measure about 90–120; long typed answers run higher.
  const diversity = clamp01((f.mtld - 40) / (110 - 40));
  const range = clamp01((f.lessCommonShare - 0.08) / (0.24 - 0.08));
  const score = round1(10 * (0.65 * diversity + 0.35 * range) * clamp01(f.onQuestionWords / FULL_VOLUME_WORDS));
  const comment = f.words < MTLD_MIN_TOKENS
    ? phrase('english.vocabulary.tooFew', { words: f.words, min: MTLD_MIN_TOKENS })
    : sentences(phrase('english.vocabulary.measured', { mtld: fixed(f.mtld), words: f.words, share: fixed(100 * f.lessCommonShare) }), offQuestionNote(f));
  const rich = [...answers].sort((a, b) => topicWords(b.ownText).filter(isLessCommon).length - topicWords(a.ownText).filter(isLessCommon).length || a.index - b.index);
  const evidence = uniqueEvidence(rich.slice(0, 1).map((a) => {
    const word = topicWords(a.ownText).find(isLessCommon);
    const at = word ? a.text.toLowerCase().indexOf(word) : -1;
    return at >= 0 ? quote(a.message, { start: at, end: at + (word?.length ?? 0) }) : opening(a);
  }), 1);
  const advice = diversity < range
    ? phrase('english.vocabulary.adviceVary', { mtld: fixed(f.mtld) })
    : phrase('english.vocabulary.advicePrecise', { share: fixed(100 * f.lessCommonShare) });
  return { area: phrase('area.vocabulary'), section: 'english', item: { score, comment, evidence }, advice };
}

function grammar(f: EnglishFigures, answers: readonly Answer[]): ScoredArea {
  // The first errors cost most: one per 100 words already loses about a third.
  const score = round1(10 * Math.exp(-f.grammarPer100 / 1.5) * clamp01(f.onQuestionWords / 100));
  const flagged = answers.flatMap((a) => a.grammar.map((issue) => ({ a, issue })));
  const examples = flagged.slice(0, 3).map(({ issue }) => phrase('english.grammar.example', { problem: issue.problem.trim(), message: grammarFinding(issue, { lowerKind: true }) }));
  const count = { errors: f.grammarErrors, words: f.words, rate: fixed(f.grammarPer100) };
  const comment = f.words === 0
    ? phrase('english.grammar.noWords')
    : sentences(
        examples.length ? phrase('english.grammar.countWithExamples', { ...count, examples: joined(examples, '; ') }) : phrase('english.grammar.count', count),
        f.words < 100 ? phrase('english.grammar.tooFew') : offQuestionNote(f),
      );
  const evidence = uniqueEvidence(flagged.length ? flagged.map(({ a, issue }) => quote(a.message, issue, 3)) : longest(answers).slice(0, 1).map(opening), 3);
  const first = flagged[0]?.issue;
  const advice = first
    ? phrase('english.grammar.advice', { errors: f.grammarErrors, problem: first.problem.trim(), message: grammarFinding(first, { lowerKind: true }) })
    : phrase('english.grammar.adviceMore');
  return { area: phrase('area.grammar'), section: 'english', item: { score, comment, evidence }, advice };
}

function fluency(f: EnglishFigures, answers: readonly Answer[]): ScoredArea {
  if (f.wordsPerMinute === null) {
    // Typed answers have no speaking rate, pauses or spoken fillers: nothing to score fluency on.
    return {
      area: phrase('area.fluency'),
      section: 'english',
      item: { score: 0, measured: false, comment: phrase('english.fluency.typed'), evidence: [] },
      advice: phrase('english.fluency.typedAdvice'),
    };
  }
  const volume = clamp01(f.onQuestionWords / 100);
  const disfluency = clamp01(1 - (f.fillersPer100 + 2 * per100(f.repetitions, f.saidWords)) / 10);
  const minutes = f.voicedMs / 60000;
  const wpm = f.wordsPerMinute;
  const pace = paceScore(wpm);
  const pauses = minutes > 0 ? clamp01(1 - f.longPauses / minutes / 2) : 1;
  const fraction = 0.4 * pace + 0.4 * disfluency + 0.2 * pauses;
  const score = round1(10 * fraction * volume);
  const band = { low: WPM_BAND.low, high: WPM_BAND.high };
  const comment = sentences(
    phrase('english.fluency.rate', { wpm: Math.round(wpm), minutes: fixed(minutes), ...band, pauses: f.longPauses }),
    phrase('english.fluency.fillers', { fillers: f.fillers, rate: fixed(f.fillersPer100), repeats: f.repetitions }),
    f.words < 100 ? phrase('english.fluency.tooFew', { words: f.words }) : offQuestionNote(f),
  );
  const withFillers = [...answers].sort((a, b) => b.fillers.length - a.fillers.length || a.index - b.index).filter((a) => a.fillers.length > 0);
  const evidence = uniqueEvidence([
    ...withFillers.slice(0, 2).map((a) => quote(a.message, a.fillers[0], 2)),
    ...answers.filter((a) => a.repetitions.length).slice(0, 1).map((a) => quote(a.message, a.repetitions[0], 2)),
    ...(withFillers.length ? [] : longest(answers).slice(0, 1).map(opening)),
  ], 3);
  let advice: Phrase;
  if (f.words < 100) advice = phrase('english.fluency.adviceMore');
  else if (pace < disfluency) {
    advice = wpm < WPM_BAND.low
      ? phrase('english.fluency.adviceSlow', { wpm: Math.round(wpm), ...band })
      : phrase('english.fluency.adviceFast', { wpm: Math.round(wpm), ...band });
  } else if (pauses < disfluency) {
    advice = phrase('english.fluency.advicePauses', { pauses: f.longPauses });
  } else {
    advice = phrase('english.fluency.adviceFillers', { rate: fixed(f.fillersPer100) });
  }
  return { area: phrase('area.fluency'), section: 'english', item: { score, comment, evidence }, advice };
}

/** An answer too short or too far from its question to show understanding of it. */
export function missedQuestion(a: Answer): 'empty' | 'dont_know' | 'off_topic' | 'request' | null {
  if (a.wordCount < GRADED_FROM_WORDS || a.intent === 'empty') return 'empty';
  if (a.intent === 'dont_know' || (a.admitsNotKnowing && a.wordCount < 40)) return 'dont_know';
  if (a.intent !== 'answer') return 'request';
  if (a.wordCount >= 12 && a.relevance.score <= 0.1) return 'off_topic';
  return null;
}

const MISSED_KIND = {
  empty: 'english.comprehension.empty',
  dont_know: 'english.comprehension.dontKnow',
  off_topic: 'english.comprehension.offTopic',
  request: 'english.comprehension.request',
} as const;

function comprehension(f: EnglishFigures, answers: readonly Answer[]): ScoredArea {
  const score = round1(10 * clamp01(f.relevance / 0.9));
  const missed = answers.map((a) => ({ a, why: missedQuestion(a) })).filter((m) => m.why !== null);
  const direct = answers.filter((a) => a.relevance.score >= 0.5).length;
  const kinds = (['empty', 'dont_know', 'off_topic', 'request'] as const)
    .map((k) => [k, missed.filter((m) => m.why === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => phrase(MISSED_KIND[k], { count: n }));
  const comment = answers.length
    ? sentences(
        phrase('english.comprehension.direct', { x: direct, n: answers.length, relevance: fixed(f.relevance, 2) }),
        kinds.length > 0 && phrase('english.comprehension.missed', { kinds: joined(kinds, ', ') }),
      )
    : phrase('common.noAnswersToJudge');
  const best = [...answers].sort((a, b) => b.relevance.score - a.relevance.score || a.index - b.index);
  const evidence = uniqueEvidence([...missed.slice(0, 2).map((m) => opening(m.a)), ...best.slice(0, 1).map(opening)], 3);
  const offTopic = missed.filter((m) => m.why === 'off_topic').length;
  const advice = missed.length
    ? sentences(
        phrase('english.comprehension.advice', { x: missed.length, n: answers.length, kinds: joined(kinds, ', ') }),
        offTopic > 0 && phrase('english.comprehension.adviceRephrase'),
      )
    : phrase('english.comprehension.adviceKeep');
  return { area: phrase('area.comprehension'), section: 'english', item: { score, comment, evidence }, advice, notShown: answers.length > 0 && direct === 0 };
}

export interface EnglishResult {
  englishProficiency: Draft<EnglishProficiency> & Record<'vocabulary' | 'grammar' | 'fluency' | 'comprehension', ScoredArea['item']>;
  areas: ScoredArea[];
  figures: EnglishFigures;
}

export function scoreEnglish(answers: readonly Answer[]): EnglishResult {
  const figures = englishFigures(answers);
  const areas = [vocabulary(figures, answers), grammar(figures, answers), fluency(figures, answers), comprehension(figures, answers)];
  const [v, g, fl, c] = areas;
  const measured = areas.filter((a) => a.item.measured !== false);
  const weakest = [...measured].sort((a, b) => a.item.score - b.item.score)[0];
  return {
    englishProficiency: {
      // The measured items weigh the same (judge.ts relies on it when it blends comprehension).
      score: round1(mean(measured.map((a) => a.item.score))),
      vocabulary: v.item,
      grammar: g.item,
      fluency: fl.item,
      comprehension: c.item,
      recommendation: phrase('area.weakest', { area: lower(weakest.area), advice: weakest.advice }),
    },
    areas,
    figures,
  };
}
