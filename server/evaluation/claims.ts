import { toCardinal } from 'n2words/en-US';
import { loadGuides, loadThemeGuides, type Misconception, type SkillGuide, type ThemeGuide } from '../catalog/guides';
import { tokens as tokensOf, type Token } from '../language/tagger';
import { offsetsOf } from './copying';
import type { Span } from './metrics';

/**
 * Claims checked where the product knows the facts: the misconceptions of the skill guides
 * (server/catalog/skills/), each a wrong belief with the cues that recognise it and its correction. An
 * answer states a belief when, within one stretch of `CLAIM_REACH` words, it says a word or phrase of
 * every cue group, none of them negated ("TypeScript doesn't make it faster" states the opposite).
 * A stated misconception earns nothing: its stretch is taken out of what the answer is scored on (as
 * copied words are), and the report's coaching corrects it in the reader's language.
 *
 * The words are compared as lemmas (wink-nlp, tagger.ts), so a cue "compile" finds "compiled"; a
 * spoken transcript has no sentences, so the stretch, not the sentence, bounds a claim.
 */

/** Words within which every cue group must be said for one claim. */
export const CLAIM_REACH = 14;

export interface StatedClaim {
  skill: string;
  misconception: Misconception;
  /** Where it was said in the answer's text. */
  span: Span;
}

/**
 * A cue phrase, word by word (so "run time" must be said as two words in a row). A word given in its
 * base form finds its other forms ("compile": "compiled", "compiles"); a word given in another form
 * finds only that form ("gone" is not "go", which names a language).
 */
type Cue = Array<{ text: string; lemma: string | null }> & { negative?: boolean };

/** Words right before a cue that deny it ("not only for React"); an answer's opening "no," does not. */
const DENIES = new Set(['not', "n't", 'nt', 'never', 'avoid', 'avoided', 'avoiding', 'avoids']);
/** How many words before a denial cue a denial of it may come ("does not mean you cannot run out"). */
const DENIAL_REACH = 4;
/** Two words that set what follows aside as the thing not done ("superseded rather than deleting them"). */
const SETS_ASIDE = new Set(['rather than', 'instead of']);

/** Words that make a cue a negative statement ("does not have", "cannot be"): its words are negated by design. */
const NEGATIVE = new Set(['not', "n't", 'no', 'never', 'cannot', 'without', 'nothing', 'none']);

interface Known {
  skill: string;
  misconception: Misconception;
  groups: Cue[][];
}

let guides: Map<string, SkillGuide> | null = null;
const known = new Map<string, Known[]>();

/** The guide of a skill, if it has one (guides load once, on first use). */
export function guideOf(skill: string): SkillGuide | undefined {
  guides ??= loadGuides();
  return guides.get(skill.toLowerCase());
}

/** Every skill guide and every behavioural theme's guide of the catalogue. */
export function everyGuide(): { skills: SkillGuide[]; themes: ThemeGuide[] } {
  guides ??= loadGuides();
  themeGuides ??= loadThemeGuides();
  return { skills: [...guides.values()], themes: [...themeGuides.values()] };
}

let themeGuides: Map<string, ThemeGuide> | null = null;
/** The guide of a behavioural theme, if it has one (server/catalog/themes/). */
export function themeGuideOf(theme: string): ThemeGuide | undefined {
  themeGuides ??= loadThemeGuides();
  return themeGuides.get(theme);
}

function lemmasOf(phrase: string): Cue {
  // Compared with the answer's words, which leave punctuation out ("c++" is "c", "server-side" is "server side").
  const toks = tokensOf(phrase).filter((t) => WORDY.test(t.text));
  const cue: Cue = toks.map((t) => {
    const text = t.text.toLowerCase();
    // "n't" in a cue is "not" in whatever form it is said: "can't", "cant" (a transcript drops the apostrophe), "can not".
    return { text, lemma: t.lemma === text || t.lemma === 'not' ? t.lemma : null };
  });
  cue.negative = toks.some((t) => NEGATIVE.has(t.lemma) || NEGATIVE.has(t.text.toLowerCase()));
  return cue;
}

/** How a speech recogniser writes what a cue spells with symbols. */
const SPOKEN: ReadonlyArray<[RegExp, string[]]> = [
  [/\b([a-z]+)\.js\b/g, ['$1 js', '$1js']],
  [/\bc\+\+/g, ['c plus plus']],
  [/\b([cf])#/g, ['$1 sharp']],
  [/(^|\s)\.net\b/g, ['$1dot net']],
];

/** A number as a candidate says it: "95" is "ninety five" (and "ninety-five" typed), "0.05" also "point zero five". */
function numberSaid(digits: string): string[] {
  const words = toCardinal(Number(digits));
  const forms = [words, words.replace(/-/g, ' ')];
  if (words.startsWith('zero point ')) forms.push(words.slice('zero '.length));
  return [...new Set(forms)];
}

/**
 * A cue as written and as a spoken transcript has it ("like c++ templates": "like c plus plus
 * templates"; "next.js": "next js"; "95 percent": "ninety five percent"; "95%": "95 percent").
 */
export function spokenForms(cue: string): string[] {
  const forms = [cue];
  for (const [pattern, spoken] of SPOKEN) {
    for (const form of [...forms]) {
      if (!form.match(pattern)) continue;
      for (const replacement of spoken) forms.push(form.replace(pattern, replacement));
    }
  }
  // Numbers, one at a time (a cue rarely has two): each as said in words, the percent sign as a word.
  for (const form of [...forms]) {
    const said = form.replace(/(\d)\s*%/g, '$1 percent');
    if (said !== form) forms.push(said);
  }
  for (const form of [...forms]) {
    const number = form.match(/(?<![\w.])\d+(?:\.\d+)?(?![\w.])/);
    if (!number || Number(number[0]) > 1_000_000) continue;
    for (const words of numberSaid(number[0])) forms.push(form.replace(number[0], words));
  }
  return [...new Set(forms)];
}

/** The misconceptions about a job's skills, their cues read as lemmas and in their spoken forms (once per skill). */
function misconceptionsOf(skills: readonly string[]): Known[] {
  return skills.flatMap((skill) => {
    const key = skill.toLowerCase();
    if (!known.has(key)) {
      const guide = guideOf(skill);
      known.set(
        key,
        (guide?.misconceptions ?? []).map((misconception) => ({
          skill: guide!.skill,
          misconception,
          groups: misconception.cues.map((group) => [...new Set(group.flatMap(spokenForms))].map(lemmasOf)),
        })),
      );
    }
    return known.get(key)!;
  });
}

/**
 * Where the cue is said among the words: the index of each place it starts, and whether it is said
 * denied there. A cue one or two words after "not" or "avoid", right after "rather than" or "instead of",
 * or whose words the tagger marks negated, is denied
 * ("Storybook is not only for React" does not say it is only for React; "about the person, not just
 * status updates" does not say they are for status updates) — unless the cue is itself a denial
 * ("cannot", "does not have"), whose words are negated by design: it is denied only by a denial up to
 * `DENIAL_REACH` words before it ("agile does not mean no planning"), and then the belief is not stated. A denied place counts only beside a
 * denial cue of the same belief ("you can't cache any of it" states "GraphQL responses cannot be
 * cached"; "we don't have a design system, just a Figma library" does not state that a design system
 * is just a UI kit).
 */
function placesOf(words: readonly Token[], cue: Cue): Array<{ at: number; denied: boolean }> {
  const out: Array<{ at: number; denied: boolean }> = [];
  for (let i = 0; i + cue.length <= words.length; i += 1) {
    let matches = true;
    let negated = false;
    for (let k = 0; k < cue.length && matches; k += 1) {
      const w = words[i + k];
      matches = w.text.toLowerCase() === cue[k].text || (cue[k].lemma !== null && w.lemma === cue[k].lemma);
      negated ||= w.negated;
    }
    if (!matches) continue;
    const before = words.slice(Math.max(0, i - 2), i).map((w) => w.text.toLowerCase());
    const after = before.some((w) => DENIES.has(w)) || SETS_ASIDE.has(before.join(' '));
    // A denial cue is negated by design, and denied only by a denial a few words before it ("agile
    // does not mean no planning"; "a flat result does not prove it has no effect").
    const deniedDenial = words.slice(Math.max(0, i - DENIAL_REACH), i).some((w) => DENIES.has(w.text.toLowerCase()));
    out.push({ at: i, denied: cue.negative ? deniedDenial : negated || after });
  }
  return out;
}

const WORDY = /[\p{L}\p{N}]/u;
/** Punctuation that ends a sentence or a clause standing as one ("…; the rest"). */
const SENTENCE_END = /^[.;!?]+$/;

/**
 * The misconceptions about `skills` that an answer states, each once, with where; `toks` are the
 * answer's tokens (tagger.ts) when already read.
 */
export function statedClaims(text: string, skills: readonly string[], toks: readonly Token[] = tokensOf(text)): StatedClaim[] {
  const candidates = misconceptionsOf(skills);
  if (!candidates.length) return [];
  const offsets = offsetsOf(text, toks);
  const indexed = toks.map((t, token) => ({ t, token })).filter((x) => WORDY.test(x.t.text));
  const words = indexed.map((x) => x.t);
  // The sentence each word is in: a claim is said within one (a spoken transcript is one long one).
  // A full stop inside a name ("Node.js", "Next.js": no space after it) ends nothing.
  let sentence = 0;
  const sentenceOf = new Map<number, number>();
  for (const [token, t] of toks.entries()) {
    const end = offsets[token]?.end;
    const inName = t.text === '.' && end !== undefined && /[\p{L}\p{N}]/u.test(text.charAt(end));
    if (SENTENCE_END.test(t.text) && !inName) sentence += 1;
    else sentenceOf.set(token, sentence);
  }
  // A cue can only be said where its first word is: a belief with a group none of whose cues starts with
  // a word of the answer is not read further (most of a job's notes, for most answers).
  const said = new Set(words.flatMap((w) => [w.text.toLowerCase(), w.lemma]));
  const out: StatedClaim[] = [];
  for (const c of candidates) {
    if (c.groups.some((group) => !group.some((cue) => said.has(cue[0].text) || (cue[0].lemma !== null && said.has(cue[0].lemma))))) continue;
    const places = c.groups.map((group) =>
      group.flatMap((cue) => placesOf(words, cue).map(({ at, denied }) => ({ at, end: at + cue.length - 1, denied, denial: cue.negative === true }))),
    );
    if (places.some((p) => p.length === 0)) continue;
    // The first stretch that holds a place of every group.
    let found: Span | null = null;
    for (const first of places[0]) {
      // The nearest place of each group, one not said denied where there is one.
      const picks = places.map(
        (p) => p.filter((x) => Math.abs(x.at - first.at) < CLAIM_REACH).sort((x, y) => Number(x.denied) - Number(y.denied) || Math.abs(x.at - first.at) - Math.abs(y.at - first.at))[0],
      );
      if (picks.some((x) => !x)) continue;
      // Words said denied state the belief only where the belief's own denial is said with them.
      if (picks.some((x) => x!.denied) && !picks.some((x) => x!.denial)) continue;
      // The belief's own denial, denied, says the opposite of the belief.
      if (picks.some((x) => x!.denied && x!.denial)) continue;
      const from = Math.min(...picks.map((x) => x!.at));
      const to = Math.max(...picks.map((x) => x!.end));
      if (to - from >= CLAIM_REACH) continue;
      if (sentenceOf.get(indexed[from].token) !== sentenceOf.get(indexed[to].token)) continue;
      const start = offsets[indexed[from].token];
      const end = offsets[indexed[to].token];
      if (start && end) found = { start: start.start, end: end.end };
      break;
    }
    if (found) out.push({ skill: c.skill, misconception: c.misconception, span: found });
  }
  return out;
}
