import { francAll } from 'franc';
import { spokenRank } from './frequency';

/**
 * Which language a text is in (franc, trigram profiles of the languages a candidate of this product
 * plausibly answers in). Long enough texts only: a short one, or a list of tool names, is no evidence.
 */

/** Languages a candidate of this product plausibly answers in; franc chooses among them. */
const LANGUAGES = ['eng', 'spa', 'por', 'fra', 'deu', 'ita', 'nld', 'pol', 'ron', 'tur', 'swe', 'dan', 'nob', 'ces', 'hun', 'fin', 'ind', 'vie', 'tgl', 'rus', 'ukr'];
/** Below this many letters franc is unreliable (a list of tool names reads as Dutch). */
const LANGUAGE_MIN_LETTERS = 80;

/** ISO 639-3 code of the text's language, or null when it is too short to tell. */
export function languageOf(text: string): string | null {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  if (letters < LANGUAGE_MIN_LETTERS) return null;
  const ranked = francAll(text, { only: LANGUAGES, minLength: 10 });
  const [top] = ranked;
  if (!top || top[0] === 'und') return null;
  // English full of tool names can score close to a neighbour: English wins a near tie.
  const english = ranked.find(([code]) => code === 'eng');
  if (english && english[1] >= 0.9 * top[1]) return 'eng';
  return top[0];
}

/** Above this rank a word is not everyday English (names, jargon, or another language). */
const EVERYDAY_ENGLISH_RANK = 30000;

/**
 * How English a short text reads, for turns too short for franc alone: the share of its words that
 * are everyday spoken English, and franc's score for English against the best language (1 when English
 * leads; null below a handful of letters). Non-Latin letters count as not English.
 */
export function englishSignals(text: string): { everydayShare: number; francRatio: number | null; nonLatinShare: number } {
  const words = text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  const letters = text.replace(/[^\p{L}]/gu, '');
  const nonLatin = letters.replace(/\p{Script=Latin}/gu, '').length;
  const everyday = words.filter((w) => {
    const rank = spokenRank(w);
    return rank !== null && rank < EVERYDAY_ENGLISH_RANK;
  }).length;
  let francRatio: number | null = null;
  if (letters.length >= 15) {
    const ranked = francAll(text, { only: LANGUAGES, minLength: 10 });
    const top = ranked[0];
    const english = ranked.find(([code]) => code === 'eng');
    if (top && top[0] !== 'und') francRatio = english && top[1] > 0 ? english[1] / top[1] : 0;
  }
  return {
    everydayShare: words.length ? everyday / words.length : 1,
    francRatio,
    nonLatinShare: letters.length ? nonLatin / letters.length : 0,
  };
}
