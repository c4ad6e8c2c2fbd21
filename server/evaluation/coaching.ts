import type { components } from '../../openapi/schema.gen';
import { GRADED_FROM_WORDS, opening, quote, type Answer } from './answers';
import { round1 } from './area';
import { curve } from './calibration';
import type { EnglishFigures } from './english';
import { NOTED_COPYING } from './copying';
import { measuredSpan } from './measured';
import { ON_QUESTION_RELEVANCE, WPM_BAND, type Span } from './metrics';
import { escapeRegExp } from '../language/text';
import { grammarKind, joined, phrase, translated, type Draft, type Phrase, type PhraseKey } from './phrases';

/**
 * Coaching per answer and the delivery panel (PRO): for each question, what the answer had and
 * lacked — in the candidate's own words, with the time — and one concrete way to make it stronger;
 * then how it was said: speaking rate against 120–160 words per minute, fillers with the words used,
 * long pauses, lexical diversity, and the grammar checker's findings with the sentence corrected.
 */

type Schemas = components['schemas'];
export type AnswerCoaching = Schemas['AnswerCoaching'];
export type Delivery = Schemas['Delivery'];

/** Where a word is in the text (whole word), as a span; null when absent. */
function spanOf(text: string, pattern: RegExp): Span | null {
  const m = pattern.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

/** A figure with one decimal (round1 of area.ts is for 0–10 scores). */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

const quoted = (a: Answer, span: Span | null) => (span ? `“${quote(a.message, span, 2).quote}”` : '');

/** The first action the reading found, with its agent: "we keyed", "I have then moved". */
function actionSpan(a: Answer): Span | null {
  for (const verb of a.reading.said.actions) {
    const span = spanOf(a.text, new RegExp(`\\b(?:i|we)\\b(?:\\s+\\S+){0,3}?\\s+${escapeRegExp(verb)}\\b`, 'i'));
    if (span) return span;
  }
  return null;
}

/** The first of the phrases the reading found, where it was said. */
function wordSpan(a: Answer, phrases: readonly string[]): Span | null {
  for (const phrase of phrases) {
    const words = phrase.split(' ').map(escapeRegExp).join('\\W+');
    const span = spanOf(a.text, new RegExp(`(?<![\\w.])${words}(?![\\w])`, 'i'));
    if (span) return span;
  }
  return null;
}

const NO_CONTENT: Record<string, { verdict: AnswerCoaching['verdict']; lacked: PhraseKey; suggestion: PhraseKey }> = {
  'not-english': { verdict: 'not-english', lacked: 'coaching.notEnglish.lacked', suggestion: 'coaching.notEnglish.suggestion' },
  'addresses-scorer': { verdict: 'addresses-scorer', lacked: 'coaching.addressesScorer.lacked', suggestion: 'coaching.addressesScorer.suggestion' },
  'read-back': { verdict: 'read-back', lacked: 'coaching.readBack.lacked', suggestion: 'coaching.readBack.suggestion' },
  // The scenario's texts said back: the same verdict as the question said back (openapi's enum), its own words.
  copied: { verdict: 'copied', lacked: 'coaching.copied.lacked', suggestion: 'coaching.copied.suggestion' },
  'keyword-list': { verdict: 'keyword-list', lacked: 'coaching.keywordList.lacked', suggestion: 'coaching.keywordList.suggestion' },
  repeated: { verdict: 'repeated', lacked: 'coaching.repeated.lacked', suggestion: 'coaching.repeated.suggestion' },
};

/** One question's coaching: its score, what the answer had and lacked, and one way to make it stronger. */
export function coachAnswer(a: Answer): Draft<AnswerCoaching> {
  const base = {
    question: a.question,
    answer: opening(a),
    words: a.wordCount,
    score: round1(curve(a.grade.value)),
  };
  if (a.gate) {
    const g = NO_CONTENT[a.gate];
    return { ...base, score: 0, verdict: g.verdict, had: [], lacked: [phrase(g.lacked)], suggestion: phrase(g.suggestion) };
  }
  if (a.intent !== 'answer' || a.wordCount < GRADED_FROM_WORDS) {
    return {
      ...base,
      score: 0,
      verdict: 'no-answer',
      had: [],
      lacked: [phrase('coaching.noAnswer.lacked')],
      suggestion: phrase('coaching.noAnswer.suggestion'),
    };
  }
  const r = a.reading;
  const things = r.specificTerms.filter((t) => !t.startsWith('#'));
  const action = actionSpan(a);
  const measure = measuredSpan(a.text, r.tokens);
  const reason = wordSpan(a, r.said.reasons);
  const had: Phrase[] = [];
  const lacked: Phrase[] = [];
  if (r.actions > 0 && action) had.push(phrase('coaching.had.action', { quote: quoted(a, action) }));
  else lacked.push(phrase('coaching.lacked.action'));
  if (things.length >= 2) had.push(phrase('coaching.had.specifics', { things: joined(things.slice(0, 6), ', ') }));
  else lacked.push(phrase('coaching.lacked.specifics'));
  if (measure) had.push(phrase('coaching.had.measure', { quote: quoted(a, measure) }));
  else lacked.push(phrase('coaching.lacked.measure'));
  if (reason) had.push(phrase('coaching.had.reason', { quote: quoted(a, reason) }));
  else lacked.push(phrase('coaching.lacked.reason'));
  if (a.relevance.score < ON_QUESTION_RELEVANCE) lacked.unshift(phrase('coaching.lacked.offQuestion'));
  if (a.copying.share >= NOTED_COPYING) lacked.unshift(phrase('coaching.lacked.copied', { share: Math.round(a.copying.share * 100) }));
  if (a.wordCount < 40) lacked.push(phrase('coaching.lacked.detail', { words: a.wordCount }));
  // A misconception stated is corrected first: it matters more than any missing detail.
  const claim = a.claims[0];
  const correction = claim ? translated({ en: claim.misconception.correction, ru: claim.misconception.correctionRu }) : null;
  if (claim && correction) lacked.unshift(phrase('coaching.lacked.claim', { said: quoted(a, claim.span), correction }));

  // What the answer was about, in its words: the step taken, else the first specific thing named.
  const topic = action ? `“${quote(a.message, action, 0).quote}”` : (things[0] ?? phrase('coaching.thatWork'));
  let suggestion: Phrase;
  if (claim) suggestion = phrase('coaching.suggestion.claim', { skill: claim.skill });
  else if (a.relevance.score < ON_QUESTION_RELEVANCE) suggestion = phrase('coaching.suggestion.offQuestion');
  else if (!(r.actions > 0 && action)) suggestion = phrase('coaching.suggestion.action', { topic });
  else if (things.length < 2) suggestion = phrase('coaching.suggestion.specifics', { topic });
  else if (!measure) suggestion = phrase('coaching.suggestion.measure', { topic });
  else if (!reason) suggestion = phrase('coaching.suggestion.reason', { topic });
  else suggestion = phrase('coaching.suggestion.lead');
  return { ...base, verdict: 'answered', had, lacked, suggestion };
}

const GRAMMAR_LIMIT = 10;
const WINDOW_WORDS = 12;

/** The sentence (or, in unpunctuated speech, the dozen words around it) a grammar issue is in. */
function sentenceAround(text: string, start: number, end: number): { start: number; end: number } {
  const before = Math.max(text.lastIndexOf('.', start - 1), text.lastIndexOf('?', start - 1), text.lastIndexOf('!', start - 1));
  const afters = ['.', '?', '!'].map((c) => text.indexOf(c, end)).filter((i) => i >= 0);
  let from = before + 1;
  let to = afters.length ? Math.min(...afters) + 1 : text.length;
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
  if (words(text.slice(from, to)) > 2 * WINDOW_WORDS + 6) {
    const head = text.slice(from, start).split(/\s+/);
    const tail = text.slice(end, to).split(/\s+/);
    from = start - head.slice(-WINDOW_WORDS).join(' ').length;
    to = end + tail.slice(0, WINDOW_WORDS + 1).join(' ').length;
  }
  return { start: Math.max(0, from), end: Math.min(text.length, to) };
}

export function delivery(answers: readonly Answer[], f: EnglishFigures): Draft<Delivery> {
  const scored = answers.filter((a) => a.intent === 'answer' && a.gate !== 'not-english');
  const spoken = answers.filter((a) => a.message.speech);
  const mode: Delivery['mode'] = spoken.length === 0 ? 'typed' : spoken.length === answers.length ? 'spoken' : 'mixed';
  const fillers = new Map<string, number>();
  // The fillers as said (a corrected transcript may have left them out).
  for (const a of scored) for (const word of a.asSaid.fillerWords) fillers.set(word, (fillers.get(word) ?? 0) + 1);
  const grammarIssues = scored
    .flatMap((a) =>
      a.grammar.map((issue) => {
        const around = sentenceAround(a.text, issue.start, issue.end);
        const sentence = a.text.slice(around.start, around.end).trim();
        const correction =
          issue.replacement === null || issue.replacement === undefined
            ? null
            : `${a.text.slice(around.start, issue.start)}${issue.replacement}${a.text.slice(issue.end, around.end)}`.replace(/\s+/g, ' ').trim();
        // The finding's kind: the corrected sentence beside it shows the suggestion.
        const message = phrase('english.grammar.issue', { kind: grammarKind(issue.kind) });
        return { sentence, problem: issue.problem.trim(), message, correction, time: a.message.createdAt.toISOString() };
      }),
    )
    .slice(0, GRAMMAR_LIMIT);
  return {
    mode,
    wordsPerMinute: f.wordsPerMinute === null ? null : Math.round(f.wordsPerMinute),
    targetWordsPerMinute: { low: WPM_BAND.low, high: WPM_BAND.high },
    fillersPer100Words: oneDecimal(f.fillersPer100),
    fillerWords: [...fillers.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([word, count]) => ({ word, count })),
    longPauses: spoken.length ? f.longPauses : null,
    lexicalDiversity: f.words >= 50 && f.mtld > 0 ? oneDecimal(f.mtld) : null,
    grammarIssues,
  };
}
