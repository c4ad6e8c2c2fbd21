import { FULL_ANSWER_WORDS } from '../language/intent';
import { categoryOf, TECH_TERMS, THEMES, type BehaviouralTheme } from '../language/vocabulary';
import { mentions, stem, stemsMatch, topicWords } from '../language/text';
import type { ScenarioFacts } from './types';

/**
 * The measurements the rubric's scores rest on: lexical diversity (MTLD), speaking rate, fillers,
 * repeated words and how much an answer is about its question. Pure functions of the text.
 */

/** A stretch of a message's text, in UTF-16 offsets. */
export interface Span {
  start: number;
  end: number;
}

const WORD = /[a-z0-9][a-z0-9+#'’./-]*/gi;

/** Word tokens with their place in the text (the same tokens as `words()` of text.ts). */
export function wordSpans(text: string): Array<Span & { word: string }> {
  const out: Array<Span & { word: string }> = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0].replace(/[.'’/-]+$/g, '');
    if (!raw) continue;
    out.push({ start: m.index, end: m.index + raw.length, word: raw.toLowerCase().replace(/’/g, "'") });
  }
  return out;
}

/** MTLD's type–token ratio threshold (McCarthy & Jarvis 2010). */
export const MTLD_THRESHOLD = 0.72;
/** Below this many tokens MTLD says nothing reliable. */
export const MTLD_MIN_TOKENS = 50;

function mtldOneWay(tokens: readonly string[]): number {
  let factors = 0;
  let types = new Set<string>();
  let count = 0;
  for (const token of tokens) {
    types.add(token);
    count += 1;
    if (types.size / count <= MTLD_THRESHOLD) {
      factors += 1;
      types = new Set();
      count = 0;
    }
  }
  if (count > 0) factors += (1 - types.size / count) / (1 - MTLD_THRESHOLD);
  // Text that never falls to the threshold is as diverse as it can be measured.
  return factors > 0 ? tokens.length / factors : tokens.length;
}

/** Measure of textual lexical diversity, forward and backward averaged; 0 under `MTLD_MIN_TOKENS`. */
export function mtld(tokens: readonly string[]): number {
  if (tokens.length < MTLD_MIN_TOKENS) return 0;
  return (mtldOneWay(tokens) + mtldOneWay([...tokens].reverse())) / 2;
}

/** Words per minute of actual talking; null without voiced time. */
export function wordsPerMinute(wordCount: number, voicedMs: number): number | null {
  if (!(voicedMs > 0)) return null;
  return wordCount / (voicedMs / 60000);
}

/** Conversational speaking rate (ARCHITECTURE.md). */
export const WPM_BAND = { low: 120, high: 160 } as const;

/** 1 inside the 120–160 band, falling linearly to 0 at 60 and 240 words per minute. */
export function paceScore(wpm: number): number {
  if (wpm < WPM_BAND.low) return clamp01((wpm - 60) / (WPM_BAND.low - 60));
  if (wpm > WPM_BAND.high) return clamp01((240 - wpm) / (240 - WPM_BAND.high));
  return 1;
}

const HESITATIONS = /\b(?:umm*|uhh*|uhm|erm|er|ehm|hmm*|mhm)\b/gi;
const FILLER_PHRASES = /\b(?:you know|i mean|basically|literally|kind of like|sort of like)\b/gi;
// "kind of" and "sort of" hedge unless they name a kind ("a kind of queue", "what sort of tests").
const HEDGES = /(?<!\b(?:a|the|this|that|what|which|some|any|every|one|same|different|each|other|kind of|sort of)\s)\b(?:kind of|sort of)\b(?!\s+like\b)/gi;
// "like" is a filler after a pause word or a form of "be" ("it was like slow"), not in "things like Kafka" or "I like".
const LIKE_FILLER = /(?:^|(?<=\b(?:so|and|but|was|is|were|are|it's|like|um|uh|er|yeah|well|then|because|just)\s))like\b(?!\s+(?:to|that|this|it|a|an|the)\b)/gi;

function spansOf(pattern: RegExp, text: string): Span[] {
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Filler words and phrases: um, uh, er, like (as a filler), you know, I mean, sort of, kind of, basically… */
export function findFillers(text: string): Span[] {
  const spans = [...spansOf(HESITATIONS, text), ...spansOf(FILLER_PHRASES, text), ...spansOf(HEDGES, text), ...spansOf(LIKE_FILLER, text)];
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  // Overlaps ("kind of like") count once.
  return spans.filter((s, i) => i === 0 || s.start >= spans[i - 1].end);
}

/** Word pairs that are correct English when doubled. */
const LEGIT_DOUBLES = new Set(['that', 'had', 'is', 'do', 'very', 'so', 'bye', 'no', 'really', 'many', 'far', 'more', 'again', 'on', 'over', 'out', 'round', 'by']);

/** Immediately repeated words ("the the", "i i"): a disfluency of speech. */
export function findRepetitions(text: string): Span[] {
  const tokens = wordSpans(text);
  const out: Span[] = [];
  for (let i = 1; i < tokens.length; i += 1) {
    const prev = tokens[i - 1];
    const cur = tokens[i];
    if (cur.word !== prev.word || LEGIT_DOUBLES.has(cur.word) || /^\d/.test(cur.word)) continue;
    if (text.slice(prev.end, cur.start).trim() !== '') continue;
    out.push({ start: prev.start, end: cur.end });
  }
  return out;
}

export function per100(count: number, words: number): number {
  return words > 0 ? (count * 100) / words : 0;
}

export function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(1, n)) : 0;
}

/** A 0–10 score with one decimal. */
export function score10(fraction: number): number {
  return Math.round(clamp01(fraction) * 100) / 10;
}

const THEME_STEMS = Object.values(THEMES).map((t) => ({ theme: t.theme, stems: [...new Set(t.vocab.map(stem))] }));
const categoryStems = new Map<string, string[]>();

/** Stems of the words a skill's answer tends to use: its own name and its category's vocabulary. */
export function skillStems(skill: string): string[] {
  const cached = categoryStems.get(skill);
  if (cached) return cached;
  const own = skill.toLowerCase().split(/[^a-z0-9+#.]+/).filter((w) => w.length > 1).map(stem);
  const stems = [...new Set([...own, ...categoryOf(skill).vocab.map(stem)])];
  categoryStems.set(skill, stems);
  return stems;
}

export interface QuestionTopic {
  /** Stems of the question's own topic words. */
  direct: string[];
  /** Stems an answer on the same subject tends to use (the skill's or the behavioural theme's vocabulary). */
  related: string[];
  /** Scenario skills the question names. */
  skills: string[];
  /** The behavioural theme whose words the question shares most, if any. */
  theme?: BehaviouralTheme;
}

export function questionTopic(question: string, scenario: ScenarioFacts): QuestionTopic {
  const direct = [...new Set(topicWords(question).map(stem))];
  const skills = scenario.skills.filter((s) => mentions(question, s));
  const related = new Set<string>();
  for (const skill of skills) for (const s of skillStems(skill)) related.add(s);
  // The behavioural theme whose vocabulary the question shares most, if any.
  let best: { theme: BehaviouralTheme; stems: string[]; hits: number } | null = null;
  for (const theme of THEME_STEMS) {
    const hits = direct.filter((d) => theme.stems.some((t) => stemsMatch(d, t))).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { theme: theme.theme, stems: theme.stems, hits };
  }
  if (best) for (const s of best.stems) related.add(s);
  for (const d of direct) related.delete(d);
  return best ? { direct, related: [...related], skills, theme: best.theme } : { direct, related: [...related], skills };
}

/** Stems of the interview's subject: the role's skills and their vocabulary, its description and duties, technical terms. */
export interface StemSet {
  has(stem: string): boolean;
}

/** A set matching stems the way `stemsMatch` does (equal, or the same 5-letter root), in O(1). */
export function stemSet(stems: Iterable<string>): StemSet {
  const exact = new Set<string>();
  const roots = new Set<string>();
  for (const s of stems) {
    exact.add(s);
    if (s.length >= 5) roots.add(s.slice(0, 5));
  }
  return { has: (s) => exact.has(s) || (s.length >= 5 && roots.has(s.slice(0, 5))) };
}

export function domainStems(scenario: ScenarioFacts): StemSet {
  const texts = [scenario.position, scenario.description, ...scenario.requirements, ...scenario.responsibilities];
  return stemSet([
    ...scenario.skills.flatMap(skillStems),
    ...texts.flatMap((t) => topicWords(t).map(stem)),
    ...[...TECH_TERMS].map(stem),
  ]);
}

export interface Relevance {
  /** 0–1: how much the answer is about the question. */
  score: number;
  /** The question's topic words the answer used (stems). */
  matched: string[];
  /** Distinct words of the role's subject the answer used (stems). */
  domain: number;
}

/** At or above this relevance an answer is on the question asked; below it, mostly about something else. */
export const ON_QUESTION_RELEVANCE = 0.3;

/** Distinct words of the role's subject that make an answer about the job, if not about the question. */
const ON_DOMAIN_WORDS = 3;

/**
 * Relevance of an answer to its question: shared topic stems, direct ones counting double; an answer
 * that misses the question's words but talks about the job keeps partial credit; one that does
 * neither is off topic.
 */
export function relevanceOf(answerText: string, wordCount: number, topic: QuestionTopic, domain: StemSet): Relevance {
  if (wordCount === 0) return { score: 0, matched: [], domain: 0 };
  const stems = [...new Set(topicWords(answerText).map(stem))];
  const onDomain = stems.filter((s) => domain.has(s)).length;
  const length = Math.min(1, wordCount / FULL_ANSWER_WORDS);
  if (topic.direct.length === 0 && topic.related.length === 0) {
    // A question with no topic words ("Anything else?"): any answer fits; length still counts.
    return { score: 0.6 * length, matched: [], domain: onDomain };
  }
  const direct = topic.direct.filter((d) => stems.some((s) => stemsMatch(s, d)));
  const related = topic.related.filter((r) => stems.some((s) => stemsMatch(s, r)));
  const hits = direct.length + 0.5 * Math.min(related.length, 6);
  let base = hits === 0 ? 0.1 : Math.min(1, 0.35 + 0.2 * hits);
  if (onDomain >= 2 * ON_DOMAIN_WORDS) base = Math.max(base, 0.6);
  else if (onDomain >= ON_DOMAIN_WORDS) base = Math.max(base, 0.5);
  return { score: base * length, matched: [...direct, ...related], domain: onDomain };
}
