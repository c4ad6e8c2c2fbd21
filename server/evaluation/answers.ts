import { ADMITS_NOT_KNOWING, EXAMPLE_MARKERS, FULL_ANSWER_WORDS, intentOf, OUTCOME_MARKERS, type AnswerIntent } from '../language/intent';
import { AMENDING_ACTS, REQUEST_ACTS, type TurnAct } from '../language/turns/acts';
import { classifyTurn, refersBack } from '../language/turns/classifier';
import { readTurnText, type TurnText } from '../language/turn';
import { invitesQuestions } from '../language/invitation';
import { isKeywordList, readAnswer, readsBack, sameContent, type AnswerReading } from '../language/reading';
import { scenarios } from '../catalog/scenarios';
import { concreteness, meaningOf, meaningOfText, similarity, type Meaning } from '../language/meaning';
import { isSpecificTerm } from './specificity';
import { copyingOf, indexSources, withoutSpans, type Copying } from './copying';
import { contentLemmas, LIGHT, tokens as tokensOf, type Token } from '../language/tagger';
import { everyGuide, guideOf, statedClaims, themeGuideOf, type StatedClaim } from './claims';
import { gradeAnswer, pooledFeatures, type AnswerGrade, type GradeSignals } from './grading';
import { stem } from '../language/text';
import { TECH_TERMS } from '../language/vocabulary';
import { domainStems, findFillers, findRepetitions, questionTopic, relevanceOf, wordSpans, type QuestionTopic, type Relevance, type Span, ON_QUESTION_RELEVANCE } from './metrics';
import type { Evidence, GrammarIssue, ScenarioFacts, TranscriptMessage } from './types';

/**
 * The candidate's answers, each read once: its question, its words, relevance, fillers and the
 * phrases (markers) that show an example, a result, teamwork, ownership… Every marker keeps where
 * it was said, so a score can quote the candidate's own words.
 */

/** Longer than this, a turn read as a request holds an answer too and is scored. */
const REQUEST_MAX_WORDS = 30;
/** Longer than this, a turn is an answer (well or badly given) and is not classified. */
const CLASSIFIED_MAX_WORDS = 60;

export type MarkerName =
  | 'example'
  | 'outcome'
  | 'number'
  | 'tradeoff'
  | 'situation'
  | 'task'
  | 'action'
  | 'result'
  | 'sequence'
  | 'reasoning'
  | 'ownership'
  | 'collaboration'
  | 'reflection'
  | 'problemSolving'
  | 'adaptability'
  | 'leadership';

const global = (r: RegExp) => new RegExp(r.source, r.flags.includes('g') ? r.flags : `${r.flags}g`);
const any = (patterns: readonly RegExp[]) => patterns.map(global);

const NUMBER_WORDS = /\b(?:\d[\d,.]*\s*(?:%|percent|ms|x|k)?|zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half|double|twice|percent)\b/gi;

export const MARKERS: Record<MarkerName, RegExp[]> = {
  example: any(EXAMPLE_MARKERS),
  outcome: any([OUTCOME_MARKERS]),
  number: [NUMBER_WORDS],
  tradeoff: [/\b(?:trade[- ]?offs?|on the other hand|instead of|rather than|the downside|downsides?|at the cost of|the cost was|pros and cons|in exchange|the risk was|but it meant|weighed|compromise)\b/gi],
  situation: [/\b(?:at my (?:last|previous|current|old) (?:job|company|role|team|employer)|when i (?:was|joined|worked|started)|we had an? |there was an? |our (?:team|product|service|app|site|system) (?:was|had)|the (?:project|team|company|client|product|service) (?:was|had|needed))/gi],
  task: [/\b(?:my (?:job|task|role|goal|responsibility) was|i was (?:asked|responsible|tasked|in charge)|i needed to|we needed to|the goal was|i had to|we had to|my part was)\b/gi],
  action: [/\bi (?:decided|built|wrote|added|set up|introduced|proposed|led|created|changed|moved|replaced|profiled|measured|investigated|organi[sz]ed|talked|asked|suggested|split|migrated|designed|implemented|fixed|refactored|automated|ran|started|reviewed|paired|spoke|explained|rewrote|traced|tested|checked|wrote|configured|instrumented|drafted|negotiated|mapped|interviewed|analy[sz]ed|prototyped|shipped)\b/gi],
  result: [/\b(?:as a result|the result was|in the end|which (?:cut|reduced|meant|saved|brought|dropped|raised)|reduced|increased|improved|dropped|went (?:up|down|from)|saved|brought (?:it )?down|cut (?:it|the|our)|got (?:it )?down to)\b/gi],
  sequence: [/\b(?:first(?:ly)?|second(?:ly)?|then|after that|next|finally|because|so that|which meant|the reason|step)\b/gi],
  reasoning: [/\b(?:because|so that|the reason|which meant|that's why|that is why|in order to)\b/gi],
  ownership: [/\bi (?:decided|took (?:ownership|responsibility|the lead|it on)|owned|drove|made the (?:call|decision)|volunteered|stepped in|proposed|pushed for|was accountable)\b/gi],
  collaboration: [/\b(?:together|with (?:the|my|our|a|two|another|both) (?:\w+ )?(?:team|colleagues?|designers?|manager|engineers?|analysts?|developers?|qa|testers?|stakeholders?|pm|lead|clients?|customers?)|with (?:product|support|design|marketing|finance|sales|ops|him|her|them)\b|pair(?:s|ed|ing)?|colleagues?|teammates?|stakeholders?|cross[- ]team|we (?:agreed|decided|discussed|split|worked|talked|sat down|met|reviewed|both|all)|helped (?:him|her|them|a colleague)|asked (?:him|her|them) for|feedback from|walked (?:him|her|them) through|reviewed (?:his|her|their))\b/gi],
  reflection: [/\b(?:i learned|i learnt|lessons?|next time|in hindsight|looking back|i would (?:do|have done) (?:it |that )?differently|i realised|i realized|now i always|since then|i would now|what i took away)\b/gi],
  problemSolving: [/\b(?:checked (?:the|our|what|why|whether)|looked (?:at|into) (?:the|why|what|how)|found (?:that|out)|figured out|worked out|root cause|debug\w*|investigat\w*|hypothes\w*|measur\w*|profil\w*|reproduc\w*|narrow\w* (?:it )?down|broke (?:it|the problem) down|analy[sz]\w*|diagnos\w*|bottlenecks?|compared|options|benchmark\w*|traced?|isolat\w*|experiment\w*)\b/gi],
  adaptability: [/\b(?:adapt\w*|changed (?:my|our|the) (?:approach|plan|mind|priorities)|pivot\w*|switched|had to learn|learned (?:it )?quickly|picked (?:it )?up|new to me|unfamiliar|priorities changed|requirements changed|plans? changed|adjust\w*|re-?planned|re-?prioriti[sz]\w*|changed course|took (?:the )?feedback)\b/gi],
  leadership: [/\b(?:i (?:led|mentored|coached|organi[sz]ed|delegated|convinced|persuaded|facilitated|onboarded|ran the|set the direction)|took the lead|mentor\w*|coach\w*|led the|i was the (?:lead|owner)|i got (?:buy-in|agreement)|brought (?:the team|everyone|people) together)\b/gi],
};

const I_WORD = /\bi\b/gi;
const WE_WORD = /\bwe\b/gi;

/** Why an answer earns nothing whatever its form (the report says which). */
export type Gate = 'not-english' | 'addresses-scorer' | 'read-back' | 'copied' | 'keyword-list' | 'repeated';

export interface Answer {
  /** 0-based among the candidate's answers. */
  index: number;
  /** What the answer says of its own (content.ts): what it copied from the scenario's texts or its question left out (copying.ts). */
  reading: AnswerReading;
  /** What the answer copied or lightly rephrased from the scenario's texts and its question (copying.ts). */
  copying: Copying;
  /** `text` with the copied words blanked out (same length, so offsets hold): what the candidate brought. */
  ownText: string;
  /** Set when the answer is form without content, or not in English: it scores nothing. */
  gate: Gate | null;
  /** How much the answer says, 0–1: actions, specifics, outcomes, reasons, enough words (content.ts). */
  substance: number;
  /** What was measured of the answer for its grade (grading.ts). */
  signals: GradeSignals;
  /** Its grade on the anchored scale (grading.ts): what it is worth in the interview's level. */
  grade: AnswerGrade;
  /** Misconceptions about the job's skills the answer states (claims.ts): they earn nothing and the coaching corrects them. */
  claims: StatedClaim[];
  message: TranscriptMessage;
  /** The question this answer answers, in the words of the interviewer who asked it ('' when the candidate spoke first). */
  question: string;
  /** The interviewer who asked it (the sender of its panel message); null when the candidate spoke first. */
  asker: string | null;
  topic: QuestionTopic;
  text: string;
  tokens: string[];
  wordCount: number;
  intent: AnswerIntent;
  /** Said "I don't know" (or "never used it") somewhere, whatever the length. */
  admitsNotKnowing: boolean;
  relevance: Relevance;
  /** Fillers and repeated words in `text`, where a quote can show them. */
  fillers: Span[];
  repetitions: Span[];
  /**
   * How the answer was said, measured on what was recognised (`message.recognizedText` when the
   * candidate corrected the transcript, else `text`): the delivery figures rest on these.
   */
  asSaid: SaidMeasures;
  markers: Record<MarkerName, Span[]>;
  techTerms: number;
  /** Scenario skills the answer names. */
  skillsNamed: string[];
  grammar: GrammarIssue[];
  iCount: number;
  weCount: number;
}

/** Delivery measures of what was said: words, fillers (with the words used) and repeated words. */
export interface SaidMeasures {
  wordCount: number;
  fillers: number;
  /** Each filler as said, lower case (one entry per occurrence). */
  fillerWords: string[];
  repetitions: number;
}

/** The delivery measures of a text as said. */
export function saidMeasures(said: string): SaidMeasures {
  const fillers = findFillers(said);
  return {
    wordCount: wordSpans(said).length,
    fillers: fillers.length,
    fillerWords: fillers.map((s) => said.slice(s.start, s.end).toLowerCase()),
    repetitions: findRepetitions(said).length,
  };
}

function markerSpans(text: string): Record<MarkerName, Span[]> {
  const out = {} as Record<MarkerName, Span[]>;
  for (const name of Object.keys(MARKERS) as MarkerName[]) {
    const spans: Span[] = [];
    for (const pattern of MARKERS[name]) for (const m of text.matchAll(pattern)) spans.push({ start: m.index, end: m.index + m[0].length });
    spans.sort((a, b) => a.start - b.start || a.end - b.end);
    out[name] = spans;
  }
  return out;
}

const count = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].length;

/** A panel sentence that asks something: a question, or a request to tell, describe, walk through… (after a lead-in: "To get us started, tell us…"). */
const ASKING = /\?\s*$|^(?:[\w' -]{1,40}[,:]\s+)?(?:so,?\s+|now,?\s+|and\s+)?(?:tell|describe|walk|talk|give|explain|share|take (?:me|us)|show|imagine|suppose|say)\b/i;
/** A panel sentence that only acknowledges the previous answer (or the candidate's request: "Of course."). */
const ACKNOWLEDGING = /\b(?:thank(?:s| you)|useful|helpful|interesting|great|good|clear|appreciate|noted|got it|makes sense|fair enough|that's|understood|of course|sure|no problem|certainly|absolutely)\b/i;
/** A panel sentence that only takes over or announces the next question ("I'll pick up on the technical side."). */
const HANDING_OVER = /^(?:(?:ok(?:ay)?|right|now|so|alright),?\s+)?(?:i'll|i will|let me|let's|time (?:for|to)|i've got|i'd like to|over to|moving on|switching)\b/i;
/** One panel message: what was said and who said it. */
export interface PanelLine {
  text: string;
  sender: string;
}

/** A question as asked: its words and the interviewer who asked it (null before any question). */
export interface AskedQuestion {
  text: string;
  asker: string | null;
}

const sentencesOf = (text: string) => text.split(/(?<=[.?!])\s+/).map((x) => x.trim()).filter(Boolean);

/**
 * The question an answer answers, from the panel's messages since the previous answer, with the
 * interviewer who asked it: the last message that asks something (a question, or a request to tell,
 * describe, walk through…), from the sentence before its first asking sentence (unless that sentence
 * only acknowledges the previous answer or takes over from a colleague) to its end, with what the same interviewer said right after.
 * Only that interviewer's words: a colleague's greeting, acknowledgement or hand-over before it is not
 * part of the question, nor are the asker's own earlier messages (a greeting, "I'll ask about…"). A
 * turn that asks nothing (a clarification the panel gave) leaves the previous question standing.
 */
export function questionOf(panel: readonly PanelLine[], previous: AskedQuestion): AskedQuestion {
  const lines = panel.map((line) => ({ sender: line.sender, sentences: sentencesOf(line.text) })).filter((line) => line.sentences.length);
  let at = -1;
  for (let i = lines.length - 1; i >= 0 && at < 0; i -= 1) if (lines[i].sentences.some((x) => ASKING.test(x))) at = i;
  if (at < 0) return previous;
  const asker = lines[at].sender;
  const own = lines[at].sentences;
  const first = own.findIndex((x) => ASKING.test(x));
  const from = first > 0 && !ACKNOWLEDGING.test(own[first - 1]) && !HANDING_OVER.test(own[first - 1]) ? first - 1 : first;
  const after: string[] = [];
  for (let i = at + 1; i < lines.length && lines[i].sender === asker; i += 1) after.push(...lines[i].sentences);
  return { text: [...own.slice(from), ...after].join(' '), asker };
}

/**
 * Similarity of meaning (meaning.ts) between an answer and its scenario (position, description,
 * skills, requirements, duties) or work at large, below which the answer is about something else,
 * and at which it is fully about the job. Chosen on the development part of the labelled corpus.
 */
const OFF_THE_JOB = 0.65;
const ON_THE_JOB = 0.8;

/**
 * How much the answer is about the job, 0–1, from what it means rather than which words it shares: a
 * story full of specifics about bread or a train journey is specific about nothing here.
 */
function onTheJob(answer: Meaning, scenario: Meaning): number {
  // Near its own scenario, or near work at large: a story of a failed release and its review is about
  // the job even when the scenario's text is all about its technology.
  const closest = Math.max(similarity(answer, scenario), similarity(answer, workAtLarge()));
  return Math.max(0, Math.min(1, (closest - OFF_THE_JOB) / (ON_THE_JOB - OFF_THE_JOB)));
}

/** What a job is about: its position, description, skills, requirements and duties. */
type JobFacts = Pick<ScenarioFacts, 'position' | 'description' | 'skills' | 'requirements' | 'responsibilities'>;
const jobTexts = (job: JobFacts) => [job.position, job.description, ...job.skills, ...job.requirements, ...job.responsibilities];

let catalogueJobs: Array<{ key: string; meaning: Meaning }> | null = null;
/** Each job of the catalogue: its meaning, and its position and company to know it again. */
function jobsOfCatalogue(): Array<{ key: string; meaning: Meaning }> {
  catalogueJobs ??= scenarios.map((s) => ({ key: jobKey(s), meaning: meaningOfText(jobTexts(s).join('. ')) }));
  return catalogueJobs;
}
const jobKey = (s: { position: string; company: string | { name: string } }) =>
  `${s.position}\u0000${typeof s.company === 'string' ? s.company : s.company.name}`.toLowerCase();

/**
 * How much nearer an answer is to this job than to the jobs of the catalogue at large: its similarity
 * to this job minus the median of its similarities to the others. A frontend answer stands out for a
 * frontend job (other frontend jobs are near too, but most jobs are not); a kitchen story or a
 * generic work story is about as near to every job.
 */
/** The median of some numbers (0 for none). */
export function median(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
}

function jobMarginOf(answer: Meaning, job: Meaning, scenario: ScenarioFacts): number {
  const own = jobKey(scenario);
  const others = jobsOfCatalogue()
    .filter((j) => j.key !== own)
    .map((j) => similarity(answer, j.meaning));
  return similarity(answer, job) - median(others);
}

const guideMeanings = new Map<string, { meaning: Meaning; terms: string[][]; nouns: Set<string> }>();

/** Content words a question must share with a posting's sentence to be taken as asking about it. */
const DUTY_SHARED_WORDS = 2;
const dutyLemmas = new Map<string, Set<string>>();
const lemmasOfSentence = (text: string): Set<string> => {
  let found = dutyLemmas.get(text);
  if (!found) {
    found = contentLemmas(tokensOf(text));
    if (dutyLemmas.size > 2000) dutyLemmas.clear();
    dutyLemmas.set(text, found);
  }
  return found;
};

/**
 * The posting's requirement or duty a question asks about — a catalogue job's or the candidate's own
 * posting, whose questions the plan builds from these sentences: the one that shares the most content
 * words with the question (at least `DUTY_SHARED_WORDS`), or null.
 */
function dutyOfQuestion(question: string, scenario: ScenarioFacts): string | null {
  const asked = lemmasOfSentence(question);
  let best: { text: string; shared: number } | null = null;
  for (const text of [...scenario.requirements, ...scenario.responsibilities]) {
    let shared = 0;
    for (const l of lemmasOfSentence(text)) if (asked.has(l)) shared += 1;
    if (shared >= DUTY_SHARED_WORDS && (!best || shared > best.shared)) best = { text, shared };
  }
  return best?.text ?? null;
}

/**
 * What an answer to a question is read against: the question, and for each skill it names the
 * guide's explanation, strong points, example and terms (server/catalog/skills/); for a behavioural
 * question that names no skill, its theme's guide (server/catalog/themes/). A question about a
 * sentence of the posting is read against that sentence too, with the guides of the skills it names
 * and its own nouns as terms: the same for the catalogue's jobs and a candidate's own posting. Without
 * any of these, the question alone.
 */
function guideOfQuestion(question: string, topic: QuestionTopic, scenario: ScenarioFacts): { meaning: Meaning; terms: string[][]; nouns: Set<string>; guided: boolean } {
  const own = topic.skills.map(guideOf).filter((g) => g !== undefined);
  const theme = own.length || !topic.theme ? undefined : themeGuideOf(topic.theme);
  // A question with no guide of its own that asks about a sentence of the posting is read against that
  // sentence and the guides of the skills it names. (Tried before the theme as well: on the development
  // part it put fewer interviews in their band, 101 against 105 of 127.)
  const duty = own.length || theme ? null : dutyOfQuestion(question, scenario);
  const skills = duty ? scenario.skills.filter((s) => mentionsSkill(duty, s)).map(guideOf).filter((g) => g !== undefined) : own;
  const key = `${question}\u0000${skills.map((g) => g.skill).join('\u0000')}\u0000${theme?.theme ?? ''}\u0000${duty ?? ''}`;
  let found = guideMeanings.get(key);
  if (!found) {
    const texts = [
      question,
      ...(duty ? [duty] : []),
      ...skills.flatMap((g) => [g.definition, ...g.strong, g.example, g.terms.join(', ')]),
      ...(theme ? [...theme.strong, theme.example, theme.terms.join(', ')] : []),
    ];
    // The duty's own things ("customer calls", "contracts"): the nouns it names.
    const dutyNouns = duty ? tokensOf(duty).filter((t) => t.pos === 'NOUN' && !LIGHT.has(t.lemma)).map((t) => t.lemma) : [];
    const terms = [...new Set([...skills.flatMap((g) => g.terms), ...(theme?.terms ?? []), ...dutyNouns])];
    found = { meaning: meaningOfText(texts.join(' ')), terms: terms.map((t) => tokensOf(t).map((x) => x.lemma)), nouns: nounsOf(texts.join('. ')) };
    if (guideMeanings.size > 2000) guideMeanings.clear();
    guideMeanings.set(key, found);
  }
  return { ...found, guided: skills.length > 0 || theme !== undefined || duty !== null };
}

/** The nouns and names among tokens (lemmas, lower case), light ones ("thing", "way") left out. */
function nounLemmas(toks: readonly Token[]): Set<string> {
  return new Set(toks.filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && !LIGHT.has(t.lemma.toLowerCase())).map((t) => t.lemma.toLowerCase()));
}
const nounsOf = (text: string): Set<string> => nounLemmas(tokensOf(text));

const jobNounsOf = new Map<string, Set<string>>();
/**
 * The things this job's work is made of: the nouns of its own texts and of its skills' guides (what a
 * strong and a weak answer says, the example, the questions, the terms). Word meanings barely know a
 * trade's terms ("webpack" is not among them), so whether an answer's things are this job's is read
 * from the words themselves.
 */
function jobNouns(scenario: ScenarioFacts): Set<string> | null {
  const guides = scenario.skills.map(guideOf).filter((g) => g !== undefined);
  // Read only where the product knows every skill of the job: a candidate's own posting with skills no
  // guide covers names few of its things, and every honest answer would look like another trade's
  // (a strong interview renamed to unknown skills fell from 9.7 to 0.9 with the interview's share read).
  if (guides.length === 0 || guides.length < scenario.skills.length) return null;
  const key = `${scenario.position}\u0000${scenario.skills.join('\u0000')}\u0000${scenario.description}`;
  let nouns = jobNounsOf.get(key);
  if (!nouns) {
    const texts = [...jobTexts(scenario), ...guides.flatMap((g) => [g.skill, ...(g.aliases ?? []), g.definition, ...g.strong, g.weak, g.example, ...g.questions, ...g.terms])];
    nouns = nounsOf(texts.join('. '));
    if (jobNounsOf.size > 200) jobNounsOf.clear();
    jobNounsOf.set(key, nouns);
  }
  return nouns;
}

/**
 * Share of the things the answer names (distinct nouns) that are this job's (`vocabulary`, `extra`).
 * Null when it names fewer than three, or the job's things are not known (`jobNouns`). (Leaving out the
 * nouns most of the catalogue's jobs name, "team" or "system", told the development part's off-domain
 * answers from answers to the question less well: AUC 0.90 with those named by more than half left out,
 * 0.93 with every noun.)
 */
function vocabularyShare(toks: readonly Token[], vocabulary: ReadonlySet<string> | null, extra: ReadonlySet<string>): number | null {
  if (!vocabulary) return null;
  const said = nounLemmas(toks);
  if (said.size < 3) return null;
  let known = 0;
  for (const n of said) if (vocabulary.has(n) || extra.has(n)) known += 1;
  return known / said.size;
}

let catalogueThings: Set<string> | null = null;
/**
 * The things the catalogue's work is made of: the nouns and names of every job's texts and of every skill
 * and theme guide (read once).
 */
function catalogueNouns(): Set<string> {
  if (!catalogueThings) {
    const { skills, themes } = everyGuide();
    const texts = [
      ...scenarios.flatMap(jobTexts),
      ...skills.flatMap((g) => [g.skill, ...(g.aliases ?? []), g.definition, ...g.strong, g.weak, g.example, ...g.questions, ...g.terms]),
      ...themes.flatMap((t) => [...t.strong, t.weak, t.example, ...t.terms]),
    ];
    catalogueThings = nounsOf(texts.join('. '));
  }
  return catalogueThings;
}

/**
 * Share of the common nouns the answer names that neither the catalogue (`catalogueNouns`), this job
 * nor the question's guide names: another trade's things. Names are left out (a company or a city
 * says nothing of the trade). Null where the job's things are not known or it names fewer than three.
 */
function outsideShare(toks: readonly Token[], job: ReadonlySet<string> | null, extra: ReadonlySet<string>): number | null {
  if (!job) return null;
  const said = new Set(toks.filter((t) => t.pos === 'NOUN' && !LIGHT.has(t.lemma.toLowerCase())).map((t) => t.lemma.toLowerCase()));
  if (said.size < 3) return null;
  const known = catalogueNouns();
  let outside = 0;
  for (const n of said) if (!known.has(n) && !job.has(n) && !extra.has(n)) outside += 1;
  return outside / said.size;
}

const jobTermsOf = new Map<string, string[][]>();
/** The terms of every skill of the job (their guides' terms and the skills' own names), as lemmas. */
function jobTerms(scenario: ScenarioFacts): string[][] {
  const key = scenario.skills.join('\u0000');
  let terms = jobTermsOf.get(key);
  if (!terms) {
    const all = new Set<string>();
    for (const skill of scenario.skills) {
      all.add(skill.toLowerCase());
      for (const t of guideOf(skill)?.terms ?? []) all.add(t);
      for (const a of guideOf(skill)?.aliases ?? []) all.add(a.toLowerCase());
    }
    terms = [...all].map((t) => tokensOf(t).map((x) => x.lemma));
    if (jobTermsOf.size > 200) jobTermsOf.clear();
    jobTermsOf.set(key, terms);
  }
  return terms;
}

/**
 * How concrete the answer's content words are on average (meaning.ts `concreteness`: about −0.4 for
 * "mindset", 0.4 for "router"): vague talk is made of abstract words, plain talk of everyday things.
 */
function meanConcreteness(toks: readonly Token[]): number {
  const lemmas = [...contentLemmas(toks)];
  if (!lemmas.length) return 0;
  return lemmas.reduce((n, l) => n + concreteness(l), 0) / lemmas.length;
}

/** Distinct guide terms (as lemmas) the answer's tokens say. */
function termsSaid(toks: readonly { lemma: string }[], terms: readonly string[][]): number {
  const lemmas = toks.map((t) => t.lemma);
  let said = 0;
  for (const term of terms) {
    for (let i = 0; i + term.length <= lemmas.length; i += 1) {
      if (term.every((w, k) => lemmas[i + k] === w)) {
        said += 1;
        break;
      }
    }
  }
  return said;
}

let work: Meaning = null;
/** The meaning of every job of the catalogue together. */
function workAtLarge(): Meaning {
  work ??= meaningOfText(scenarios.flatMap(jobTexts).join('. '));
  return work;
}

/** Below this concreteness (meaning.ts) a rare word names a quality ("mindset", "resilience"), not a thing. */
const ABSTRACT_BELOW = -0.15;

/** A specific thing an answer can name: a rare word that is not an abstract quality. */
const specificThing = (lemma: string) => isSpecificTerm(lemma) && concreteness(lemma) >= ABSTRACT_BELOW;

/** Relevance at which an answer counts as fully on its question. */
const ON_TOPIC = 0.5;

/** Answers sharing this much of their content are one answer given twice. */
const REPEATED_CONTENT = 0.6;

/**
 * Share of an answer's content copied or lightly rephrased from the texts it was given (the scenario's
 * and its question's) at which the answer is those texts said back: it earns nothing, like the
 * question read back. Chosen on the development part of the labelled corpus.
 */
export const COPIED_ANSWER = 0.6;

/** Mostly the question's own words, or the scenario's, little of its own. */
function gateOf(reading: AnswerReading, own: AnswerReading, copying: Copying, earlier: readonly Answer[], wordCount: number): Gate | null {
  if (reading.language && reading.language !== 'eng') return 'not-english';
  if (reading.addressesScorer) return 'addresses-scorer';
  if (readsBack(reading)) return 'read-back';
  if (copying.share >= COPIED_ANSWER) return 'copied';
  if (isKeywordList(reading, wordCount)) return 'keyword-list';
  if (wordCount >= 25 && earlier.some((a) => a.gate === null && sameContent(a.reading, own) >= REPEATED_CONTENT)) return 'repeated';
  return null;
}

/**
 * Answers shorter than this are no answer to grade ("Yes", "PyTorch.", "No idea"): graded none by rule,
 * as the coaching (coaching.ts) and the comprehension comment (english.ts) already read them. Every
 * labelled answer of two words or fewer in the corpus, on every part, is labelled no answer or a pleasantry.
 */
export const GRADED_FROM_WORDS = 3;

/** Whether the grader grades an answer: an answer, not gated, long enough to say something; the rest is `none`. */
export const isGraded = (a: Pick<Answer, 'intent' | 'gate' | 'wordCount'>): boolean => a.intent === 'answer' && !a.gate && a.wordCount >= GRADED_FROM_WORDS;

/** Words that make an answer long enough to show its substance; more adds nothing. */
const SUFFICIENT_WORDS = 60;

/** How much an answer says, 0–1 (see `Answer.substance`). */
export function substanceOf(r: AnswerReading, wordCount: number): number {
  const sufficiency = Math.sqrt(Math.min(1, wordCount / SUFFICIENT_WORDS));
  const specific = Math.min(1, r.specifics / SPECIFIC_THINGS);
  // Evidence a listener could check: measured numbers, names of tools, systems, products.
  const concrete = Math.min(1, (r.measures + r.names) / 2);
  // What was done, what changed and why: a story, which counts only as far as it is about specific things.
  const story = 0.4 * Math.min(1, r.actions / 3) + 0.3 * Math.min(1, r.changes + r.measures) + 0.3 * Math.min(1, (r.contrasts + r.reasons) / 2);
  return sufficiency * (0.4 * specific + 0.25 * concrete + 0.35 * story * Math.sqrt(Math.max(specific, concrete)));
}

/** Distinct specific things (domain terms, names, measured numbers) that make an answer fully specific. */
const SPECIFIC_THINGS = 4;

/**
 * Answers = the candidate's non-empty messages that answer a question; each is read against the
 * question it answers (questionOf). Not answers, and not scored or quoted: the candidate's own
 * questions and requests ("could you repeat that?"), and the replies to the panel's invitation to ask.
 */
/**
 * The messages with each correction of or addition to an earlier answer (issue 39: "I joined in 2019,
 * not 2021", "one more thing about the last question…") joined to the answer it amends — the
 * candidate's last answer before it — so the answer is scored as amended and the turn is not scored
 * as an answer to the open question. Each turn is read as `collectAnswers` reads it; `read` keeps each
 * turn's reading (its words and tags against its question) for `collectAnswers` to go on with.
 */
export function withAmendments(messages: readonly TranscriptMessage[], read = new Map<TranscriptMessage, TurnText>()): TranscriptMessage[] {
  const out: TranscriptMessage[] = [];
  let panel: PanelLine[] = [];
  let last: AskedQuestion = { text: '', asker: null };
  let invited = false;
  let answerAt = -1;
  // The question the last answer was given to.
  let answered = '';
  for (const message of messages) {
    if (message.role !== 'USER') {
      if (message.text.trim()) panel.push({ text: message.text.trim(), sender: message.sender });
      out.push(message);
      continue;
    }
    const block = panel;
    panel = [];
    invited ||= block.length > 0 && invitesQuestions(block.map((line) => line.text).join(' '));
    last = block.length ? questionOf(block, last) : last;
    const words = wordSpans(message.text).length;
    const turn = readTurnText(message.text, last.text);
    read.set(message, turn);
    const act: TurnAct | null = !message.text.trim() || invited ? null : words <= CLASSIFIED_MAX_WORDS ? classifyTurn(turn).act : 'answer';
    if (act && AMENDING_ACTS.has(act) && answerAt >= 0 && amendsEarlier(turn, last.text, answered)) {
      const earlier = out[answerAt];
      const said = (m: TranscriptMessage) => m.recognizedText ?? m.text;
      out[answerAt] = {
        ...earlier,
        text: `${earlier.text.trimEnd()} ${message.text.trim()}`,
        // What was heard, when the earlier answer was corrected by hand, stays what was heard of both.
        ...(earlier.recognizedText ? { recognizedText: `${said(earlier).trimEnd()} ${said(message).trim()}` } : {}),
      };
      continue;
    }
    if (act && !REQUEST_ACTS.has(act)) {
      answerAt = out.length;
      answered = last.text;
    }
    out.push(message);
  }
  return out;
}

/**
 * Whether a turn read as a correction or an addition amends the answer to `answered` rather than
 * answers the open question `open`. Where the panel is still on that question, or the turn says it
 * goes back ("one more thing about the previous question"), it amends; where the panel has moved on
 * and the turn says nothing of the kind, it amends only if it is nearer in meaning to the earlier
 * question than to the open one. An honest weak answer often opens like a correction ("Not really, I
 * did a small forecast with Prophet once") and is an answer to what was just asked.
 */
function amendsEarlier(turn: TurnText, open: string, answered: string): boolean {
  if (open === answered || refersBack(turn.text)) return true;
  const said = meaningOf(turn.tokens);
  return similarity(said, meaningOf(tokensOf(answered))) >= similarity(said, meaningOf(turn.questionTokens));
}

export function collectAnswers(allMessages: readonly TranscriptMessage[], scenario: ScenarioFacts): Answer[] {
  const readings = new Map<TranscriptMessage, TurnText>();
  const messages = withAmendments(allMessages, readings);
  const answers: Answer[] = [];
  const domain = domainStems(scenario);
  const job = meaningOfText(jobTexts(scenario).join('. '));
  // The company's and the position's own words name nothing the candidate brought.
  const known = new Set(`${scenario.company} ${scenario.position}`.toLowerCase().split(/[^a-z0-9+#]+/).filter(Boolean));
  // The texts the candidate was given: what an answer copies from them earns nothing (copying.ts).
  const posting = indexSources([scenario.description, ...scenario.skills.map((s) => `${s}.`), ...scenario.requirements, ...scenario.responsibilities].map((t) => tokensOf(t)));
  const askedIndex = new Map<string, ReturnType<typeof indexSources>>();
  let panel: PanelLine[] = [];
  let last: AskedQuestion = { text: '', asker: null };
  let lastSkills: string[] = [];
  let invited = false;
  for (const message of messages) {
    if (message.role !== 'USER') {
      if (message.text.trim()) panel.push({ text: message.text.trim(), sender: message.sender });
      continue;
    }
    const block = panel;
    panel = [];
    // Once invited, the candidate's remaining turns are questions and thanks, whatever the panel answers.
    invited ||= block.length > 0 && invitesQuestions(block.map((line) => line.text).join(' '));
    const asked = block.length ? questionOf(block, last) : last;
    const question = asked.text;
    const text = message.text;
    if (!text.trim() || invited) {
      last = asked;
      continue;
    }
    const spans = wordSpans(text);
    // What the turn is, read as the interviewer read it when it was said (a long turn is an answer).
    // The turn is read once (its words and tags, and the question's): the act, the intent and the reading share it.
    const earlier = readings.get(message);
    const turn = earlier?.question === question ? earlier : readTurnText(text, question);
    const act: TurnAct = spans.length <= CLASSIFIED_MAX_WORDS ? classifyTurn(turn).act : 'answer';
    const context = { isSpecific: specificThing, known };
    const whole = readAnswer(turn, question, context);
    // The question said back is the gamed answer it is, whatever kind of turn its words look like.
    const intent = readsBack(whole) ? 'answer' : intentOf(act, turn);
    if (!askedIndex.has(question)) askedIndex.set(question, indexSources([tokensOf(question)]));
    const copying = copyingOf(text, whole.tokens, [posting, askedIndex.get(question)!]);
    // Wrong beliefs about the job's skills the answer states (claims.ts): they earn nothing either.
    const claims = statedClaims(text, scenario.skills, whole.tokens);
    // What the candidate brought: the copied words and the stated misconceptions blanked out, read again only when there were any.
    const left = [...copying.spans, ...claims.map((c) => c.span)];
    const ownText = left.length ? withoutSpans(text, left) : text;
    const reading = ownText === text ? whole : readAnswer(ownText, question, context);
    const ownWords = ownText === text ? spans.length : wordSpans(ownText).length;
    // The candidate's own question or request (not the question read back, nor words to the scorer,
    // which are scored as the gamed answers they are): the question asked still stands.
    // (A turn read as an amendment that `withAmendments` left here answers the open question.)
    if (REQUEST_ACTS.has(act) && spans.length <= REQUEST_MAX_WORDS && !readsBack(whole) && !whole.addressesScorer) {
      last = asked;
      continue;
    }
    let topic = questionTopic(question, scenario);
    // A follow-up from the same interviewer that names no skill stays on its question's skill.
    if (!topic.skills.length && question !== last.text && asked.asker === last.asker && lastSkills.length) topic = { ...topic, skills: lastSkills };
    if (question !== last.text) lastSkills = topic.skills;
    last = asked;
    const tokens = spans.map((s) => s.word);
    const fillers = findFillers(text);
    const repetitions = findRepetitions(text);
    // A corrected transcript is scored as meant; how it was said stays what the recogniser heard.
    const recognized = message.recognizedText;
    const asSaid: SaidMeasures =
      recognized && recognized !== text
        ? saidMeasures(recognized)
        : {
            wordCount: tokens.length,
            fillers: fillers.length,
            fillerWords: fillers.map((s) => text.slice(s.start, s.end).toLowerCase()),
            repetitions: repetitions.length,
          };
    const admitsNotKnowing = ADMITS_NOT_KNOWING.test(text);
    const relevance = relevanceOf(ownText, ownWords, topic, domain);
    const gate = intent === 'answer' ? gateOf(whole, reading, copying, answers, tokens.length) : null;
    // "I don't know Airflow" names the topic without answering it; a request is no answer at all.
    if (intent === 'dont_know' || (admitsNotKnowing && tokens.length < FULL_ANSWER_WORDS)) relevance.score = Math.min(relevance.score, 0.1);
    else if (intent !== 'answer' || gate) relevance.score = 0;
    // Echoing the question's words is not being on its topic: relevance counts what the answer adds.
    else relevance.score *= Math.min(1, 0.4 + reading.novelty);
    const meaning = meaningOf(reading.tokens);
    const onJob = onTheJob(meaning, job);
    const guide = guideOfQuestion(question, topic, scenario);
    const rawSubstance = substanceOf(reading, ownWords);
    const signals: GradeSignals = {
      words: ownWords,
      reading,
      substance: rawSubstance,
      relevance: relevance.score,
      onJob,
      jobMargin: jobMarginOf(meaning, job, scenario),
      guideSimilarity: similarity(meaning, guide.meaning),
      guideTerms: termsSaid(reading.tokens, guide.terms),
      jobTerms: termsSaid(reading.tokens, jobTerms(scenario)),
      jobVocabulary: vocabularyShare(reading.tokens, jobNouns(scenario), guide.nouns),
      outsideVocabulary: outsideShare(reading.tokens, jobNouns(scenario), guide.nouns),
      concreteness: meanConcreteness(reading.tokens),
      fillers: fillers.length,
      guided: guide.guided,
      copied: copying.share,
      claims: claims.length,
    };
    const answered = isGraded({ intent, gate, wordCount: tokens.length });
    answers.push({
      index: answers.length,
      reading,
      gate,
      // Substance about something else (a recipe, a journey) is no substance here.
      substance: answered ? rawSubstance * (0.5 + 0.5 * Math.min(1, relevance.score / ON_TOPIC)) * onJob : 0,
      signals,
      grade: gradeAnswer(signals, answered),
      claims,
      copying,
      ownText,
      message,
      question,
      asker: asked.asker,
      topic,
      text,
      tokens,
      wordCount: tokens.length,
      intent,
      admitsNotKnowing,
      relevance,
      fillers,
      repetitions,
      asSaid,
      markers: markerSpans(ownText),
      techTerms: (ownText === text ? tokens : wordSpans(ownText).map((s) => s.word)).filter((t) => TECH_TERMS.has(t)).length,
      skillsNamed: scenario.skills.filter((s) => mentionsSkill(ownText, s)),
      grammar: [],
      iCount: count(I_WORD, text),
      weCount: count(WE_WORD, text),
    });
  }
  // One story retold for every question names another trade's things answer after answer, though a
  // single answer of it may pass: each answer is graded knowing how much of the whole interview is this job's.
  const shares = answers.map((a) => a.signals.jobVocabulary).filter((v): v is number => v !== null);
  const outside = answers.map((a) => a.signals.outsideVocabulary).filter((v): v is number => v !== null);
  const pooled = pooledFeatures(answers.filter(isGraded).map((a) => a.signals));
  if (shares.length > 0 || outside.length > 0 || pooled) {
    for (const a of answers) {
      if (shares.length > 0) a.signals.interviewVocabulary = median(shares);
      if (outside.length > 0) a.signals.interviewOutside = median(outside);
      if (pooled) a.signals.pooled = pooled;
      a.grade = gradeAnswer(a.signals, isGraded(a));
    }
  }
  return answers;
}

const AMBIGUOUS_SKILLS: Record<string, RegExp> = {
  go: /\bgolang\b|\b(?:in|with|using|wrote|write|written in|learn(?:ed|t)?) go\b|\bgo (?:code|service|services|program|binary|routines?|modules?|developers?|engineers?|backend|api|apis|client|library|libraries)\b/i,
  swift: /\b(?:in|with|using|wrote|write|written in) swift\b|\bswift (?:code|ui|package|packages|concurrency|developer|app|apps)\b/i,
  room: /\broom (?:database|db|entities|entity|dao|daos|library|migrations?)\b/i,
  combine: /\bcombine (?:framework|publishers?|pipelines?|operators?)\b|\bwith combine\b/i,
  excel: /\b(?:in|with|using) excel\b|\bexcel (?:sheets?|spreadsheets?|files?|models?|formulas?|pivot)\b/i,
  helm: /\bhelm (?:charts?|releases?|values|upgrade|install|templates?)\b|\bwith helm\b/i,
  spark: /\b(?:apache|py) ?spark\b|\bspark (?:jobs?|cluster|sql|streaming|dataframes?)\b|\b(?:in|with|using) spark\b/i,
  hilt: /\bhilt (?:modules?|components?|injection)\b|\bwith hilt\b/i,
};

/** Whether the text names the skill (whole words; "A/B testing" also as "a b testing" from a recognizer). */
export function mentionsSkill(text: string, skill: string): boolean {
  const parts = skill.toLowerCase().split(/[^a-z0-9+#]+/).filter(Boolean);
  if (!parts.length) return false;
  // "I go with my brother" is not Go: a skill named by an everyday word needs a technical context.
  const context = AMBIGUOUS_SKILLS[parts.join(' ')];
  if (context) return context.test(text);
  // The last word may inflect: "A/B testing" in "an a b test", "Web performance" in "web performances".
  const last = parts.length - 1;
  const pattern = parts.map((p, i) => (i === last && /^[a-z]{5,}$/.test(p) ? `${stem(p)}[a-z]*` : p.replace(/[+#]/g, '\\$&'))).join('[\\s./-]*');
  return new RegExp(`(^|[^a-z0-9])${pattern}(?=$|[^a-z0-9])`, 'i').test(text);
}

/** An answer that says something: words enough, and about the question. */
export function isSubstantive(a: Answer): boolean {
  return a.intent === 'answer' && a.wordCount >= FULL_ANSWER_WORDS && a.relevance.score >= ON_QUESTION_RELEVANCE;
}

/** How much an answer counts towards the soft skills: its length and relevance, 0–1. */
export function answerWeight(a: Answer): number {
  if (a.intent !== 'answer') return 0;
  const length = Math.min(1, a.wordCount / 40);
  const relevant = a.relevance.score >= ON_QUESTION_RELEVANCE ? 1 : a.relevance.score / ON_QUESTION_RELEVANCE;
  return length * relevant;
}

export const has = (a: Answer, name: MarkerName) => a.markers[name].length > 0;

// ───────────────────────────── Quotes ─────────────────────────────

/** Longest quote, in words: a phrase, never a paraphrase. */
export const QUOTE_WORDS = 20;
/** A quote shorter than this runs on to the next phrase boundary when one fits. */
const QUOTE_MIN_WORDS = 8;
/** Marks a quote cut between two words where no phrase ends (a long stretch of speech without a break). */
export const QUOTE_CUT = '…';

/**
 * Where a sentence ends: its mark, closing a word (and a closing quote), followed by a space or the end
 * ("1.4s." ends one, "1.4" does not, nor does "SELECT ... FOR UPDATE", whose dots only break a phrase, nor
 * a mark standing alone as code: "non-null assertions with ! to silence errors").
 */
const SENTENCE_END = /(?<=\S)(?:[?!]+|(?<!\.)\.(?!\.))["'”’)]*(?=\s|$)/g;
/** What closes a word: a unit sign (after a space too: "70 %"), a bracket or quote, a sentence's mark ("71%", "(p99)", "coming?\""). */
const CLOSING = /^(?: [%°](?![\p{L}\p{N}]))?[%°)\]}>"'”’`*]*(?:[.?!]+["'”’)`*]*)?/u;
/** Punctuation between two words that ends a phrase (a pipe too: "SecurityEvent | where EventID == 4625"). */
const PHRASE_BREAK = /[,;:()–—…|]|\s-\s|[.?!]/;
/**
 * Words that open a clause of their own in unpunctuated speech ("… the build was slow so i split it"):
 * a phrase ends before them.
 */
const CLAUSE_OPENERS = new Set(
  'and but so because which then when after before while since until although though if or where who whereas um uh i we'.split(' '),
);

/** Words a phrase does not end on (a conjunction, preposition or article left hanging), unless its sentence ends there. */
const DANGLING = new Set(
  'and but so because which then when after before while since until although though if or where who whereas the a an of to for with in on at from by about as than that into i we my our his her their your its um uh like even just also not really very'.split(' '),
);
/** Fillers a quote does not open with. */
const FILLER_OPENERS = new Set(['um', 'uh', 'er', 'erm', 'like']);

/**
 * A word as quoted: letters of any script ("había", "naïve"), digits and the marks inside a word ("p99",
 * "can't", "1.4s"), and a dot that opens a name (".gitlab-ci.yml", ".env": not a sentence's end).
 */
const QUOTED_WORD = /(?:(?<![\p{L}\p{N}.])\.(?=\p{L}))?[\p{L}\p{N}][\p{L}\p{N}\p{M}+#'’./-]*/gu;

/** The words of a text as a quote cuts them, each with where it is. */
function quotedWords(text: string): Array<Span & { word: string }> {
  const out: Array<Span & { word: string }> = [];
  for (const m of text.matchAll(QUOTED_WORD)) {
    // A closing dot, quote or dash is not the word's; a path's closing slash is ("/api/v2/").
    const raw = m[0].replace(/[.'’-]+$/g, '').replace(/(?<=^[^/]*)\/$/, '');
    if (raw) out.push({ start: m.index, end: m.index + raw.length, word: raw.toLowerCase().replace(/’/g, "'") });
  }
  return out;
}

/** The sentence of `text` around [start, end): from after the previous sentence's end to its own end. */
function sentenceAt(text: string, start: number, end: number): Span {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(SENTENCE_END)) {
    const after = m.index + m[0].length;
    if (after <= start) from = after;
    else if (m.index >= Math.max(end - 1, start)) {
      to = after;
      break;
    }
  }
  return { start: from, end: to };
}

/**
 * The candidate's words around `span`, verbatim from the message and cut at phrase boundaries: the
 * span's sentence when it has at most `QUOTE_WORDS` words; else from the start of the phrase the span
 * is in (a clause after a comma or before "and", "so", "because"…, preferably within `before` words)
 * to the end of a phrase, at most `QUOTE_WORDS` words, inside the sentence. A stretch of speech with
 * no break in reach is cut after a whole word and marked "…" (`QUOTE_CUT`).
 */
export function quote(message: TranscriptMessage, span: Span, before = 4): Evidence {
  const text = message.text;
  const evidence = (quoted: string): Evidence => ({ quote: quoted, time: message.createdAt.toISOString(), messageId: message.id });
  const all = quotedWords(text);
  if (!all.length) return evidence(text.trim());
  const sentence = sentenceAt(text, span.start, span.end);
  const inSentence = all.filter((w) => w.start >= sentence.start && w.end <= sentence.end);
  const words = inSentence.length ? inSentence : all;
  // A phrase ends after word k when punctuation follows it, its sentence ends, or the next word opens a clause.
  const gap = (k: number) => (k + 1 < words.length ? text.slice(words[k].end, words[k + 1].start) : '');
  const endsPhrase = (k: number) =>
    k === words.length - 1 || (!DANGLING.has(words[k].word) && (PHRASE_BREAK.test(gap(k)) || CLAUSE_OPENERS.has(words[k + 1].word)));
  const startsPhrase = (k: number) => k === 0 || endsPhrase(k - 1);

  // What closes a word stays with it ("71%", "(p99)", "is anyone coming?\""), and so does a sentence's mark.
  const upTo = (k: number) => words[k].end + CLOSING.exec(text.slice(words[k].end))![0].length;
  // A sentence that fits is quoted whole.
  if (words.length <= QUOTE_WORDS) return evidence(text.slice(words[0].start, upTo(words.length - 1)));
  let first = words.findIndex((w) => w.end > span.start);
  if (first < 0) first = words.length - 1;
  let last = first;
  while (last + 1 < words.length && words[last + 1].start < span.end && last - first + 1 < QUOTE_WORDS) last += 1;
  // Back to the start of the phrase: within `before` words, else as far as the quote's length allows,
  // else `before` words of what led up to the span.
  const reach = (k: number) => startsPhrase(k) && last - k + 1 <= QUOTE_WORDS;
  let start = -1;
  for (let k = first; k >= Math.max(0, first - before) && start < 0; k -= 1) if (reach(k)) start = k;
  for (let k = first - before - 1; k >= Math.max(0, last - QUOTE_WORDS + 1) && start < 0; k -= 1) if (reach(k)) start = k;
  first = start >= 0 ? start : Math.max(0, first - before);
  while (first < last && FILLER_OPENERS.has(words[first].word)) first += 1;
  // On to the end of a phrase: the first that makes the quote long enough, else the last in reach.
  const limit = Math.min(words.length - 1, first + QUOTE_WORDS - 1);
  let end = -1;
  for (let k = last; k <= limit; k += 1) {
    if (!endsPhrase(k)) continue;
    end = k;
    if (k - first + 1 >= QUOTE_MIN_WORDS) break;
  }
  // A quote too short to read on its own ("so" at the end of an answer) starts a phrase earlier.
  if (end >= 0) {
    for (let k = first - 1; k >= 0 && end - first + 1 < QUOTE_MIN_WORDS && end - k + 1 <= QUOTE_WORDS; k -= 1) if (startsPhrase(k)) first = k;
  }
  const from = words[first].start;
  // A comma or a dash before the next phrase is not quoted.
  if (end >= 0) return evidence(text.slice(from, upTo(end)));
  let cut = limit;
  while (cut > last && DANGLING.has(words[cut].word)) cut -= 1;
  return evidence(`${text.slice(from, upTo(cut))}${QUOTE_CUT}`);
}

/** The opening words of an answer (for an answer quoted as a whole: too short, off topic…). */
export function opening(a: Answer): Evidence {
  return quote(a.message, { start: 0, end: 0 }, 0);
}

/** Quotes from distinct answers, first marker of each, in answer order; at most `limit`. */
export function markerQuotes(answers: readonly Answer[], names: readonly MarkerName[], limit = 2): Evidence[] {
  const out: Evidence[] = [];
  for (const a of answers) {
    const spans = names.flatMap((n) => a.markers[n]).sort((x, y) => x.start - y.start || x.end - y.end);
    if (spans.length) out.push(quote(a.message, spans[0]));
    if (out.length >= limit) break;
  }
  return out;
}
