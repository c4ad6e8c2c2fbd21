/**
 * Small text helpers shared by the planner, the answer analysis and both brains. Answers may come from
 * a speech recognizer (lower case, no punctuation), so nothing here relies on capitals or punctuation
 * in the candidate's words.
 */

const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet if then than that this these those there here of in on at to for from by with ' +
    'without into onto over under about above below between through during before after as is am are was were be been ' +
    'being do does did doing done have has had having will would shall should can could may might must i me my mine ' +
    'myself we us our ours you your yours he him his she her it its they them their what which who whom whose when where ' +
    'why how all any both each few more most other some such no not only own same too very just also s t d ll m re ve ' +
    "i'm i've i'd i'll we're we've we'd you're you've you'd it's that's there's don't didn't doesn't isn't wasn't aren't " +
    "can't couldn't wouldn't won't let's"
  ).split(' '),
);

/** Words that carry no topic: present in nearly every question or answer. */
const GENERIC_WORDS = new Set(
  (
    'work works worked working tell told walk approach example examples thing things role roles job jobs team teams ' +
    'project projects experience experiences day days week weeks year years month months time times new able part bit ' +
    'kind sort sure great good happy help helps helped helping use uses used using get gets got make makes made making ' +
    'want wanted need needs needed know knew think thought way ways well really like liked lot lots first last next ' +
    'one ones something someone anything everything even still always often usually maybe probably actually basically ' +
    'go going went gone come came say said look looked let give gave take took keep kept find found see saw seen ' +
    'describe question questions answer here today could would should much many every again back little big'
  ).split(' '),
);

/** Hesitations and one-word acknowledgements that do not count as content. */
const FILLERS = new Set(
  'um umm uh uhh er erm hmm hm mm mhm ah oh well like so okay ok yeah yes yep no nope right sure hi hello'.split(' '),
);

/** Splits into lower-case word tokens, keeping technical spellings (c++, c#, node.js, 2.1, a/b). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9+#'’./-]*/g) ?? [])
    .map((w) => w.replace(/[’]/g, "'").replace(/[.'/-]+$/g, ''))
    .filter((w) => w.length > 0);
}

export function wordCount(text: string): number {
  return words(text).length;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

export function isFiller(word: string): boolean {
  return FILLERS.has(word);
}

/** Words that are neither stop words nor hesitations. */
export function contentWords(text: string): string[] {
  return contentOf(words(text));
}

/** Of words already split (`words`), those that are neither stop words nor hesitations. */
export function contentOf(ws: readonly string[]): string[] {
  return ws.filter((w) => !STOP_WORDS.has(w) && !FILLERS.has(w) && !/^\d+$/.test(w));
}

/** Content words that say what a question is about (generic interview words removed). */
export function topicWords(text: string): string[] {
  return contentWords(text).filter((w) => w.length > 2 && !GENERIC_WORDS.has(w));
}

/** A crude stem: enough to match migrate/migrating/migration and test/tests/testing. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 4) return w;
  for (const suffix of ['ational', 'ization', 'isation', 'ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ions', 'ion', 'ies', 'ied', 'ers', 'er', 'ed', 'es', 'ly', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (suffix === 'ies' || suffix === 'ied') w += 'y';
      break;
    }
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** True when two stems name the same thing (equal, or sharing a 5-letter root). */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5);
}

/** `text` matched literally inside a regular expression (`c++` → `c\+\+`). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `text` mentions `phrase` as whole words, case-insensitively (TypeScript in "typescript's"). */
export function mentions(text: string, phrase: string): boolean {
  const needle = phrase.trim().toLowerCase();
  if (needle === '') return false;
  const escaped = escapeRegExp(needle).replace(/\s+/g, '[\\s-]+');
  return new RegExp(`(^|[^a-z0-9])${escaped}(?=$|[^a-z0-9])`, 'i').test(text.toLowerCase());
}

const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|mr|mrs|ms|dr|prof|inc|ltd|approx|no|st)\.|\b[A-Z]\.)$/i;

/**
 * Splits finished text into sentences: a terminator (. ! ? …) followed by white space, except after
 * common abbreviations and inside numbers like 2.1.
 */
export function splitSentences(text: string): string[] {
  const result: string[] = [];
  let start = 0;
  const source = text.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (ch !== '.' && ch !== '!' && ch !== '?' && ch !== '…') continue;
    let end = i + 1;
    while (end < source.length && /[.!?…"'’”)\]]/.test(source[end])) end += 1;
    if (end < source.length && source[end] !== ' ') continue;
    const candidate = source.slice(start, end).trim();
    if (ch === '.' && ABBREVIATIONS.test(candidate)) continue;
    if (candidate) result.push(candidate);
    start = end;
    i = end - 1;
  }
  const rest = source.slice(start).trim();
  if (rest) result.push(rest);
  return result;
}

/** Lower-cases the first letter unless the first word looks like a name or an acronym. */
export function lowerFirst(text: string): string {
  const first = text.split(/\s/)[0] ?? '';
  if (first.length > 1 && /^[A-Z][a-z]/.test(first) && !/[A-Z]/.test(first.slice(1))) {
    return text[0].toLowerCase() + text.slice(1);
  }
  return text;
}

export function upperFirst(text: string): string {
  return text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text;
}

/** Removes the final full stop (keeps ? and !). */
export function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.;:]+$/, '');
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const DOUBLING = new Set(['run', 'set', 'plan', 'get', 'put', 'stop', 'ship', 'map', 'cut', 'swap', 'scan', 'chat', 'drop', 'tag', 'log', 'shop', 'sit', 'begin', 'audit']);

/** build → building, migrate → migrating, run → running, tie → tying (the first verb of a duty). */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'audit') return 'auditing';
  if (DOUBLING.has(v)) return `${v}${v[v.length - 1]}ing`;
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (v.endsWith('e') && !/(ee|ye|oe)$/.test(v)) return `${v.slice(0, -1)}ing`;
  return `${v}ing`;
}

const COMMON_VERBS = new Set(
  (
    'build maintain migrate improve pair review lead set mentor work track fix take define partner introduce share document ' +
    'design write participate develop reduce keep own coach join contribute rebuild integrate tighten run deliver add manage ' +
    'convert test carry plan present prioritise prioritize report launch measure use redesign hire represent create balance ' +
    'prepare tune triage perform automate brief implement support deploy grow train ship monitor investigate operate scale ' +
    'shape drive establish evaluate analyse analyze own research recruit teach communicate coordinate define negotiate ' +
    'publish release secure harden validate verify optimise optimize model map help act retire handle chair assess respond'
  ).split(' '),
);

/** "Build and maintain features …" → "building and maintaining features …". */
export function dutyAsGerund(duty: string): string {
  const text = withoutFinalStop(duty);
  const parts = text.split(/\s+/);
  if (parts.length === 0) return text;
  const out = [...parts];
  if (COMMON_VERBS.has(out[0].toLowerCase())) out[0] = gerund(out[0]);
  else out[0] = lowerFirst(out[0]);
  // Every verb coordinated with "and" after the first: "Review pull requests and keep coverage healthy".
  // Not after "to write and maintain" (an infinitive) nor inside a list ("recruitment, consent and research").
  for (let i = 1; i < out.length - 1; i += 1) {
    if (out[i] !== 'and' || !COMMON_VERBS.has(out[i + 1].toLowerCase()) || /^[A-Z]/.test(out[i + 1])) continue;
    if (out[i - 2]?.toLowerCase() === 'to' || out.slice(0, i).some((w) => w.endsWith(','))) continue;
    out[i + 1] = gerund(out[i + 1]);
  }
  return out.join(' ');
}

/** The first clause of a sentence, cut at a comma, a dash or an "including"/"such as". */
export function firstClause(text: string, maxWords = 14): string {
  const clause = withoutFinalStop(text).split(/,|;| — | – | - |\bincluding\b|\bsuch as\b|\bfor example\b/)[0].trim();
  const ws = clause.split(/\s+/);
  return ws.length > maxWords ? ws.slice(0, maxWords).join(' ') : clause;
}

/** Cleans text for speech: no markdown, no bullets, no stray white space. */
export function cleanForSpeech(text: string): string {
  return text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*|__|\*|#{1,6}\s?/g, '')
    .replace(/^\s*(?:[-•]|\d+[.)])\s+/gm, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
