import { lexicon, type Family, type LexiconEntry } from './lexicon';

/**
 * Finds the lexicon's skills in a text. Words are compared by a light stem (plural, -ing and -ed
 * endings, doubled final consonants), so "financial models" finds "financial modelling" and "cold
 * calls" finds "cold calling"; the longest spelling wins where several start at one word. A skill is
 * reported in the spelling the text uses (or the lexicon's name when the text also contains it), so
 * every reported skill can be found in the text.
 */

export interface Token {
  /** The word as written. */
  raw: string;
  /** Its comparison key (lower case, stemmed). */
  key: string;
  start: number;
  end: number;
}

/** Words with technical spellings kept whole (node.js, c++, c#, fp&a, ga4); `/` is a token of its own. */
const WORD = /[A-Za-z0-9](?:[A-Za-z0-9+#&]|[.'’](?=[A-Za-z0-9]))*[+#]*|\//g;

export function stem(word: string): string {
  let w = word.toLowerCase().replace(/’/g, "'");
  if (!/^[a-z]+$/.test(w) || w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return w.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    out.push({ raw, key: stem(raw), start: m.index, end: m.index + raw.length });
  }
  return out;
}

interface Spelling {
  entry: LexiconEntry;
  tokens: Token[];
}

let index: Map<string, Spelling[]> | null = null;

/** Spellings by the key of their first word, longest first. */
function spellingIndex(): Map<string, Spelling[]> {
  if (index) return index;
  index = new Map();
  for (const entry of lexicon()) {
    for (const spelling of entry.spellings) {
      const tokens = tokenize(spelling);
      if (!tokens.length) continue;
      const list = index.get(tokens[0].key) ?? [];
      list.push({ entry, tokens });
      index.set(tokens[0].key, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
}

/** Small words that may follow a capitalised skill at the start of a sentence ("Swift and SwiftUI"). */
const JOINERS = new Set(['and', 'or', 'with', 'is', 'are', 'in', 'on', 'for', 'to', 'experience', 'skills', 'knowledge', 'developer', 'engineer']);

export interface SkillHit {
  entry: LexiconEntry;
  /** The words as the text writes them. */
  surface: string;
  start: number;
}

/**
 * The lexicon's skills in the text, in order of first appearance. `families`: the posting's job
 * families (a family's professional skills count only there); `startsOfSentences`: offsets where a
 * sentence or line starts, where an everyday word written with capitals is not taken for a skill
 * when a lower-case word follows ("Go beyond…").
 */
export function findSkills(text: string, families: readonly Family[], startsOfSentences: ReadonlySet<number> = new Set()): SkillHit[] {
  const idx = spellingIndex();
  const toks = tokenize(text);
  const hits: SkillHit[] = [];
  let i = 0;
  while (i < toks.length) {
    let matched: Spelling | null = null;
    for (const candidate of idx.get(toks[i].key) ?? []) {
      const { entry, tokens } = candidate;
      if (entry.families && !entry.families.some((f) => families.includes(f))) continue;
      if (i + tokens.length > toks.length) continue;
      let ok = true;
      for (let j = 0; j < tokens.length && ok; j++) {
        const t = toks[i + j];
        ok = entry.caseSensitive ? t.raw === tokens[j].raw : t.key === tokens[j].key;
        // Words of one spelling must be adjacent in the text (no line break or sentence between them).
        if (ok && j > 0 && /[\n.;:,()]/.test(text.slice(toks[i + j - 1].end, t.start))) ok = false;
      }
      if (!ok) continue;
      // An everyday word inside a hyphenated compound ("Go-to-market", "Lean-to") is not the skill.
      if (entry.caseSensitive && tokens.length === 1 && (text[toks[i].start - 1] === '-' || text[toks[i].end] === '-')) continue;
      if (entry.caseSensitive && tokens.length === 1 && startsOfSentences.has(toks[i].start)) {
        const next = toks[i + 1];
        const gap = next ? text.slice(toks[i].end, next.start) : '';
        if (next && /^\s+$/.test(gap) && /^[a-z]+$/.test(next.raw) && !JOINERS.has(next.raw)) continue;
      }
      matched = candidate;
      break;
    }
    if (matched) {
      const last = toks[i + matched.tokens.length - 1];
      hits.push({ entry: matched.entry, surface: text.slice(toks[i].start, last.end), start: toks[i].start });
      i += matched.tokens.length;
    } else i += 1;
  }
  return hits;
}

/**
 * One name per skill, in order: the lexicon's name when the text contains it (any case), otherwise
 * the text's own spelling.
 */
export function skillNames(text: string, hits: readonly SkillHit[]): string[] {
  const lower = text.toLowerCase();
  const seen = new Set<LexiconEntry>();
  const names: string[] = [];
  for (const hit of hits) {
    if (seen.has(hit.entry)) continue;
    seen.add(hit.entry);
    const name = hit.entry.name;
    names.push(lower.includes(name.toLowerCase()) ? name : hit.surface);
  }
  return names;
}
