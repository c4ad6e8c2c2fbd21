import { meaningOf, meaningOfText, similarity } from '../language/meaning';
import { isKeywordList, readAnswer, readsBack, type AnswerReading } from '../language/reading';
import { CONTENT_POS, LIGHT } from '../language/tagger';
import { classifyTurn } from '../language/turns/classifier';
import { contentOf, isFiller, mentions, stem, stemsMatch, words } from '../language/text';
import { asTurn, type TurnText } from '../language/turn';
import type { TurnAct } from '../language/turns/acts';
import { ADMITS_NOT_KNOWING, EXAMPLE_MARKERS, FULL_ANSWER_WORDS, intentOf, OUTCOME_MARKERS, REQUEST_MAX_WORDS, SKIP_PATTERNS } from '../language/intent';
import { namesInterviewTopic } from './turnReplies';
import type { AnswerAnalysis, AnswerGap, AnswerSubstance, AwaitingKind, JobScenario, PlanItem } from './types';
import { TECH_TERMS } from '../language/vocabulary';

/**
 * Reads the candidate's answer: what they want (answer, repeat, stop …) and, for an answer, whether
 * it deserves a follow-up. Works on recognizer output too (lower case, no punctuation).
 */

const STOP_PATTERNS = [
  /\b(let'?s|let us|can we|could we|we can|i'?d like to|i would like to|i want to|i wanna|i need to|i have to|i'?m going to|please)\s+(just\s+)?(end|stop|finish|wrap up|wrap it up|quit|call it a day)\b(?=\s*(here|now|there|today|for (today|now)|(the|this) (interview|session|conversation|call)|please|early|it|[,.!?]|$))/i,
  /\b(end|stop|finish|quit)\s+(the|this)\s+(interview|session|conversation|call)\b/i,
  /\b(let'?s|let us|can we|could we)\s+(end|stop|finish)\s+(it\s+)?here\b/i,
  /\bi('?m| am) done( here| now)?\b\s*[.!]?\s*$/i,
  /\bi (have to|need to|must) (go|leave)( now)?\b/i,
  /\bno more questions,? (please|thanks|thank you)\b/i,
];

const REPEAT_PATTERNS = [
  /\b(could|can|would|will) you (please )?(repeat|rephrase|say (that|it|this) again|ask (that|it|this) again)\b/i,
  /\b(please )?repeat (the|that|your) question\b/i,
  /\b(say|ask) (that|it) again\b/i,
  /\b(sorry|pardon)\b.{0,20}\b(what|come again|didn'?t (catch|hear|get))\b/i,
  /\bi didn'?t (catch|hear|get|understand) (that|the question|what you|you)\b/i,
  /\bwhat (was|is) the question\b/i,
  /^\s*(sorry|pardon|come again|excuse me)\s*[?.!]*\s*$/i,
  /\bone more time\b/i,
];

export const DONT_KNOW_PATTERNS = [
  /\bi (really )?(don'?t|do not) know\b/i,
  /\b(no|not a|not any) (idea|clue)\b/i,
  /\bi'?m not sure\b/i,
  /\bi (have|'ve) never (done|used|worked|had)\b/i,
  /\bi (haven'?t|have not) (done|used|worked with|had)\b/i,
  /\bnothing comes to mind\b/i,
  /\bi can'?t (think of|remember)\b/i,
  /\bno experience\b/i,
];

const QUESTION_START = /^(what|how|who|whom|when|where|why|which|is|are|do|does|did|can|could|will|would|should|have|has|may|might)\b/i;
const QUESTION_INSIDE = /\b(i'?d like to know|i would like to know|i was wondering|i wonder|tell me (more )?about|could you tell me|can you tell me|what about|how about|i'?m curious|i am curious)\b/i;

/** Phrases that, and only they, make up "no, that's all, thanks". */
const NO_MORE_PHRASES = [
  /\bi (don'?t|do not) (think i )?have any( more| other| further)?( questions?)?( for you)?\b/g,
  /\bi have no( more| other| further)? questions?\b/g,
  /\bno( more| other| further)? questions?( from me| for now| at the moment)?\b/g,
  /\b(i think )?(you('ve| have)?|that('s| has)?|it('s| has)?) (covered|answered|been covered|been answered)( it| them| everything| all| all of them| my questions)?( already)?\b/g,
  /\b(i think )?that'?s (all|it|everything)( for me| from me)?\b/g,
  /\b(i'?m|i am) (good|fine|all set)\b/g,
  /\b(not really|not right now|not at the moment|not for now|nothing( else| more)?( for now)?|none|all good)\b/g,
  /\b(no thanks|no thank you|thank you( very much| so much)?|thanks( a lot)?|great|okay|ok|fine|alright|cheers)\b/g,
  /\b(no|nope|nah|um|uh|well|so|actually|i think)\b/g,
];

/** Words that only say there is something to ask ("a couple of quick questions"), not what. */
const ABOUT_ASKING = new Set(['question', 'ask', 'couple', 'few', 'one', 'two', 'three', 'quick', 'small', 'little', 'last', 'please', 'yes', 'yeah', 'yep', 'sure']);

/**
 * "Yes, I have a question", "yeah i've got a couple actually": the candidate wants to ask but has not
 * asked yet — not a question, not a "no", and nothing in it that a question could be about.
 */
export function wantsToAsk(turn: TurnText | string): boolean {
  const { text: answer, words: ws, tokens: read } = asTurn(turn);
  if (ws.length === 0 || isQuestionText(answer) || hasNoMoreQuestions(answer)) return false;
  if (read.some((t) => t.negated || t.lemma === 'no' || t.lemma === 'not')) return false;
  return !read.some((t) => CONTENT_POS.has(t.pos) && !LIGHT.has(t.lemma) && !ABOUT_ASKING.has(t.lemma));
}

export interface AnalysisContext {
  scenario: JobScenario;
  item: PlanItem;
  awaiting: AwaitingKind;
  /** The words the candidate is replying to (defaults to the item's question). */
  question?: string;
}

export function detectIntent(turn: TurnText | string): AnswerAnalysis['intent'] {
  const { text: answer, words: ws } = asTurn(turn);
  if (ws.length === 0 || ws.every((w) => isFiller(w))) return 'empty';
  const short = ws.length <= REQUEST_MAX_WORDS;
  if (STOP_PATTERNS.some((p) => p.test(answer)) && ws.length <= 30) return 'stop';
  if (short && REPEAT_PATTERNS.some((p) => p.test(answer))) return 'repeat';
  if (short && SKIP_PATTERNS.some((p) => p.test(answer))) return 'skip';
  if (ws.length < FULL_ANSWER_WORDS && DONT_KNOW_PATTERNS.some((p) => p.test(answer))) return 'dont_know';
  return 'answer';
}

/** The candidate is asking something (for the candidate-questions phase). */
export function isQuestionText(answer: string): boolean {
  const text = answer.trim();
  if (text === '') return false;
  if (/\?/.test(text)) return true;
  if (QUESTION_START.test(text)) return true;
  return QUESTION_INSIDE.test(text);
}

/** "No, that's all, thank you": the candidate has nothing (more) to ask. */
export function hasNoMoreQuestions(answer: string): boolean {
  if (/\?/.test(answer)) return false;
  let rest = ` ${answer.toLowerCase().replace(/[’]/g, "'")} `;
  if (words(rest).length === 0) return false;
  for (const phrase of NO_MORE_PHRASES) rest = rest.replace(phrase, ' ');
  return /^[\s,.!;:-]*$/.test(rest);
}

function overlapWith(content: readonly string[], keywords: readonly string[]): string[] {
  const answerStems = [...new Set(content.map(stem))];
  const found = new Set<string>();
  for (const k of keywords) if (answerStems.some((a) => stemsMatch(a, k))) found.add(k);
  return [...found];
}

/** What the answer holds, by the report's reading of it (one reading, two uses). */
function substanceOf(r: AnswerReading, wordCount: number): AnswerSubstance {
  if (r.addressesScorer || readsBack(r) || isKeywordList(r, wordCount)) return 'form';
  return r.actions > 0 && r.measures + r.names + r.changes > 0 ? 'concrete' : 'general';
}

/**
 * An answer this close in meaning to its question is on its topic whatever words it uses. Chosen on
 * the development part of the labelled interviews: no strong or adequate answer there is further
 * from its question (their lowest: 0.50 and 0.57); off-topic ones reach 0.71, so a low one alone
 * marks an answer off topic, together with sharing none of the question's words.
 */
const ON_TOPIC_MEANING = 0.5;
/** Things done by the candidate or their team ("I checked", "we rolled back") that make a story of an answer in any tense. */
const STORY_ACTIONS = 2;

/**
 * `turn`: the candidate's words, read once (`readTurnText(answer, question)`; a text is read here),
 * so the classifier, the intent and the answer's reading share one tagging of it.
 */
export function analyseAnswer(turn: TurnText | string, context: AnalysisContext): AnswerAnalysis {
  const question = context.question ?? context.item.text;
  const read = asTurn(turn, question);
  const answer = read.text;
  const ws = read.words;
  const content = contentOf(ws);
  const reading = answer.trim() === '' ? null : classifyTurn(read);
  let act: TurnAct = reading?.act ?? 'answer';
  // Invited to ask the panel, a question that names nothing of the interview itself ("how do designers
  // and researchers work together here?") is one of the questions invited, about the job; so is a turn
  // that ends on a question mark, whatever its opening words read as ("How do … work together?" opens as
  // an answer that repeats the question's words would).
  if (context.awaiting === 'candidate_question') {
    if (act === 'about_interview' && !namesInterviewTopic(answer)) act = 'panel_question';
    else if ((act === 'answer' || act === 'partial') && /\?\s*$/.test(answer)) act = 'panel_question';
  }
  const intent = intentOf(act, read);
  const answerRead = intent === 'answer' ? readAnswer(read, question) : null;
  const substance = answerRead ? substanceOf(answerRead, ws.length) : 'general';
  const mentionedSkills = context.scenario.skills.filter((s) => mentions(answer, s));
  const overlap = overlapWith(content, context.item.keywords);
  const techHits = content.filter((w) => TECH_TERMS.has(w)).length;
  const hasNumber = /\d/.test(answer) || /\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred|thousand|million|half|double|twice|percent)\b/i.test(answer);
  // A concrete answer by the report's reading (something the candidate did, and what was measured, named or changed) is an example too.
  const hasExample = EXAMPLE_MARKERS.some((p) => p.test(answer)) || (answerRead?.actions ?? 0) >= STORY_ACTIONS || substance === 'concrete';
  const hasOutcome = OUTCOME_MARKERS.test(answer);
  const kind = context.item.kind;
  // Short answers are judged by length alone; on-topic needs a few words to judge by.
  const judgeTopic = ws.length >= 12 && (kind === 'technical' || kind === 'behavioural');
  const onTopic =
    !judgeTopic ||
    overlap.length > 0 ||
    mentionedSkills.length > 0 ||
    (kind === 'technical' && techHits > 0) ||
    (answerRead !== null && similarity(meaningOf(answerRead.tokens), meaningOfText(`${question} ${context.item.topic}`)) >= ON_TOPIC_MEANING);

  const gaps: AnswerGap[] = [];
  if (intent === 'answer') {
    if (ws.length < FULL_ANSWER_WORDS || act === 'partial') gaps.push('too_short');
    else if (!onTopic) gaps.push('off_topic');
    // The shape of an answer with nothing in it: ask for what it lacks, as for a short one.
    else if (substance === 'form') gaps.push(kind === 'behavioural' ? 'no_example' : 'too_short');
    else if (kind === 'behavioural' && !hasExample) gaps.push('no_example');
  }
  return {
    act,
    confidence: reading?.confidence ?? 1,
    substance,
    intent,
    words: ws.length,
    contentWords: content.length,
    hasNumber,
    hasExample,
    hasOutcome,
    overlap,
    onTopic,
    mentionedSkills,
    gaps,
    isQuestion: isQuestionText(answer),
    admitsNotKnowing: ADMITS_NOT_KNOWING.test(answer),
  };
}
