import { englishSignals } from '../detect';
import { invitesQuestions } from '../invitation';
import { meaningOf, similarity } from '../meaning';
import { contentLemmas, tokens } from '../tagger';

/**
 * What the turn classifier sees of a candidate's turn: its words (lemmas from the tagger, so "repeated",
 * "repeating" and "repeat" are one), the pairs of words in order with the turn's start and end marked
 * (so "could you" at the start differs from "you could" inside an answer), its length, whether it
 * asks, whether the panel had invited the candidate's questions, how much of it is English, what
 * it is about (its point in the word-meaning space, so "drop off" lands near "leave" and "pay" near
 * "salary" without either being in the corpus), and how much it
 * shares with the question it replies to (a question about the question names the question's own
 * terms and means what it means). Sparse: a feature absent is 0.
 */

export type Features = Map<string, number>;

/** Lengths (in words) where a turn changes character: a word, a phrase, a sentence, an answer. */
const LENGTH_STEPS = [2, 5, 10, 20, 40, 80] as const;

const isWord = (lemma: string) => /\p{L}|\d/u.test(lemma);

export function turnFeatures(text: string, question = ''): Features {
  const f: Features = new Map();
  const toks = tokens(text).filter((t) => isWord(t.lemma) || t.text === '?');
  const lemmas = toks.filter((t) => t.text !== '?').map((t) => (t.pos === 'NUM' ? '<num>' : t.lemma));

  for (const lemma of lemmas) f.set(`w:${lemma}`, 1);
  const marked = ['<s>', ...lemmas, '</s>'];
  for (let i = 0; i + 1 < marked.length; i += 1) f.set(`b:${marked[i]} ${marked[i + 1]}`, 1);
  // Parts of speech at the start: a question opens with an auxiliary or a wh-word, an answer with "I".
  toks.slice(0, 2).forEach((t, i) => f.set(`p${i}:${t.pos}`, 1));
  for (const t of toks) if (t.negated) f.set('neg', 1);

  const n = lemmas.length;
  const step = LENGTH_STEPS.findIndex((s) => n <= s);
  f.set(`len:${step === -1 ? LENGTH_STEPS.length : step}`, 1);
  f.set('len', Math.log1p(n) / Math.log1p(100));
  if (/\?/.test(text)) f.set('qmark', 1);

  const english = englishSignals(text);
  f.set('lang:uncommon', 1 - english.everydayShare);
  f.set('lang:non-latin', english.nonLatinShare);
  if (english.francRatio !== null) f.set('lang:franc-other', 1 - Math.min(1, english.francRatio));

  const meaning = meaningOf(toks);
  meaning?.forEach((v, i) => f.set(`m:${i}`, v));

  // Where the interview is: after "any questions for us?", "no, that's all" is the end and "how big is the team" a question to the panel.
  if (question && invitesQuestions(question)) f.set('q:invited', 1);
  const theirToks = question ? tokens(question) : [];

  const mine = contentLemmas(toks);
  if (question && mine.size > 0) {
    const theirs = contentLemmas(theirToks);
    const shared = [...mine].filter((l) => theirs.has(l)).length;
    f.set('q:shared', shared / mine.size);
    if (shared > 0) f.set('q:any', 1);
    f.set('q:meaning', Math.max(0, similarity(meaning, meaningOf(theirToks))));
  }
  f.set('content', Math.min(1, mine.size / 20));
  return f;
}
