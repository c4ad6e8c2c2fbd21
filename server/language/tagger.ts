import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The part-of-speech tagger and lemmatiser (wink-nlp with its English model) that the report's
 * reading of answers, the word meanings and the interviewer's phrases all read text with: one
 * tagger, one idea of what a content word is.
 */

let reader: WinkMethods | null = null;
/** The tagger, loaded on first use (its model ships in the npm package; about 150 ms). */
function nlp(): WinkMethods {
  reader ??= winkNLP(model);
  return reader;
}

export interface Token {
  text: string;
  lemma: string;
  pos: string;
  negated: boolean;
}

/** Parts of speech that carry content. */
export const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM']);
/** Words the tagger calls content that say nothing about the matter (fillers, light verbs, generic nouns). */
export const LIGHT = new Set(
  (
    'um uh er erm hmm like yeah okay ok well so just really actually basically literally thing things stuff lot lots ' +
    'be have do get make go say know think mean want try need use take give see come let kind sort way bit time ' +
    'good great nice important different various many much more most other same whole able sure'
  ).split(' '),
);

/** The text's tokens with their lemma (lower case), part of speech and negation. */
export function tokens(text: string): Token[] {
  const doc = nlp().readDoc(text);
  const its = nlp().its;
  const all = doc.tokens();
  // The model's typings do not fit `its.lemma` (it needs the model's add-ons, which this model has).
  const column = all.out.bind(all) as (f?: unknown) => unknown[];
  const texts = column() as string[];
  const lemmas = column(its.lemma);
  const pos = column(its.pos);
  const negated = column(its.negationFlag);
  const out = texts.map((text, i) => ({ text, lemma: String(lemmas[i]).toLowerCase(), pos: String(pos[i]), negated: Boolean(negated[i]) }));
  // The model's negation runs to the end of the sentence, and a spoken transcript is one sentence:
  // in "status not update for two days i call them i fix it" nothing after "not update" would count.
  // A negation reaches a few words on, within its clause.
  let cue = -Infinity;
  for (const [i, t] of out.entries()) {
    if (NEGATIONS.has(t.lemma) || NEGATIONS.has(t.text.toLowerCase())) cue = i;
    else if (CLAUSE_BREAK.has(t.pos) || (t.pos === 'PRON' && SUBJECTS.has(t.lemma))) cue = -Infinity;
    if (i - cue > NEGATION_REACH) t.negated = false;
  }
  return out;
}

const NEGATIONS = new Set(['not', "n't", 'never', 'no', 'nobody', 'nothing', 'none', 'neither', 'nor', 'without', 'cannot']);
/** Where a clause ends or a new one starts with its own subject ("… not update i call them"). */
const CLAUSE_BREAK = new Set(['PUNCT', 'CCONJ', 'SCONJ']);
const SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they', 'you']);
/** Words after the negation it still covers ("did not really fully finish"). */
const NEGATION_REACH = 4;

/** Distinct content lemmas of a text (what it is about). */
export function contentLemmas(toks: readonly Token[]): Set<string> {
  const out = new Set<string>();
  for (const t of toks) if (CONTENT_POS.has(t.pos) && t.lemma.length > 1 && !LIGHT.has(t.lemma) && /[a-z0-9]/.test(t.lemma)) out.add(t.lemma);
  return out;
}
