import { tokens } from '../language/tagger';
import { escapeRegExp } from '../language/text';

/**
 * What a question about a posting sentence asks about, in the interviewer's words (issue 39, item 4):
 * the sentence's subject — the duty's verbs with their object and complement, the requirement's head
 * with what it is about — and never the posting pasted in. The sentence is read in parts with the same
 * tagger as the report (the head, then each part that a preposition, a purpose "to …", a list of
 * examples, a second duty or a new clause opens); the head is kept whole, so no phrase loses its object
 * or its complement ("keeping the test suite fast and reliable", never "keeping the test suite"); the
 * parts after it are kept while the question repeats at most MAX_COPIED_WORDS words of the posting in a
 * row, and a part that names one of the sentence's key terms (its skills and technology names) is kept
 * wherever it is, so no term is dropped. Where the posting's order would still be copied, the wording
 * changes as an interviewer would say it: lists and pairs turned round ("Kotlin or Java"), "in order to"
 * for a purpose, "together with" a team, "X experience" for "experience with X", "years' experience",
 * the colouring adjectives left out, a duty's thing called "our" one.
 */

/** Words of a posting a question may repeat in a row. */
export const MAX_COPIED_WORDS = 6;

/** A text's words as the copy check counts them: split at white space, lower case, without the punctuation around them ("end-to-end" is one). */
export function runWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

/** The longest run of consecutive words `text` shares with any of `sources` (0 when none). */
export function copiedRun(text: string, sources: readonly string[]): number {
  const said = runWords(text);
  let best = 0;
  for (const source of sources) {
    const posted = runWords(source);
    // Longest common run by dynamic programming over the two word lists.
    let previous = new Array<number>(posted.length + 1).fill(0);
    for (let i = 1; i <= said.length; i += 1) {
      const current = new Array<number>(posted.length + 1).fill(0);
      for (let j = 1; j <= posted.length; j += 1) {
        if (said[i - 1] !== posted[j - 1]) continue;
        current[j] = previous[j - 1] + 1;
        if (current[j] > best) best = current[j];
      }
      previous = current;
    }
  }
  return best;
}

interface Word {
  /** As written, with a comma or a semicolon that follows it. */
  text: string;
  /** Without the punctuation that follows it. */
  bare: string;
  pos: string;
  comma: boolean;
}

/** Parts of speech of a noun phrase's words. */
const NP = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const isNoun = (w: Word | undefined): boolean => !!w && (w.pos === 'NOUN' || w.pos === 'PROPN');

/**
 * The phrase's words (split at white space), each with the part of speech of its last token that is
 * not punctuation; a key term of several words is one word, a name ("Jetpack Compose", not a verb).
 */
function taggedWords(phrase: string, keyTerms: readonly string[]): Word[] {
  const words = phrase.split(/\s+/).filter(Boolean);
  const toks = tokens(phrase);
  let t = 0;
  const out = words.map((text) => {
    let built = '';
    let pos = 'X';
    while (t < toks.length && built.length < text.length) {
      built += toks[t].text;
      if (toks[t].pos !== 'PUNCT') pos = toks[t].pos;
      t += 1;
    }
    // "hands-on", "up-to-date": a compound that ends on a particle describes what follows.
    if (/\p{L}-\p{L}/u.test(text) && (pos === 'ADP' || pos === 'ADV' || pos === 'PART')) pos = 'ADJ';
    return { text, bare: text.replace(/[,;:]+$/, ''), pos, comma: /[,;:]$/.test(text) };
  });
  for (const term of [...keyTerms].sort((x, y) => y.length - x.length)) {
    const size = term.split(/\s+/).length;
    if (size === 1) {
      for (const w of out) if (w.bare.toLowerCase() === term.toLowerCase()) w.pos = 'PROPN';
      continue;
    }
    for (let i = 0; i + size <= out.length; i += 1) {
      const span = out.slice(i, i + size);
      if (span.slice(0, -1).some((w) => w.comma) || span.map((w) => w.bare).join(' ').toLowerCase() !== term.toLowerCase()) continue;
      out.splice(i, size, { text: span.map((w) => w.text).join(' '), bare: span.map((w) => w.bare).join(' '), pos: 'PROPN', comma: span[size - 1].comma });
    }
  }
  return out;
}

/** Prepositions that open a part of their own after a noun ("nursing care | for a bay …", "dashboards | in Looker"). */
const PART_PREPOSITIONS = new Set([
  'for', 'in', 'on', 'with', 'across', 'through', 'via', 'at', 'from', 'by', 'during', 'within', 'against', 'without',
  'per', 'under', 'before', 'after', 'around', 'between', 'among', 'throughout', 'alongside', 'towards', 'toward', 'using', 'like',
  'behind', 'beyond', 'near', 'outside', 'inside', 'along', 'upon', 'onto', 'together',
]);
// "into" and "over" are left out: what a thing is turned into belongs to the turning ("turn a vague question into
// a clear plan"), and "over" is mostly a verb's ("hand customers over to …").
/** Words that open a list of examples or a clause of their own. */
const PART_OPENERS = new Set(['including', 'such', 'e.g.', 'eg', 'that', 'which', 'who', 'whose', 'so', 'while', 'because', 'where', 'when', 'whether', 'if', 'until', 'unless', 'although', 'ideally', 'preferably']);
/** Words that take "to" and a verb as part of themselves ("the ability to …", "how to …"): no purpose starts there. */
const TAKES_TO = new Set(['ability', 'able', 'capacity', 'willingness', 'willing', 'confidence', 'how', 'need', 'needs', 'want', 'help', 'helping', 'chance', 'time', 'way', 'ways', 'desire', 'keen', 'eager', 'happy', 'comfortable', 'confident', 'motivation', 'drive', 'curiosity', 'freedom', 'opportunity', 'responsibility', 'duty', 'expected', 'enough', 'used', 'going', 'likely', 'ready', 'has', 'have', 'wish', 'aim', 'plan', 'try', 'tendency', 'courage']);
/** Verbs (as a duty opens, or as a gerund) whose "to" says where something goes: "migrate X to Y", "present X to Y". */
const MOVES_TO = /^(migrat|mov|convert|port|upgrad|map|link|connect|send|deliver|present|explain|report|escalat|appl|add|contribut|introduc|bring|hand|ship|publish|promot|compar|adapt|tailor|expos|talk|speak|pitch|sell|roll|switch|chang|translat|turn)(e|es|ed|ing|s|y|ies|ied)?$/i;
/** Verbs whose "with" or "against" names the other side of it: "balance X with Y", "replace X with Y". */
const WEIGHS_WITH = /^(balanc|combin|compar|replac|weigh|match|trad|reconcil)(e|es|ed|ing|s)?$/i;
/** Nouns whose preposition belongs to them ("changes in sales", "reduction in churn"): no part starts after them. */
const TAKES_ITS_PREPOSITION = new Set(['change', 'changes', 'improvement', 'improvements', 'increase', 'increases', 'decrease', 'reduction', 'reductions', 'growth', 'drop', 'drops', 'shift', 'shifts', 'trends', 'decline', 'rise', 'investment', 'interest', 'expertise', 'specialism', 'focus', 'responsibility', 'access', 'approach', 'commitment', 'contribution', 'contributions',
  'eye', 'ear', 'passion', 'attention', 'appetite', 'flair', 'knack', 'nose', 'aptitude', 'feel', 'love', 'enthusiasm', 'empathy', 'respect', 'care', 'talent', 'taste', 'head', 'sense', 'eagerness', 'desire', 'commitment', 'dedication', 'curiosity', 'hunger', 'drive']);
/** Nouns that say nothing without what follows them: no phrase is ended on one. */
const EMPTY_HEADS = new Set(['ability', 'capacity', 'willingness', 'experience', 'comfort', 'interest', 'familiarity', 'knowledge', 'understanding', 'track', 'record', 'part', 'range', 'number', 'variety', 'set', 'kind', 'type', 'level', 'degree', 'confidence', 'exposure', 'background', 'skills', 'skill', 'grasp', 'command', 'proficiency', 'awareness', 'appreciation', 'someone', 'years', 'year', 'months']);

/**
 * Whether the "to" at k opens a purpose: a verb in its plain form follows ("to serve models"), not a
 * participle ("to polished UI"), not "end to end", and not the end of a "from … to …" part.
 */
function purpose(words: readonly Word[], k: number, partStart: number): boolean {
  const verb = words[k + 1];
  if (!verb || verb.pos !== 'VERB' || /(ed|ing)$/i.test(verb.bare)) return false;
  if (words[k - 1]?.bare.toLowerCase() === 'end') return false;
  return words[partStart]?.bare.toLowerCase() !== 'from';
}

/** Where each part of the phrase starts (the first is 0). */
function partStarts(words: readonly Word[]): number[] {
  const starts = [0];
  // "migrating class components to function components": "to" says where, not why.
  const movesTo = MOVES_TO.test(words[0]?.bare ?? '');
  // "balancing experiment velocity with investment …": what it is weighed against belongs to it.
  const weighs = WEIGHS_WITH.test(words[0]?.bare ?? '');
  let sawNoun = false;
  for (let k = 1; k < words.length; k += 1) {
    const before = words[k - 1];
    const word = words[k];
    const lower = word.bare.toLowerCase();
    if (before.pos === 'NOUN' || before.pos === 'PROPN' || before.pos === 'NUM') sawNoun = true;
    if (!sawNoun) continue;
    const afterThing = ['NOUN', 'PROPN', 'NUM', 'ADJ'].includes(before.pos) || /ing$/.test(before.bare);
    const opens =
      (PART_OPENERS.has(lower) && !(lower === 'such' && words[k + 1]?.bare.toLowerCase() !== 'as')) ||
      (lower === 'to' && purpose(words, k, starts[starts.length - 1]) && !TAKES_TO.has(before.bare.toLowerCase()) && afterThing && !movesTo) ||
      ((PART_PREPOSITIONS.has(lower) || (lower === 'to' && words[k + 1]?.pos !== 'VERB' && !movesTo)) &&
        isNoun(before) &&
        !EMPTY_HEADS.has(before.bare.toLowerCase()) &&
        !TAKES_ITS_PREPOSITION.has(before.bare.toLowerCase()) &&
        !(weighs && (lower === 'with' || lower === 'against'))) ||
      // What is said of the thing before: "Go services | exposed over gRPC", "detection rules | mapped to …".
      (word.pos === 'VERB' && /ed$/.test(word.bare) && isNoun(before) && !before.comma && k > 1) ||
      // Another thing: "… Klaviyo | or a similar email platform", "… Spark or Flink | and a streaming platform".
      (['and', 'or'].includes(lower) && isNoun(before) && !before.comma && words[k + 1]?.pos === 'DET' && !words.slice(starts[starts.length - 1], k).some((w) => w.comma)) ||
      // How often: "… with pet owners and sitters | every week".
      (['every', 'each'].includes(lower) && isNoun(before)) ||
      // A second duty: "investigating accidents and near misses | and make sure …".
      (['and', 'or'].includes(lower) &&
        isNoun(before) &&
        !/ing$/i.test(before.bare) &&
        !before.comma &&
        words[k + 1]?.pos === 'VERB' &&
        /^[a-z]/.test(words[k + 1].bare) &&
        words[k + 2] !== undefined &&
        !isNoun(words[k + 1]) &&
        // Not the last of a list ("memory, startup time and rendering").
        !words.slice(starts[starts.length - 1], k).some((w) => w.comma)) ||
      // A new part after a comma: a gerund, an aside, "and" or "or" with a new thing ("…, escalating deterioration early", "…, many of which …", "…, or a recent placement").
      (before.comma && ((word.pos === 'VERB' && /ing$/i.test(word.bare) && !word.comma && !!words[k + 1] && words[k + 1].pos !== 'CCONJ') || ['ADV', 'ADP', 'SCONJ', 'DET', 'PRON'].includes(word.pos) || /^(many|most|some|all|several|none|both|either)$/.test(lower) || (['and', 'or'].includes(lower) && ['DET', 'VERB'].includes(words[k + 1]?.pos ?? ''))));
    // "so that", "such as": one opening, not two.
    if (opens && !(lower === 'that' && words[k - 1].bare.toLowerCase() === 'so')) starts.push(k);
  }
  return starts;
}

/** Adjectives that say how good, how big or how hard a thing is, which a question may leave out ("a vague question"). */
const COLOURING = new Set(
  (
    'clear vague strong good excellent solid deep great proven effective efficient robust positive honest kind modern complex ' +
    'tricky tailored regular quick small large big major key wider broad rigorous thorough practical detailed manual ' +
    'idempotent well-tested fair real measurable shared formal simple reproducible accurate high-quality new unreliable'
  ).split(' '),
);

/** Whether a word may belong to a noun phrase of a list ("distributed systems", "IV antibiotics"). */
const inNounPhrase = (w: Word): boolean =>
  !PART_OPENERS.has(w.bare.toLowerCase()) && !PART_PREPOSITIONS.has(w.bare.toLowerCase()) && (['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(w.pos) || (w.pos === 'VERB' && /(ed|ing)$/.test(w.bare)));

/**
 * "A, B and C" → "C, B and A": the same list, not in the posting's order. Each item a noun phrase that
 * ends on a noun or a name ("electrical, mechanical and hydraulic faults" share their noun and stay).
 */
function reorderLists(words: Word[]): Word[] {
  const out = [...words];
  /** The noun phrase from i: its last index (it stops at a comma), or -1. */
  const itemEnd = (i: number, first = false): number => {
    let e = i;
    // The first is not a verb that takes the list ("tracking CSAT, first contact resolution and …").
    if (!out[e] || !inNounPhrase(out[e]) || (first && out[e].pos === 'VERB' && !out[e].comma) || (e === 0 && /ing$/i.test(out[e].bare))) return -1;
    while (!out[e].comma && out[e + 1] && inNounPhrase(out[e + 1])) e += 1;
    // A gerund inside it takes what follows ("experience profiling | memory, …"): no item.
    if (out.slice(i + 1, e).some((w) => /ing$/i.test(w.bare))) return -1;
    // A one-word item in "-ing" is a thing, whatever the tagger says ("ranking or personalisation"); so is one before a comma ("retail, logistics").
    return isNoun(out[e]) || (e === i && (/ing$/i.test(out[e].bare) || (out[e].comma && out[e].pos === 'ADJ'))) ? e : -1;
  };
  for (let i = 0; i < out.length; i += 1) {
    // A list starts after the verb that takes it, even one the tagger calls a noun ("profiling | memory, startup time and rendering").
    if (i > 0 && inNounPhrase(out[i - 1]) && out[i - 1].pos !== 'VERB' && !/ing$/i.test(out[i - 1].bare) && !out[i - 1].comma) continue;
    const items: Array<[number, number]> = [];
    let at = i;
    let e = itemEnd(at, true);
    while (e >= 0 && out[e].comma) {
      items.push([at, e]);
      at = e + 1;
      e = itemEnd(at);
    }
    // The last before the conjunction (absent with an Oxford comma: "A, B, and C").
    let conjAt = at;
    if (e >= 0) {
      items.push([at, e]);
      conjAt = e + 1;
    }
    const conj = out[conjAt]?.bare.toLowerCase();
    if (items.length < 2 || (conj !== 'and' && conj !== 'or') || out[conjAt].comma) continue;
    // A last item that stands for the rest ("… or a related field", "or another regulated industry") stays last.
    const catchAll = /^(a|an|another|any|other|similar)$/i.test(out[conjAt + 1]?.bare ?? '');
    const lastEnd = itemEnd(catchAll ? conjAt + 2 : conjAt + 1);
    if (lastEnd < 0) continue;
    // Adjectives that share the last noun ("electrical, mechanical and hydraulic faults") are no list of things.
    if (items.every(([s, t]) => s === t && out[s].pos === 'ADJ')) continue;
    if (catchAll && items.length < 2) continue;
    if (!catchAll) items.push([conjAt + 1, lastEnd]);
    const tail = out[lastEnd].text.slice(out[lastEnd].bare.length);
    const phrases = items.map(([s, t]) => out.slice(s, t + 1).map((w) => ({ ...w, text: w.bare, comma: false }))).reverse();
    if (catchAll) phrases.push(out.slice(conjAt + 1, lastEnd + 1).map((w) => ({ ...w, text: w.bare, comma: false })));
    const rebuilt: Word[] = [];
    phrases.forEach((phrase, n) => {
      if (n === phrases.length - 1) rebuilt.push({ text: conj, bare: conj, pos: 'CCONJ', comma: false });
      const last = phrase[phrase.length - 1];
      if (n < phrases.length - 2) phrase[phrase.length - 1] = { ...last, text: `${last.bare},`, comma: true };
      if (n === phrases.length - 1 && tail) phrase[phrase.length - 1] = { ...last, text: `${last.bare}${tail}`, comma: true };
      rebuilt.push(...phrase);
    });
    out.splice(i, lastEnd - i + 1, ...rebuilt);
    i += rebuilt.length - 1;
  }
  return out;
}

/**
 * Two things joined by "and" or "or" said the other way round: two noun phrases ("data quality and
 * documentation" → "documentation and data quality") or two verb phrases of a verb and what it takes
 * ("stay calm and make decisions" → "make decisions and stay calm"); never a verb that shares its object
 * ("design and read out A/B tests"), nor adjectives that share a noun ("a calm and methodical approach").
 */
function swapConjuncts(words: Word[]): Word[] {
  const out = [...words];
  for (let i = 1; i + 1 < out.length; i += 1) {
    const conj = out[i].bare.toLowerCase();
    if ((conj !== 'and' && conj !== 'or') || out[i - 1].comma || out[i].comma) continue;
    let left = i;
    let right = i + 1;
    if (out[i + 1].pos === 'VERB') {
      // The left verb phrase: back to a verb of the same form, with at least one word after it.
      const gerund = /ing$/.test(out[i + 1].bare);
      left = i - 1;
      while (left >= 0 && !(out[left].pos === 'VERB' && /ing$/.test(out[left].bare) === gerund) && !out[left].comma) left -= 1;
      if (left < 0 || out[left].comma || i - left < 2) continue;
      // Not when the first holds a clause the "and" may belong to ("run Java services that search timetables and create bookings").
      if (out.slice(left, i).some((w) => /^(that|which|who|where|when)$/i.test(w.bare))) continue;
      right = i + 1;
      while (right + 1 < out.length && !out[right].comma && !['and', 'or'].includes(out[right + 1].bare.toLowerCase())) right += 1;
      // Another "and" after it: which thing it joins cannot be told ("… meet DORA and BaFin expectations").
      if (right + 1 < out.length && !out[right].comma) continue;
    } else {
      // Not two things done ("writing SQL and reading query plans", whatever the tagger calls "reading").
      if (!isNoun(out[i - 1]) || /ing$/i.test(out[i + 1].bare)) continue;
      left = i - 1;
      // Not over the gerund that takes it ("tracking | Core Web Vitals and interaction latency", which the tagger may call a noun).
      while (left - 1 >= 0 && NP.has(out[left - 1].pos) && !out[left - 1].comma && !(/ing$/i.test(out[left - 1].bare) && out[left - 1].bare !== out[left - 1].bare.toUpperCase() && left - 1 === 0)) left -= 1;
      while (right + 1 < out.length && NP.has(out[right + 1].pos) && !out[right].comma) right += 1;
      // "the A and the B": each with its article; one article shared ("the A and B") is left alone.
      const article = (w: Word | undefined): boolean => !!w && /^(the|a|an|our|your|their)$/i.test(w.bare);
      if (article(out[i + 1]) !== article(out[left - 1])) continue;
      if (article(out[left - 1])) left -= 1;
      if (!isNoun(out[right]) || right - i > 4 || i - left > 4) continue;
      // A second phrase longer than the first, or one after a name, may share its words with it ("UPI payment and
      // bill payment screens", "strong Python and SQL skills"): left alone; so is a pair the sentence goes on
      // after ("… and experience passing audits", "… and confidence with GA4").
      const lastLeft = out[i - 1];
      if (!article(out[i + 1]) && (right - i > i - left || (lastLeft.pos === 'PROPN' && right - i > 1))) continue;
      if (right + 1 < out.length && !out[right].comma && ['ADP', 'VERB', 'PART', 'ADV'].includes(out[right + 1].pos)) continue;
      // A list of more than two, or a phrase that goes on after the second noun phrase ("A and B of C"), is left alone.
      if (out[left - 1]?.comma || (out[right + 1] && !out[right].comma && out[right + 1].bare.toLowerCase() === 'of')) continue;
    }
    const a = out.slice(left, i).map((w) => ({ ...w }));
    const b = out.slice(i + 1, right + 1).map((w) => ({ ...w }));
    const tail = b[b.length - 1].text.slice(b[b.length - 1].bare.length);
    b[b.length - 1] = { ...b[b.length - 1], text: b[b.length - 1].bare, comma: false };
    a[a.length - 1] = { ...a[a.length - 1], text: `${a[a.length - 1].bare}${tail}`, comma: tail !== '' };
    out.splice(left, right - left + 1, ...b, out[i], ...a);
    i = right;
  }
  return out;
}

function said(words: readonly Word[]): string {
  return words
    .map((w, i) => (i === words.length - 1 ? w.bare : w.text))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` names `term` (as a word, any case). */
export function names(text: string, term: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}(?=$|[^\\p{L}\\p{N}+#])`, 'iu').test(text);
}

export interface PostingSubject {
  /** The subject as the question says it. */
  phrase: string;
  /** The question with it. */
  text: string;
}

/**
 * The phrase without the adjectives before a noun and the adverbs in "-ly" that colour it ("manual
 * security reviews" → "security reviews", "explain trade-offs clearly" → "explain trade-offs"): never
 * its first word, a name, an adjective that says what kind of thing it is ("secure storage"), nor one
 * that says what a thing is made to be ("keep it fast").
 */
function lighter(words: readonly Word[]): Word[] {
  // A list of adjectives before one noun is left out whole ("electrical, mechanical and hydraulic faults" → "faults").
  const inLists = new Set<number>();
  for (let i = 1; i < words.length; i += 1) {
    const end = adjectiveListEnd(words, i);
    if (end > i && !inLists.has(i - 1)) for (let k = i; k <= end; k += 1) inLists.add(k);
  }
  const out: Word[] = [];
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (inLists.has(i)) return;
    // An adjective before its noun, or one of a list of them ("idempotent, well-tested Go services").
    // ("retail, logistics …" is a list of things, not an adjective before its noun).
    const beforeNoun = !!next && ((!w.comma && isNoun(next)) || (w.comma && (next.pos === 'ADJ' || next.bare.includes('-'))));
    // Only one that says how good or how big, never what kind of thing it is ("secure storage", "streaming platform").
    const attributive = w.pos === 'ADJ' && beforeNoun && COLOURING.has(w.bare.toLowerCase());
    const manner = w.pos === 'ADV' && /ly$/i.test(w.bare) && !w.comma;
    // Not a verb the tagger took for an adjective ("and close deals").
    const afterConjunction = /^(and|or)$/i.test(words[i - 1]?.bare ?? '');
    if (i > 0 && (attributive || manner) && !afterConjunction) {
      // "a clear analysis plan" → "an analysis plan".
      const article = out[out.length - 1];
      if (attributive && next && article && /^an?$/i.test(article.bare)) {
        const an = /^[aeiou]/i.test(next.bare) && !/^(uni|use|one|eu)/i.test(next.bare);
        out[out.length - 1] = { ...article, bare: an ? 'an' : 'a', text: an ? 'an' : 'a' };
      }
      return;
    }
    out.push(w);
  });
  return out;
}

/** Where a list of three or more adjectives that starts at i and comes before one noun ends ("A, B and C"), or -1. */
function adjectiveListEnd(words: readonly Word[], i: number): number {
  if (words[i].pos !== 'ADJ' || !words[i].comma) return -1;
  let k = i;
  let count = 1;
  while (k + 1 < words.length) {
    const next = words[k + 1];
    if (words[k].comma && next.pos === 'ADJ') k += 1;
    else if (/^(and|or)$/i.test(next.bare) && words[k + 2]?.pos === 'ADJ') k += 2;
    else break;
    count += 1;
  }
  return count >= 3 && isNoun(words[k + 1]) && !words[k].comma ? k : -1;
}

/**
 * A duty said as the team's own work: "our" before a thing the duty names without an article, or in
 * place of its "the" ("reviews of high-risk changes" → "reviews of our high-risk changes"); one wording
 * per place, the last first.
 */
function ours(words: readonly Word[]): Word[][] {
  const out: Word[][] = [];
  for (let i = words.length - 1; i > 0; i -= 1) {
    const before = words[i - 1];
    const w = words[i];
    const our: Word = { text: 'our', bare: 'our', pos: 'PRON', comma: false };
    if (w.pos === 'NUM' && before.pos === 'VERB' && !before.comma) out.push([...words.slice(0, i), our, ...words.slice(i)]);
    // "… deliver and evaluate the nursing care": the thing a list of verbs works on, named as this job's.
    else if (before.pos === 'VERB' && !before.comma && i > 1 && /^(and|or)$/i.test(words[i - 2].bare) && (w.pos === 'NOUN' || w.pos === 'ADJ') && !/ing$/i.test(before.bare)) out.push([...words.slice(0, i), { ...our, text: 'the', bare: 'the' }, ...words.slice(i)]);
    else if (/^(the|a|an)$/i.test(w.bare) && i + 1 < words.length) out.push([...words.slice(0, i), { ...our, text: 'our' }, ...words.slice(i + 1)]);
    else if (before.pos === 'ADP' && !before.comma && (w.pos === 'NOUN' || w.pos === 'ADJ') && !/\d/.test(w.bare) && !/^(your|their|his|her|its)$/i.test(words[i + 1]?.bare ?? '')) out.push([...words.slice(0, i), our, ...words.slice(i)]);
  }
  return out;
}

/** Nouns of what a candidate brings that a short thing may stand before ("experience with Kafka" → "Kafka experience"). */
const BROUGHT = new Set(['experience', 'knowledge', 'understanding', 'background', 'familiarity', 'expertise', 'exposure', 'skills']);

/**
 * A requirement's "experience with X" said as "X experience" ("hands-on experience with end-to-end
 * testing" → "hands-on end-to-end testing experience"): X a short noun phrase, and not a "working
 * knowledge", which is said as a whole.
 */
function compounded(words: readonly Word[]): Word[] | null {
  const h = words.findIndex((w, i) => i < 3 && BROUGHT.has(w.bare.toLowerCase()) && !w.comma);
  // Not "a working knowledge", said as a whole; nor "an understanding of X", whose article would stand before X.
  if (h < 0 || words.slice(0, h).some((w) => /^(working|a|an)$/i.test(w.bare))) return null;
  const prep = words[h + 1]?.bare.toLowerCase();
  if (!['of', 'with', 'in'].includes(prep ?? '') || words[h + 1].comma) return null;
  let start = h + 2;
  // "experience with both A and B" → "A and B experience": the article or "both" goes with the reordering.
  if (/^(the|a|an|both|either)$/i.test(words[start]?.bare ?? '')) start += 1;
  let end = start;
  // An adverb before an adjective belongs to the phrase ("light quantitative methods", whatever the tagger calls "light").
  const modifies = (k: number): boolean => words[k].pos === 'ADV' && !words[k].comma && words[k + 1]?.pos === 'ADJ';
  while (end < words.length && (inNounPhrase(words[end]) || modifies(end) || (['and', 'or'].includes(words[end].bare.toLowerCase()) && end > start)) && end - start < 5) {
    if (words[end].comma) {
      end += 1;
      break;
    }
    end += 1;
  }
  const thing = words.slice(start, end);
  if (thing.length === 0 || !isNoun(thing[thing.length - 1]) || words[end]?.bare.toLowerCase() === 'of' || (words[end] && inNounPhrase(words[end]))) return null;
  const comma = thing[thing.length - 1].comma;
  const head = { ...words[h], text: comma ? `${words[h].bare},` : words[h].bare, comma };
  const last = { ...thing[thing.length - 1], text: thing[thing.length - 1].bare, comma: false };
  return [...words.slice(0, h), ...thing.slice(0, -1), last, head, ...words.slice(end)];
}

/**
 * Years said in other words: "6+ years of experience building …" → "6+ years' experience building …",
 * "2 years in customer support" → "2 years' experience in customer support", and back.
 */
function yearsSaidOtherwise(words: readonly Word[]): Word[] | null {
  const y = words.findIndex((w) => /^years?'?$/i.test(w.bare) && !w.comma);
  if (y < 0 || y > 4) return null;
  const next = words[y + 1]?.bare.toLowerCase();
  const experience: Word = { text: 'experience', bare: 'experience', pos: 'NOUN', comma: false };
  const plural = /^years/i.test(words[y].bare);
  const possessive: Word = { ...words[y], text: plural ? "years'" : "year's", bare: plural ? "years'" : "year's" };
  if (next === 'of' && words[y + 2]?.bare.toLowerCase() === 'experience') return [...words.slice(0, y), possessive, ...words.slice(y + 2)];
  if (next === 'experience' && /'$/.test(words[y].bare)) return [...words.slice(0, y), { ...words[y], text: 'years', bare: 'years' }, { text: 'of', bare: 'of', pos: 'ADP', comma: false }, ...words.slice(y + 1)];
  const inWord: Word = { text: 'in', bare: 'in', pos: 'ADP', comma: false };
  if (next === 'in') return [...words.slice(0, y), possessive, experience, ...words.slice(y + 1)];
  // Not "2+ years of closing experience": the experience is already named.
  if (next === 'of' && !words.slice(y + 2, y + 5).some((w) => w.bare.toLowerCase() === 'experience')) return [...words.slice(0, y), possessive, experience, inWord, ...words.slice(y + 2)];
  return null;
}

/**
 * A requirement of two things a candidate brings said the other way round ("understanding of healthcare
 * data privacy or experience in another regulated industry" → "experience in another regulated industry
 * or understanding of healthcare data privacy"): each half headed by what is brought, within its first three words.
 */
function requirementsSwapped(words: readonly Word[]): Word[] | null {
  const brings = (from: number): boolean => words.slice(from, from + 3).some((w) => BROUGHT.has(w.bare.toLowerCase()));
  if (!brings(0)) return null;
  for (let k = 2; k + 1 < words.length; k += 1) {
    const conj = words[k].bare.toLowerCase();
    if ((conj !== 'and' && conj !== 'or') || !brings(k + 1) || words.slice(k + 1, k + 4).some((w) => w.comma)) continue;
    // The first half ends on a thing, not on a word the second half shares ("knowledge and experience of …").
    if (!isNoun(words[k - 1]) || BROUGHT.has(words[k - 1].bare.toLowerCase())) continue;
    const left = words.slice(0, k).map((w, i) => (i === k - 1 ? { ...w, text: w.bare, comma: false } : w));
    const right = words.slice(k + 1).map((w, i, all) => (i === all.length - 1 ? { ...w, text: w.bare, comma: false } : w));
    return [...right, { ...words[k], text: conj, comma: false }, ...left];
  }
  return null;
}

/** What a candidate brings and the word that joins a gerund to it: "experience of building …", "confidence in writing …". */
const JOINS_GERUND: Record<string, string> = { experience: 'of', confidence: 'in', comfort: 'with', skill: 'in', skills: 'in', background: 'in' };

/** A requirement's "experience building X" said as "experience of building X" (and "confidence in writing …"). */
function gerundJoined(words: readonly Word[]): Word[] | null {
  const h = words.findIndex((w, i) => i < 4 && !w.comma && JOINS_GERUND[w.bare.toLowerCase()] !== undefined && /ing$/i.test(words[i + 1]?.bare ?? ''));
  if (h < 0) return null;
  const join = JOINS_GERUND[words[h].bare.toLowerCase()];
  return [...words.slice(0, h + 1), { text: join, bare: join, pos: 'ADP', comma: false }, ...words.slice(h + 1)];
}

/** Parts opened in other words: a purpose ("… engineers to serve models" → "… engineers in order to serve models"), a partner or a tool. */
function openedOtherwise(words: readonly Word[]): Word[] {
  const starts = new Set(partStarts(words));
  const out: Word[] = [];
  words.forEach((w, k) => {
    const opening = starts.has(k) && k > 0 ? w.bare.toLowerCase() : '';
    // "… up to date so your forecast is accurate" → "… so that your forecast is accurate".
    if (opening === 'so' && words[k + 1] && words[k + 1].bare.toLowerCase() !== 'that') {
      out.push(w, { text: 'that', bare: 'that', pos: 'SCONJ', comma: false });
      return;
    }
    if (opening === 'to' && purpose(words, k, k)) out.push({ text: 'in', bare: 'in', pos: 'ADP', comma: false }, { text: 'order', bare: 'order', pos: 'NOUN', comma: false });
    // "… plan with the CTO" → "… plan together with the CTO" (people and teams come with an article; tools do not:
    // "with Kotlin", "in Jetpack Compose" → "using …").
    if (opening === 'with' && words[k + 1]?.pos === 'DET') out.push({ text: 'together', bare: 'together', pos: 'ADV', comma: false });
    if ((opening === 'with' || opening === 'in') && words[k + 1]?.pos === 'PROPN' && !words[k].comma && !out.some((o) => o.bare === 'using') && !words.some((o) => o.bare.toLowerCase() === 'using')) {
      out.push({ ...w, text: w.text.replace(/^(with|in)/i, 'using'), bare: 'using' });
      return;
    }
    out.push(w);
  });
  return out;
}

/** Words of a part that open it and may open it after a gap too ("including", "with", "for"). */
const GLUE = new Set([...PART_PREPOSITIONS, 'including', 'such']);

/**
 * A part with a key term said after a gap: its opening preposition or "including"/"such as" and its key
 * terms ("including performance, absence and grievances" → "including grievances"); the part as it is
 * when it opens otherwise or names nothing else.
 */
function termPart(part: readonly Word[], keyTerms: readonly string[], otherwise: boolean): string {
  const text = said(part);
  // A term inside a longer one is said with it ("React" in "React Testing Library").
  const terms = keyTerms.filter((t) => names(text, t) && !keyTerms.some((o) => o !== t && o.length > t.length && names(o, t) && names(text, o)));
  const first = part[0]?.bare.toLowerCase() ?? '';
  if (!GLUE.has(first)) return text;
  // A short part is said whole, opened in other words where the posting's own would continue its run.
  if (part.length <= 4 && !part.some((w) => w.comma)) {
    const opener = otherwise ? SAID_OTHERWISE[first === 'such' ? 'such as' : first] : undefined;
    return opener ? `${opener} ${said(part.slice(first === 'such' ? 2 : 1))}` : text;
  }
  // A longer part is said by the items of its list that hold its terms ("including … PIN reminders and …" → "including PIN reminders").
  return `including ${joinTerms(itemsHolding(text, terms).reverse(), /\bor\b/.test(text) ? 'or' : 'and')}`;
}

/** The items of a list (`text`, split at commas, "and" and "or") that hold the terms, each once; a term in no short item as it is spelled there. */
function itemsHolding(text: string, terms: readonly string[]): string[] {
  const items = text
    .replace(/^(including|such as|like|e\.g\.|eg|with|using|in|for|on|via|through|to|from)\s+/i, '')
    .split(/,\s*|\s+(?:and|or)\s+/)
    .map((item) => item.trim().replace(/^(including|such as|like|e\.g\.|eg)\s+/i, ''))
    .filter(Boolean);
  const spelled = (t: string): string => text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t)}(?![\\p{L}\\p{N}])`, 'iu'))?.[0] ?? t;
  // An item is a short thing, not a stretch of the sentence ("Spark using our order" is no item).
  const thing = (item: string): boolean => item.split(/\s+/).length <= 4 && !/\b(using|with|in|for|on|to|of|by|our|your|the|that|which)\b/i.test(item);
  return [...new Set(terms.map((t) => items.find((item) => names(item, t) && thing(item)) ?? spelled(t)))];
}

function joinTerms(items: readonly string[], conj: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

/** The opening of a part with key terms said in other words, where the posting's own would continue its run ("…tests | with React Testing Library"). */
const SAID_OTHERWISE: Record<string, string> = {
  with: 'using',
  using: 'with',
  in: 'using',
  via: 'through',
  through: 'via',
  including: 'such as',
  'such as': 'including',
  like: 'such as',
  'e.g.': 'such as',
  eg: 'such as',
};

/** A phrase that ends where nothing ends: on a preposition, an article, a conjunction or "many" ("…, many of"). */
const ENDS_BADLY = /\b(of|to|for|in|on|at|with|by|from|a|an|the|and|or|but|so|many|most|some|which|that|our|your|their)$/i;

/** Words the kept head of a sentence runs to before its later parts are left out (key-term parts excepted). */
const HEAD_WORDS = 8;

/**
 * The subject of a posting sentence as `ask` puts it in a question. `whole` is the sentence as the
 * template's slot takes it (a gerund phrase, a duty, a requirement); `keyTerms` the sentence's terms
 * no wording may drop; `sources` the posting's sentences no wording may copy more than
 * MAX_COPIED_WORDS words of in a row; `ours`: a duty (the team's own work), not a requirement. The head
 * and the parts after it up to about HEAD_WORDS words, then each later part with a key term (after a
 * gap, said by its terms, when it stands on its own); fewer parts while the question copies too much,
 * then the same in the other wordings. Null when nothing keeps within the limit (the caller words it
 * from its head and terms). The same input always gives the same wording: plans stay a function of
 * their seed.
 */
export function postingSubject(
  whole: string,
  keyTerms: readonly string[],
  sources: readonly string[],
  ask: (phrase: string) => string,
  options: { ours?: boolean } = {},
): PostingSubject | null {
  // Asides in brackets are left out (their terms are kept below); an unclosed bracket ends the sentence there.
  const bracketTerms = [...whole.matchAll(/\(([^)]*)\)?/g)].flatMap((m) => keyTerms.filter((t) => names(m[1], t)));
  const bare = whole.replace(/\s*\([^)]*\)/g, '').split('(')[0].replace(/[.;:,]+$/, '').trim();
  const read = reorderLists(taggedWords(bare, keyTerms));
  // As the posting orders it first; then with its pairs the other way round and its parts opened in other
  // words; then (a requirement) "experience with X" as "X experience", "experience building" as "experience of
  // building"; then without the adjectives and adverbs
  // that colour it; then (a duty) with the team's own "our".
  const swapped = openedOtherwise(swapConjuncts(read));
  const light = lighter(swapped);
  const years = options.ours ? null : yearsSaidOtherwise(swapped);
  const compound = options.ours ? null : compounded(years ?? swapped);
  const joined = options.ours ? null : gerundJoined(years ?? swapped);
  const pair = options.ours ? null : requirementsSwapped(swapped);
  const variants: Array<[Word[], boolean]> = [
    [read, false],
    [swapped, true],
    ...(pair ? [[pair, true] as [Word[], boolean], [lighter(pair), true] as [Word[], boolean]] : []),
    ...(years ? [[years, true] as [Word[], boolean], [lighter(years), true] as [Word[], boolean]] : []),
    ...(compound ? [[compound, true] as [Word[], boolean]] : []),
    ...(joined ? [[joined, true] as [Word[], boolean]] : []),
    [light, true],
    ...(compound ? [[lighter(compound), true] as [Word[], boolean]] : []),
    ...(options.ours ? ours(light).map((w): [Word[], boolean] => [w, true]) : []),
  ];
  for (const [words, otherwise] of variants) {
    const starts = partStarts(words);
    const parts = starts.map((s, i) => words.slice(s, starts[i + 1] ?? words.length));
    const holdsTerm = (part: readonly Word[]): boolean => keyTerms.some((t) => names(said(part), t));
    let within = 1;
    while (within < parts.length && parts.slice(0, within + 1).flat().length <= HEAD_WORDS) within += 1;
    // About HEAD_WORDS words first, then fewer parts, then more (a list of examples needs what it lists examples of).
    const counts = [...[...parts.keys()].map((k) => k + 1).filter((n) => n <= within).reverse(), ...[...parts.keys()].map((k) => k + 1).filter((n) => n > within)];
    for (const n of counts) {
      // The first n parts; then each later part with a key term: said by its terms after a gap when it stands on
      // its own (after a comma, or a list of examples), else with the parts that lead to it ("… to serve models |
      // behind a low-latency API" needs "to serve models").
      const whole: number[] = [...parts.keys()].slice(0, n);
      const byTerms = new Set<number>();
      for (let t = n; t < parts.length; t += 1) {
        if (!holdsTerm(parts[t])) continue;
        // A list of examples stands alone only after what it lists examples of ("… a streaming platform | such as Kafka").
        const examples = /^(including|such|like|e\.g\.|eg|ideally|preferably)$/i.test(parts[t][0].bare);
        const alone = parts[t - 1][parts[t - 1].length - 1].comma || (examples && whole.includes(t - 1));
        if (alone) byTerms.add(t);
        else for (let k = whole[whole.length - 1] + 1; k <= t; k += 1) if (!whole.includes(k)) whole.push(k);
      }
      const order = [...new Set([...whole, ...byTerms])].sort((x, y) => x - y);
      let phrase = '';
      order.forEach((k, i) => {
        const gap = i > 0 && order[i - 1] !== k - 1;
        const text = byTerms.has(k) && !whole.includes(k) ? termPart(parts[k], keyTerms, otherwise) : said(parts[k]);
        const comma = i > 0 && parts[order[i - 1]][parts[order[i - 1]].length - 1].comma;
        phrase = i === 0 ? text : gap || byTerms.has(k) || comma ? `${phrase}, ${text.replace(/^(and|or)\s+/i, '$1 ')}` : `${phrase} ${text}`;
      });
      phrase = phrase.replace(/,\s*,/g, ',');
      if (ENDS_BADLY.test(phrase)) continue;
      const inBrackets = bracketTerms.filter((t) => !names(phrase, t));
      // An abbreviation in brackets is said as another name; a name as where the work happens ("…, in Nervecentre").
      if (inBrackets.length > 0) phrase = `${phrase}, ${inBrackets.every((t) => /^[A-Z0-9]+$/.test(t)) ? 'or' : 'in'} ${joinTerms(inBrackets, 'and')}`;
      if (keyTerms.some((t) => !names(phrase, t))) continue;
      const text = ask(phrase);
      if (copiedRun(text, sources) <= MAX_COPIED_WORDS) return { phrase, text };
    }
  }
  // The last resort: the head up to where a thing it names ends and a new part of it starts (before a
  // preposition, "to" or a new verb, never before what the verb makes of it), with the key terms after.
  for (const [words] of variants) {
    for (let k = words.length - 1; k >= 2; k -= 1) {
      const [last, next] = [words[k - 1], words[k]];
      const ends = isNoun(last) && !EMPTY_HEADS.has(last.bare.toLowerCase()) && !/['’]s?$/.test(last.bare);
      const opens = PART_PREPOSITIONS.has(next.bare.toLowerCase()) || (next.bare.toLowerCase() === 'of' && /^(how|what|why|where|when|whether)$/i.test(words[k + 1]?.bare ?? '')) || next.pos === 'SCONJ';
      if (!ends || !opens) continue;
      let phrase = said(words.slice(0, k));
      const left = keyTerms.filter((t) => !names(phrase, t) && !keyTerms.some((o) => o !== t && names(o, t) && names(phrase, o)));
      if (left.length > 0) phrase = `${phrase}, including ${joinTerms(itemsHolding(said(words.slice(k)), left).reverse(), 'and')}`;
      const text = ask(phrase);
      if (copiedRun(text, sources) <= MAX_COPIED_WORDS) return { phrase, text };
    }
  }
  return null;
}
