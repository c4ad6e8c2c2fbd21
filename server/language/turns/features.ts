import { englishSignals } from '../detect';
import { invitesQuestions } from '../invitation';
import { meaningOf, similarity } from '../meaning';
import { contentLemmas, LIGHT, type Token } from '../tagger';
import { asTurn, type TurnText } from '../turn';

/**
 * What the turn classifier sees of a candidate's turn: its words (lemmas from the tagger, so "repeated",
 * "repeating" and "repeat" are one), the pairs of words in order with the turn's start and end marked
 * (so "could you" at the start differs from "you could" inside an answer), its length, whether it
 * asks, whether the panel had invited the candidate's questions, how much of it is English, what
 * it is about (its point in the word-meaning space, so "drop off" lands near "leave" and "pay" near
 * "salary" without either being in the corpus), how close in meaning it is to the question, and how
 * it is built (`structure`: its sentences and the one it ends on, its start without "um, sorry", what
 * its question words ask about, the things the candidate says they did). Words merely shared with the
 * question are not a feature: "This is a big topic." after "A big part of this job…" is no question
 * about the question; naming the question's terms while asking ("what are agronomists?") is.
 * Sparse: a feature absent is 0.
 */

export type Features = Map<string, number>;

/** Lengths (in words) where a turn changes character: a word, a phrase, a sentence, an answer. */
const LENGTH_STEPS = [2, 5, 10, 20, 40, 80] as const;

const isWord = (lemma: string) => /\p{L}|\d/u.test(lemma);

export function turnFeatures(turn: TurnText | string, replyingTo = ''): Features {
  const { text, question, tokens: all, questionTokens } = asTurn(turn, replyingTo);
  const f: Features = new Map();
  const toks = all.filter((t) => isWord(t.lemma) || t.text === '?');
  const lemmas = toks.filter((t) => t.text !== '?').map((t) => (t.pos === 'NUM' ? '<num>' : t.lemma));

  for (const lemma of lemmas) f.set(`w:${lemma}`, 1);
  // Pairs from where the turn starts once "um", "sorry", "ok so" are set aside: "um is that the one…" starts as "is that the one…" does.
  let start = 0;
  while (start < lemmas.length - 1 && OPENERS.has(lemmas[start])) start += 1;
  if (start > 0) f.set('opened', 1);
  const marked = ['<s>', ...lemmas.slice(start), '</s>'];
  for (let i = 0; i + 1 < marked.length; i += 1) f.set(`b:${marked[i]} ${marked[i + 1]}`, 1);
  // Parts of speech at the start: a question opens with an auxiliary or a wh-word, an answer with "I".
  toks.slice(0, 2).forEach((t, i) => f.set(`p${i}:${t.pos}`, 1));
  const wordToks = toks.filter((t) => t.text !== '?');
  if (start > 0 && wordToks[start]) f.set(`cp0:${wordToks[start].pos}`, 1);
  for (const t of toks) if (t.negated) f.set('neg', 1);
  // What is negated: "I don't know", "no idea" deny knowing; "I didn't really agree, but I started…" an opinion.
  for (const t of toks) if (t.negated && (t.pos === 'VERB' || t.pos === 'NOUN')) f.set(`neg:${t.lemma}`, 1);

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
  const theirToks = questionTokens;

  const mine = contentLemmas(toks);
  if (question && mine.size > 0) f.set('q:meaning', Math.max(0, similarity(meaning, meaningOf(theirToks))));
  f.set('content', Math.min(1, mine.size / 20));

  structure(f, all, termsOf(theirToks));
  groups(f, lemmas, wordToks);
  return f;
}

/**
 * Word groups that say what kind of turn it is whatever the word: a language named ("can we do this in
 * Korean?" without Korean in the corpus), a feeling, the line or the microphone, the job ("how much of
 * the week does documentation take in this role") or this interview ("how long does the interview
 * take"), "later", and a fact set against another ("2019, not 2021", "six people not sixteen"): a
 * correction.
 */
const GROUPS: Record<string, ReadonlySet<string>> = {
  language: new Set(['spanish', 'russian', 'german', 'french', 'hindi', 'portuguese', 'polish', 'arabic', 'chinese', 'mandarin', 'cantonese', 'ukrainian', 'turkish', 'italian', 'vietnamese', 'korean', 'japanese', 'romanian', 'dutch', 'serbian', 'croatian', 'czech', 'slovak', 'hungarian', 'greek', 'urdu', 'bengali', 'tamil', 'telugu', 'marathi', 'punjabi', 'swahili', 'persian', 'farsi', 'hebrew', 'indonesian', 'malay', 'thai', 'tagalog', 'yoruba', 'igbo', 'hausa', 'amharic', 'estonian', 'latvian', 'lithuanian', 'finnish', 'swedish', 'norwegian', 'danish', 'catalan', 'kazakh', 'uzbek', 'georgian', 'armenian', 'bulgarian', 'slovenian', 'language', 'native']),
  feeling: new Set(['nervous', 'nerve', 'stress', 'stressed', 'stressful', 'anxious', 'anxiety', 'panic', 'shake', 'shaking', 'shaky', 'scared', 'scary', 'afraid', 'frustrate', 'frustrated', 'frustrating', 'frustration', 'ugh', 'argh', 'damn', 'tense', 'sweat', 'sweating', 'blank', 'freeze', 'calm', 'pressure', 'overwhelmed', 'worried', 'worry', 'fear', 'upset', 'annoying', 'hate', 'heart']),
  line: new Set(['hear', 'mic', 'microphone', 'mute', 'unmute', 'audio', 'sound', 'connection', 'internet', 'audible', 'lag', 'signal', 'headphone', 'headset', 'wifi']),
  later: new Set(['later', 'postpone', 'park', 'return', 'meanwhile', 'afterwards']),
  job: new Set(['role', 'job', 'position', 'team', 'company', 'squad', 'department', 'office', 'onboarding', 'salary', 'pay', 'bonus', 'remote', 'hybrid', 'visa', 'relocation', 'manager', 'colleague', 'week', 'day', 'rota', 'shift', 'hire', 'hiring', 'customer', 'client', 'product', 'stack', 'codebase', 'roadmap']),
  session: new Set(['interview', 'question', 'answer', 'report', 'feedback', 'score', 'scoring', 'mark', 'grade', 'minute', 'format', 'note', 'record', 'recording', 'session', 'practice', 'round', 'star']),
  earlier: new Set(['earlier', 'previous', 'previously', 'before', 'forgot', 'forget', 'mention', 'correction', 'correct', 'mistake', 'misspoke', 'misspeak', 'wrong', 'meant', 'add']),
};

function groups(f: Features, lemmas: readonly string[], toks: readonly Token[]): void {
  for (const [name, set] of Object.entries(GROUPS)) {
    const n = lemmas.filter((l) => set.has(l)).length;
    if (n > 0) f.set(`g:${name}`, Math.min(1, n / 2));
  }
  // "2019, not 2021", "Datadog not Grafana": a thing or a number, "not", another of the same kind.
  const thing = (t: Token | undefined) => !!t && (t.pos === 'NUM' || t.pos === 'NOUN' || t.pos === 'PROPN');
  toks.forEach((t, i) => {
    if (t.lemma === 'not' && (thing(toks[i - 1]) || toks[i - 1]?.pos === 'ADJ') && (thing(toks[i + 1]) || thing(toks[i + 2]))) f.set('g:x-not-y', 1);
  });
}

/** Words that open a spoken turn without saying what it is ("um", "sorry", "ok so"). */
const OPENERS = new Set(['um', 'uh', 'er', 'erm', 'hmm', 'mm', 'ah', 'oh', 'sorry', 'ok', 'okay', 'so', 'well', 'yeah', 'yes', 'right', 'alright', 'and', 'but', 'just', 'excuse', 'me', 'pardon', 'wait', 'actually', 'hey', 'hi', 'quick']);
const WH = new Set(['what', 'which', 'who', 'whom', 'when', 'where', 'why', 'how', 'whose']);
const FIRST_PERSON = new Set(['i', 'we']);
/** Verbs after "I" that say what the candidate wants or thinks, not what they did. */
const WISHES = new Set(['need', 'want', 'like', 'wish', 'hope', 'prefer', 'have', 'think', 'guess', 'mean', 'know', 'feel', 'would', 'will']);
const isNoun = (t: Token) => t.pos === 'NOUN' || t.pos === 'PROPN';

/** The question's terms: its nouns and names (what a question about the question would name). */
function termsOf(toks: readonly Token[]): Set<string> {
  const out = new Set<string>();
  for (const t of toks) if (isNoun(t) && t.lemma.length > 1 && !LIGHT.has(t.lemma) && /[a-z]/.test(t.lemma)) out.add(t.lemma);
  return out;
}

/** Words that start a new clause: "… I didn't really agree, but I started …", "… only RabbitMQ, so I can't say". */
const CLAUSE_START = new Set(['CCONJ', 'SCONJ']);
const CLAUSE_WORDS = new Set(['so', 'but', 'because', 'though', 'although', 'then', 'yet']);

/**
 * How the turn's last clause stands: denied ("… so I can't really say", "I never did that") or a deed
 * ("… but I started splitting it"). A turn that opens by denying something and ends on what the
 * candidate did is an answer; one that ends denying is not.
 */
function lastClause(f: Features, plain: readonly Token[]): void {
  let from = 0;
  plain.forEach((t, i) => {
    if ((CLAUSE_START.has(t.pos) || CLAUSE_WORDS.has(t.lemma)) && plain.length - i > 2) from = i + 1;
  });
  const clause = plain.slice(from);
  if (from === 0 || clause.length < 2) return;
  if (clause.some((t) => t.negated)) f.set('lc:neg', 1);
  clause.forEach((t, i) => {
    let v = i + 1;
    while (v < clause.length && clause[v].pos === 'ADV') v += 1;
    if (FIRST_PERSON.has(t.lemma) && t.pos === 'PRON' && clause[v]?.pos === 'VERB' && !WISHES.has(clause[v].lemma)) f.set('lc:deed', 1);
  });
}

/**
 * How the turn is built, beyond its words: its sentences (a turn that ends with a question is a
 * request whatever came before it; "Can you give me a minute? This is a big topic." asks first and
 * explains after), what its question words ask about (a term of the interviewer's question, as in "what are agronomists?", or something new, as
 * in "what salary range…"), how many things the candidate says they did ("I built", "we moved": an
 * answer) and whether it asks about "you" (a question to the panel), and how many of the question's
 * terms it names.
 */
function structure(f: Features, toks: readonly Token[], terms: ReadonlySet<string>): void {
  const sentences: Token[][] = [[]];
  for (const t of toks) {
    if (/^[.!?;…]+$/.test(t.text)) {
      if (t.text.includes('?')) sentences[sentences.length - 1].push(t);
      if (sentences[sentences.length - 1].length > 0) sentences.push([]);
    } else if (isWord(t.lemma)) sentences[sentences.length - 1].push(t);
  }
  if (sentences.length > 1 && sentences[sentences.length - 1].length === 0) sentences.pop();
  const asks = (s: Token[]) => s.length > 0 && s[s.length - 1].text === '?';
  const words = (s: Token[]) => s.filter((t) => t.text !== '?');
  f.set(`sents:${Math.min(sentences.length, 4)}`, 1);
  if (sentences.length > 1) {
    const last = words(sentences[sentences.length - 1]);
    const lead = last.slice(0, 2).map((t) => t.lemma);
    f.set(`last:${asks(sentences[sentences.length - 1]) ? 'ask' : 'say'}`, 1);
    if (lead[0]) f.set(`last0:${lead[0]}`, 1);
    if (lead.length === 2) f.set(`last01:${lead.join(' ')}`, 1);
    if (last.length <= 4) f.set('last:short', 1);
    // The last sentence's own words: "… so I don't know if that counts. Does it?" is the question it ends on.
    for (const t of last) f.set(`lw:${t.lemma}`, 1);
    if (asks(sentences[0])) f.set('first:ask', 1);
  }

  const plain = toks.filter((t) => isWord(t.lemma));
  let start = 0;
  while (start < plain.length - 1 && OPENERS.has(plain[start].lemma)) start += 1;

  // What a question word asks about: the first noun within a few words after it.
  const wh = plain.findIndex((t) => WH.has(t.lemma));
  if (wh >= 0 && wh <= start + 5) {
    const noun = plain.slice(wh + 1, wh + 5).find(isNoun);
    f.set(`wh:${plain[wh].lemma}:${noun ? (terms.has(noun.lemma) ? 'term' : 'new') : 'none'}`, 1);
  }

  // Terms of the question the turn names; with a question mark or a question word, a question about the question.
  const named = new Set(plain.filter((t) => isNoun(t) && terms.has(t.lemma)).map((t) => t.lemma)).size;
  const nouns = new Set(plain.filter(isNoun).map((t) => t.lemma)).size;
  if (named > 0) {
    f.set('q:term', 1);
    f.set('q:terms', named / Math.max(1, nouns));
    if (f.has('qmark') || wh >= 0) f.set('q:asks-term', 1);
  }
  if (nouns - named > 0) f.set('q:new', Math.min(1, (nouns - named) / 5));

  // "I built", "we moved": things the candidate did or does; "do you use", "is your team": about the panel.
  // A deed is "I" with its verb straight after ("I built", "we really moved"), not a wish ("I'd like to stop", "I need to go").
  let acts = 0;
  let aboutYou = 0;
  plain.forEach((t, i) => {
    let v = i + 1;
    while (v < plain.length && plain[v].pos === 'ADV') v += 1;
    const verb = plain[v];
    if (FIRST_PERSON.has(t.lemma) && t.pos === 'PRON' && verb?.pos === 'VERB' && !WISHES.has(verb.lemma)) acts += 1;
    if ((t.lemma === 'you' || t.lemma === 'your') && i > 0 && (plain[i - 1].pos === 'AUX' || WH.has(plain[i - 1].lemma) || t.lemma === 'your')) {
      aboutYou += 1;
      // What "you" are asked about: "do you mean" asks about the question, "do you run" about the panel's work.
      if (t.lemma === 'you' && verb?.pos === 'VERB') f.set(`you:${verb.lemma}`, 1);
    }
  });
  if (acts > 0) f.set('me:acts', Math.log1p(acts) / Math.log1p(8));
  lastClause(f, plain);
  if (aboutYou > 0) f.set('you:asked', Math.min(1, aboutYou / 2));
}
