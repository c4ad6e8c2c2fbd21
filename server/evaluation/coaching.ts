import type { components } from '../../openapi/schema.gen';
import { opening, quote, type Answer } from './answers';
import { round1 } from './area';
import { curve } from './calibration';
import type { EnglishFigures } from './english';
import { ON_QUESTION_RELEVANCE, WPM_BAND, type Span } from './metrics';
import { escapeRegExp } from '../language/text';

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

const NO_CONTENT: Record<string, { verdict: AnswerCoaching['verdict']; lacked: string; suggestion: string }> = {
  'not-english': {
    verdict: 'not-english',
    lacked: 'an answer in English: this practice scores English answers',
    suggestion: 'Answer in English, even simply: the situation, what you did and the result, in short sentences.',
  },
  'addresses-scorer': {
    verdict: 'addresses-scorer',
    lacked: 'an answer to the interviewer: words addressed to the scoring earn nothing',
    suggestion: 'Talk to the interviewer about your own work: one real example, what you did and what came of it.',
  },
  'read-back': {
    verdict: 'read-back',
    lacked: 'anything beyond the question’s own words',
    suggestion: 'Do not repeat the question: start with your answer in one sentence, then the example that shows it.',
  },
  'keyword-list': {
    verdict: 'keyword-list',
    lacked: 'sentences: a list of names shows nothing you did with them',
    suggestion: 'Pick one of the tools you listed and say what you built or fixed with it, and what changed as a result.',
  },
  repeated: {
    verdict: 'repeated',
    lacked: 'an answer to this question: it repeated an earlier answer',
    suggestion: 'Answer each question on its own: prepare a different short story for each thing the role asks for.',
  },
};

/** One question's coaching: its score, what the answer had and lacked, and one way to make it stronger. */
export function coachAnswer(a: Answer): AnswerCoaching {
  const base = {
    question: a.question,
    answer: opening(a),
    words: a.wordCount,
    score: round1(curve(a.substance)),
  };
  if (a.gate) {
    const g = NO_CONTENT[a.gate];
    return { ...base, score: 0, verdict: g.verdict, had: [], lacked: [g.lacked], suggestion: g.suggestion };
  }
  if (a.intent !== 'answer' || a.wordCount < 3) {
    return {
      ...base,
      score: 0,
      verdict: 'no-answer',
      had: [],
      lacked: ['an answer: nothing, one word or "I don\'t know"'],
      suggestion: 'When you do not know, say how you would find out, or give the closest thing you have done: a partial answer scores, silence does not.',
    };
  }
  const r = a.reading;
  const things = r.specificTerms.filter((t) => !t.startsWith('#'));
  const action = actionSpan(a);
  const measure = wordSpan(a, r.said.measures);
  const reason = wordSpan(a, r.said.reasons);
  const had: string[] = [];
  const lacked: string[] = [];
  if (r.actions > 0 && action) had.push(`What you did: ${quoted(a, action)}`);
  else lacked.push('your own part, in the first person: what you did');
  if (things.length >= 2) had.push(`Specifics: ${things.slice(0, 6).join(', ')}`);
  else lacked.push('specifics: the tools, systems or figures involved');
  if (measure) had.push(`A measured result: ${quoted(a, measure)}`);
  else lacked.push('a result you measured: before and after, time, errors or users');
  if (reason) had.push(`Your reasoning: ${quoted(a, reason)}`);
  else lacked.push('why you chose what you did, or what you weighed it against');
  if (a.relevance.score < ON_QUESTION_RELEVANCE) lacked.unshift('an answer to the question asked: this one was mostly about something else');
  if (a.wordCount < 40) lacked.push(`detail: ${a.wordCount} words is too short to show it`);

  // What the answer was about, in its words: the step taken, else the first specific thing named.
  const topic = action ? `“${quote(a.message, action, 0).quote}”` : (things[0] ?? 'that work');
  let suggestion: string;
  if (a.relevance.score < ON_QUESTION_RELEVANCE) suggestion = `Answer the question asked first, in one sentence, then give one example of your own that fits it.`;
  else if (!(r.actions > 0 && action)) suggestion = `Say what you yourself did about ${topic}: “I …”, the step you took, then what happened.`;
  else if (things.length < 2) suggestion = `Make ${topic} concrete: name the system, tool, product or figures it was about, so the interviewer can picture the work.`;
  else if (!measure) suggestion = `Add the result in numbers: after ${topic}, what changed, and by how much (time, errors, users, money)?`;
  else if (!reason) suggestion = `Say why: for ${topic}, what else you considered, and why you chose as you did.`;
  else suggestion = 'Lead with the result, then the steps: the interviewer hears your strongest point first.';
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

export function delivery(answers: readonly Answer[], f: EnglishFigures): Delivery {
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
        return { sentence, problem: issue.problem.trim(), message: issue.message.replace(/\s+/g, ' ').trim(), correction, time: a.message.createdAt.toISOString() };
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
