import type { components } from '../../openapi/schema.gen';
import type { TurnAct } from '../language/turns/acts';
import type { AnswerIntent } from '../language/intent';
import type { BehaviouralTheme } from '../language/vocabulary';

export type { BehaviouralTheme };

export type JobScenario = components['schemas']['JobScenario'];
export type Participant = components['schemas']['Participant'];
export type Focus = 'technical' | 'behavioural';

// ───────────────────────────── Plan ─────────────────────────────

export type PlanItemKind = 'introduction' | 'technical' | 'behavioural' | 'candidate_questions' | 'closing';


/** Where a question comes from in the scenario. */
export type PlanSource =
  | { type: 'responsibility'; index: number; text: string }
  | { type: 'requirement'; index: number; text: string }
  | { type: 'skill'; skill: string }
  | { type: 'description'; text: string }
  | { type: 'theme'; theme: BehaviouralTheme }
  /** A line of the candidate's CV that uses the posting's skills (its words as the CV reader kept them). */
  | { type: 'cv'; text: string }
  | { type: 'general' }
  | { type: 'introduction' }
  | { type: 'candidate_questions' }
  | { type: 'closing' };

/** A role on the candidate's CV (server/postings/cv.ts reads them). */
export interface PlanCvRole {
  title: string;
  company: string | null;
  /** As the CV writes it ("2021 – present"). */
  period: string | null;
}

/** A line of the candidate's experience that uses skills the posting asks for. */
export interface PlanCvHighlight {
  text: string;
  /** The posting's skills it mentions, spelled as in the scenario. */
  skills: string[];
  /** The role it is listed under ("Senior Software Engineer, Northwind Pay"), when the CV says. */
  role: string | null;
}

/**
 * What the plan reads of the candidate's CV (the CV reader's result, `CvReading`): roles and lines of
 * experience, never the CV's whole text.
 */
export interface PlanCv {
  roles: readonly PlanCvRole[];
  highlights: readonly PlanCvHighlight[];
}

export interface PlanItem {
  /** Unique within the plan: `intro`, `q1` … `q10`, `ask`, `close`. */
  id: string;
  kind: PlanItemKind;
  /** The participant who asks (introduction, main questions, candidate questions) or closes. */
  participantId: string;
  /** The question as the scripted brain asks it (the LLM brain rephrases it). */
  text: string;
  /** A simpler wording for "could you repeat that?". */
  alt: string;
  /** A short noun phrase naming what the question is about, e.g. "migrating class components". */
  topic: string;
  /** Topic words (lower case) an on-topic answer is expected to touch. */
  keywords: string[];
  /** Scenario skills the question is about (spelled as in the scenario). */
  skills: string[];
  source: PlanSource;
  theme?: BehaviouralTheme;
}

/**
 * The interview plan: introduction, 8–10 main questions (technical and behavioural), the candidate's
 * questions, closing. Deterministic for a scenario and a seed.
 */
export interface InterviewPlan {
  version: 1;
  scenarioId: string;
  seed: string;
  /** The participant who opens, invites the candidate's questions and closes. */
  leadId: string;
  items: PlanItem[];
  /**
   * Each interviewer opens with the welcome the scenario gives them, as written (the candidate's own
   * scenario: they read and edited it); absent, a short hello with the name (the catalogue's).
   */
  welcomesAsWritten?: true;
}

// ───────────────────────────── Answers ─────────────────────────────

/** Why an answer deserves a follow-up. */
export type AnswerGap = 'too_short' | 'no_example' | 'off_topic';


/**
 * What an answer holds, read as the report reads it: `concrete` = something the candidate did, with a
 * measure, a name or a change; `form` = the shape of an answer without one (a keyword list, the
 * question said back, words to the scorer); `general` = the rest.
 */
export type AnswerSubstance = 'concrete' | 'general' | 'form';

export interface AnswerAnalysis {
  /** What the turn is (the turn classifier's reading), and how sure the reading is (0–1). */
  act: TurnAct;
  confidence: number;
  substance: AnswerSubstance;
  intent: AnswerIntent;
  words: number;
  contentWords: number;
  hasNumber: boolean;
  hasExample: boolean;
  hasOutcome: boolean;
  /** Topic words of the question found in the answer (stems). */
  overlap: string[];
  onTopic: boolean;
  /** Scenario skills the answer mentions. */
  mentionedSkills: string[];
  gaps: AnswerGap[];
  /** For the candidate-questions phase: the candidate asked something. */
  isQuestion: boolean;
  /** The turn admits not knowing or not having done it ("I'm not sure, I mostly read data"). */
  admitsNotKnowing: boolean;
}

// ───────────────────────────── Turns ─────────────────────────────

export type CloseReason = 'completed' | 'candidate_request' | 'candidate_ended' | 'inactivity';

export type CandidateTopic =
  | 'team'
  | 'day_to_day'
  | 'stack'
  | 'challenges'
  | 'growth'
  | 'culture'
  | 'success'
  | 'salary'
  | 'next_steps'
  | 'company'
  | 'location'
  | 'other';

/** How the previous answer is acknowledged before the next question. */
export type Acknowledgement = 'none' | 'intro' | 'good' | 'ok' | 'after_follow_up' | 'skip' | 'deferred';

/**
 * Turns the panel answers with words composed for them (server/interviewer/turnReplies.ts): a term
 * explained, who an interviewer is, what this interview is like, a correction or an addition taken,
 * a request for another language, nerves, a remark, a check that the panel heard, a "yes" to a
 * follow-up that needs the rest, a wish to put off the last question (there is nothing to move on to),
 * two readings of the question offered to choose from.
 */
export type ReplyTo =
  | 'clarify'
  | 'about_interviewer'
  | 'about_interview'
  | 'correction'
  | 'addition'
  | 'language_change'
  | 'nerves'
  | 'remark'
  | 'heard'
  | 'go_on'
  | 'last_question'
  | 'either';

/**
 * One thing an interviewer does in a turn. The engine decides the steps (WHICH question, WHO asks);
 * a brain phrases them.
 */
export type TurnStep =
  /** A hello in a few words, the lead's first: the panel's introductions are on the job's page, and the first question comes within seconds. */
  /** `text`: the welcome to say as written (a plan with `welcomesAsWritten`); absent, a hello is phrased. */
  | { kind: 'welcome'; participantId: string; lead: boolean; text?: string }
  | {
      kind: 'ask';
      participantId: string;
      itemId: string;
      acknowledge: Acknowledgement;
      /** Previous speaker differs: the new interviewer takes over. */
      handover: boolean;
      /** Something the candidate said that the reply can refer to (a skill or term they used). */
      reference: string | null;
      /** A question asked again: one the candidate put off (`later`), or one they passed (`passed`). */
      returning?: 'later' | 'passed';
    }
  | { kind: 'follow_up'; participantId: string; itemId: string; gap: AnswerGap | 'dont_know'; reference: string | null; answerHasExample: boolean; answerHasOutcome: boolean }
  | { kind: 'prompt'; participantId: string; itemId: string }
  | { kind: 'rephrase'; participantId: string; itemId: string; target: 'question' | 'follow_up' | 'prompt'; attempt: number; previousText: string; gap: AnswerGap | 'dont_know' | null }
  /** The open question again, word for word: asked for (`again`), after a reply to something else (`back`), or after the candidate chose to go on (`carry_on`). */
  | { kind: 'repeat'; participantId: string; itemId: string; text: string; lead: 'again' | 'back' | 'carry_on' }
  /** The candidate asked for a moment: a short yes; the question stays open. */
  | { kind: 'wait'; participantId: string; itemId: string }
  /** The candidate spoke another language: a polite request to go on in English; the question stays open. */
  | { kind: 'english'; participantId: string; itemId: string }
  /** Greetings, thanks, "can you hear me": a short friendly reply before the question again. */
  | { kind: 'social'; participantId: string; itemId: string }
  /** A reply composed for the turn (`lines`, whole sentences); the question stays open unless a step after it moves on. */
  | { kind: 'reply'; participantId: string; itemId: string; to: ReplyTo; lines: string[] }
  /** The candidate may want to end: ask whether they do. */
  | { kind: 'confirm_end'; participantId: string; itemId: string }
  /** The interviewer who asked the question thanks the candidate for the answer, before a colleague takes over. */
  | { kind: 'acknowledge'; participantId: string; acknowledge: Exclude<Acknowledgement, 'none'>; reference: string | null }
  | { kind: 'answer_candidate'; participantId: string; question: string; topic: CandidateTopic; facts: string[]; inviteMore: boolean }
  | {
      kind: 'close';
      participantId: string;
      reason: CloseReason;
      /** The candidate has just asked their questions: thank them for those first. */
      thankForQuestions: boolean;
      /** The candidate gave real answers: the thanks may say it was a good conversation (absent = true). */
      warm?: boolean;
    };

export type UtteranceKind = 'welcome' | 'question' | 'follow_up' | 'prompt' | 'rephrase' | 'answer' | 'closing';

/** One sentence (or two) spoken by one interviewer: synthesize and send as soon as it arrives. */
export interface Utterance {
  participantId: string;
  text: string;
  kind: UtteranceKind;
}

export interface TranscriptEntry {
  /** `candidate` or an interviewer's participant id. */
  speaker: string;
  text: string;
  /**
   * A candidate turn that corrects or adds to an earlier answer (the plan item it belongs to): not an
   * answer to the question that was open when it was said.
   */
  amends?: { itemId: string; kind: 'correction' | 'addition' };
}

/** A correction of or an addition to an earlier answer, kept with the item it belongs to. */
export interface Amendment {
  itemId: string;
  kind: 'correction' | 'addition';
  text: string;
}

export interface TurnInput {
  scenario: JobScenario;
  plan: InterviewPlan;
  /** What to say, in order. */
  steps: TurnStep[];
  /** The conversation so far, including the candidate's latest answer. */
  transcript: TranscriptEntry[];
  /** For deterministic phrasing: the interview seed and this turn's number. */
  seed: string;
  turn: number;
  /** What the candidate's latest turn was (null for the opening and early ends). */
  candidateAct?: TurnAct | null;
}

/** A brain phrases the engine's steps, sentence by sentence. */
export interface InterviewerBrain {
  /** `scripted` or `llm:<model>` (for logs). */
  readonly name: string;
  nextTurn(input: TurnInput, signal?: AbortSignal): AsyncIterable<Utterance>;
}

// ───────────────────────────── Progress ─────────────────────────────

/** `end_confirmation`: the panel asked whether the candidate wants to end (it was not sure they did). */
export type AwaitingKind = 'question' | 'follow_up' | 'prompt' | 'candidate_question' | 'end_confirmation';

/** What the candidate is expected to answer now. */
export interface Awaiting {
  kind: AwaitingKind;
  itemId: string;
  participantId: string;
  text: string;
  gap: AnswerGap | 'dont_know' | null;
  /** While confirming an end: what was open before, to go back to. */
  before?: { kind: AwaitingKind; participantId: string; text: string };
}

export interface AskedRecord {
  itemId: string;
  participantId: string;
  /** Follow-ups asked for this item (gentle prompts included): at most 1 per main question. */
  followUps: number;
  /** Times the candidate asked to repeat or clarify. */
  repeats: number;
  /** Candidate answers given to this item (repeat requests excluded). */
  answers: number;
  /** One of them was concrete (see AnswerSubstance); absent in progress stored before it existed. */
  concrete?: boolean;
  /** The candidate asked to answer it later (once). */
  deferred?: boolean;
  /** The candidate passed it once (it comes back once; absent in older progress). */
  passed?: boolean;
  gaps: AnswerGap[];
}

/**
 * Everything needed to continue an interview on any process: plain JSON, stored after every turn.
 * Restore with `InterviewerFactory.resume(scenario, progress)`; `awaiting.text` is what the candidate
 * is answering, word for word (to show or say again after a reconnect).
 */
export interface InterviewProgress {
  version: 1;
  scenarioId: string;
  seed: string;
  plan: InterviewPlan;
  phase: 'new' | 'in_progress' | 'finished';
  /** Index in `plan.items` of the item being discussed. */
  position: number;
  /** Turns taken (the opening is turn 0). */
  turn: number;
  /** What the candidate is expected to answer now; null before the opening and after the end. */
  awaiting: Awaiting | null;
  /** The panel has asked the candidate to go on in English (it asks once; absent in older progress). */
  askedForEnglish?: boolean;
  /** One record per plan item reached, in order. */
  asked: AskedRecord[];
  candidateQuestionsAnswered: number;
  /** Questions the candidate asked to answer later, in order, not yet asked again (absent in older progress). */
  deferred?: string[];
  /** Main questions the candidate passed, in order, not yet asked again (absent in older progress). */
  passed?: string[];
  /** Corrections of and additions to earlier answers (absent in older progress). */
  amendments?: Amendment[];
  /** Terms already echoed back to the candidate (not repeated). */
  referenced: string[];
  /** The latest part of the conversation (bounded), for the LLM brain and references. */
  transcript: TranscriptEntry[];
  endReason: CloseReason | null;
}

/** Where logs go (pino/fastify loggers fit). */
export interface InterviewerLog {
  warn(details: Record<string, unknown>, message: string): void;
  info?(details: Record<string, unknown>, message: string): void;
}

export const silentLog: InterviewerLog = { warn: () => undefined, info: () => undefined };

// ───────────────────────────── The engine the live server drives ─────────────────────────────

/**
 * One interview's interviewer panel, as the live server drives it. Each call yields the panel's
 * utterances in speaking order, sentence by sentence, so the first can be synthesized and sent while
 * the rest are still being phrased. Calls never overlap: the server awaits one turn before the next.
 *
 *   const interviewer = interviewers.create(scenario, { seed: uid });
 *   for await (const u of interviewer.open()) send(u);           // welcomes + first question
 *   for await (const u of interviewer.respond(answer)) send(u);  // follow-up, next question or close
 *   if (interviewer.finished) endInterview();
 *   store(interviewer.progress());                                // after every turn
 */
export interface Interviewer {
  /** The hellos and the first question (turn 0). */
  open(signal?: AbortSignal): AsyncIterable<Utterance>;
  /** The candidate's final answer (spoken or typed); the panel's reply. */
  respond(answer: string, signal?: AbortSignal): AsyncIterable<Utterance>;
  /**
   * The candidate corrected the transcript of their latest answer: the panel's memory of it (the
   * conversation an LLM brain reads for every later reply, the stored progress) reads `text` from now
   * on. A reply already decided or being said is not taken back.
   */
  correct?(text: string): void;
  /** Ends early (the candidate ended it, inactivity): the closing words, possibly none. */
  close(reason: CloseReason, signal?: AbortSignal): AsyncIterable<Utterance>;
  /** True once the panel has closed the interview (plan done, or the candidate asked to stop). */
  readonly finished: boolean;
  /** Plain JSON to store after every turn; `resume` continues from it on any process. */
  progress(): InterviewProgress;
}

export interface InterviewerFactory {
  /** `scripted` or `llm:<model>` (for logs and the status message). */
  readonly brainName: string;
  /** `cv`: the candidate's CV as read against the scenario's skills; the plan then asks about their own work. */
  /** `own`: the candidate's own scenario (its panel's welcomes are said as written). */
  /** `avoid`: the main questions of the candidate's last interview of this job (worded otherwise where the plan can). */
  create(scenario: JobScenario, options: { seed: string; cv?: PlanCv | null; own?: boolean; avoid?: readonly string[] }): Interviewer;
  resume(scenario: JobScenario, progress: InterviewProgress): Interviewer;
}
