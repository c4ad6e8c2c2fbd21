import type { Token } from '../language/tagger';
import type { Span } from './metrics';

/**
 * Where an answer states a measured result: a change from one figure to another ("from four seconds
 * to nine hundred milliseconds", "31MB -> 19MB"), or a figure — a quantity with its unit ("1.4 s",
 * "25 min"), a percentage ("70 %"), a count of things ("three incidents") — that something changed to
 * or by ("fell by roughly 70 %", "ended at 1.4 s", "dropped to 200"). A number word on its own is no
 * measurement ("hit one of our biggest clients", "in 2019", "one day we had an outage"), and a figure
 * that measures no change is no result ("four years of Android", "a team of five").
 */

/** Units a figure is measured in (lemmas, lower case). */
const UNITS = new Set(
  (
    '% percent pct ms millisecond msec s sec second min minute h hr hour day week month year yr kb mb gb tb k m bn x time fold ' +
    'rps qps tps dollar euro pound usd eur gbp cent point pt px byte kilobyte megabyte gigabyte terabyte'
  ).split(' '),
);
/** Units of time: "one day", "one week" name a moment, not a measure, unless something changed to it. */
const TIME_UNITS = new Set('s sec second min minute h hr hour day week month year yr'.split(' '));
/** Verbs that report a measured change. */
const CHANGE_VERBS = new Set(
  'reduce cut drop decrease lower shrink halve fall decline increase raise grow double triple improve boost speed save gain rise climb bring shorten accelerate end'.split(' '),
);
/** Words after a figure that say it is what changed ("a 30 % reduction", "200 ms faster", "two fewer"). */
const RESULT_WORDS = new Set('instead reduction decrease increase improvement saving drop gain faster slower fewer lower higher quicker cheaper smaller'.split(' '));
/** How far from its figure a change may be said, in tokens, within the sentence. */
const CHANGE_BEFORE = 6;
const CHANGE_AFTER = 3;
/** Words between a change and its figure: "fell by 70 %", "dropped to 200", "got it down to two". */
const CHANGE_LINKS = new Set(['by', 'to', 'under', 'below', 'over', 'above', 'than', 'at']);
/** Words before a figure that make it a duration ("over two quarters", "in six months"), not what changed. */
const DURATION = new Set(['over', 'in', 'for', 'within', 'after', 'during', 'every', 'per', 'since', 'each']);
/** Words that soften a figure ("around", "roughly"): a figure's preposition is read past them. */
const HEDGES = new Set(['about', 'around', 'roughly', 'approximately', 'nearly', 'almost', 'like', 'just', 'only', 'some', 'over', 'under']);
/** Words between a duration's preposition and its figure ("in the first two months"). */
const ORDINALS = new Set(['first', 'last', 'next', 'past', 'following']);
/** Verbs that say a figure went up or down ("went up about 1.5 %", "came down to 900 ms"). */
const MOVERS = new Set(['go', 'come', 'be', 'move', 'trend']);
/** Words that carry a range from one figure to the next. */
const RANGE_LINKS = new Set(['to', '->', '→', '-', '>']);
const CURRENCY = /^[$€£]$/;

const isNumber = (t: Token | undefined): t is Token => !!t && (t.pos === 'NUM' || /^\d/.test(t.text));
/** The token's unit, without a sentence's full stop ("s." of "1.4s."). */
const unitOf = (t: Token | undefined) => (t ? t.lemma.replace(/\.$/, '') : '');
const isPlural = (t: Token | undefined) => !!t && t.pos === 'NOUN' && (t.text.toLowerCase() !== t.lemma || t.lemma === 'people');

/** Where each token is in the text (the tagger keeps each token's text as written), -1 when not found. */
function offsets(text: string, tokens: readonly Token[]): number[] {
  let cursor = 0;
  return tokens.map((t) => {
    const at = text.indexOf(t.text, cursor);
    if (at < 0) return -1;
    cursor = at + t.text.length;
    return at;
  });
}

/** The measured figure that starts at token `i` (a run of number words), as token indices [from, to], or null. */
function measurementAt(tokens: readonly Token[], i: number): [number, number] | null {
  let j = i;
  while (isNumber(tokens[j + 1]) && !/^\d/.test(tokens[j + 1].text)) j += 1; // "eight thousand", "nine hundred"
  const loneOne = i === j && (tokens[i].lemma === 'one' || tokens[i].lemma === 'a');
  let end = j;
  let unit = false;
  const next = tokens[j + 1];
  if (/%$/.test(tokens[j].text)) unit = true;
  else if (next && UNITS.has(unitOf(next)) && !(loneOne && TIME_UNITS.has(unitOf(next)))) {
    unit = true;
    end = j + 1;
  } else if (!loneOne && (isPlural(next) || (next?.pos === 'ADJ' && isPlural(tokens[j + 2])))) {
    end = isPlural(next) ? j + 1 : j + 2;
    unit = true;
  }
  if (CURRENCY.test(tokens[i - 1]?.text ?? '')) unit = true;
  // A range: "from 900 to 400", "31MB -> 19MB", "2.8 s to 1.4 s" (not "one to one").
  const from = tokens[i - 1]?.lemma === 'from';
  // A rate between the two figures is part of the first: "from forty a week to zero".
  if ((tokens[end + 1]?.lemma === 'a' || tokens[end + 1]?.lemma === 'per') && UNITS.has(unitOf(tokens[end + 2]))) end += 2;
  let k = end + 1;
  while (k < tokens.length && RANGE_LINKS.has(tokens[k].text) && k - end <= 2) k += 1;
  if (k > end + 1 && isNumber(tokens[k]) && (from || unit || /^\d/.test(tokens[i].text))) {
    let to = k;
    while (isNumber(tokens[to + 1]) && !/^\d/.test(tokens[to + 1].text)) to += 1;
    if (UNITS.has(unitOf(tokens[to + 1])) || isPlural(tokens[to + 1])) to += 1;
    return [from ? i - 1 : i, to];
  }
  // The preposition before the figure, read past "around", "roughly".
  let p = i - 1;
  while (p >= 0 && (HEDGES.has(tokens[p].lemma) || tokens[p].pos === 'DET' || ORDINALS.has(tokens[p].lemma)) && !CHANGE_LINKS.has(tokens[p].lemma)) p -= 1;
  if (p >= 0 && DURATION.has(tokens[p].lemma)) return null;
  // A change to a figure: "fell by roughly 70", "dropped to 200 ms", "ended at 1.4 s", "a 30 % reduction".
  const link = tokens.slice(Math.max(0, i - 3), i).some((t) => CHANGE_LINKS.has(t.lemma));
  // "dropped by …", or right before the figure: "went up about …", "came down to …", "Result +2.1 points".
  let q = i - 1;
  while (q >= 0 && (HEDGES.has(tokens[q].lemma) || CHANGE_LINKS.has(tokens[q].lemma))) q -= 1;
  const mover = tokens[q - 1]?.lemma ?? '';
  const moved = ((tokens[q]?.lemma === 'up' || tokens[q]?.lemma === 'down') && (MOVERS.has(mover) || CHANGE_VERBS.has(mover))) || tokens[q]?.lemma === 'result';
  const before = moved || within(tokens, i - 1, -1, CHANGE_BEFORE).some((t) => t.pos === 'VERB' && CHANGE_VERBS.has(t.lemma) && !t.negated);
  const after = within(tokens, end + 1, 1, CHANGE_AFTER).some((t) => RESULT_WORDS.has(t.lemma));
  if ((before || after) && (unit || (link && !loneOne))) return [i, end];
  return null;
}

/** Up to `count` tokens from `start` in direction `step`, within the sentence. */
function within(tokens: readonly Token[], start: number, step: 1 | -1, count: number): Token[] {
  const out: Token[] = [];
  for (let k = start; k >= 0 && k < tokens.length && out.length < count && !/^[.?!:;]$/.test(tokens[k].text); k += step) out.push(tokens[k]);
  return out;
}

/** The first measured result the text states, as a span of the text; null when it states none. */
export function measuredSpan(text: string, tokens: readonly Token[]): Span | null {
  const at = offsets(text, tokens);
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isNumber(tokens[i]) || (i > 0 && isNumber(tokens[i - 1]) && !/^\d/.test(tokens[i].text))) continue;
    const found = measurementAt(tokens, i);
    if (!found) continue;
    const [from, to] = found;
    if (at[from] < 0 || at[to] < 0) continue;
    return { start: at[from], end: at[to] + tokens[to].text.replace(/\.$/, '').length };
  }
  return null;
}
