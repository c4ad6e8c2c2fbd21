import { tokens } from '../language/tagger';

/**
 * Skills of a posting outside the lexicon (a nurse's "acute care", a solicitor's "commercial law"):
 * the noun phrases of its requirements, read with the part-of-speech tagger (wink-nlp) the rest of
 * the server reads text with. Used only when the lexicon finds too few skills, so that a job family the
 * lexicon does not know still gets a scenario about its own work.
 */

/** Head words that name no skill ("3+ years of experience", "a good knowledge"). */
const GENERIC = new Set(
  (
    'experience year years skill skills knowledge ability abilities understanding background degree team teams role roles ' +
    'work plus advantage asset bonus level minimum record track candidate candidates people person way ways interest passion ' +
    'eye detail details pride environment company companies opportunity something anything time day days week weeks month months ' +
    'english language languages communication confidence willingness attitude'
  ).split(' '),
);
/** Adjectives that grade rather than name ("strong", "solid", "excellent"). */
const GRADING = new Set('good strong excellent solid basic proven great deep clear relevant similar previous prior hands-on working fluent minimum least'.split(' '));

const PHRASE_POS = new Set(['ADJ', 'NOUN', 'PROPN']);

export function requirementPhrases(requirements: readonly string[], limit = 8): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of requirements) {
    const toks = tokens(item);
    let run: typeof toks = [];
    const flush = () => {
      while (run.length && (run[0].pos === 'ADJ' && GRADING.has(run[0].lemma))) run.shift();
      while (run.length && run[run.length - 1].pos === 'ADJ') run.pop();
      const head = run[run.length - 1];
      if (run.length >= 2 && run.length <= 4 && head && !GENERIC.has(head.lemma) && !run.some((t) => GENERIC.has(t.lemma))) {
        const phrase = run.map((t) => t.text).join(' ');
        const key = phrase.toLowerCase();
        if (item.includes(phrase) && !seen.has(key)) {
          seen.add(key);
          out.push(phrase);
        }
      }
      run = [];
    };
    for (const t of toks) {
      if (PHRASE_POS.has(t.pos) && /^[\p{L}][\p{L}\d&+#.-]*$/u.test(t.text)) run.push(t);
      else flush();
    }
    flush();
    if (out.length >= limit) break;
  }
  return out.slice(0, limit);
}
