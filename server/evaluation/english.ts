import { topicWords } from '../language/text';
import { TECH_TERMS } from '../language/vocabulary';
import { opening, quote, type Answer } from './answers';
import { mean, ofAnswers, plural, round1, uniqueEvidence, type ScoredArea } from './area';
import { clamp01, mtld, MTLD_MIN_TOKENS, paceScore, per100, WPM_BAND, wordsPerMinute } from './metrics';
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
  const lessCommon = answers.reduce((n, a) => n + topicWords(a.text).filter(isLessCommon).length, 0);
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
function offQuestionNote(f: EnglishFigures): string {
  if (f.words === 0 || f.onQuestionWords >= 0.6 * f.words) return '';
  return ` Only about ${Math.round(f.onQuestionWords)} of the ${f.words} words answered the questions asked; the rest counts only in part.`;
}

const longest = (answers: readonly Answer[]) => [...answers].sort((a, b) => b.wordCount - a.wordCount || a.index - b.index);

function vocabulary(f: EnglishFigures, answers: readonly Answer[]): ScoredArea {
  // Spoken answers by fluent speakers measure about 90–120; long typed answers run higher.
  const diversity = clamp01((f.mtld - 40) / (110 - 40));
  const range = clamp01((f.lessCommonShare - 0.08) / (0.24 - 0.08));
  const score = round1(10 * (0.65 * diversity + 0.35 * range) * clamp01(f.onQuestionWords / FULL_VOLUME_WORDS));
  const comment = f.words < MTLD_MIN_TOKENS
    ? `Only ${plural(f.words, 'word')} in all answers: too few to measure lexical diversity (MTLD needs ${MTLD_MIN_TOKENS}).`
    : `Lexical diversity (MTLD) ${f.mtld.toFixed(1)} over ${f.words} words; ${(100 * f.lessCommonShare).toFixed(1)}% less common words (long or technical).${offQuestionNote(f)}`;
  const rich = [...answers].sort((a, b) => topicWords(b.text).filter(isLessCommon).length - topicWords(a.text).filter(isLessCommon).length || a.index - b.index);
  const evidence = uniqueEvidence(rich.slice(0, 1).map((a) => {
    const word = topicWords(a.text).find(isLessCommon);
    const at = word ? a.text.toLowerCase().indexOf(word) : -1;
    return at >= 0 ? quote(a.message, { start: at, end: at + (word?.length ?? 0) }) : opening(a);
  }), 1);
  const advice = diversity < range
    ? `Vary your words: MTLD was ${f.mtld.toFixed(1)}, so the same words came back often. Name the precise tool, metric or technique instead of repeating general words.`
    : `Use more precise terms: only ${(100 * f.lessCommonShare).toFixed(1)}% of your words were specific (long or technical). Name the tools, metrics and techniques you used.`;
  return { area: 'Vocabulary', section: 'english', item: { score, comment, evidence }, advice };
}

function grammar(f: EnglishFigures, answers: readonly Answer[]): ScoredArea {
  // The first errors cost most: one per 100 words already loses about a third.
  const score = round1(10 * Math.exp(-f.grammarPer100 / 1.5) * clamp01(f.onQuestionWords / 100));
  const flagged = answers.flatMap((a) => a.grammar.map((issue) => ({ a, issue })));
  const examples = flagged.slice(0, 3).map(({ issue }) => `"${issue.problem.trim()}" (${issue.message.replace(/\s+/g, ' ').trim()})`);
  const comment = f.words === 0
    ? 'No words to check.'
    : `${plural(f.grammarErrors, 'grammar error')} in ${f.words} words (${f.grammarPer100.toFixed(1)} per 100 words)${examples.length ? `: ${examples.join('; ')}` : ''}.${f.words < 100 ? ' Too few words for a full score.' : offQuestionNote(f)}`;
  const evidence = uniqueEvidence(flagged.length ? flagged.map(({ a, issue }) => quote(a.message, issue, 3)) : longest(answers).slice(0, 1).map(opening), 3);
  const first = flagged[0]?.issue;
  const advice = first
    ? `Check verb agreement and verb forms: the checker flagged ${plural(f.grammarErrors, 'error')}, e.g. "${first.problem.trim()}": ${first.message.replace(/\s+/g, ' ').trim()} Practise these sentences aloud correctly.`
    : 'Say more in full sentences so your grammar can show; there was too little to check.';
  return { area: 'Grammar', section: 'english', item: { score, comment, evidence }, advice };
}

function fluency(f: EnglishFigures, answers: readonly Answer[]): ScoredArea {
  if (f.wordsPerMinute === null) {
    // Typed answers have no speaking rate, pauses or spoken fillers: nothing to score fluency on.
    return {
      area: 'Fluency',
      section: 'english',
      item: { score: 0, measured: false, comment: 'Not measured: the answers were typed, so there was no speaking rate, pauses or spoken fillers to measure.', evidence: [] },
      advice: 'Answer aloud in your next practice interview to have your fluency measured: speaking rate, fillers and pauses.',
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
  const parts: string[] = [];
  parts.push(`${Math.round(wpm)} words per minute over ${minutes.toFixed(1)} minutes of speech (conversational band ${WPM_BAND.low}–${WPM_BAND.high}); ${plural(f.longPauses, 'long pause')}.`);
  parts.push(`${plural(f.fillers, 'filler')} (${f.fillersPer100.toFixed(1)} per 100 words) and ${plural(f.repetitions, 'repeated word')}.`);
  if (f.words < 100) parts.push(`Only ${plural(f.words, 'word')} in all: too little to show fluency.`);
  else if (offQuestionNote(f)) parts.push(offQuestionNote(f).trim());
  const withFillers = [...answers].sort((a, b) => b.fillers.length - a.fillers.length || a.index - b.index).filter((a) => a.fillers.length > 0);
  const evidence = uniqueEvidence([
    ...withFillers.slice(0, 2).map((a) => quote(a.message, a.fillers[0], 2)),
    ...answers.filter((a) => a.repetitions.length).slice(0, 1).map((a) => quote(a.message, a.repetitions[0], 2)),
    ...(withFillers.length ? [] : longest(answers).slice(0, 1).map(opening)),
  ], 3);
  let advice: string;
  if (f.words < 100) advice = 'Speak in fuller answers: several sentences per question, so your fluency can show.';
  else if (pace < disfluency) {
    advice = wpm < WPM_BAND.low
      ? `You spoke at ${Math.round(wpm)} words per minute, below the ${WPM_BAND.low}–${WPM_BAND.high} conversational band: rehearse your key stories aloud until they flow.`
      : `You spoke at ${Math.round(wpm)} words per minute, above the ${WPM_BAND.low}–${WPM_BAND.high} band: slow down and pause briefly between points.`;
  } else if (pauses < disfluency) {
    advice = `There were ${plural(f.longPauses, 'long pause')} of two seconds or more: prepare the outline of your main stories so you do not stall mid-answer.`;
  } else {
    advice = `Replace fillers with a short silent pause: ${f.fillersPer100.toFixed(1)} fillers per 100 words (um, uh, like, you know…).`;
  }
  return { area: 'Fluency', section: 'english', item: { score, comment: parts.join(' '), evidence }, advice };
}

/** An answer too short or too far from its question to show understanding of it. */
export function missedQuestion(a: Answer): 'empty' | 'dont_know' | 'off_topic' | 'request' | null {
  if (a.wordCount < 3 || a.intent === 'empty') return 'empty';
  if (a.intent === 'dont_know' || (a.admitsNotKnowing && a.wordCount < 40)) return 'dont_know';
  if (a.intent !== 'answer') return 'request';
  if (a.wordCount >= 12 && a.relevance.score <= 0.1) return 'off_topic';
  return null;
}

function comprehension(f: EnglishFigures, answers: readonly Answer[]): ScoredArea {
  const score = round1(10 * clamp01(f.relevance / 0.9));
  const missed = answers.map((a) => ({ a, why: missedQuestion(a) })).filter((m) => m.why !== null);
  const direct = answers.filter((a) => a.relevance.score >= 0.5).length;
  const kinds = (['empty', 'dont_know', 'off_topic', 'request'] as const)
    .map((k) => [k, missed.filter((m) => m.why === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${{ empty: 'empty or one-word', dont_know: '"I don\'t know"', off_topic: 'off the question', request: 'a request instead of an answer' }[k]}`);
  const comment = answers.length
    ? `${ofAnswers(direct, answers.length)} addressed their question directly (mean relevance ${f.relevance.toFixed(2)}).${kinds.length ? ` Missed: ${kinds.join(', ')}.` : ''}`
    : 'No answers to judge.';
  const best = [...answers].sort((a, b) => b.relevance.score - a.relevance.score || a.index - b.index);
  const evidence = uniqueEvidence([...missed.slice(0, 2).map((m) => opening(m.a)), ...best.slice(0, 1).map(opening)], 3);
  const offTopic = missed.filter((m) => m.why === 'off_topic').length;
  const advice = missed.length
    ? `Answer the question that was asked, in its own words, before adding context: ${ofAnswers(missed.length, answers.length)} did not (${kinds.join(', ')}).${offTopic ? ' If a question is unclear, ask for it to be rephrased.' : ''}`
    : 'Keep opening each answer with a direct reply to the question, then the example.';
  return { area: 'Comprehension', section: 'english', item: { score, comment, evidence }, advice };
}

export interface EnglishResult {
  englishProficiency: EnglishProficiency;
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
      recommendation: `Your weakest area here was ${weakest.area.toLowerCase()}. ${weakest.advice}`,
    },
    areas,
    figures,
  };
}
