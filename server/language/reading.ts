import { languageOf } from './detect';
import { CONTENT_POS, contentLemmas, LIGHT, type Token } from './tagger';
import { asTurn, type TurnText } from './turn';
import { verbKind } from './verbs';

/**
 * What an answer says, read with a part-of-speech tagger and lemmatiser (wink-nlp and its English
 * model) rather than phrase patterns: its language, the content it adds beyond its question, the
 * actions with the candidate (or their team) as the agent, the specifics (numbers, names of tools and
 * systems), outcomes, reasons and contrasts, and whether it is a sentence at all. The rubric weighs
 * answers by this reading, so the form of an answer (STAR phrases, a list of the role's skills, the
 * question read back, one paragraph pasted everywhere) earns nothing by itself.
 */

// ───────────────────────────── Reading an answer ─────────────────────────────

/** Lemmas of verbs that report a change in something measured. */
const CHANGE = new Set(
  (
    'reduce cut drop decrease lower shrink halve fall decline increase raise grow double triple improve boost speed ' +
    'save gain rise climb fix resolve eliminate prevent remove recover stabilise stabilize shorten accelerate ' +
    'ship launch deliver migrate release hit reach beat'
  ).split(' '),
);
/** Words that weigh one option against another. */
const CONTRAST = new Set('but however although though instead rather whereas downside tradeoff trade-off cost risk alternative otherwise'.split(' '));
/** Words that give a reason. */
const REASON = new Set('because why reason therefore thus due'.split(' '));
/** Units and measures that make a number a measurement. */
const UNITS = /^(?:%|percent|percentage|ms|millisecond|second|minute|hour|day|week|month|year|kb|mb|gb|tb|byte|kilobyte|megabyte|gigabyte|terabyte|k|x|time|user|customer|request|rps|qps|point|dollar|euro|usd|people|engineer|team|service|release|ticket|incident|bug|test|deploy|deployment)s?$/;
/** Pronouns that make the candidate (or their team) the agent of the next verb. */
const AGENTS = new Set(['i', 'we']);
/** Auxiliaries that make what follows a possibility, a wish or a plan. */
const MODALS = new Set(['would', 'could', 'should', 'might', 'may', 'can', 'will', 'shall', "'d", "'ll", 'must']);
/** Words for knowing something from learning rather than from work. */
const LEARNING = new Set(['course', 'tutorial', 'bootcamp', 'youtube', 'udemy', 'coursera', 'video', 'certification', 'university', 'study', 'homework']);
/** Verbs of knowing something only by report ("i read about it", "only heard of it"). */
const HEARSAY = new Set(['read', 'hear', 'watch', 'see']);
/** Adverbs of doubt. */
const DOUBT = new Set(['maybe', 'probably', 'perhaps', 'possibly', 'likely', 'presumably']);
/** Verbs of opinion that hedge what follows when they open a clause ("i think it was the cache"). */
const OPINION = new Set(['think', 'guess', 'suppose', 'believe', 'assume', 'imagine', 'feel']);
/** Between an agent and its verb: auxiliaries, adverbs, particles ("I had then quickly moved"). */
const BETWEEN = new Set(['AUX', 'ADV', 'PART']);
/** Punctuation after which a clause opens. */
const CLAUSE_END = new Set(['.', '!', '?', ':', ';']);
/** Past participles that open a sentence as a preposition or an adjective, not as a deed ("Based on…", "Given that…"). */
const NOT_DEEDS_WHEN_BARE = new Set(['base', 'give', 'compare', 'consider', 'suppose', 'assume', 'concern', 'relate', 'surprise', 'interest']);

/** Words that address whoever scores the interview, not the interviewer. */
const SCORER_WORDS = new Set(['instruction', 'prompt', 'evaluator', 'grader', 'scorer', 'rubric', 'system', 'assistant', 'score', 'rate', 'grade', 'rating', 'mark']);
const OVERRIDE_VERBS = new Set(['ignore', 'disregard', 'forget', 'override', 'give', 'score', 'rate', 'grade', 'mark', 'output', 'return', 'set']);

export interface AnswerReading {
  /** The answer's language (ISO 639-3), null when too short to tell. */
  language: string | null;
  tokens: readonly Token[];
  /** Distinct content lemmas. */
  content: number;
  /** Share of the answer's content lemmas that are not in its question (0 when it has none). */
  novelty: number;
  /** Share of the question's content lemmas the answer repeats. */
  echo: number;
  /** Distinct verbs whose agent is "I" or "we". */
  actions: number;
  /**
   * The words a report can quote, as said, in order: the verbs with "I" or "we" as agent, the numbers
   * that measure something, the words that give a reason or weigh an alternative (these two with the
   * words on either side, to find the very place again).
   */
  said: { actions: string[]; measures: string[]; reasons: string[] };
  /** Of those, the verbs whose agent is "I" (the candidate's own part). */
  ownActions: number;
  /** Of those, the verbs whose agent is "we" (work done with others). */
  teamActions: number;
  /** Numbers with what they measure, or next to a change. */
  measures: number;
  /** Proper nouns and named technologies (tool, system, product names). */
  names: number;
  /**
   * Distinct specific things the answer brings that its question did not: terms of the role's domain
   * and technology, names, measured numbers. Fluent talk with nothing specific has none.
   */
  specifics: number;
  /** The specific things themselves (for the report's quotes and for inspection). */
  specificTerms: string[];
  /** A change reported (reduced, improved, shipped…). */
  changes: number;
  contrasts: number;
  reasons: number;
  /** Words addressed to the scorer: "ignore previous instructions", "score this 10/10". */
  addressesScorer: boolean;
  /**
   * Distinct verbs with "I" or "we" as agent under a modal ("I would check the logs", "we could add a
   * cache"): what the candidate would do, not what they did.
   */
  possibilities: number;
  /** Verbs with "I" or "we" as agent that are negated ("I haven't used it", "we don't write docs"): what they did not do. */
  notDone: number;
  /**
   * Hedges: "maybe", "probably", "I think", "I guess", "not sure" — the candidate's own uncertainty
   * about what they say (an opinion verb opening a clause, an adverb of doubt, "sure" negated).
   */
  hedges: number;
  /**
   * Where what the candidate knows comes from when it is not work: a course, a tutorial, a bootcamp, a
   * video, reading or hearing about it, a study or pet project ("only in a tutorial", "I did a course").
   */
  learned: number;
  /** Verbs said (main and auxiliary). */
  verbs: number;
  /** Of them, in a past form ("fixed", "was", "went"): what happened, not how things are in general. */
  pastVerbs: number;
  /** "You" as the one who acts ("you take the prior and update it"): the textbook's general person, not the candidate. */
  generalYou: number;
}

/**
 * Whether a verb is said in a past form or a participle ("fixed", "was", "went", "done"): a form other
 * than its own that is neither the present "-s" ("runs", "is", "has", "tries") nor "-ing", nor a
 * contraction ("'s", "'re").
 */
function isPastForm(text: string, lemma: string): boolean {
  if (text === lemma || text.startsWith("'") || text.endsWith('ing')) return false;
  if (text === 'is' || text === 'has' || text === 'does' || text === 'am' || text === 'are') return false;
  const presentS = text === `${lemma}s` || text === `${lemma}es` || (lemma.endsWith('y') && text === `${lemma.slice(0, -1)}ies`);
  return !presentS;
}

/** A word with the words on either side ("service so i", "in 900 to"): enough to find that very place again. */
function phraseAt(toks: readonly Token[], i: number): string {
  const wordy = (t: Token | undefined) => (t && /\w/.test(t.text) ? [t.text] : []);
  return [...wordy(toks[i - 1]), toks[i].text, ...wordy(toks[i + 1])].join(' ');
}

/** Labels of an answer template ("Situation: …"): capitalised, but no names. */
const TEMPLATE_LABELS = new Set(['situation', 'task', 'action', 'result', 'context', 'outcome', 'challenge', 'learning']);

export interface ReadingContext {
  /** Whether a lemma names something specific to a line of work (specificity.ts). */
  isSpecific: (lemma: string) => boolean;
  /** Lemmas that name nothing new here (the company, the position). */
  known: ReadonlySet<string>;
}

/** Pronouns that open a clause of its own ("i believe we should …"). */
const CLAUSE_SUBJECTS = new Set(['i', 'we', 'they', 'he', 'she', 'it', 'you', 'this', 'that']);

/**
 * Whether the verb at `i` names something done: not a feeling ("i love", "i enjoy"), and not an
 * opinion — a verb of thinking followed by what is thought ("i truly believe that …", "i realised
 * we …"). Thinking with an object is work done: "i analysed the logs", "i decided to roll back".
 */
function isDeed(toks: readonly Token[], i: number): boolean {
  const kind = verbKind(toks[i].lemma);
  if (kind === 'emotion') return false;
  if (kind !== 'cognition') return true;
  let k = i + 1;
  while (k < toks.length && (toks[k].pos === 'ADV' || toks[k].pos === 'PART') && toks[k].lemma !== 'to') k += 1;
  const next = toks[k];
  if (!next || next.pos === 'PUNCT') return false;
  // A pronoun after it is the subject of what is thought only when a verb follows ("i realised it was
  // the cache"); otherwise it is what was worked on ("i traced it to the refunds", "i figured it out").
  const clause = next.pos === 'PRON' && CLAUSE_SUBJECTS.has(next.lemma) && ['VERB', 'AUX'].includes(toks[k + 1]?.pos ?? '');
  return !(next.pos === 'SCONJ' || clause || next.pos === 'VERB' || next.pos === 'AUX');
}

/** Words that join a verb to the one before it, sharing its subject ("we rolled it out and alerted on it"). */
const COORDINATING = new Set(['and', 'then']);

export function readAnswer(
  turn: TurnText | string,
  replyingTo: string,
  context: ReadingContext = { isSpecific: () => false, known: new Set() },
): AnswerReading {
  const read = asTurn(turn, replyingTo);
  const toks = read.tokens;
  const lemmas = contentLemmas(toks);
  const asked = contentLemmas(read.questionTokens);
  const fresh = [...lemmas].filter((l) => !asked.has(l));
  const repeated = [...asked].filter((l) => lemmas.has(l));

  const actions = new Set<string>();
  const said: AnswerReading['said'] = { actions: [], measures: [], reasons: [] };
  const own = new Set<string>();
  const team = new Set<string>();
  const specific = new Set<string>();
  let measures = 0;
  let names = 0;
  let changes = 0;
  let contrasts = 0;
  let reasons = 0;
  let scorerWords = 0;
  let overrides = 0;
  const possible = new Set<string>();
  let notDone = 0;
  let hedges = 0;
  let learned = 0;
  let verbs = 0;
  let pastVerbs = 0;
  let generalYou = 0;
  // The subject of the last deed counted and where it was, while its clause runs on: a verb joined to it
  // by "and" or "then" with no subject of its own is that subject's deed too.
  let deedBy: { agent: string; at: number } | null = null;
  for (let i = 0; i < toks.length; i += 1) {
    const t = toks[i];
    if (t.pos === 'VERB' || t.pos === 'AUX') {
      verbs += 1;
      // Another subject takes over ("… and the users were happy"): what follows is not the deed's.
      const before = toks[i - 1];
      if (before && (before.pos === 'NOUN' || before.pos === 'PROPN' || (before.pos === 'PRON' && !AGENTS.has(before.lemma)))) deedBy = null;
      if (isPastForm(t.text.toLowerCase(), t.lemma.toLowerCase())) pastVerbs += 1;
    }
    if (t.lemma === 'you' && t.pos === 'PRON' && ['VERB', 'AUX'].includes(toks[i + 1]?.pos ?? '')) generalYou += 1;
    if (LEARNING.has(t.lemma) && t.pos === 'NOUN') learned += 1;
    // "pet project", "side project", "personal project": built to learn, not for work.
    if (t.lemma === 'project' && ['pet', 'side', 'personal', 'hobby', 'toy', 'university', 'school'].includes(toks[i - 1]?.lemma ?? '')) learned += 1;
    if (HEARSAY.has(t.lemma) && t.pos === 'VERB' && ['about', 'of'].includes(toks[i + 1]?.lemma ?? '')) learned += 1;
    if (DOUBT.has(t.lemma) && t.pos === 'ADV') hedges += 1;
    // "not sure", "not 100% sure", "i'm not really sure".
    if (t.lemma === 'sure' && toks.slice(Math.max(0, i - 4), i).some((n) => n.lemma === 'not' || n.lemma === "n't")) hedges += 1;
    if (t.pos === 'VERB') {
      let j = i - 1;
      let modal = false;
      while (j >= 0 && BETWEEN.has(toks[j].pos)) {
        modal ||= MODALS.has(toks[j].lemma);
        j -= 1;
      }
      if (deedBy && toks.slice(deedBy.at, i).some((n) => CLAUSE_END.has(n.text))) deedBy = null;
      const agent = j >= 0 && toks[j].pos === 'PRON' && AGENTS.has(toks[j].lemma);
      // "… and alerted on it", "… then added an index": joined to a deed, with nothing else as its subject.
      let k = i - 1;
      let coordinated = false;
      while (k >= 0 && (BETWEEN.has(toks[k].pos) || toks[k].pos === 'CCONJ' || toks[k].text === ',')) {
        coordinated ||= COORDINATING.has(toks[k].lemma);
        k -= 1;
      }
      const joined = !agent && deedBy !== null && coordinated;
      // "I haven't used ProseMirror", "we don't write many docs": something not done ("I don't know"
      // counts here as well, as a thing the candidate did not do).
      if (agent && t.negated) notDone += 1;
      if (agent && !t.negated && OPINION.has(t.lemma) && !isDeed(toks, i)) hedges += 1;
      // "I would look at the logs", "I can build it": a possibility, not something done.
      if (agent && modal && !t.negated && !LIGHT.has(t.lemma)) possible.add(t.lemma);
      if (agent && !t.negated && !modal && !LIGHT.has(t.lemma) && isDeed(toks, i)) {
        actions.add(t.lemma);
        said.actions.push(t.text);
        (toks[j].lemma === 'i' ? own : team).add(t.lemma);
        deedBy = { agent: toks[j].lemma, at: i };
      } else if (joined && !t.negated && !modal && !LIGHT.has(t.lemma) && isPastForm(t.text.toLowerCase(), t.lemma.toLowerCase()) && isDeed(toks, i)) {
        actions.add(t.lemma);
        said.actions.push(t.text);
        (deedBy!.agent === 'i' ? own : team).add(t.lemma);
        deedBy = { agent: deedBy!.agent, at: i };
      } else if (agent) deedBy = null;
      // A sentence that opens on a verb in the past, its "I" left out as in a CV or a clipped spoken
      // answer ("Added a ratio check to every readout.", "Noticed it at once."): the candidate's own deed.
      const opensClause = j < 0 || CLAUSE_END.has(toks[j].text);
      if (opensClause && !modal && !t.negated && !LIGHT.has(t.lemma) && !NOT_DEEDS_WHEN_BARE.has(t.lemma) && isPastForm(t.text.toLowerCase(), t.lemma.toLowerCase()) && isDeed(toks, i)) {
        actions.add(t.lemma);
        said.actions.push(t.text);
        own.add(t.lemma);
        deedBy = { agent: 'i', at: i };
      }
      if (CHANGE.has(t.lemma) && !t.negated) changes += 1;
      if (OVERRIDE_VERBS.has(t.lemma)) overrides += 1;
    }
    if (t.pos === 'NUM' || /^\d/.test(t.text)) {
      const next = toks[i + 1]?.lemma ?? '';
      const near = toks.slice(Math.max(0, i - 4), i + 5);
      // "from 900 to 400": a before and after is a measurement whatever the unit.
      const range = (toks[i + 1]?.lemma === 'to' && /^(?:NUM)$/.test(toks[i + 2]?.pos ?? '')) || (toks[i - 1]?.lemma === 'to' && toks[i - 2]?.pos === 'NUM');
      if (UNITS.test(next) || range || /%$/.test(t.text) || near.some((n) => CHANGE.has(n.lemma))) {
        measures += 1;
        said.measures.push(phraseAt(toks, i));
        specific.add(`#${t.lemma}`);
      }
    }
    const sentenceStart = i === 0 || ['.', '!', '?', ':'].includes(toks[i - 1].text);
    const isNew = !asked.has(t.lemma) && !context.known.has(t.lemma) && !LIGHT.has(t.lemma);
    const word = /^[a-z0-9][a-z0-9+#.-]*$/.test(t.lemma);
    if (t.pos === 'PROPN' && word && !TEMPLATE_LABELS.has(t.lemma) && toks[i + 1]?.text !== ':' && !sentenceStart && !context.known.has(t.lemma)) {
      names += 1;
      if (isNew && context.isSpecific(t.lemma)) specific.add(t.lemma);
    }
    // Things, not qualities: "latency", "runbook", "partition" — adjectives ("holistic", "robust") name nothing.
    if ((t.pos === 'NOUN' || t.pos === 'PROPN') && isNew && word && context.isSpecific(t.lemma)) specific.add(t.lemma);
    if (CONTRAST.has(t.lemma)) {
      contrasts += 1;
      said.reasons.push(phraseAt(toks, i));
    }
    // "So" opens half the sentences of speech ("yes so i am…"): it gives a reason only after something
    // said ("keyed by account so one partition kept them in order") or as "so that".
    const before = toks[i - 1];
    const soReason = t.lemma === 'so' && (toks[i + 1]?.lemma === 'that' || (before !== undefined && CONTENT_POS.has(before.pos) && !LIGHT.has(before.lemma)));
    if (soReason || (REASON.has(t.lemma) && (t.pos === 'SCONJ' || t.pos === 'ADV' || t.pos === 'NOUN' || t.pos === 'ADP'))) {
      reasons += 1;
      said.reasons.push(phraseAt(toks, i));
    }
    if (SCORER_WORDS.has(t.lemma)) scorerWords += 1;
  }
  const tenOutOfTen = /\b10\s*(?:\/|out of)\s*10\b|\bfull marks\b|\bmaximum score\b|\bprevious instructions\b|^\s*system\s*:/im.test(read.text);
  return {
    language: languageOf(read.text),
    tokens: toks,
    content: lemmas.size,
    novelty: lemmas.size ? fresh.length / lemmas.size : 0,
    echo: asked.size ? repeated.length / asked.size : 0,
    actions: actions.size,
    said,
    ownActions: own.size,
    teamActions: team.size,
    measures,
    names,
    specifics: specific.size,
    specificTerms: [...specific],
    changes,
    contrasts,
    reasons,
    addressesScorer: tenOutOfTen || (scorerWords >= 3 && overrides >= 2),
    possibilities: possible.size,
    notDone,
    hedges,
    learned,
    verbs,
    pastVerbs,
    generalYou,
  };
}

/** Similarity of two answers' content (Jaccard of their content lemmas). */
export function sameContent(a: AnswerReading, b: AnswerReading): number {
  const x = contentLemmas(a.tokens);
  const y = contentLemmas(b.tokens);
  if (!x.size || !y.size) return 0;
  let both = 0;
  for (const l of x) if (y.has(l)) both += 1;
  return both / (x.size + y.size - both);
}

/** The question said back as the answer: most of its words, little else. */
export const readsBack = (r: AnswerReading): boolean => r.echo >= 0.6 && r.novelty < 0.35;

/** Names in a row, no sentence: nothing done, almost every word a noun, a name or a comma. */
export function isKeywordList(r: AnswerReading, wordCount: number): boolean {
  const listed = r.tokens.filter((t) => t.pos === 'PROPN' || t.pos === 'NOUN' || t.pos === 'PUNCT' || t.pos === 'SYM' || t.pos === 'CCONJ').length;
  return wordCount >= 3 && r.actions === 0 && listed >= 0.85 * r.tokens.length;
}
