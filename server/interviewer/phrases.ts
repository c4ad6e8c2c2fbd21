import { spokenRank } from '../language/frequency';
import { tokens } from '../language/tagger';
import { firstClause, withoutFinalStop } from '../language/text';

/**
 * Short phrases cut from the scenario's own sentences ("what have you done that shows {topic}?",
 * "Coming back to {topic}: …"), cut where the grammar allows: a phrase ends on what it is about (a
 * noun, a name, a number), never on "a", "of", "that includes" or the first half of a compound.
 * Parts of speech come from the same tagger as the report (wink-nlp).
 */

/** Parts of speech a phrase may end on. */
const ENDS = new Set(['NOUN', 'PROPN', 'NUM']);
/** Words that open a clause of their own: the phrase stops before them. */
const CLAUSE_OPENERS = new Set(['that', 'which', 'who', 'whom', 'whose', 'so', 'while', 'because', 'where', 'when', 'whether', 'if', 'until', 'unless', 'although']);

interface Word {
  text: string;
  pos: string;
}

/** The phrase's words (split at white space), each with the part of speech of its last token. */
function taggedWords(phrase: string): Word[] {
  const words = phrase.split(/\s+/).filter(Boolean);
  const toks = tokens(phrase);
  const out: Word[] = [];
  let t = 0;
  for (const text of words) {
    let built = '';
    let pos = 'X';
    while (t < toks.length && built.length < text.length) {
      built += toks[t].text;
      pos = toks[t].pos;
      t += 1;
    }
    out.push({ text, pos });
  }
  return out;
}

/** Whether a phrase may end on this word: a noun, a name, a number, or a gerund ("…without slowing"). */
const mayEndOn = (w: Word) => ENDS.has(w.pos) || /ing$/i.test(w.text);

/** Whether a topic phrase ends where no phrase ends ("a rotating shift pattern that includes", "need no manual"). */
export function isCutOff(phrase: string): boolean {
  const last = taggedWords(phrase.trim()).at(-1);
  return !last || !mayEndOn(last);
}

/**
 * The first clause of `text` as a phrase of at most `maxWords` words, ended where the grammar allows;
 * the whole clause when no such place exists (a long phrase reads better than a broken one).
 */
export function topicPhrase(text: string, maxWords: number): string {
  // The first clause, or the whole sentence when the comma parted adjectives ("A calm, methodical approach").
  let fallback = '';
  for (const part of [firstClause(text, Number.MAX_SAFE_INTEGER), withoutFinalStop(text)]) {
    const words = taggedWords(part);
    const firstThing = words.findIndex((w) => ENDS.has(w.pos));
    const opener = firstThing < 0 ? -1 : words.findIndex((w, i) => i > firstThing && CLAUSE_OPENERS.has(w.text.toLowerCase()));
    const clause = opener > 0 ? words.slice(0, opener) : words;
    // Not before the second half of a compound ("landing | zones").
    const endsWell = (k: number) => mayEndOn(clause[k - 1]) && !(clause[k] && (clause[k].pos === 'NOUN' || clause[k].pos === 'PROPN'));
    for (let k = Math.min(maxWords, clause.length); k > 0; k -= 1) if (endsWell(k)) return clause.slice(0, k).map((w) => w.text).join(' ');
    fallback ||= clause.map((w) => w.text).join(' ');
  }
  return fallback;
}

/** Words no sentence ends on: articles, possessives, conjunctions. */
const NEVER_LAST = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'their', 'its', 'his', 'her', 'and', 'or', 'but', 'because', 'if', 'while', 'whether']);

/** Whether a word is also a noun: its plural, counted ("two metrics"), reads as one. */
function isNounToo(word: string): boolean {
  return tokens(`there are two ${word}s here`)[3]?.pos === 'NOUN';
}

/**
 * A sentence the panel says that was cut off: it ends on an article or a conjunction, or a question
 * ends on an adjective right after an article ("what have you done that shows a calm?"). A word
 * English speech never uses is a trade's noun the tagger took for an adjective ("findings from a
 * pentest?"), not an adjective left without its noun.
 */
export function isBrokenSentence(sentence: string): boolean {
  const asks = sentence.trim().endsWith('?');
  const words = tokens(sentence.replace(/[.?!]+$/, '')).filter((t) => /\w/.test(t.text));
  const last = words.at(-1);
  if (!last) return true;
  const before = words.at(-2);
  // An adjective left without its noun ("shows a calm?"); a word that is a noun as well ("the lineage of a
  // metric?", read as an adjective here) is not one: its plural reads as a noun.
  const adjectiveLeft = last.pos === 'ADJ' && spokenRank(last.text.toLowerCase()) !== null && !isNounToo(last.text.toLowerCase());
  return NEVER_LAST.has(last.text.toLowerCase()) || (asks && adjectiveLeft && !!before && ['a', 'an', 'the'].includes(before.text.toLowerCase()));
}
