import { readFileSync } from 'node:fs';
import { TURN_ACTS, type TurnAct } from './acts';
import { turnFeatures } from './features';
import { asTurn, type TurnText } from '../turn';
import { featureIndex, predictLogistic, type LogisticModel } from './logistic';

/**
 * What a candidate's turn is (an answer, a request to repeat, a question to the panel …), by the
 * logistic model fitted on the development part of the labelled turn corpus (`npm run train:turns`
 * writes `model.json`; the benchmark scores it on the held-out part).
 */

export interface TurnReading {
  act: TurnAct;
  /** The model's probability for `act`. */
  confidence: number;
  probabilities: Record<TurnAct, number>;
}

export const MODEL_URL = new URL('./model.json', import.meta.url);

type ShippedModel = LogisticModel & { l2: number };

let loaded: { model: ShippedModel; index: Map<string, number> } | null = null;

function model() {
  if (!loaded) {
    const m = JSON.parse(readFileSync(MODEL_URL, 'utf8')) as ShippedModel;
    if (m.classes.join() !== TURN_ACTS.join()) throw new Error('turn model classes differ from TURN_ACTS: run npm run train:turns');
    loaded = { model: m, index: featureIndex(m) };
  }
  return loaded;
}

/** Each turn's reading, once per read turn (the interviewer and the report ask it several times). */
const readings = new WeakMap<TurnText, TurnReading>();

/**
 * Reads one candidate turn, given the question it replies to (empty when there is none); a turn read
 * already (`readTurnText`) is classified once however often it is asked.
 */
export function classifyTurn(turn: TurnText | string, question = ''): TurnReading {
  const read = asTurn(turn, question);
  const known = readings.get(read);
  if (known) return known;
  const reading = classify(read);
  readings.set(read, reading);
  return reading;
}

/**
 * A language a turn names, or language itself: a wish to change the interview's language says which one
 * ("can we do this in Spanish?", "in my own language"); every one of the turn corpus's 155 such turns
 * names one. "Can we move on?" does not, however near its words come to "can we switch to Russian?".
 */
export const NAMES_A_LANGUAGE =
  /\b(languages?|english|spanish|russian|french|german|portuguese|chinese|mandarin|cantonese|hindi|urdu|bengali|tamil|arabic|italian|polish|ukrainian|turkish|japanese|korean|dutch|vietnamese|thai|indonesian|malay|bahasa|tagalog|filipino|swahili|persian|farsi|hebrew|greek|czech|romanian|hungarian|swedish|norwegian|danish|finnish|serbian|croatian|bulgarian|catalan|tongue|translat\w*|espa\w*)\b|русск|по-[а-я]+/i;

function classify(read: TurnText): TurnReading {
  const { model: m, index } = model();
  const p = predictLogistic(m, turnFeatures(read), index);
  const unnamed = !NAMES_A_LANGUAGE.test(read.text);
  let best = -1;
  for (let c = 0; c < p.length; c += 1) {
    // A change of language that names none is not one: the likeliest other reading stands.
    if (unnamed && TURN_ACTS[c] === 'language_change') continue;
    if (best < 0 || p[c] > p[best]) best = c;
  }
  const probabilities = Object.fromEntries(TURN_ACTS.map((act, c) => [act, p[c]])) as Record<TurnAct, number>;
  return { act: refineAct(TURN_ACTS[best], read.text), confidence: p[best], probabilities };
}

/**
 * Kinds the model has few turns of, told by their words where it reads them as a neighbour
 * (chosen on the development part's cross-validated mistakes): a question about the interviewer ("who
 * am I talking to?", "are you a real person?") read as a question to the panel or a request; "later",
 * "at the end", "come back to it" read as a pass or a moment to think; the microphone or the line
 * read as small talk or a question to the panel; an "answer" that says it corrects or adds to an earlier
 * one.
 */
const ABOUT_YOU =
  /\b(who (am i (talking|speaking) to|are you|is asking)|your (name|role|position|job title|title|background)|are you (a |an |the )?(real|human|robot|bot|chatbot|ai|person|machine|program)|(real|human) (person|people|interviewer)|you are (a |an )?(real|robot|bot|ai|human|machine|program)|what do you do (in|at|here|for)|how long (have )?you (been|are|work))\b/i;
const LATER = /\b(later|at the end|come back|get back to|return to|postpone|park (this|it))\b/i;
const LINE = /\b(hear me|hearing me|heard (me|my|what|anything|all)|audible|(mic|microphone|audio|sound|voice) (was |is )?(off|working|ok|okay|fine|clear|coming)|on mute|was muted|(come|came|go|went) through|still there)\b/i;

/** Words that tie a turn to an earlier answer: read as an answer, it adds to that one or corrects it. */
const ADDS = /\b(previous|last|earlier|first|other) (answer|question|one)\b|\bi (forgot (to (say|mention|add|tell)|something|one)|didn'?t finish|did not finish|should have (said|mentioned))\b|\b(to add|add (to|something|one)|adding to|one more thing|going back to)\b/i;
/** A turn that asks ("was my last answer ok?"): about the interview, not an addition. */
const ASKS = /\?|^\W*(how|was|is|did|do|does|what|can|could|will|are|am)\b/i;
const CORRECTS = /\b(correction|i misspoke|my (mistake|bad)|made (a )?mistake|i was wrong|scratch (that|what)|i said (it )?wrong|(said|told) (it )?wrong)\b/i;

/** Longer than this (in words), a turn is taken as the model reads it: these phrases mark short turns. */
const REFINED_MAX_WORDS = 40;
/** "feedback at the end", "a coding part later": the interview's course, not a question put off. */
const ABOUT_THE_INTERVIEW = /\b(feedback|score|report|coding|results?)\b/i;

/** What a turn says in its words it does to an earlier answer ("I misspoke", "one more thing about the last question"), if anything. */
function amendmentIn(text: string): 'correction' | 'addition' | null {
  if (CORRECTS.test(text)) return 'correction';
  return ADDS.test(text) && !ASKS.test(text) ? 'addition' : null;
}

/** Whether a turn says in its words that it corrects or adds to an earlier answer. */
export const refersBack = (text: string): boolean => amendmentIn(text) !== null;

export function refineAct(act: TurnAct, text: string): TurnAct {
  if (text.split(/\s+/).filter(Boolean).length > REFINED_MAX_WORDS) return act;
  if (act === 'answer' || act === 'partial') {
    const amendment = amendmentIn(text);
    if (amendment) return amendment;
  }
  if (ABOUT_YOU.test(text) && ['panel_question', 'repeat', 'remark', 'about_interview', 'rephrase', 'small_talk', 'partial'].includes(act)) return 'about_interviewer';
  if (LATER.test(text) && !ABOUT_THE_INTERVIEW.test(text) && ['dont_know', 'think', 'end'].includes(act)) return 'defer';
  if (LINE.test(text) && ['small_talk', 'panel_question', 'about_interview', 'remark', 'about_interviewer'].includes(act)) return 'heard_check';
  return act;
}
